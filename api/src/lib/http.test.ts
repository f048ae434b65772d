import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

describe('HTTP behaviour common to every route', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const r = await api.call('GET', '/nope');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Not found.');
  });

  it('refuses bodies over 1 MB with 413 and stores nothing', async () => {
    const { admin } = await api.demoTokens();
    const r = await api.call('POST', '/users', {
      token: admin,
      body: { name: 'x'.repeat(1_100_000), email: 'big@example.com', username: 'big', password: 'secret1' },
    });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('Request body is larger than 1 MB.');
    expect(
      await api.db.selectFrom('users').select('id').where('username', '=', 'big').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('counts a body sent in chunks (no stated length) as it comes: over 1 MB is refused, under is read', async () => {
    const { admin } = await api.demoTokens();
    const send = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024)
            controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      });
      return fetch(`${api.url}/api/v1/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    };
    const user = (name: string, username: string) =>
      JSON.stringify({ name, email: `${username}@example.com`, username, password: 'secret1' });
    const big = await send(user('x'.repeat(1_100_000), 'bigchunks'));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('Request body is larger than 1 MB.');
    const small = await send(user('Chunked Sender', 'chunked'));
    expect(small.status).toBe(201);
    const stored = await api.db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', ['bigchunks', 'chunked'])
      .execute();
    expect(stored.map((u) => u.username)).toEqual(['chunked']);
  });

  it('compresses a JSON answer of 1 KiB or more for a caller that accepts it, never for the BFF', async () => {
    const token = (await api.demoTokens()).admin;
    // fetch sends Accept-Encoding: gzip, deflate (and decodes the body); the header says what was sent.
    const get = (headers: Record<string, string>) =>
      fetch(`${api.url}/api/v1/patients`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(JSON.stringify(await gz.json()).length).toBeGreaterThan(1024);
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    await plain.arrayBuffer();
    const bff = await get({ 'accept-encoding': 'gzip', ...api.service });
    expect(bff.headers.get('content-encoding')).toBeNull();
    await bff.arrayBuffer();
  });

  it('echoes a request id and serves health checks', async () => {
    const r = await api.call('GET', '/auth/me', { headers: { 'x-request-id': 'abc-123' } });
    expect(r.headers.get('x-request-id')).toBe('abc-123');
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${api.url}/readyz`)).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document covering every route with who may call it', async () => {
    const r = await api.call('GET', '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    const { routes } = await import('../routes.js');
    const { documentPaths } = await import('../openapi/openapi.js');
    const paths = documentPaths(routes);
    for (const route of routes) {
      const op = r.body.paths[paths.get(route.path) ?? route.path]?.[route.method];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.description).toMatch(/Who may call it/);
    }
  });
});

describe('metrics', () => {
  it('counts requests per route pattern in Prometheus format', async () => {
    await api.call('GET', '/users/12345');
    const text = await (await fetch(`${api.url}/metrics`)).text();
    expect(text).toMatch(
      /anamnesis_api_http_requests_total\{method="GET",route="\/api\/v1\/users\/:id",status="401"\} \d+/,
    );
    expect(text).toMatch(/anamnesis_api_http_request_duration_seconds_bucket/);
  });
});

describe('X-Token-Accepted (docs/api.md#token-accepted)', () => {
  it("is set only when a person's session token was authenticated", async () => {
    const { student, admin } = await api.demoTokens();
    const accepted = (r: { headers: Headers }) => r.headers.get('x-token-accepted');
    expect(accepted(await api.call('GET', '/auth/me', { token: student }))).toBe('1');
    // Authenticated, then refused by the route's own rule: the token still stood.
    expect(accepted(await api.call('GET', '/users?limit=1', { token: student }))).toBe('1');
    expect(accepted(await api.call('GET', '/auth/me'))).toBeNull();
    expect(accepted(await api.call('GET', '/auth/me', { token: `${student}x` }))).toBeNull();
    const login = await api.call('POST', '/auth/login', {
      token: student,
      body: { email: 'student@example.com', password: 'student123' },
    });
    expect(login.status).toBe(200);
    expect(accepted(login), 'a public route authenticates nobody').toBeNull();
    const partner = await api.call('POST', '/partner-tokens', {
      token: admin,
      body: { name: 'Header check', scope: 'read_only' },
    });
    expect(partner.status).toBe(201);
    expect(accepted(await api.call('GET', '/statistics', { token: partner.body.secret }))).toBeNull();
  });
});
