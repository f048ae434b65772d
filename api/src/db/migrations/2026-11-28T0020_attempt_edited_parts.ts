import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // An archived attempt keeps which parts of its mark a teacher changed by hand, as the assignment does:
  // a feedback the teacher wrote is read as written, the grader's is written from the evidence
  // (docs/marking.md#feedback).
  await db.schema.alterTable('assignment_attempts').addColumn('edited_parts', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignment_attempts').dropColumn('edited_parts').execute();
}
