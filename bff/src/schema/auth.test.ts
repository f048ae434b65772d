import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t?.stop());

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginPayload { bearerToken viewer { sessionExpiresAt user { name role isAdmin } } }
    ... on Error { message code }
  }
}`;
const VIEWER = '{ viewer { user { id username role } sessionExpiresAt } }';

describe('login', () => {
  it('sets an httpOnly SameSite=Strict session cookie and never returns the token unasked', async () => {
    const r = await t.gql(LOGIN, { input: { email: 'admin@example.com', password: 'admin123' } });
    expect(r.data.login.__typename).toBe('LoginPayload');
    expect(r.data.login.viewer.user).toEqual({ name: 'Super Admin', role: 'SUPER_ADMIN', isAdmin: true });
    expect(r.data.login.bearerToken).toBeNull();
    const expires = new Date(r.data.login.viewer.sessionExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(7100_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7200_000);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^anamnesis_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=7200/);
    expect(cookie).not.toMatch(/Secure/);
    expect(JSON.stringify(r.data)).not.toContain(cookie.split(';')[0]?.split('=')[1]);
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { email: 'admin@example.com', password: 'admin123' } },
      }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('returns typed errors for wrong credentials and banned accounts', async () => {
    const wrong = await t.gql(LOGIN, { input: { email: 'teacher@example.com', password: 'nope' } });
    expect(wrong.data.login).toMatchObject({ __typename: 'AuthenticationError', code: 'UNAUTHENTICATED' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const empty = await t.gql(LOGIN, { input: { email: '', password: 'x' } });
    expect(empty.data.login).toMatchObject({ __typename: 'ValidationError', message: 'Email is required.' });
  });

  it('throttles repeated failures for one account', async () => {
    const input = { email: 'luis@example.com', password: 'wrong' };
    for (let i = 0; i < 5; i++) {
      expect((await t.gql(LOGIN, { input })).data.login.__typename).toBe('AuthenticationError');
    }
    const blocked = await t.gql(LOGIN, { input: { ...input, password: 'student123' } });
    expect(blocked.data.login).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
  });

  it('returns the bearer token when a script asks for it, and the token works', async () => {
    const r = await t.gql(LOGIN, {
      input: { email: 'student@example.com', password: 'student123', bearer: true },
    });
    const token = r.data.login.bearerToken;
    expect(token).toMatch(/\./);
    const me = await t.gql(VIEWER, {}, { token });
    expect(me.data.viewer.user.username).toBe('student');
  });
});

describe('viewer and logout', () => {
  it('reads the viewer from the cookie, and logout clears it', async () => {
    const cookie = await t.loginCookie('teacher@example.com', 'teacher123');
    const me = await t.gql(VIEWER, {}, { cookie });
    expect(me.data.viewer.user).toMatchObject({ username: 'teacher', role: 'ADMIN' });
    const out = await t.gql('mutation { logout { ok } }', {}, { cookie });
    expect(out.data.logout.ok).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/^anamnesis_session=; .*Max-Age=0/);
    expect((await t.gql(VIEWER)).data.viewer).toBeNull();
  });
});

describe('register', () => {
  it('creates a student and checks the spec rules', async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RegisterPayload { user { username role } } ... on Error { message } ... on ValidationError { field } } }`;
    const ok = await t.gql(REGISTER, {
      input: { name: 'Zed', username: 'zed', email: 'zed@example.com', password: 'secret1' },
    });
    expect(ok.data.register).toEqual({
      __typename: 'RegisterPayload',
      user: { username: 'zed', role: 'STUDENT' },
    });
    const short = await t.gql(REGISTER, {
      input: { name: 'Zed', username: 'zed2', email: 'zed2@example.com', password: '123' },
    });
    expect(short.data.register).toMatchObject({
      __typename: 'ValidationError',
      message: 'Password must be at least 6 characters.',
      field: 'password',
    });
    const dup = await t.gql(REGISTER, {
      input: { name: 'Zed', username: 'zed', email: 'zed3@example.com', password: 'secret1' },
    });
    expect(dup.data.register).toMatchObject({
      __typename: 'ConflictError',
      message: 'Username is already taken.',
    });
  });
});

describe('changePassword', () => {
  it('checks the confirmation, then renews the session cookie', async () => {
    await t.api.call('POST', '/auth/register', {
      body: { name: 'Pw', username: 'pw', email: 'pw@example.com', password: 'secret1' },
    });
    const cookie = await t.loginCookie('pw@example.com', 'secret1');
    const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on Error { message } } }`;
    const mismatch = await t.gql(
      CHANGE,
      { input: { currentPassword: 'secret1', newPassword: 'newpass1', confirmPassword: 'other' } },
      { cookie },
    );
    expect(mismatch.data.changePassword).toEqual({
      __typename: 'ValidationError',
      message: 'New password and confirmation do not match.',
    });
    const ok = await t.gql(
      CHANGE,
      { input: { currentPassword: 'secret1', newPassword: 'newpass1', confirmPassword: 'newpass1' } },
      { cookie },
    );
    expect(ok.data.changePassword.__typename).toBe('ViewerPayload');
    const renewed = ok.headers.get('set-cookie')?.split(';')[0] as string;
    expect((await t.gql(VIEWER, {}, { cookie })).data.viewer).toBeNull();
    expect((await t.gql(VIEWER, {}, { cookie: renewed })).data.viewer.user.username).toBe('pw');
  });
});

describe('a password an admin set (docs/accounts.md#profile-and-password)', () => {
  it('signs in saying so, refuses everything else with PASSWORD_CHANGE_REQUIRED, until changePassword', async () => {
    const admin = (await t.api.demoTokens()).admin;
    const created = await t.api.call('POST', '/users', {
      token: admin,
      body: { name: 'Forced', email: 'forced@example.com', username: 'forced', password: 'secret1' },
    });
    const id = created.body.user.id as number;
    expect(
      (await t.api.call('PUT', `/users/${id}`, { token: admin, body: { password: 'given1' } })).status,
    ).toBe(200);
    const login = await t.gql(
      `mutation ($input: LoginInput!) { login(input: $input) {
        __typename ... on LoginPayload { viewer { mustChangePassword user { username } } } } }`,
      { input: { email: 'forced@example.com', password: 'given1' } },
    );
    expect(login.data.login.viewer).toEqual({ mustChangePassword: true, user: { username: 'forced' } });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] as string;
    const blocked = await t.gql('{ myAssignments(first: 5) { totalCount } }', {}, { cookie });
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'An administrator set your password. Please choose a new one to continue.',
      extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
    });
    const profile = await t.gql(
      'mutation { updateProfile(input: { name: "X", username: "forced" }) { __typename ... on Error { code } } }',
      {},
      { cookie },
    );
    expect(profile.data.updateProfile).toEqual({
      __typename: 'ForbiddenError',
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    const changed = await t.gql(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
        __typename ... on ViewerPayload { viewer { mustChangePassword } } } }`,
      { input: { currentPassword: 'given1', newPassword: 'mine123', confirmPassword: 'mine123' } },
      { cookie },
    );
    expect(changed.data.changePassword).toEqual({
      __typename: 'ViewerPayload',
      viewer: { mustChangePassword: false },
    });
    const renewed = changed.headers.get('set-cookie')?.split(';')[0] as string;
    const after = await t.gql('{ myAssignments(first: 5) { totalCount } }', {}, { cookie: renewed });
    expect(after.errors).toBeUndefined();
  });
});
