import { type Kysely, sql } from 'kysely';

// The statistics count earlier attempts too, with a filter (docs/partners.md#the-statistics):
// an archived attempt keeps when it was submitted, and the database keeps beside it the same figures it
// keeps beside an assignment (2026-11-25T0010_partner_tokens), so a statistics query reads a few integers
// per attempt instead of parsing its JSON.

/** An ISO time PostgreSQL's make_timestamp always accepts (as in 2026-11-25T0010_partner_tokens). */
const isoUtc =
  '^[1-9][0-9]{3}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,6})?Z$';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  const log = sql.raw('conversation_log');
  const ts = (index: number) => sql.raw(`(conversation_log -> ${index} ->> 'timestamp')`);
  const epoch = (index: number) => {
    const t = ts(index);
    return sql`case when ${t} ~ ${sql.lit(isoUtc)} then extract(epoch from make_timestamp(
      substr(${t}, 1, 4)::int, substr(${t}, 6, 2)::int, substr(${t}, 9, 2)::int,
      substr(${t}, 12, 2)::int, substr(${t}, 15, 2)::int, rtrim(substr(${t}, 18), 'Z')::float8)) end`;
  };
  const count = (path: string, of: 'conversation_log' | 'evidence') =>
    sql`coalesce(jsonb_array_length(jsonb_path_query_array(${sql.raw(of)}, ${sql.lit(path)}, '{}', true)), 0)`;
  const texts = (path: string) => sql`jsonb_path_query_array(evidence, ${sql.lit(path)}, '{}', true)`;
  await db.schema
    .alterTable('assignment_attempts')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('questions_asked', 'integer', (c) =>
      c.generatedAlwaysAs(count('$[*] ? (@.isAI == false)', 'conversation_log')).stored(),
    )
    .addColumn('spoken_questions', 'integer', (c) =>
      c.generatedAlwaysAs(count('$[*] ? (@.isAI == false && @.spoken == true)', 'conversation_log')).stored(),
    )
    .addColumn('conversation_seconds', 'float8', (c) =>
      c
        .generatedAlwaysAs(
          sql`case when jsonb_typeof(${log}) = 'array' and jsonb_array_length(${log}) > 1
            then greatest(0, ${epoch(-1)} - ${epoch(0)}) end`,
        )
        .stored(),
    )
    .addColumn('missed_questions', 'jsonb', (c) =>
      c.generatedAlwaysAs(texts('$.mandatoryQuestions[*] ? (@.asked != true).question')).stored(),
    )
    .addColumn('missed_symptoms', 'jsonb', (c) =>
      c.generatedAlwaysAs(texts('$.symptoms[*] ? (@.elicited != true).symptom')).stored(),
    )
    .addColumn('questions_listed', 'integer', (c) =>
      c.generatedAlwaysAs(count('$.mandatoryQuestions[*]', 'evidence')).stored(),
    )
    .addColumn('symptoms_listed', 'integer', (c) =>
      c.generatedAlwaysAs(count('$.symptoms[*]', 'evidence')).stored(),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('assignment_attempts')
    .dropColumn('submitted_at')
    .dropColumn('questions_asked')
    .dropColumn('spoken_questions')
    .dropColumn('conversation_seconds')
    .dropColumn('missed_questions')
    .dropColumn('missed_symptoms')
    .dropColumn('questions_listed')
    .dropColumn('symptoms_listed')
    .execute();
}
