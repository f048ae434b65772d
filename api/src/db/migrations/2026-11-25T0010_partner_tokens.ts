import { type Kysely, sql } from 'kysely';

// Partner tokens (docs/partners.md): stored as a SHA-256 hash of the secret, looked up by it on every
// call. The statistics read assignments by status, patient, room and submission/marking day: indexes
// keep an aggregation over a school's assignments a few index scans.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partner_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) =>
      c.notNull().check(sql`scope in ('statistics', 'statistics_and_marks', 'read_only')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('assignments_student_idx').on('assignments').column('student_id').execute();
  await db.schema.createIndex('assignments_room_idx').on('assignments').column('room_id').execute();
  await db.schema
    .createIndex('assignment_attempts_assignment_idx')
    .on('assignment_attempts')
    .column('assignment_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('assignment_attempts_assignment_idx').ifExists().execute();
  await db.schema.dropIndex('assignments_room_idx').ifExists().execute();
  await db.schema.dropIndex('assignments_student_idx').ifExists().execute();
  await db.schema.dropTable('partner_tokens').execute();
}
