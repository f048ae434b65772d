import type { Kysely } from 'kysely';

// "Hold marks for review": an automatic mark stays provisional until a teacher releases it
// (docs/marking.md). An earlier attempt keeps whether its marks were still held.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .addColumn('hold_for_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marks_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('assignment_attempts')
    .addColumn('marks_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignment_attempts').dropColumn('marks_held').execute();
  await db.schema.alterTable('assignments').dropColumn('marks_held').dropColumn('hold_for_review').execute();
}
