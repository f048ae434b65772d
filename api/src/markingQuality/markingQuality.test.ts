import { rubric, rubricTotal } from '@anamnesis/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
const user: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  for (const u of await api.db.selectFrom('users').select(['id', 'username']).execute())
    user[u.username] = u.id;
});
afterAll(() => api?.stop());

let seq = 0;
async function newStudent() {
  const username = `q${++seq}x${Date.now() % 100000}`;
  const r = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Quality ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  expect(r.status).toBe(201);
  return { id: r.body.user.id as number, token: await api.login(`${username}@example.com`, 'secret1') };
}

async function newPatient(name: string) {
  const row = await api.db
    .insertInto('patients')
    .values({
      name,
      answer: 'Acute myocardial infarction',
      medical_history: 'History',
      predefined_treatments: 'Aspirin, ECG',
      voice_model: 'aura-orion-en',
      mandatory_questions: '',
      created_by: user.admin ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Four = [number, number, number, number];
/** Every part at the rubric's maximum, in the order `reviewed` takes them. */
const fullMarks: Four = [rubric.mandatoryQuestions, rubric.symptoms, rubric.diagnosis, rubric.treatment];
/**
 * A marked assignment straight in the database: the grader's marks (mq, symptoms, diagnosis,
 * treatment), the final ones, and how a teacher reviewed it.
 */
async function reviewed(opts: {
  creator: number;
  patientId: number;
  auto: Four;
  final: Four;
  review: 'edited' | 'confirmed' | 'none' | 'hand';
  on: string;
  roomId?: number;
}) {
  const s = await newStudent();
  const sum = (x: Four) => x[0] + x[1] + x[2] + x[3];
  const hand = opts.review === 'hand';
  const row = await api.db
    .insertInto('assignments')
    .values({
      student_id: s.id,
      patient_id: opts.patientId,
      creator_id: opts.creator,
      room_id: opts.roomId ?? null,
      status: 'marked',
      is_markable: true,
      conversation_log: '[]',
      mandatory_question_score: opts.final[0],
      symptoms_score: opts.final[1],
      diagnosis_score: opts.final[2],
      treatment_score: opts.final[3],
      score: sum(opts.final),
      auto_mandatory_question_score: hand ? null : opts.auto[0],
      auto_symptoms_score: hand ? null : opts.auto[1],
      auto_diagnosis_score: hand ? null : opts.auto[2],
      auto_treatment_score: hand ? null : opts.auto[3],
      auto_score: hand ? null : sum(opts.auto),
      marked_by: opts.review === 'edited' || hand ? 'Dr. Tessa Morgan (edited)' : 'Anamnesis built-in grader',
      marked_at: new Date(`${opts.on}T10:00:00Z`),
      marks_confirmed_at: opts.review === 'confirmed' ? new Date(`${opts.on}T11:00:00Z`) : null,
      marks_confirmed_by: opts.review === 'confirmed' ? opts.creator : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids: number[] = [];
let p1 = 0;
let p2 = 0;
let roomId = 0;

describe('GET assignments/marking-quality', () => {
  beforeAll(async () => {
    const teacher = user.teacher as number;
    p1 = await newPatient('Quality One');
    p2 = await newPatient('Quality Two');
    roomId = (
      await api.db
        .insertInto('rooms')
        .values({ name: 'Quality room', room_number: 'Q-1' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // [mandatory questions, symptoms, diagnosis, treatment]: automatic, then final.
    const fixture: [number, Four, Four, 'edited' | 'confirmed', string][] = [
      [p1, [30, 20, 10, 5], [30, 20, 10, 5], 'confirmed', '2026-01-10'], // A1 total 65 → 65
      [p1, [30, 20, 10, 5], [40, 20, 5, 5], 'edited', '2026-01-10'], // A2 65 → 70
      [p1, [20, 10, 0, 0], [22, 10, 0, 0], 'edited', '2026-01-10'], // A3 30 → 32
      [p2, [45, 40, 5, 5], [45, 36, 5, 2], 'edited', '2026-02-10'], // A4 95 → 88
      [p2, [10, 0, 10, 0], [10, 0, 10, 0], 'confirmed', '2026-02-10'], // A5 20 → 20
      [p2, [40, 30, 0, 2], [40, 30, 10, 2], 'edited', '2026-02-10'], // A6 72 → 82
    ];
    for (const [patientId, auto, final, review, on] of fixture)
      ids.push(
        await reviewed({
          creator: teacher,
          patientId,
          auto,
          final,
          review,
          on,
          roomId: ids.length === 3 ? roomId : undefined,
        }),
      );
    // Not counted: a grader's mark nobody reviewed, and a mark by hand with no automatic one.
    await reviewed({
      creator: teacher,
      patientId: p1,
      auto: [0, 0, 0, 0],
      final: [0, 0, 0, 0],
      review: 'none',
      on: '2026-01-10',
    });
    await reviewed({
      creator: teacher,
      patientId: p1,
      auto: [0, 0, 0, 0],
      final: fullMarks,
      review: 'hand',
      on: '2026-01-10',
    });
    // The super admin's own assignment: only the super admin sees it.
    await reviewed({
      creator: user.admin as number,
      patientId: p2,
      auto: [0, 0, 0, 0],
      final: fullMarks,
      review: 'edited',
      on: '2026-02-10',
    });
  });

  const get = (token: string, query = '') =>
    api.call('GET', `/assignments/marking-quality${query}`, { token });
  const part = (body: { parts: { part: string }[] }, name: string) =>
    body.parts.find((p) => p.part === name) as Record<string, unknown>;

  it('compares the automatic marks with the final ones, per part, as computed by hand', async () => {
    const r = await get(t.teacher);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ reviewed: 6, edited: 4, confirmed: 2, minimumForKappa: 5 });
    // Diagnosis: automatic 10,10,0,5,10,0; final 10,5,0,5,10,10. Equal in 4 of 6 (66.7 %); within 1
    // point (10 % of 10) the same. Means 35/6 and 40/6; population variances 20.139 and 13.889;
    // mean squared difference (25 + 100)/6 = 20.833; chance 20.139 + 13.889 + (5/6)² = 34.722;
    // kappa 1 − 20.833/34.722 = 0.4.
    expect(part(r.body, 'diagnosis')).toMatchObject({
      label: 'Diagnosis',
      max: rubric.diagnosis,
      count: 6,
      exactAgreement: 66.7,
      withinTenPercent: 66.7,
      kappa: 0.4,
      meanAutomatic: 5.8,
      meanFinal: 6.7,
    });
    // Mandatory questions: differences 0, 10, 2, 0, 0, 0 → exact 4/6, within 4.5 points 5/6.
    expect(part(r.body, 'mandatoryQuestions')).toMatchObject({
      max: rubric.mandatoryQuestions,
      exactAgreement: 66.7,
      withinTenPercent: 83.3,
    });
    // Symptoms: one difference of 4 (within 4 points) → exact 5/6, within 6/6.
    expect(part(r.body, 'symptoms')).toMatchObject({
      max: rubric.symptoms,
      exactAgreement: 83.3,
      withinTenPercent: 100,
    });
    // Treatment: 5 → 2 once; 10 % of 5 is half a point, so within is exact.
    expect(part(r.body, 'treatment')).toMatchObject({
      max: rubric.treatment,
      exactAgreement: 83.3,
      withinTenPercent: 83.3,
    });
    // Total: 65→65, 65→70, 30→32, 95→88, 20→20, 72→82: exact 2/6, every one within 10 points.
    const total = part(r.body, 'total');
    expect(total).toMatchObject({
      label: 'Total',
      max: rubricTotal,
      exactAgreement: 33.3,
      withinTenPercent: 100,
    });
    // Automatic 65,65,30,95,20,72 (mean 57.833, variance 648.472); final 65,70,32,88,20,82 (mean
    // 59.5, variance 629.25); squared differences 0,25,4,49,0,100 → 29.667; chance 648.472 + 629.25 +
    // 2.778 = 1280.5; kappa 1 − 29.667/1280.5 = 0.977.
    expect(total.kappa).toBe(0.977);
    expect(
      (
        total.largestDisagreements as {
          assignmentId: number;
          automatic: number;
          final: number;
          difference: number;
        }[]
      ).map((d) => [d.assignmentId, d.automatic, d.final, d.difference]),
    ).toEqual([
      [ids[5], 72, 82, 10],
      [ids[3], 95, 88, -7],
      [ids[1], 65, 70, 5],
      [ids[2], 30, 32, 2],
    ]);
    expect((part(r.body, 'diagnosis').largestDisagreements as unknown[])[0]).toMatchObject({
      assignmentId: ids[5],
      patientName: 'Quality Two',
      studentName: expect.stringMatching(/^Quality /),
      automatic: 0,
      final: 10,
    });
    // Cases: mean absolute difference of the total, worst first: (7 + 0 + 10)/3 and (0 + 5 + 2)/3.
    expect(r.body.cases).toEqual([
      {
        patientId: p2,
        patientName: 'Quality Two',
        count: 3,
        exactAgreement: 33.3,
        meanAbsoluteDifference: 5.7,
      },
      {
        patientId: p1,
        patientName: 'Quality One',
        count: 3,
        exactAgreement: 33.3,
        meanAbsoluteDifference: 2.3,
      },
    ]);
  });

  it('filters by period, patient and room; a kappa needs at least five', async () => {
    const feb = await get(t.teacher, '?from=2026-02-01');
    expect(feb.body.reviewed).toBe(3);
    expect(part(feb.body, 'total').kappa).toBeNull();
    // A day given as `to` is included whole.
    expect((await get(t.teacher, '?to=2026-01-10')).body.reviewed).toBe(3);
    expect((await get(t.teacher, '?from=2026-01-11&to=2026-02-09')).body.reviewed).toBe(0);
    const one = await get(t.teacher, `?patientId=${p1}`);
    expect(one.body).toMatchObject({ reviewed: 3, edited: 2, confirmed: 1 });
    expect(part(one.body, 'total')).toMatchObject({ exactAgreement: 33.3, kappa: null });
    expect((await get(t.teacher, `?roomId=${roomId}`)).body.reviewed).toBe(1);
    const none = await get(t.teacher, '?patientId=999999');
    expect(part(none.body, 'total')).toMatchObject({ count: 0, exactAgreement: null, kappa: null });
    expect((await get(t.teacher, '?from=soon')).status).toBe(400);
    expect((await get(t.teacher, '?from=2026-03-01&to=2026-02-01')).status).toBe(400);
  });

  it('an admin sees the assignments they created, a super admin all, a student nothing', async () => {
    expect((await get(t.admin)).body.reviewed).toBe(7);
    expect((await get(t.teacher)).body.reviewed).toBe(6);
    const s = await get(t.student);
    expect(s.status).toBe(403);
    expect(s.body.message).toBe('Access denied. Only admin allowed.');
    expect((await api.call('GET', '/assignments/marking-quality')).status).toBe(401);
  });
});

describe('the grader’s marks are kept, and Confirm marks', () => {
  it('a grader’s mark is stored as automatic; an edit keeps it; a confirmation records agreement', async () => {
    const s = await newStudent();
    const patientId = await newPatient('Quality Marked');
    const made = await api.call('POST', '/assignments/assign-patient', {
      token: t.teacher,
      body: { patientIds: [patientId], studentId: s.id, isMarkable: true },
    });
    const id = made.body.assignments[0].id as number;
    const confirm = (token: string) =>
      api.call('POST', `/assignments/assignment/${id}/confirm-marks`, { token });
    expect((await confirm(t.teacher)).status).toBe(409);
    await api.call('POST', '/assignments/submit', {
      token: s.token,
      body: { studentId: s.id, patientId, findings: 'Acute myocardial infarction; aspirin' },
    });
    const marked = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { studentId: s.id, patientId },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBeLessThan(300);
    const row = () =>
      api.db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const graded = await row();
    expect(graded.auto_score).toBe(graded.score);
    expect(graded.auto_diagnosis_score).toBe(graded.diagnosis_score);
    expect(graded.marks_confirmed_at).toBeNull();

    // Only within what the caller may see, and never for a student.
    expect((await confirm(t.student)).status).toBe(403);
    const c = await confirm(t.teacher);
    expect(c.status).toBe(200);
    expect(c.body.message).toBe('Marks confirmed.');
    expect(c.body.assignment.marksConfirmedAt).toEqual(expect.any(String));
    expect(c.body.assignment.score).toBe(graded.score);
    expect((await row()).marks_confirmed_by).toBe(user.teacher);

    await api.call('PUT', '/assignments', {
      token: t.teacher,
      body: {
        assignmentId: id,
        scores: {
          mandatoryQuestionScore: rubric.mandatoryQuestions,
          symptomsScore: rubric.symptoms,
          treatmentScore: rubric.treatment,
          diagnosisScore: rubric.diagnosis,
        },
      },
    });
    const edited = await row();
    expect(edited.score).toBe(rubricTotal);
    expect([edited.auto_score, edited.auto_diagnosis_score]).toEqual([graded.score, graded.diagnosis_score]);
  });
});
