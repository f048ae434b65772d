import type { Kysely } from 'kysely';

// Grader agreement (docs/marking.md): the grader's own marks are kept beside the final ones, and a
// teacher can confirm a mark without changing it.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .addColumn('auto_mandatory_question_score', 'integer')
    .addColumn('auto_symptoms_score', 'integer')
    .addColumn('auto_diagnosis_score', 'integer')
    .addColumn('auto_treatment_score', 'integer')
    .addColumn('auto_score', 'integer')
    .addColumn('marks_confirmed_at', 'timestamptz')
    .addColumn('marks_confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignments')
    .dropColumn('auto_mandatory_question_score')
    .dropColumn('auto_symptoms_score')
    .dropColumn('auto_diagnosis_score')
    .dropColumn('auto_treatment_score')
    .dropColumn('auto_score')
    .dropColumn('marks_confirmed_at')
    .dropColumn('marks_confirmed_by')
    .execute();
}
