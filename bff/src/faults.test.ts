import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { type BffServer, createBffServer } from './server.js';
import { startRedis, type TestRedis } from './test/redis.js';
import { startTestBff, type TestBff } from './test/testBff.js';

const METRICS_TOKEN = 'faults-metrics-token-0123456789';

/** A proxy in front of the API that can pass, hang (a slow API) or refuse (a stopped API). */
function faultyProxy(target: string) {
  let mode: 'pass' | 'hang' | 'down' = 'pass';
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return {
    server,
    set: (m: typeof mode) => {
      mode = m;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
  };
}

const VIEWER = 'query { viewer { user { username } } }';

let t: TestBff;
let redis: TestRedis;
let proxy: ReturnType<typeof faultyProxy>;
let bff: BffServer;
let url: string;

beforeAll(async () => {
  redis = await startRedis();
  t = await startTestBff();
  proxy = faultyProxy(t.api.url);
  const apiViaProxy = await proxy.start();
  bff = createBffServer({
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: apiViaProxy,
    secretKey: t.api.server.services.secretKey,
    redisUrl: redis.url,
    logLevel: 'silent',
    upstream: { connectTimeoutMs: 500, timeoutMs: 1000 },
    metrics: { token: METRICS_TOKEN },
  });
  url = await bff.start();
});
afterAll(async () => {
  await bff?.stop();
  proxy?.server.close();
  await t?.stop();
  await redis?.stop().catch(() => {});
});

async function gql(query: string, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

describe('the API slowed or stopped', () => {
  it('answers UPSTREAM_UNAVAILABLE within its timeout, then recovers when the API is back', async () => {
    const { teacher } = await t.api.demoTokens();
    expect((await gql(VIEWER, teacher)).data.viewer.user.username).toBe('teacher');
    for (const mode of ['hang', 'down'] as const) {
      proxy.set(mode);
      const started = Date.now();
      const r = await gql(VIEWER, teacher);
      expect(r.errors?.[0]?.extensions?.code, mode).toBe('UPSTREAM_UNAVAILABLE');
      // One retry of a GET at most: well within a few seconds, never a hang.
      expect(Date.now() - started, mode).toBeLessThan(4000);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
    }
    proxy.set('pass');
    expect((await gql(VIEWER, teacher)).data.viewer.user.username).toBe('teacher');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const metrics = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/anamnesis_bff_upstream_errors_total\{kind="unreachable"\} [1-9]/);
  });
});

describe('Redis stopped', () => {
  it('keeps serving queries and mutations, and /readyz says so', async () => {
    const { teacher } = await t.api.demoTokens();
    expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ok', redis: 'ok' });
    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', api: 'ok', redis: 'unreachable' });
    expect((await gql(VIEWER, teacher)).data.viewer.user.username).toBe('teacher');
    // A mutation that publishes an event still succeeds.
    const { student } = await t.api.demoTokens();
    const mine = await gql(
      '{ myAssignments(first: 20, status: COMPLETED) { edges { node { id } } } }',
      student,
    );
    const id = mine.data.myAssignments.edges[0].node.id;
    const reset = await gql(`mutation { requestReset(assignmentId: "${id}") { __typename } }`, student);
    expect(reset.data.requestReset.__typename).not.toMatch(/Error$/);
    // Redis back (same port): the replica reconnects by itself.
    redis = await startRedis(redis.port);
    const until = Date.now() + 8000;
    let status = '';
    while (Date.now() < until && status !== 'ok') {
      await new Promise((r) => setTimeout(r, 250));
      status = ((await (await fetch(`${url}/readyz`)).json()) as { status: string }).status;
    }
    expect(status).toBe('ok');
  });
});
