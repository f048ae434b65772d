import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { serverAudits } from 'graphql-http';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from './config.js';
import { createBffServer } from './server.js';
import { startTestBff, type TestBff } from './test/testBff.js';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t?.stop());

describe('GraphQL over HTTP', () => {
  it('passes every graphql-http server audit', async () => {
    const audits = serverAudits({ url: `${t.url}/graphql` });
    const results = await Promise.all(audits.map(async (a) => ({ ...(await a.fn()), name: a.name })));
    const notOk = results.filter((r) => r.status !== 'ok').map((r) => `${r.status}: ${r.name}`);
    expect(notOk).toEqual([]);
  });

  it('refuses form posts (CSRF) and hides field suggestions', async () => {
    const form = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation{logout{ok}}',
    });
    expect(form.status).toBe(415);
    const typo = await t.gql('{ viewr { user { name } } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('names no field, argument, type, enum value or input field it was not asked about, on any path', async () => {
    const anyPost = (contentType: string) => async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()).errors;
    };
    const get = async (query: string, variables: Record<string, unknown>) => {
      const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      return (await (await fetch(`${t.url}/graphql?${params}`)).json()).errors;
    };
    // graphql-ws: one socket, one operation at a time; validation errors come as `error`, others in `next`.
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const frames: { id?: string; type: string; payload?: unknown }[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (m) => {
      frames.push(JSON.parse(String(m)));
      for (const w of waiters.splice(0)) w();
    });
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init' }));
    while (!frames.some((f) => f.type === 'connection_ack'))
      await new Promise<void>((resolve) => waiters.push(resolve));
    let next = 0;
    const overSocket = async (query: string, variables: Record<string, unknown>) => {
      const id = String(++next);
      ws.send(JSON.stringify({ type: 'subscribe', id, payload: { query, variables } }));
      const answer = () => frames.find((f) => f.id === id && (f.type === 'error' || f.type === 'next'));
      while (!answer()) await new Promise<void>((resolve) => waiters.push(resolve));
      const found = answer() as { type: string; payload: unknown };
      return found.type === 'error' ? found.payload : (found.payload as { errors: unknown }).errors;
    };
    const paths = {
      post: anyPost('application/json'),
      postQuotedCharset: anyPost('application/json; charset="utf-8"'),
      get,
      graphqlWs: overSocket,
    };
    const byVariable = 'query ($s: AssignmentStatus) { myAssignments(status: $s) { totalCount } }';
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        '{ myAssignments(status: ASSIGN) { totalCount } }',
        {},
        /^Value "ASSIGN" does not exist in "AssignmentStatus" enum\.$/,
      ],
      [byVariable, { s: 'ASSIGN' }, /; Value "ASSIGN" does not exist in "AssignmentStatus" enum\.$/],
      [
        'mutation ($i: LoginInput!) { login(input: $i) { __typename } }',
        { i: { emial: 'a', email: 'a@b.co', password: 'x' } },
        /; Field "emial" is not defined by type "LoginInput"\.$/,
      ],
      [
        'mutation { login(input: { emial: "a", email: "a@b.co", password: "x" }) { __typename } }',
        {},
        /^Field "emial" is not defined by type "LoginInput"\.$/,
      ],
      ['{ viewr { user { name } } }', {}, /^Cannot query field "viewr" on type "Query"\.$/],
      ['{ myAssignments(statu: ASSIGNED) { totalCount } }', {}, /^Unknown argument "statu"/],
      ['query ($s: AssignmentStatu) { myAssignments(status: $s) { totalCount } }', {}, /^Unknown type/],
      ['{ node(id: "x") { name } }', {}, /^Cannot query field "name" on type "Node"\.$/],
    ];
    try {
      // The operation compiled (compiledExecution.ts), then its variables refused.
      for (let run = 0; run < 6; run++) await t.gql(byVariable, { s: 'ASSIGNED' });
      for (const [path, send] of Object.entries(paths))
        for (const [query, variables, message] of cases) {
          if (path === 'get' && query.startsWith('mutation')) continue;
          const errors = (await send(query, variables)) as { message: string }[];
          expect(errors?.[0]?.message, `${path}: ${query}`).toMatch(message);
          expect(JSON.stringify(errors), `${path}: ${query}`).not.toMatch(/Did you mean|Suggestion/);
        }
    } finally {
      ws.close();
    }
  });

  it('refuses bodies over 1 MB, and bodies without a length, before reading them', async () => {
    const calls = t.bff.rest.calls;
    const big = JSON.stringify({ query: `{ viewer { user { name } } } # ${'x'.repeat(1_100_000)}` });
    const tooLarge = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      errors: [
        { message: 'Request body is larger than 1 MB.', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } },
      ],
    });
    const chunked = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob(['{"query":"{ __typename }"}']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(t.bff.rest.calls).toBe(calls);
    const small = await t.gql('{ __typename }');
    expect(small.data).toEqual({ __typename: 'Query' });
  });

  it('refuses GET variables that are not a JSON object as the client’s mistake, not a 500', async () => {
    const query = encodeURIComponent('query ($a: String) { __typename }');
    for (const variables of ['x', `{"a":"${String.fromCharCode(0)}b"}`, '[1]']) {
      const r = await fetch(`${t.url}/graphql?query=${query}&variables=${encodeURIComponent(variables)}`);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        errors: [
          { message: 'The variables parameter must be a JSON object.', extensions: { code: 'BAD_REQUEST' } },
        ],
      });
    }
    const fine = await fetch(
      `${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7B%7D`,
    );
    expect(fine.status).toBe(200);
  });

  it('rejects over-deep and over-aliased queries', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { sessionExpiresAt }`).join(' ');
    const r = await t.gql(`{ ${aliases} }`);
    expect(r.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('gives every error a code and words for a person: unreadable IDs, limits, bad variables', async () => {
    const token = (await t.api.demoTokens()).admin;
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { sessionExpiresAt }`).join(' ');
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['{ node(id: "Rm9vOjE=") { id } }', {}, 'VALIDATION', /^Invalid ID\.$/],
      ['{ node(id: "!!!") { id } }', {}, 'VALIDATION', /^Invalid ID\.$/],
      ['{ nodes(ids: ["x"]) { id } }', {}, 'VALIDATION', /^Invalid ID\.$/],
      // A field that takes one kind of record: an id of another kind finds nothing (routes take record ids).
      ['{ patient(id: "Rm9vOjE=") { id } }', {}, 'NOT_FOUND', /not found/i],
      [`{ ${aliases} }`, {}, 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 15 exceeded/],
      ['query ($id: ID!) { node(id: $id) { id } }', { id: 5.5 }, 'GRAPHQL_VALIDATION_FAILED', /\$id/],
      // An argument refused only once the field runs (a null for a defaulted variable) is still the client's.
      [
        'query ($id: ID = "x") { patient(id: $id) { id } }',
        { id: null },
        'GRAPHQL_VALIDATION_FAILED',
        /^Argument "id" of non-null type "ID!" must not be null\.$/,
      ],
    ];
    for (const [query, variables, code, message] of cases) {
      const r = await t.gql(query, variables, { token });
      expect(r.errors?.[0]?.extensions?.code, query).toBe(code);
      expect(r.errors?.[0]?.message, query).toMatch(message);
      expect(JSON.stringify(r.errors)).not.toMatch(/base64|has not been implemented|global ID/);
    }
  });

  it('serves health checks', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', api: 'ok' });
  });
});

describe('CORS', () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('grants no other origin, not even another port of the same host or `null`, a credentialed read', async () => {
    const cookie = await t.loginCookie('student@example.com', 'student123');
    const port = Number(new URL(t.url).port);
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${port + 1}`]) {
      const pre = await preflight(t.url, origin);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();
      // The answer to a simple cross-origin request carries no grant either, so the browser hides it.
      const read = await fetch(
        `${t.url}/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`,
        {
          headers: { origin, cookie },
        },
      );
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('grants the page’s own origin and the ALLOWED_ORIGINS, with credentials', async () => {
    const partner = createBffServer({
      ...loadConfig({ LOG_LEVEL: 'silent', ALLOWED_ORIGINS: 'https://partner.example' }),
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl: t.api.url,
    });
    const url = await partner.start();
    try {
      for (const origin of ['https://partner.example', url]) {
        const pre = await preflight(url, origin);
        expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
        expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      }
      expect(
        (await preflight(url, 'https://evil.example')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    } finally {
      await partner.stop();
    }
  });
});

describe('GraphiQL and introspection', () => {
  it('serve GraphiQL and introspection by default', async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/GraphiQL/i);
    expect((await t.gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
  });

  it('limits the depth of introspection, with room for the introspection query GraphiQL sends', async () => {
    const full = await t.gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(full.errors).toBeUndefined();
    expect(full.data.__schema.types.length).toBeGreaterThan(50);
    const nest = (levels: number): string => (levels ? `ofType { name ${nest(levels - 1)} }` : 'name');
    for (const query of [
      `{ __schema { types { fields { type { ${nest(16)} } } } } }`,
      `{ __type(name: "Query") { fields { type { ${nest(16)} } } } }`,
    ]) {
      const deep = await t.gql(query);
      expect(deep.data ?? null).toBeNull();
      expect(deep.errors?.[0]?.message).toMatch(/(depth|Cost) limit of \d+ exceeded/);
    }
  });

  it('can both be turned off', async () => {
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', GRAPHIQL: 'false', INTROSPECTION: 'false' }),
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl: t.api.url,
    };
    const closed = createBffServer(config);
    const url = await closed.start();
    try {
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/GraphiQL/i);
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      // Nor does a near name give the schema away.
      const typo = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ myAssignments(status: ASSIGN) { totalCount } }' }),
      });
      expect(JSON.stringify(await typo.json())).not.toMatch(/Did you mean|ASSIGNED/);
    } finally {
      await closed.stop();
    }
  });
});

describe('/metrics', () => {
  it('is not on the public port unless a METRICS_TOKEN is presented; METRICS_PORT serves it apart', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
    const free = createNetServer().listen(0, '127.0.0.1');
    await new Promise((r) => free.once('listening', r));
    const metricsPort = (free.address() as AddressInfo).port;
    await new Promise((r) => free.close(r));
    const token = 'metrics-token-0123456789abcdef';
    const watched = createBffServer({
      ...loadConfig({ LOG_LEVEL: 'silent', METRICS_TOKEN: token, METRICS_PORT: String(metricsPort) }),
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl: t.api.url,
    });
    const url = await watched.start();
    try {
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      const wrong = await fetch(`${url}/metrics`, {
        headers: { authorization: 'Bearer metrics-token-guess' },
      });
      expect(wrong.status).toBe(404);
      const right = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toMatch(/anamnesis_bff_graphql_requests_total/);
      const apart = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(await apart.text()).toMatch(/anamnesis_bff_graphql_requests_total/);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
    } finally {
      await watched.stop();
    }
  });
});

describe('upstream failure', () => {
  it('answers UPSTREAM_UNAVAILABLE within its timeout when the API is down, and /readyz says so', async () => {
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl: 'http://127.0.0.1:9',
      logLevel: 'silent' as const,
      upstream: { connectTimeoutMs: 500, timeoutMs: 1000 },
    };
    const down = createBffServer(config);
    const url = await down.start();
    try {
      const started = Date.now();
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation { login(input: {email: "a@b.co", password: "x"}) { __typename } }',
        }),
      });
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
    } finally {
      await down.stop();
    }
  });
});

describe('subscriptions over graphql-ws', () => {
  it('sends an admin the pending request count, authenticated by the session cookie', async () => {
    const cookie = await t.loginCookie('admin@example.com', 'admin123');
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    try {
      const first = await new Promise<unknown>((resolve, reject) => {
        const stop = client.subscribe(
          { query: 'subscription { pendingRequestCount }' },
          {
            next: (v) => {
              stop();
              resolve(v);
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      expect(first).toMatchObject({ data: { pendingRequestCount: expect.any(Number) } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a WebSocket from a foreign Origin', async () => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
      ws.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
    });
    expect(outcome).toMatch(/^refused/);
    ws.terminate();
  });

  it('refuses the subscription to anonymous users', async () => {
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket });
    try {
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription { pendingRequestCount }' },
          { next: resolve, error: resolve, complete: () => {} },
        );
      });
      expect(JSON.stringify(result)).toMatch(/Please login to continue/);
    } finally {
      await client.dispose();
    }
  });
});
