// Two ways to prove that a refused request stored nothing:
// - snapshot(): a content hash of every table (all rows, all columns), compared before and after;
// - a change log: row-level triggers on every table append each committed insert, update or delete to
//   `_sec_changes`, so one cheap read of its high-water mark tells whether anything was written since.
//   The log is transactional: a write that is rolled back leaves no entry.
import { sql } from 'kysely';
import type { Db } from '../../../api/src/db/database.js';

export type Snapshot = Map<string, { hash: string; rows: number }>;

const LOG_TABLE = '_sec_changes';

export async function tableNames(db: Db): Promise<string[]> {
  const r = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${LOG_TABLE}
    order by table_name`.execute(db);
  return r.rows.map((x) => x.name);
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A hash of every row of every table (the change log itself excluded). */
export async function snapshot(db: Db, tables?: string[]): Promise<Snapshot> {
  const names = tables ?? (await tableNames(db));
  const parts = names.map(
    (t) =>
      `select '${t.replaceAll("'", "''")}' as t, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h, count(*)::int as n from ${ident(t)} x`,
  );
  const r = await sql<{ t: string; h: string; n: number }>`${sql.raw(parts.join(' union all '))}`.execute(db);
  return new Map(r.rows.map((x) => [x.t, { hash: x.h, rows: Number(x.n) }]));
}

/** The tables whose content differs between two snapshots. */
export function changedTables(a: Snapshot, b: Snapshot): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((t) => a.get(t)?.hash !== b.get(t)?.hash).sort();
}

/** Every row of a table as text, for explaining a difference. */
export async function rowsOf(db: Db, table: string): Promise<string[]> {
  const r = await sql<{
    r: string;
  }>`${sql.raw(`select x::text as r from ${ident(table)} x order by 1`)}`.execute(db);
  return r.rows.map((x) => x.r);
}

export interface ChangeLog {
  /** The id of the latest committed change (0 before any). */
  mark(): Promise<number>;
  /** The changes committed after `since`, oldest first. */
  since(since: number): Promise<{ id: number; tbl: string; op: string; row: unknown }[]>;
}

/** Installs the change-log triggers on every table (test databases only). */
export async function installChangeLog(db: Db): Promise<ChangeLog> {
  const tables = await tableNames(db);
  await sql`${sql.raw(`create table if not exists ${LOG_TABLE} (
    id bigserial primary key, tbl text not null, op text not null, row_data jsonb)`)}`.execute(db);
  await sql`${sql.raw(`create or replace function _sec_log() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'DELETE' then
        insert into ${LOG_TABLE} (tbl, op, row_data) values (tg_table_name, tg_op, to_jsonb(old));
      elsif tg_op = 'UPDATE' then
        if to_jsonb(old) is distinct from to_jsonb(new) then
          insert into ${LOG_TABLE} (tbl, op, row_data) values (tg_table_name, tg_op, to_jsonb(new));
        end if;
      else
        insert into ${LOG_TABLE} (tbl, op, row_data) values (tg_table_name, tg_op, to_jsonb(new));
      end if;
      return null;
    end $fn$`)}`.execute(db);
  for (const t of tables) {
    await sql`${sql.raw(`drop trigger if exists _sec_log on ${ident(t)}`)}`.execute(db);
    await sql`${sql.raw(
      `create trigger _sec_log after insert or update or delete on ${ident(t)} for each row execute function _sec_log()`,
    )}`.execute(db);
  }
  return {
    async mark() {
      const r = await sql<{
        n: number;
      }>`${sql.raw(`select coalesce(max(id), 0)::int as n from ${LOG_TABLE}`)}`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    },
    async since(since: number) {
      const r = await sql<{ id: number; tbl: string; op: string; row_data: unknown }>`${sql.raw(
        `select id::int as id, tbl, op, row_data from ${LOG_TABLE} where id > ${Number(since)} order by id`,
      )}`.execute(db);
      return r.rows.map((x) => ({ id: Number(x.id), tbl: x.tbl, op: x.op, row: x.row_data }));
    },
  };
}
