import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, createApiServer } from '../../api/src/app.js';
import { startTestApi, type TestApi } from '../../api/src/test/testApi.js';
import { loadConfig } from './config.js';
import { type BffServer, createBffServer } from './server.js';
import { startPostgres, type TestPostgres } from './test/postgres.js';
import { startRedis, type TestRedis } from './test/redis.js';

// The shipped compose file's shape: two BFF replicas and two API replicas on one Redis and one
// PostgreSQL. The limits and the account cache hold for the whole, not per replica (README, Throttling).
let redis: TestRedis;
let redisStopped: Promise<void> | undefined;
let postgres: TestPostgres;
let apiA: TestApi;
let apiB: ApiServer;
const apiUrls: string[] = [];
const bffs: BffServer[] = [];
const bffUrls: string[] = [];

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  apiA = await startTestApi({ databaseUrl: postgres.url, redisUrl: redis.url, partnerRateLimitPerMinute: 5 });
  apiB = createApiServer({ ...apiA.server.services.config, port: 0 });
  apiUrls.push(apiA.url, await apiB.start());
  for (const apiBaseUrl of apiUrls) {
    const bff = createBffServer({
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl,
      secretKey: apiA.server.services.secretKey,
      redisUrl: redis.url,
      registerLimits: { perAddressPerHour: 2, perHour: 100 },
      logLevel: 'silent',
    });
    bffs.push(bff);
    bffUrls.push(await bff.start());
  }
});
afterAll(async () => {
  await Promise.all(bffs.map((b) => b.stop()));
  await apiB?.stop();
  await apiA?.stop();
  await Promise.all([redisStopped ?? redis?.stop(), postgres?.stop()]);
});

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, cookie = '') {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  const body = (await res.json()) as { data: any };
  return { data: body.data, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }';
const login = (url: string, email: string, password: string) =>
  gql(url, LOGIN, { input: { email, password } });
const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }';
let registered = 0;
const register = (url: string) => {
  const username = `replica${process.pid}x${++registered}`;
  return gql(url, REGISTER, {
    input: { name: 'Replica', username, email: `${username}@example.com`, password: 'secret1' },
  });
};

/** A partner token's call on one API replica; its status and Retry-After. */
async function partnerCall(apiUrl: string, secret: string) {
  const res = await fetch(`${apiUrl}/api/v1/partner-tokens/self`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  await res.body?.cancel();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

async function newPartnerToken(name: string) {
  const admin = await apiA.login('admin@example.com', 'admin123');
  const created = await apiA.call('POST', '/partner-tokens', {
    token: admin,
    body: { name, scope: 'statistics' },
  });
  return created.body.secret as string;
}

describe('limits counted once over every replica', () => {
  it('throttles the sixth wrong password for one account from one address, the attempts spread over both BFFs', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await login(bffUrls[i % 2] as string, 'mei@example.com', 'not-her-password');
      expect(r.data.login.message).not.toMatch(/^Too many/);
    }
    const sixth = await login(bffUrls[1] as string, 'mei@example.com', 'not-her-password');
    expect(sixth.data.login).toEqual({
      __typename: 'RateLimitedError',
      message: 'Too many sign-in attempts. Please try again in 15 minute(s).',
    });
    // The same answer from the other replica, even with the right password.
    expect((await login(bffUrls[0] as string, 'mei@example.com', 'student123')).data.login.__typename).toBe(
      'RateLimitedError',
    );
  });

  it('limits registrations from one address over both BFFs together', async () => {
    expect((await register(bffUrls[0] as string)).data.register.__typename).toBe('RegisterPayload');
    expect((await register(bffUrls[1] as string)).data.register.__typename).toBe('RegisterPayload');
    expect((await register(bffUrls[0] as string)).data.register).toEqual({
      __typename: 'RateLimitedError',
      message: 'Too many accounts were created from your network. Please try again in 60 minute(s).',
    });
  });

  it('gives a partner token one budget over both API replicas', async () => {
    const secret = await newPartnerToken('Two replicas');
    for (let i = 0; i < 5; i++)
      expect((await partnerCall(apiUrls[i % 2] as string, secret)).status).toBe(200);
    const refused = await partnerCall(apiUrls[1] as string, secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await partnerCall(apiUrls[0] as string, secret)).status).toBe(429);
  });
});

describe('a ban made through one replica', () => {
  it('is refused by the other replica within a second', async () => {
    const VIEWER = '{ viewer { user { id name } } }';
    const student = (await login(bffUrls[1] as string, 'luis@example.com', 'student123')).cookie;
    const before = await gql(bffUrls[1] as string, VIEWER, {}, student);
    expect(before.data.viewer.user.name).toBeTruthy();
    // Replica B has the account in its cache now.
    expect(apiB.services.accounts.size).toBeGreaterThan(0);

    const admin = (await login(bffUrls[0] as string, 'admin@example.com', 'admin123')).cookie;
    const banned = await gql(
      bffUrls[0] as string,
      'mutation ($id: ID!) { toggleUserBan(id: $id) { __typename } }',
      { id: before.data.viewer.user.id },
      admin,
    );
    expect(banned.data.toggleUserBan.__typename).toBe('UserPayload');

    const deadline = Date.now() + 1000;
    let viewer = before.data.viewer;
    while (viewer && Date.now() < deadline) {
      viewer = (await gql(bffUrls[1] as string, VIEWER, {}, student)).data.viewer;
      if (viewer) await new Promise((r) => setTimeout(r, 25));
    }
    expect(viewer).toBeNull();
  });
});

describe('with Redis gone', () => {
  it('neither lets everyone in nor locks everyone out: each replica counts on its own', async () => {
    redisStopped = redis.stop();
    await redisStopped;
    // The owner of an untouched account signs in as usual.
    expect((await login(bffUrls[0] as string, 'priya@example.com', 'student123')).data.login.__typename).toBe(
      'LoginPayload',
    );
    for (let i = 0; i < 5; i++)
      expect((await login(bffUrls[0] as string, 'teacher@example.com', 'wrong')).data.login.__typename).toBe(
        'AuthenticationError',
      );
    expect((await login(bffUrls[0] as string, 'teacher@example.com', 'wrong')).data.login.__typename).toBe(
      'RateLimitedError',
    );

    const secret = await newPartnerToken('Redis gone');
    for (let i = 0; i < 5; i++) expect((await partnerCall(apiUrls[0] as string, secret)).status).toBe(200);
    expect((await partnerCall(apiUrls[0] as string, secret)).status).toBe(429);
  });
});
