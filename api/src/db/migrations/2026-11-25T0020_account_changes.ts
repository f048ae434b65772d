import { type Kysely, sql } from 'kysely';

// Account changes are announced (docs/decisions.md#account-cache): every API process keeps the accounts
// it authenticates in memory, and one process's ban, deletion or password change must reach the others'
// at once. PostgreSQL delivers the notice to each listening process when the change commits.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function announce_account_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('account_changed', old.id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger account_changed after update or delete on users
    for each row execute function announce_account_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists account_changed on users`.execute(db);
  await sql`drop function if exists announce_account_change()`.execute(db);
}
