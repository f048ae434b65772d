import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWorker, PGliteWorkerDialect } from './pgliteWorker.js';

interface T {
  id: Generated<number>;
  email: string;
  parent_id: number | null;
  data: unknown;
  created_at: Generated<Date>;
  big: bigint | number | null;
  tags: number[] | null;
  bytes: Uint8Array | null;
  price: string | null;
  note: string | null;
  flag: boolean | null;
}

const schema = `create table t (
  id serial primary key,
  email text not null unique,
  parent_id int references t (id),
  data jsonb,
  created_at timestamptz not null default now(),
  big int8,
  tags int[],
  bytes bytea,
  price numeric,
  note text,
  flag boolean
)`;

function open(client = new PGliteWorker()) {
  return { client, db: new Kysely<{ t: T }>({ dialect: new PGliteWorkerDialect(client) }) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PGlite in a worker thread', () => {
  let client: PGliteWorker;
  let db: Kysely<{ t: T }>;
  let local: PGlite;

  beforeAll(async () => {
    ({ client, db } = open());
    await sql.raw(schema).execute(db);
    // The same database in this thread, as it ran before: the worker must answer exactly as it does.
    local = new PGlite();
    await local.exec(schema);
  });
  afterAll(async () => {
    await db.destroy();
    await local.close();
  });

  it('returns each value with the type the in-process PGlite gives it', async () => {
    const row = {
      email: 'a@example.com',
      data: { name: 'Ann', scores: [1, 2.5], nested: { ok: true, none: null } },
      created_at: new Date('2026-01-02T03:04:05.678Z'),
      big: 9007199254740993n,
      tags: [3, 1, 2],
      bytes: new Uint8Array([0, 1, 255]),
      price: '12.50',
      note: null,
      flag: false,
    };
    const inserted = await db.insertInto('t').values(row).returningAll().executeTakeFirstOrThrow();
    const compiled = db.selectFrom('t').selectAll().where('email', '=', row.email).compile();
    const viaWorker = (await db.executeQuery(compiled)).rows;
    const ins = db.insertInto('t').values(row).compile();
    await local.query(ins.sql, [...ins.parameters]);
    const inProcess = (await local.query(compiled.sql, [...compiled.parameters])).rows;

    expect(viaWorker).toEqual(inProcess);
    expect(viaWorker).toEqual([inserted]);
    const [got] = viaWorker;
    expect(got).toEqual({ id: expect.any(Number), parent_id: null, ...row, price: '12.50' });
    expect(got?.created_at).toBeInstanceOf(Date);
    expect(typeof got?.big).toBe('bigint');
    expect(got?.bytes).toBeInstanceOf(Uint8Array);
    // count(*) is an int8 that fits a number: PGlite gives a number.
    const { n } = await db
      .selectFrom('t')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('counts the rows an update or a delete affected', async () => {
    await db
      .insertInto('t')
      .values([{ email: 'c1@example.com' }, { email: 'c2@example.com' }])
      .execute();
    const updated = await db
      .updateTable('t')
      .set({ note: 'x' })
      .where('email', 'like', 'c%')
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const none = await db.deleteFrom('t').where('email', '=', 'nobody').executeTakeFirstOrThrow();
    expect(none.numDeletedRows).toBe(0n);
    const deleted = await db.deleteFrom('t').where('email', 'like', 'c%').executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('rejects with the fields of the database error the API maps to a 4xx answer', async () => {
    const cases: [string, unknown[]][] = [
      ["insert into t (email) values ('a@example.com')", []], // 23505
      ['insert into t (email, parent_id) values ($1, $2)', ['fk@example.com', 999]], // 23503
      ['select * from t where id = $1', ['abc']], // 22P02
      ['insert into t (email) values ($1)', ['nul\u0000@example.com']], // 22021
    ];
    const codes: string[] = [];
    for (const [text, params] of cases) {
      const viaWorker = await client.query(text, params).catch((e: unknown) => e);
      const inProcess = await local.query(text, params).catch((e: unknown) => e);
      expect(viaWorker).toBeInstanceOf(Error);
      const fields = [
        'name',
        'message',
        'severity',
        'code',
        'detail',
        'constraint',
        'table',
        'schema',
        'routine',
      ];
      for (const f of fields)
        expect((viaWorker as Record<string, unknown>)[f]).toEqual((inProcess as Record<string, unknown>)[f]);
      codes.push((viaWorker as { code: string }).code);
    }
    expect(codes).toEqual(['23505', '23503', '22P02', '22021']);
    const dup = await db
      .insertInto('t')
      .values({ email: 'a@example.com' })
      .execute()
      .catch((e: unknown) => e);
    expect(dup).toMatchObject({
      code: '23505',
      constraint: 't_email_key',
      detail: 'Key (email)=(a@example.com) already exists.',
    });
  });

  it('answers a statement it has run before with the table as it is after a change of its columns', async () => {
    // Statements are prepared once and run by name (pgliteThread.js): a change of the table must not
    // leave one answering with the old columns, or failing.
    await sql`create table changing (a int)`.execute(db);
    await sql`insert into changing values (1)`.execute(db);
    const read = () => sql`select * from changing`.execute(db).then((r) => r.rows);
    expect(await read()).toEqual([{ a: 1 }]);
    expect(await read()).toEqual([{ a: 1 }]);
    await sql`alter table changing add column b text not null default 'x'`.execute(db);
    expect(await read()).toEqual([{ a: 1, b: 'x' }]);
    await db.transaction().execute(async (trx) => {
      await sql`alter table changing drop column a`.execute(trx);
      expect(await sql`select * from changing`.execute(trx).then((r) => r.rows)).toEqual([{ b: 'x' }]);
    });
    expect(await read()).toEqual([{ b: 'x' }]);
  });

  it('answers hundreds of different statements, each as often as it comes', async () => {
    // More texts than the thread keeps prepared: the oldest are closed and prepared again when they return.
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 600; i++) {
        const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${round}::int as n`.execute(db);
        expect(rows).toEqual([{ n: i + round }]);
      }
  });

  it('commits a transaction, and rolls one back when it throws', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ email: 'kept@example.com' }).execute();
    });
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ email: 'undone@example.com' }).execute();
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    const emails = await db
      .selectFrom('t')
      .select('email')
      .where('email', 'in', ['kept@example.com', 'undone@example.com'])
      .execute();
    expect(emails).toEqual([{ email: 'kept@example.com' }]);
  });

  it('runs concurrent transactions and queries one after another, never inside each other', async () => {
    const log: string[] = [];
    const work = (name: string, fail: boolean) =>
      db
        .transaction()
        .execute(async (trx) => {
          log.push(`${name} begins`);
          await trx
            .insertInto('t')
            .values({ email: `${name}@example.com` })
            .execute();
          await sleep(30);
          log.push(`${name} ends`);
          if (fail) throw new Error('rolled back');
        })
        .catch(() => {});
    // The plain query is sent while A's transaction holds the connection: run inside it, it would see
    // A's row, which is rolled back.
    const a = work('txa', true);
    await sleep(5);
    const outside = db.selectFrom('t').select('email').where('email', 'like', 'tx%').execute();
    const b = work('txb', false);
    const [seen] = await Promise.all([outside, a, b]);
    expect(seen).toEqual([]);
    expect(log).toEqual(['txa begins', 'txa ends', 'txb begins', 'txb ends']);
    const left = await db.selectFrom('t').select('email').where('email', 'like', 'tx%').execute();
    expect(left).toEqual([{ email: 'txb@example.com' }]);
  });
});

describe("PGlite's worker thread", () => {
  it('rejects the pending queries, and later ones, when the thread dies', async () => {
    const { client, db } = open();
    await sql`select 1`.execute(db);
    // Seconds of work in WebAssembly: still running when the thread is ended.
    const slow = sql`select count(*) from generate_series(1, 200000000)`.execute(db).catch((e: Error) => e);
    await sleep(50);
    await client.worker.terminate();
    expect(await slow).toMatchObject({ message: expect.stringMatching(/^PGlite's worker thread ended/) });
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/^PGlite's worker thread ended/);
    await db.destroy();
  });

  it('rejects the pending queries when an error is thrown inside the thread', async () => {
    const { client, db } = open();
    await sql`select 1`.execute(db);
    // A message the thread does not understand is a bug: it throws, and the thread ends.
    client.worker.postMessage({ bogus: true });
    const pending = sql`select 1`.execute(db);
    await expect(pending).rejects.toThrow(
      "PGlite's worker thread failed: pgliteThread: a message without a connection",
    );
    await db.destroy();
  });

  it('closes PGlite and ends the thread on destroy, keeping a directory database for next time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-worker-'));
    try {
      const first = open(new PGliteWorker(join(dir, 'pgdata')));
      await sql`create table kept (v text)`.execute(first.db);
      await sql`insert into kept values ('still here')`.execute(first.db);
      const exited = once(first.client.worker, 'exit');
      await first.db.destroy();
      expect(await exited).toEqual([expect.any(Number)]);
      expect(first.client.worker.threadId).toBe(-1);
      // Kysely refuses a destroyed instance itself; the client refuses too.
      await expect(first.client.query('select 1', [])).rejects.toThrow('The PGlite database is closed');

      const second = open(new PGliteWorker(join(dir, 'pgdata')));
      const { rows } = await sql<{ v: string }>`select v from kept`.execute(second.db);
      expect(rows).toEqual([{ v: 'still here' }]);
      await second.db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
