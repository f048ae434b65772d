import type { Kysely } from 'kysely';

// The sites a platform shows Anamnesis in (its course pages), read from its signed launches: the web app
// lets those, and only those, frame it (docs/lti.md#session).

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lti_frame_origins')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('origin', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lti_frame_origins_pk', ['platform_id', 'origin'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lti_frame_origins').ifExists().execute();
}
