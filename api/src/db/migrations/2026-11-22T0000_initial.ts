import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was on their date, not as the code types it today.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_super_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('avatar_url', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('symptoms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('mild', 'moderate', 'severe')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index symptoms_name_unique on symptoms (lower(name))`.execute(db);

  await db.schema
    .createTable('patients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('voice_model', 'text', (c) => c.notNull().defaultTo('aura-asteria-en'))
    .addColumn('mandatory_questions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('medical_history', 'text', (c) => c.notNull())
    .addColumn('predefined_treatments', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('patient_symptoms')
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('symptom_id', 'integer', (c) => c.notNull().references('symptoms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('patient_symptoms_pk', ['patient_id', 'symptom_id'])
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('room_number', 'text', (c) => c.notNull().unique())
    .addColumn('is_occupied', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('room_students')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('assignments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('assigned')
        .check(sql`status in ('assigned', 'inprogress', 'completed', 'marked')`),
    )
    .addColumn('is_markable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_note_allow', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('diagnosis_draft', 'text')
    .addColumn('note_draft', 'text')
    .addColumn('findings', 'text')
    .addColumn('visit_note', 'text')
    .addColumn('conversation_log', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('feedback', 'text')
    .addColumn('mandatory_question_score', 'integer')
    .addColumn('symptoms_score', 'integer')
    .addColumn('diagnosis_score', 'integer')
    .addColumn('treatment_score', 'integer')
    .addColumn('score', 'integer')
    .addColumn('marked_by', 'text')
    .addColumn('marked_at', 'timestamptz')
    .addColumn('evidence', 'jsonb')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('assignments_student_patient_unique', ['student_id', 'patient_id'])
    .execute();
  await db.schema.createIndex('assignments_creator_idx').on('assignments').column('creator_id').execute();
  await db.schema.createIndex('assignments_patient_idx').on('assignments').column('patient_id').execute();

  await db.schema
    .createTable('assignment_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('findings', 'text')
    .addColumn('visit_note', 'text')
    .addColumn('conversation_log', 'jsonb', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('mandatory_question_score', 'integer')
    .addColumn('symptoms_score', 'integer')
    .addColumn('diagnosis_score', 'integer')
    .addColumn('treatment_score', 'integer')
    .addColumn('score', 'integer')
    .addColumn('marked_by', 'text')
    .addColumn('marked_at', 'timestamptz')
    .addColumn('evidence', 'jsonb')
    .addColumn('archived_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('reset_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('request_status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`request_status in ('pending', 'accepted', 'declined')`),
    )
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one pending request per assignment, enforced by the database as well as the service.
  await sql`create unique index reset_requests_one_pending on reset_requests (assignment_id) where request_status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('models')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('model_name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_tokens', 'integer', (c) => c.notNull().defaultTo(2048))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key_name', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull().check(sql`service in ('openai', 'deepgram')`))
    .addColumn('model_id', 'text')
    .addColumn('encrypted_key', 'text', (c) => c.notNull())
    .addColumn('iv', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index api_keys_one_active on api_keys (service) where is_active`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'api_keys',
    'models',
    'reset_requests',
    'assignment_attempts',
    'assignments',
    'room_students',
    'rooms',
    'patient_symptoms',
    'patients',
    'symptoms',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
