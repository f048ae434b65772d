import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, createApiServer } from '../app.js';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

// Two API processes on one PostgreSQL server (docs/decisions.md#account-cache): what one changes of an
// account, the other hears of when it commits. Embedded PGlite has no second process to tell.

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('account changes between API processes', () => {
  let api: TestApi;
  let t: Record<DemoAccount, string>;
  let other: ApiServer;
  let otherUrl: string;

  beforeAll(async () => {
    api = await startTestApi();
    t = await api.demoTokens();
    other = createApiServer({ ...api.server.services.config, port: 0 });
    otherUrl = await other.start();
  });
  afterAll(async () => {
    await other?.stop();
    await api?.stop();
  });

  const meOnOther = (token: string) =>
    fetch(`${otherUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.status,
    );

  /** Polls `check` for up to 3 s (far below the cache's 60 s lifetime). */
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 60; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  async function newStudent(username: string) {
    const created = await api.call('POST', '/users', {
      token: t.admin,
      body: { name: username, username, email: `${username}@example.com`, password: 'student123' },
    });
    return {
      id: created.body.user.id as number,
      token: await api.login(`${username}@example.com`, 'student123'),
    };
  }

  it('a ban made through one process is refused by the other', async () => {
    const s = await newStudent('twoproc1');
    expect(
      await eventually(async () => (await meOnOther(s.token)) === 200 && other.services.accounts.size > 0),
    ).toBe(true);
    expect(other.services.accounts.size).toBeGreaterThan(0);
    expect((await api.call('PATCH', `/users/restrict-user/${s.id}`, { token: t.teacher })).status).toBe(200);
    expect(await eventually(async () => (await meOnOther(s.token)) === 401)).toBe(true);
  });

  it('keeps nothing while its listening connection is down, and listens again', async () => {
    const s = await newStudent('twoproc2');
    expect(
      await eventually(async () => (await meOnOther(s.token)) === 200 && other.services.accounts.size > 0),
    ).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen account_changed%'`.execute(api.db);
    expect(await eventually(async () => other.services.accounts.size === 0)).toBe(true);
    // Back within the retry: accounts are kept again, and changes heard again.
    expect(
      await eventually(async () => (await meOnOther(s.token)) === 200 && other.services.accounts.size > 0),
    ).toBe(true);
    expect((await api.call('DELETE', `/users/${s.id}`, { token: t.teacher })).status).toBe(200);
    expect(await eventually(async () => (await meOnOther(s.token)) === 401)).toBe(true);
  });
});
