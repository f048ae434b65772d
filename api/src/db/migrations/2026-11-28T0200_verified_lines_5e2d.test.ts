import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../database.js';
import { migrateToLatest, migrationsFor } from '../migrate.js';
import { lineSignature } from './2026-11-28T0200_verified_lines_5e2d.js';

// docs/trust.md#stored-conversations: dropping line signatures keeps every line that counted.

const name = '2026-11-28T0200_verified_lines_5e2d';
const secret = 'the-school-secret-key-0123456789';

// biome-ignore lint/suspicious/noExplicitAny: the schema as it was before this migration
let db: Kysely<any>;
let migrator: Migrator;
let before: string;
let assignmentId: number;
let attemptRowId: number;

// A type, not an interface: the migration's lines are plain JSON records.
type Line = {
  id?: string;
  text: string;
  isAI: boolean;
  facts?: string[];
  signature?: string;
  verified?: boolean;
};

/** A line signed as the BFF signed it until this migration: for its assignment, attempt and question. */
const signed = (at: { assignmentId: number; attempt: number }, line: Line, question: string): Line => ({
  ...line,
  signature: lineSignature(secret, at, line, question),
});

beforeAll(async () => {
  db = createDb({ dataDir: 'memory' });
  const migrations = migrationsFor(secret);
  const names = Object.keys(migrations).sort();
  before = names[names.indexOf(name) - 1] as string;
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const done = await migrator.migrateTo(before);
  expect(done.error).toBeUndefined();
  const student = await db
    .insertInto('users')
    .values({ name: 'Mei', username: 'mei', email: 'mei@example.com', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patient = await db
    .insertInto('patients')
    .values({ name: 'Emily', answer: 'Pneumonia', medical_history: 'Cough.', predefined_treatments: 'Rest' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('assignments')
    .values({ student_id: student.id, patient_id: patient.id, attempt: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  assignmentId = row.id;
  const now = { assignmentId, attempt: 2 };
  const q = (id: string, text: string): Line => ({ id, text, isAI: false });
  const log: Line[] = [
    q('q1', 'What brings you in?'),
    // Verified when stored.
    {
      ...signed(
        now,
        { id: 'r1', text: 'A cough.', isAI: true, facts: ['complaint.cough'] },
        'What brings you in?',
      ),
      verified: true,
    },
    q('q2', 'Any fever?'),
    // Its signature holds, though it was stored without the verification (written before it was kept).
    signed(now, { id: 'r2', text: 'Yes, since Monday.', isAI: true, facts: [] }, 'Any fever?'),
    q('q3', 'Any allergies?'),
    // Forged by a student's client.
    { id: 'r3', text: 'None.', isAI: true, signature: 'made-up', verified: false },
    q('q4', 'Do you smoke?'),
    // Signed for another question than the one before it, and for another attempt.
    signed(now, { id: 'r4', text: 'No.', isAI: true }, 'Do you drink?'),
    signed({ assignmentId, attempt: 1 }, { id: 'r5', text: 'Never.', isAI: true }, 'Do you smoke?'),
  ];
  await db
    .updateTable('assignments')
    .set({ conversation_log: JSON.stringify(log) })
    .where('id', '=', assignmentId)
    .execute();
  const first = { assignmentId, attempt: 1 };
  const earlier = await db
    .insertInto('assignment_attempts')
    .values({
      assignment_id: assignmentId,
      attempt: 1,
      status: 'completed',
      conversation_log: JSON.stringify([
        q('e1', 'Where does it hurt?'),
        signed(first, { id: 'e2', text: 'My chest.', isAI: true, facts: [] }, 'Where does it hurt?'),
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  attemptRowId = earlier.id;
});
afterAll(() => db?.destroy());

const current = async () =>
  (
    await db
      .selectFrom('assignments')
      .select('conversation_log')
      .where('id', '=', assignmentId)
      .executeTakeFirstOrThrow()
  ).conversation_log as Line[];
const archived = async () =>
  (
    await db
      .selectFrom('assignment_attempts')
      .select('conversation_log')
      .where('id', '=', attemptRowId)
      .executeTakeFirstOrThrow()
  ).conversation_log as Line[];
const verification = (log: Line[]) => log.filter((m) => m.isAI).map((m) => [m.id, m.verified === true]);

describe(`migration ${name}`, () => {
  it('marks every patient line whose signature holds verified, and drops the signatures', async () => {
    const done = await migrator.migrateTo(name);
    expect(done.error).toBeUndefined();
    const log = await current();
    expect(verification(log)).toEqual([
      ['r1', true],
      ['r2', true],
      ['r3', false],
      ['r4', false],
      ['r5', false],
    ]);
    expect(verification(await archived())).toEqual([['e2', true]]);
    for (const m of [...log, ...(await archived())]) expect(m).not.toHaveProperty('signature');
    // Everything else of a line stays as it was.
    expect(log[1]).toEqual({
      id: 'r1',
      text: 'A cough.',
      isAI: true,
      facts: ['complaint.cough'],
      verified: true,
    });
    expect(log[0]).toEqual({ id: 'q1', text: 'What brings you in?', isAI: false });
  });

  it('down signs every verified line again, as the code before it reads them', async () => {
    const done = await migrator.migrateTo(before);
    expect(done.error).toBeUndefined();
    const log = await current();
    const at = { assignmentId, attempt: 2 };
    expect(log[1]?.signature).toBe(lineSignature(secret, at, log[1] as Line, 'What brings you in?'));
    expect(log[3]?.signature).toBe(lineSignature(secret, at, log[3] as Line, 'Any fever?'));
    expect(log[5]).not.toHaveProperty('signature');
    const old = await archived();
    expect(old[1]?.signature).toBe(
      lineSignature(secret, { assignmentId, attempt: 1 }, old[1] as Line, 'Where does it hurt?'),
    );
    // And up again gives the same verified lines.
    await migrator.migrateTo(name);
    expect(verification(await current())).toEqual([
      ['r1', true],
      ['r2', true],
      ['r3', false],
      ['r4', false],
      ['r5', false],
    ]);
  });
});

describe('a database that ran later-dated migrations first', () => {
  it('runs this one all the same (migrations written at the same time land in any order)', async () => {
    const other = createDb({ dataDir: 'memory' });
    try {
      const { [name]: _this, ...others } = migrationsFor(secret);
      const first = await new Migrator({
        db: other,
        provider: { getMigrations: async () => others },
      }).migrateToLatest();
      expect(first.error).toBeUndefined();
      await migrateToLatest(other, secret);
      const ran = await other
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(ran.map((r) => (r as { name: string }).name)).toContain(name);
    } finally {
      await other.destroy();
    }
  });
});
