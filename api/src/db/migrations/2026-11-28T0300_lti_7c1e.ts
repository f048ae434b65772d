import { type Kysely, sql } from 'kysely';

// LTI 1.3 (docs/lti.md): the platforms that may launch, the tool's own signing keys (private halves sealed
// with SECRET_KEY), the one-time login states, the LMS users and links, and the durable score outbox. The
// name sorts after every earlier migration, since the migrator refuses one that sorts before those applied.

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lti_platforms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('auth_url', 'text', (c) => c.notNull())
    .addColumn('token_url', 'text', (c) => c.notNull())
    .addColumn('jwks_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'pending', 'disabled')`))
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('manual', 'dynamic')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addUniqueConstraint('lti_platforms_issuer_client', ['issuer', 'client_id'])
    .execute();
  await db.schema
    .createTable('lti_deployments')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lti_deployments_pk', ['platform_id', 'deployment_id'])
    .execute();
  await db.schema
    .createTable('lti_tool_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('private_sealed', 'text', (c) => c.notNull())
    .addColumn('private_iv', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('lti_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('login', 'ticket', 'deep_link')`))
    .addColumn('nonce', 'text')
    .addColumn('platform_id', 'integer', (c) => c.references('lti_platforms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('target', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('lti_user_links')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lti_user_links_pk', ['platform_id', 'sub'])
    .execute();
  await db.schema
    .createTable('lti_contexts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('context_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('memberships_url', 'text')
    .addColumn('instructor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    .addUniqueConstraint('lti_contexts_platform_context', ['platform_id', 'context_id'])
    .execute();
  await db.schema
    .createTable('lti_deep_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('is_markable', 'boolean', (c) => c.notNull())
    .addColumn('is_note_allow', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('lti_resource_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('resource_link_id', 'text', (c) => c.notNull())
    .addColumn('deep_link_id', 'integer', (c) =>
      c.notNull().references('lti_deep_links.id').onDelete('cascade'),
    )
    .addColumn('lineitem_url', 'text')
    .addColumn('tool_url', 'text', (c) => c.notNull())
    .addUniqueConstraint('lti_resource_links_platform_link', ['platform_id', 'resource_link_id'])
    .execute();
  await db.schema
    .createTable('lti_assignments')
    .addColumn('assignment_id', 'integer', (c) =>
      c.primaryKey().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('resource_link_id', 'integer', (c) =>
      c.notNull().references('lti_resource_links.id').onDelete('cascade'),
    )
    .addColumn('sub', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('lti_score_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('assignment_id', 'integer', (c) => c.references('assignments.id').onDelete('set null'))
    .addColumn('lineitem_url', 'text', (c) => c.notNull())
    .addColumn('score', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('lti_score_outbox_due_idx')
    .on('lti_score_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'lti_score_outbox',
    'lti_assignments',
    'lti_resource_links',
    'lti_deep_links',
    'lti_contexts',
    'lti_user_links',
    'lti_states',
    'lti_tool_keys',
    'lti_deployments',
    'lti_platforms',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
