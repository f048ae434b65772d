import { type Kysely, sql } from 'kysely';

/** The standard history questions as they were on this date (they live in @anamnesis/rules). */
const standard = [
  'Presenting complaint',
  'Onset and duration',
  'Character and severity',
  'Associated symptoms',
  'Past medical history',
  'Medications',
  'Allergies',
  'Family history',
  'Social history (smoking, alcohol, occupation)',
].join('\n');

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A case's mandatory questions were marked as the standard ones plus the case's own; from now on they
  // are the case's list alone, the standard one when it is empty (docs/cases.md#patients). A case that
  // listed some keeps being marked on the same questions: the standard ones go before its own.
  await db
    .updateTable('patients')
    .set({ mandatory_questions: sql`${standard} || chr(10) || mandatory_questions` })
    .where(sql`btrim(mandatory_questions)`, '<>', '')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('patients')
    .set({ mandatory_questions: sql`substr(mandatory_questions, ${standard.length + 2})` })
    .where(sql`left(mandatory_questions, ${standard.length + 1})`, '=', `${standard}\n`)
    .execute();
}
