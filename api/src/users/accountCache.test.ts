import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';
import { AccountCache } from './accountCache.js';

// The account cache (docs/decisions.md#account-cache): authentication stops reading the account on
// every call, and still no ban, deletion, password or role change waits for it.

let api: TestApi;
let t: Record<DemoAccount, string>;

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
});
afterAll(() => api?.stop());

const me = (token: string) => api.call('GET', '/auth/me', { token });

async function newStudent(username: string) {
  const created = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: username, username, email: `${username}@example.com`, password: 'student123' },
  });
  expect(created.status).toBe(201);
  return {
    id: created.body.user.id as number,
    token: await api.login(`${username}@example.com`, 'student123'),
  };
}

describe('the accounts authentication reads', () => {
  it('are kept between calls', async () => {
    const s = await newStudent('cached1');
    expect((await me(s.token)).status).toBe(200);
    // The next call finds it in memory: a database that cannot be read is not needed.
    const unreadable = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was read');
        },
      },
    ) as Db;
    expect((await api.server.services.accounts.find(unreadable, s.id))?.name).toBe('cached1');
    expect((await me(s.token)).status).toBe(200);
  });

  it('count a ban from the very next call, though the account was just read', async () => {
    const s = await newStudent('banned1');
    expect((await me(s.token)).status).toBe(200);
    expect((await api.call('PATCH', `/users/restrict-user/${s.id}`, { token: t.teacher })).status).toBe(200);
    const after = await me(s.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please login again.');
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'banned1@example.com', password: 'student123' },
    });
    expect(login.status).toBe(403);
  });

  it('count a deletion from the very next call', async () => {
    const s = await newStudent('deleted1');
    expect((await me(s.token)).status).toBe(200);
    expect((await api.call('DELETE', `/users/${s.id}`, { token: t.teacher })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
  });

  it('count a password change from the very next call', async () => {
    const s = await newStudent('moved1');
    expect((await me(s.token)).status).toBe(200);
    const changed = await api.call('PUT', `/users/${s.id}/update-password`, {
      token: s.token,
      body: { oldPassword: 'student123', newPassword: 'another-pass1' },
    });
    expect(changed.status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
    expect((await me(changed.body.token)).status).toBe(200);
  });

  it('count a role change from the very next call', async () => {
    const s = await newStudent('promoted1');
    expect((await api.call('GET', '/users?limit=1', { token: s.token })).status).toBe(403);
    const up = await api.call('PUT', `/users/${s.id}`, { token: t.admin, body: { isAdmin: true } });
    expect(up.status).toBe(200);
    // The promotion ends the old sessions; signing in again gives the admin's rights.
    expect((await api.call('GET', '/users?limit=1', { token: s.token })).status).toBe(401);
    const again = await api.login('promoted1@example.com', 'student123');
    expect((await api.call('GET', '/users?limit=1', { token: again })).status).toBe(200);
  });

  it('show a renamed caller under the new name at once', async () => {
    const s = await newStudent('renamed1');
    expect((await me(s.token)).body.user.name).toBe('renamed1');
    expect(
      (await api.call('PUT', `/users/${s.id}`, { token: s.token, body: { name: 'Renamed One' } })).status,
    ).toBe(200);
    expect((await me(s.token)).body.user.name).toBe('Renamed One');
    expect((await api.server.services.accounts.find(api.db, s.id))?.name).toBe('Renamed One');
  });
});

/**
 * On PostgreSQL the listener hears the trigger's notices some time after the change; notices reach a
 * listening session in the order they were sent, so once a sentinel sent now has arrived, every earlier
 * one has too. On PGlite nothing listens and there is nothing to wait for.
 */
async function noticesDelivered(accounts: AccountCache) {
  if (!process.env.TEST_DATABASE_URL) return;
  const sentinel = -424242;
  const forget = accounts.forget.bind(accounts);
  let heard = false;
  accounts.forget = (id?: number) => {
    if (id === sentinel) heard = true;
    forget(id);
  };
  try {
    await sql`select pg_notify('account_changed', ${String(sentinel)})`.execute(api.db);
    for (let i = 0; i < 200 && !heard; i++) await new Promise((r) => setTimeout(r, 25));
    expect(heard).toBe(true);
  } finally {
    accounts.forget = forget;
  }
}

describe('AccountCache', () => {
  it('is emptied by any change to users through the database handle: builder, raw SQL, transaction', async () => {
    const s = await newStudent('plugin1');
    const accounts = api.server.services.accounts;
    // On PostgreSQL the trigger's notice of the previous change may come after it and empty it again.
    const fill = async () => {
      for (let i = 0; i < 40 && accounts.size === 0; i++) {
        await accounts.find(api.db, s.id);
        if (accounts.size === 0) await new Promise((r) => setTimeout(r, 25));
      }
      expect(accounts.size).toBeGreaterThan(0);
    };
    await fill();
    await api.db.updateTable('users').set({ name: 'p1' }).where('id', '=', s.id).execute();
    expect(accounts.size).toBe(0);
    await fill();
    await sql`update users set name = 'p2' where id = ${s.id}`.execute(api.db);
    expect(accounts.size).toBe(0);
    await fill();
    await api.db.transaction().execute((trx) => trx.deleteFrom('users').where('id', '=', -1).execute());
    expect(accounts.size).toBe(0);
    await noticesDelivered(accounts);
    await fill();
    // Other tables leave it as it is.
    await api.db.updateTable('symptoms').set({ name: sql`name` }).where('id', '=', -1).execute();
    await sql`update patients set name = name where id = -1`.execute(api.db);
    expect(accounts.size).toBeGreaterThan(0);
    expect((await accounts.find(api.db, s.id))?.name).toBe('p2');
  });

  it('does not keep a read that overlapped a change', async () => {
    const s = await newStudent('overlap1');
    const accounts = api.server.services.accounts;
    accounts.forget();
    const reading = accounts.find(api.db, s.id);
    await api.db.updateTable('users').set({ name: 'overlapped' }).where('id', '=', s.id).execute();
    await reading;
    expect(accounts.size).toBe(0);
    expect((await accounts.find(api.db, s.id))?.name).toBe('overlapped');
  });

  it('hears of changes made elsewhere through forget, and trusts an entry no longer than its lifetime', async () => {
    const s = await newStudent('elsewhere1');
    const elsewhere = new AccountCache({ ttlMs: 200 });
    expect((await elsewhere.find(api.db, s.id))?.name).toBe('elsewhere1');
    await api.db.updateTable('users').set({ name: 'changed' }).where('id', '=', s.id).execute();
    // Not attached to this handle, so not told: the old row stands until told or stale.
    expect((await elsewhere.find(api.db, s.id))?.name).toBe('elsewhere1');
    elsewhere.forget(s.id);
    expect((await elsewhere.find(api.db, s.id))?.name).toBe('changed');
    await api.db.updateTable('users').set({ name: 'changed again' }).where('id', '=', s.id).execute();
    await new Promise((r) => setTimeout(r, 250));
    expect((await elsewhere.find(api.db, s.id))?.name).toBe('changed again');
  });

  it('keeps nothing while it cannot hear of changes, and at most maxEntries accounts', async () => {
    const a = await newStudent('bounded1');
    const b = await newStudent('bounded2');
    const c = await newStudent('bounded3');
    const deaf = new AccountCache();
    deaf.trust(false);
    await deaf.find(api.db, a.id);
    expect(deaf.size).toBe(0);
    deaf.trust(true);
    await deaf.find(api.db, a.id);
    expect(deaf.size).toBe(1);
    const small = new AccountCache({ maxEntries: 2 });
    for (const s of [a, b, c]) await small.find(api.db, s.id);
    expect(small.size).toBe(2);
  });
});
