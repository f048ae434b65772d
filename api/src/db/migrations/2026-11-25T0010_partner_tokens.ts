import { type Kysely, sql } from 'kysely';

// Partner tokens (docs/partners.md): stored as a SHA-256 hash of the secret, looked up by it on every
// call. The statistics read assignments by status, patient, room and submission/marking day: indexes
// keep an aggregation over a school's assignments a few index scans.
/** An ISO time PostgreSQL's make_timestamp always accepts (no 29 February: a lost measure, not an error). */
const isoUtc =
  '^[1-9][0-9]{3}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,6})?Z$';

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
  // What the statistics read of each conversation and each mark's evidence, kept beside the row by the
  // database itself whenever the row is written, so that a statistics query reads a few integers per
  // assignment instead of parsing its JSON (docs/partners.md). Student lines are those with isAI false.
  const log = sql.raw('conversation_log');
  const ts = (index: number) => sql.raw(`(conversation_log -> ${index} ->> 'timestamp')`);
  // Seconds since 2000-01-01 of a line's ISO time (UTC, `Z`): by hand with immutable functions, as a
  // generated column requires; a time not in that exact form (or not a real day) gives null, never an error.
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
    .alterTable('assignments')
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
  await db.schema
    .alterTable('assignments')
    .dropColumn('questions_asked')
    .dropColumn('spoken_questions')
    .dropColumn('conversation_seconds')
    .dropColumn('missed_questions')
    .dropColumn('missed_symptoms')
    .dropColumn('questions_listed')
    .dropColumn('symptoms_listed')
    .execute();
  await db.schema.dropIndex('assignment_attempts_assignment_idx').ifExists().execute();
  await db.schema.dropIndex('assignments_room_idx').ifExists().execute();
  await db.schema.dropIndex('assignments_student_idx').ifExists().execute();
  await db.schema.dropTable('partner_tokens').execute();
}
