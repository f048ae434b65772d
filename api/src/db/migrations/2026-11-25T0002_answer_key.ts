import type { Kysely } from 'kysely';

// The answer key reaches a student only when the teacher released it (docs/marking.md).
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .addColumn('answers_released', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').dropColumn('answers_released').execute();
}
