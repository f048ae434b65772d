import { type Kysely, sql } from 'kysely';

// What every save to a conversation checks (docs/marking.md): its length and its last question, kept
// beside the row by the database whenever the row is written, as the statistics columns are. A save
// then checks them without reading the stored log, which costs more the longer the conversation grows;
// the appended log is still in memory when these are computed.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  const log = sql.raw('conversation_log');
  await db.schema
    .alterTable('assignments')
    .addColumn('message_count', 'integer', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`case when jsonb_typeof(${log}) = 'array' then jsonb_array_length(${log}) else 0 end`,
        )
        .stored(),
    )
    // A student line is one whose isAI is false (as the API stores it) or "false".
    .addColumn('last_question', 'text', (c) =>
      c
        .generatedAlwaysAs(
          sql`jsonb_path_query_array(${log}, ${sql.lit('$[*] ? (@.isAI == false || @.isAI == "false")')}, '{}', true) -> -1 ->> 'text'`,
        )
        .stored(),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').dropColumn('message_count').dropColumn('last_question').execute();
}
