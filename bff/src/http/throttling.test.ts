import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

// The BFF believes X-Forwarded-For only from 127.0.0.10, which plays the shipped nginx. Linux lets a
// client pick any 127/8 source address. Registration is limited to 3 an hour per address, 5 in all.
const PROXY = '127.0.0.10';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({ trustedProxies: [PROXY], registerLimits: { perAddressPerHour: 3, perHour: 5 } });
});
afterAll(() => t?.stop());

/** A GraphQL POST from a chosen source address, with extra headers. */
function postFrom(from: string, query: string, variables: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ query, variables });
  return new Promise<{
    status: number;
    body: { data?: Record<string, { __typename: string; message?: string }> };
  }>((resolve, reject) => {
    const req = request(
      `${t.url}/graphql`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }';
const login = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  postFrom(from, LOGIN, { input: { email, password } }, headers).then((r) => r.body.data?.login);

describe('the client address behind a trusted proxy', () => {
  it('throttles each client behind the proxy on its own: 20 failures from one do not lock out another', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await login(PROXY, `nobody${i}@example.com`, 'wrong', { 'x-forwarded-for': '203.0.113.1' }))
          ?.__typename,
      ).toBe('AuthenticationError');
    const attacker = await login(PROXY, 'admin@example.com', 'admin123', {
      'x-forwarded-for': '203.0.113.1',
    });
    expect(attacker).toMatchObject({ __typename: 'RateLimitedError' });
    expect(attacker?.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minute\(s\)\.$/);
    // Another client of the same proxy signs in; the proxy appends the address it saw to any header the
    // client sent, and only that last hop is believed.
    expect(
      (await login(PROXY, 'admin@example.com', 'admin123', { 'x-forwarded-for': '203.0.113.2' }))?.__typename,
    ).toBe('LoginPayload');
    expect(
      (await login(PROXY, 'admin@example.com', 'admin123', { 'x-forwarded-for': '203.0.113.2, 203.0.113.1' }))
        ?.__typename,
      'the hop the proxy added is the client',
    ).toBe('RateLimitedError');
  });

  it('ignores the header from a client that is not a trusted proxy', async () => {
    const direct = '127.0.0.11';
    for (let i = 0; i < 20; i++)
      expect(
        (await login(direct, `nobody${i}@example.com`, 'wrong', { 'x-forwarded-for': `198.51.100.${i}` }))
          ?.__typename,
      ).toBe('AuthenticationError');
    expect(
      (await login(direct, 'teacher@example.com', 'teacher123', { 'x-forwarded-for': '198.51.100.200' }))
        ?.__typename,
    ).toBe('RateLimitedError');
    expect((await login('127.0.0.12', 'teacher@example.com', 'teacher123'))?.__typename).toBe('LoginPayload');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range, naming the variable', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, nginx' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 172.30.113.10, loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '172.30.113.10',
      'loopback',
    ]);
  });
});

const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message code } } }';
let registered = 0;
function register(client: string) {
  const username = `throttled${process.pid}x${++registered}`;
  const input = { name: 'Throttled', username, email: `${username}@example.com`, password: 'secret1' };
  return postFrom(PROXY, REGISTER, { input }, { 'x-forwarded-for': client }).then((r) => ({
    username,
    answer: r.body.data?.register,
  }));
}
const accounts = async (usernames: string[]) =>
  (await t.api.db.selectFrom('users').select('username').where('username', 'in', usernames).execute()).length;

describe('self-registration', () => {
  it('is limited per client address and per hour overall, and a refused attempt creates nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await register('203.0.113.50')).answer?.__typename).toBe('RegisterPayload');
    const fromAddress = await register('203.0.113.50');
    expect(fromAddress.answer).toEqual({
      __typename: 'RateLimitedError',
      code: 'RATE_LIMITED',
      message: 'Too many accounts were created from your network. Please try again in 60 minute(s).',
    });
    for (let i = 0; i < 2; i++)
      expect((await register('203.0.113.51')).answer?.__typename).toBe('RegisterPayload');
    const overall = await register('203.0.113.52');
    expect(overall.answer).toEqual({
      __typename: 'RateLimitedError',
      code: 'RATE_LIMITED',
      message: 'Too many accounts were created in the last hour. Please try again in 60 minute(s).',
    });
    expect(await accounts([fromAddress.username, overall.username])).toBe(0);
  });
});
