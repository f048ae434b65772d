import { type Kysely, sql } from 'kysely';

// Every assignment a list shows (a student's dashboard, the Assigned Patients table) carries the status of
// its latest reset request (docs/assignments.md): without an index on the assignment, each entry read the
// whole reset_requests table, which only grows with the school's history.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index reset_requests_latest_idx on reset_requests (assignment_id, created_at desc, id desc)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reset_requests_latest_idx').execute();
}
