import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, tokenClaimsOf } from '../lib/tokens.js';
import { startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const banned = 'Your account is banned. Please contact the administrator.';

describe('auth/register', () => {
  it('creates a student account that can then sign in', async () => {
    const r = await api.call('POST', '/auth/register', {
      body: { name: ' Ada Lovelace ', username: 'ada', email: 'Ada@Example.com', password: 'secret1' },
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      isAdmin: false,
      isStatus: true,
    });
    // No password nor its hash (the `mustChangePassword` flag says only whether one must be chosen).
    expect(JSON.stringify(r.body)).not.toMatch(/"password|hash|\$argon2/i);
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'ADA@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.username).toBe('ada');
  });

  it.each([
    [{ username: 'x1', email: 'x1@example.com', password: 'secret1' }, 'Name is required.'],
    [{ name: '   ', username: 'x1', email: 'x1@example.com', password: 'secret1' }, 'Name is required.'],
    [{ name: 'X', email: 'x1@example.com', password: 'secret1' }, 'Username is required.'],
    [{ name: 'X', username: 'x1', password: 'secret1' }, 'Email is required.'],
    [
      { name: 'X', username: 'x1', email: 'not-an-email', password: 'secret1' },
      'Please enter a valid email address.',
    ],
    [
      { name: 'X', username: 'x1', email: 'x1@nodot', password: 'secret1' },
      'Please enter a valid email address.',
    ],
    [{ name: 'X', username: 'x1', email: 'x1@example.com' }, 'Password is required.'],
    [
      { name: 'X', username: 'x1', email: 'x1@example.com', password: '12345' },
      'Password must be at least 6 characters.',
    ],
    [{ name: 42, username: 'x1', email: 'x1@example.com', password: 'secret1' }, 'Name is required.'],
  ])('refuses %j with "%s"', async (body, message) => {
    const r = await api.call('POST', '/auth/register', { body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(
      (await api.call('POST', '/auth/login', { body: { email: 'x1@example.com', password: 'secret1' } }))
        .status,
    ).toBe(401);
  });

  it('refuses a taken email (any case) or username with 409', async () => {
    const email = await api.call('POST', '/auth/register', {
      body: { name: 'Dup', username: 'dup1', email: 'STUDENT@example.com', password: 'secret1' },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('Email is already registered.');
    const username = await api.call('POST', '/auth/register', {
      body: { name: 'Dup', username: 'Teacher', email: 'dup@example.com', password: 'secret1' },
    });
    expect(username.status).toBe(409);
    expect(username.body.message).toBe('Username is already taken.');
  });
});

describe('auth/login', () => {
  it('answers the user and a token for the demo super admin', async () => {
    const r = await api.call('POST', '/auth/login', {
      body: { email: 'admin@example.com', password: 'admin123' },
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({
      username: 'admin',
      isAdmin: true,
      isSuperAdmin: true,
      isStatus: true,
    });
    expect(r.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password or unknown email with the same 401', async () => {
    const wrong = await api.call('POST', '/auth/login', {
      body: { email: 'admin@example.com', password: 'nope' },
    });
    const unknown = await api.call('POST', '/auth/login', {
      body: { email: 'ghost@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.token).toBeUndefined();
  });

  it('refuses a banned account with 403, the spec message and no token; unban restores it', async () => {
    const { admin } = await api.demoTokens();
    const reg = await api.call('POST', '/auth/register', {
      body: { name: 'Ban Me', username: 'banme', email: 'banme@example.com', password: 'secret1' },
    });
    const earlier = await api.login('banme@example.com', 'secret1');
    expect((await api.call('GET', '/auth/me', { token: earlier })).status).toBe(200);
    const ban = await api.call('PATCH', `/users/restrict-user/${reg.body.user.id}`, { token: admin });
    expect(ban.status).toBe(200);
    expect(ban.body.user.isStatus).toBe(false);
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'banme@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: banned });
    expect(login.body.token).toBeUndefined();
    // A token issued before the ban stops working too.
    expect((await api.call('GET', '/auth/me', { token: earlier })).status).toBe(401);
    await api.call('PATCH', `/users/restrict-user/${reg.body.user.id}`, { token: admin });
    expect(
      (await api.call('POST', '/auth/login', { body: { email: 'banme@example.com', password: 'secret1' } }))
        .status,
    ).toBe(200);
  });

  it('validates the body and malformed JSON', async () => {
    expect((await api.call('POST', '/auth/login', { body: {} })).body.message).toBe('Email is required.');
    const bad = await api.call('POST', '/auth/login', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body must be valid JSON.');
  });
});

describe('tokens', () => {
  it('needs a bearer token on protected calls', async () => {
    const r = await api.call('GET', '/auth/me');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Unauthorized: Token not found.');
    expect((await api.call('GET', '/auth/me', { token: 'garbage' })).status).toBe(401);
  });

  it('expire after their lifetime', async () => {
    // Signed with the server's own secret but already past its lifetime: deterministic, whatever the
    // machine's speed (a real wait with a 1-second lifetime is flaky on a busy machine).
    const user = await api.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    const expired = await createTokenService(api.server.services.secretKey, -5).issue(tokenClaimsOf(user));
    const late = await api.call('GET', '/auth/me', { token: expired });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Session expired. Please login again.');
    const fresh = await createTokenService(api.server.services.secretKey, 7200).issue(tokenClaimsOf(user));
    expect((await api.call('GET', '/auth/me', { token: fresh })).status).toBe(200);
  });

  it('are issued for the configured lifetime', async () => {
    const token = await api.login('student@example.com', 'student123');
    const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(exp - iat).toBe(7200);
  });

  it('stop working when the account is deleted', async () => {
    const { admin } = await api.demoTokens();
    const reg = await api.call('POST', '/auth/register', {
      body: { name: 'Gone', username: 'gone', email: 'gone@example.com', password: 'secret1' },
    });
    const token = await api.login('gone@example.com', 'secret1');
    expect((await api.call('DELETE', `/users/${reg.body.user.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
  });
});
