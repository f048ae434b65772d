import type { Kysely } from 'kysely';

// "Hold marks for review" chosen in the Deep Linking picker, for the assignments its link makes
// (docs/lti.md#deep-linking).

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lti_deep_links')
    .addColumn('hold_for_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lti_deep_links').dropColumn('hold_for_review').execute();
}
