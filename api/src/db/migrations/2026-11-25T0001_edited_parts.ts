import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Which parts of the grader's mark a teacher changed by hand (Edit Assignment), since it marked.
  await db.schema.alterTable('assignments').addColumn('edited_parts', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').dropColumn('edited_parts').execute();
}
