import type { Kysely } from 'kysely';

// A password an administrator set for a student must be changed at the student's next sign-in
// (docs/accounts.md#profile-and-password).
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
