import type { Insertable } from 'kysely';
import type {
  AssignmentsTable,
  ConversationMessage,
  MarkingEvidence,
} from '../assignments/assignments.table.js';
import { tokenClaimsOf } from '../lib/tokens.js';
import type { TestApi } from '../test/testApi.js';

/**
 * A small school whose statistics are worked out by hand in statistics.test.ts: two admins, four
 * students (three in rooms), two cases, five assignments in every state, one reset attempt.
 *
 *   a1  admin1  Ann  Chest pain  marked 45/40/10/5 = 100  submitted Mon 2 Nov, marked 3 Nov   (Ann in Alpha)
 *   a2  admin1  Ben  Chest pain  marked  9/20/0/1  = 30   submitted 4 Nov, marked 10 Nov      (Ben in Alpha)
 *   a3  admin1  Cat  Cough       completed, given to room Beta, submitted 11 Nov              (Cat in Beta)
 *   a4  admin2  Dan  Cough       assigned, given to room Alpha (Dan in no room)
 *   a5  admin2  Ann  Cough       marked 27/24/10/4 = 65, attempt 2, submitted and marked 12 Nov;
 *                                attempt 1 archived, marked 20/10/0/2 = 32
 */
export async function buildFixtureSchool(api: TestApi) {
  const db = api.db;
  const user = (name: string, role: 'student' | 'admin' | 'super' = 'student') =>
    db
      .insertInto('users')
      .values({
        name,
        username: name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'user',
        email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}@school.test`,
        password_hash: 'not-a-hash',
        is_admin: role !== 'student',
        is_super_admin: role === 'super',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  const superAdmin = await user('Head', 'super');
  const admin1 = await user('Teacher One', 'admin');
  const admin2 = await user('Teacher Two', 'admin');
  const ann = await user('Ann');
  const ben = await user('Ben');
  const cat = await user('Cat');
  // A name a spreadsheet would run as a formula, with a comma and quotes to quote.
  const dan = await db
    .insertInto('users')
    .values({
      name: '@Dan, "the" tester',
      username: 'dan',
      email: 'dan@school.test',
      password_hash: 'not-a-hash',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const room = (name: string, number: string) =>
    db.insertInto('rooms').values({ name, room_number: number }).returningAll().executeTakeFirstOrThrow();
  const alpha = await room('Alpha', 'A1');
  const beta = await room('Beta', 'B1');
  await db
    .insertInto('room_students')
    .values([
      { student_id: ann.id, room_id: alpha.id },
      { student_id: ben.id, room_id: alpha.id },
      { student_id: cat.id, room_id: beta.id },
    ])
    .execute();
  const patient = (name: string) =>
    db
      .insertInto('patients')
      .values({
        name,
        answer: 'x',
        voice_model: 'v',
        mandatory_questions: '',
        medical_history: '',
        predefined_treatments: '',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  const chestPain = await patient('Chest pain');
  const cough = await patient('Cough');

  const evidence = (q: [string, boolean][], s: [string, boolean][]): string =>
    JSON.stringify({
      grader: 'test',
      mandatoryQuestions: q.map(([question, asked]) => ({ question, asked, quote: null })),
      symptoms: s.map(([symptom, elicited]) => ({ symptom, elicited, quote: null })),
      diagnosis: { expected: '', given: '', matched: false, partial: false, keyWords: [], overlap: [] },
      treatment: { expected: '', given: '', matched: [], missed: [] },
    } satisfies MarkingEvidence);
  const line = (isAI: boolean, timestamp?: string, spoken?: boolean): ConversationMessage => ({
    text: isAI ? 'Patient says' : 'Student asks',
    isAI,
    ...(timestamp ? { timestamp } : {}),
    ...(spoken ? { spoken } : {}),
  });
  const marks = (mq: number, sy: number, dx: number, tx: number) => ({
    mandatory_question_score: mq,
    symptoms_score: sy,
    diagnosis_score: dx,
    treatment_score: tx,
    score: mq + sy + dx + tx,
  });
  const insert = (values: Insertable<AssignmentsTable>) =>
    db.insertInto('assignments').values(values).returningAll().executeTakeFirstOrThrow();

  const a1 = await insert({
    creator_id: admin1.id,
    student_id: ann.id,
    patient_id: chestPain.id,
    status: 'marked',
    ...marks(45, 40, 10, 5),
    auto_mandatory_question_score: 45,
    auto_symptoms_score: 40,
    auto_diagnosis_score: 10,
    auto_treatment_score: 5,
    auto_score: 100,
    marks_confirmed_at: new Date('2026-11-03T12:00:00Z'),
    marked_by: 'Anamnesis built-in grader',
    submitted_at: new Date('2026-11-02T09:00:00Z'),
    marked_at: new Date('2026-11-03T09:00:00Z'),
    evidence: evidence(
      [
        ['Onset', true],
        ['Allergies', false],
      ],
      [
        ['Fever', true],
        ['Cough', false],
      ],
    ),
    conversation_log: JSON.stringify([
      line(false, '2026-11-02T08:00:00.000Z', true),
      line(true, '2026-11-02T08:00:30.000Z'),
      line(false, '2026-11-02T08:01:00.000Z'),
      line(true, '2026-11-02T08:02:00.000Z'),
    ]),
  });
  const a2 = await insert({
    creator_id: admin1.id,
    student_id: ben.id,
    patient_id: chestPain.id,
    status: 'marked',
    ...marks(9, 20, 0, 1),
    auto_mandatory_question_score: 15,
    auto_symptoms_score: 20,
    auto_diagnosis_score: 0,
    auto_treatment_score: 1,
    auto_score: 36,
    marked_by: 'Teacher One (edited)',
    submitted_at: new Date('2026-11-04T09:00:00Z'),
    marked_at: new Date('2026-11-10T09:00:00Z'),
    evidence: evidence(
      [
        ['Onset', false],
        ['Allergies', false],
      ],
      [
        ['Fever', false],
        ['Cough', false],
      ],
    ),
    conversation_log: JSON.stringify([
      line(false, '2026-11-04T08:00:00Z'),
      line(true, '2026-11-04T08:01:00Z'),
    ]),
  });
  const a3 = await insert({
    creator_id: admin1.id,
    student_id: cat.id,
    patient_id: cough.id,
    room_id: beta.id,
    status: 'completed',
    submitted_at: new Date('2026-11-11T09:00:00Z'),
    // One line, and a time PostgreSQL could not read: no length, no error.
    conversation_log: JSON.stringify([line(false, '2026-02-31T08:00:00Z', true)]),
  });
  const a4 = await insert({
    creator_id: admin2.id,
    student_id: dan.id,
    patient_id: cough.id,
    room_id: alpha.id,
    status: 'assigned',
    conversation_log: '[]',
  });
  const a5 = await insert({
    creator_id: admin2.id,
    student_id: ann.id,
    patient_id: cough.id,
    status: 'marked',
    attempt: 2,
    conversation_log: '[]',
    ...marks(27, 24, 10, 4),
    marked_by: 'Anamnesis built-in grader',
    submitted_at: new Date('2026-11-12T09:00:00Z'),
    marked_at: new Date('2026-11-12T10:00:00Z'),
  });
  await db
    .insertInto('assignment_attempts')
    .values({
      assignment_id: a5.id,
      attempt: 1,
      status: 'marked',
      conversation_log: '[]',
      ...marks(20, 10, 0, 2),
      marked_by: '=HYPERLINK("http://evil")',
      marked_at: new Date('2026-11-06T10:00:00Z'),
    })
    .execute();

  const tokenOf = (u: typeof ann) => api.server.services.tokens.issue(tokenClaimsOf(u));
  return {
    users: { superAdmin, admin1, admin2, ann, ben, cat, dan },
    rooms: { alpha, beta },
    patients: { chestPain, cough },
    assignments: { a1, a2, a3, a4, a5 },
    tokens: {
      superAdmin: await tokenOf(superAdmin),
      admin1: await tokenOf(admin1),
      admin2: await tokenOf(admin2),
      ann: await tokenOf(ann),
    },
  };
}

export type FixtureSchool = Awaited<ReturnType<typeof buildFixtureSchool>>;
