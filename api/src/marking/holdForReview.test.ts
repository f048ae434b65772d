import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

// "Hold marks for review" (docs/marking.md).
let api: TestApi;
let t: Record<DemoAccount, string>;
let pneumonia: number;

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  const p = await api.db
    .selectFrom('patients')
    .select('id')
    .where('name', '=', 'Emily Clark')
    .executeTakeFirstOrThrow();
  pneumonia = p.id;
});
afterAll(() => api?.stop());

let seq = 0;
/** A student who submitted a markable assignment assigned with the hold switch as given. */
async function submittedHeld(holdForReview: boolean) {
  const username = `hold${++seq}`;
  const u = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Hold ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  const s = { id: u.body.user.id as number, token: await api.login(`${username}@example.com`, 'secret1') };
  const a = await api.call('POST', '/assignments/assign-patient', {
    token: t.teacher,
    body: { patientIds: [pneumonia], studentId: s.id, isMarkable: true, holdForReview },
  });
  expect(a.status).toBe(201);
  expect(a.body.assignments[0]).toMatchObject({ holdForReview, marksHeld: false });
  await api.call('POST', '/assignments/store', {
    token: s.token,
    headers: api.service,
    body: {
      studentId: s.id,
      patientId: pneumonia,
      messages: await api.serverLines(s.id, pneumonia, [
        { text: 'What brings you in today?', isAI: false },
        { text: 'I have had a fever and a bad cough for five days.', isAI: true },
      ]),
    },
  });
  const sub = await api.call('POST', '/assignments/submit', {
    token: s.token,
    body: {
      studentId: s.id,
      patientId: pneumonia,
      findings: 'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Chest X-ray, clarithromycin',
    },
  });
  expect(sub.status).toBe(200);
  // Submission triggers marking, as the BFF does on submitAssignment.
  const marked = await api.call('POST', '/openai/results', {
    token: s.token,
    body: { studentId: s.id, patientId: pneumonia },
  });
  expect(marked.status).toBe(200);
  return { ...s, assignmentId: marked.body.assignment.id as number, marked: marked.body.assignment };
}

const noMarks = {
  score: null,
  mandatoryQuestionScore: null,
  symptomsScore: null,
  treatmentScore: null,
  diagnosisScore: null,
  feedback: null,
  evidence: null,
  markedBy: null,
  markedAt: null,
};

describe('Hold marks for review', () => {
  it('is off by default: the automatic mark is final', async () => {
    const s = await submittedHeld(false);
    expect(s.marked).toMatchObject({ status: 'marked', marksHeld: false, holdForReview: false });
    expect(s.marked.score).toBeGreaterThan(0);
  });

  it('keeps the automatic mark from the student until a teacher releases it with Mark Assignment', async () => {
    const s = await submittedHeld(true);
    expect(s.marked).toMatchObject({ status: 'completed', marksHeld: true, ...noMarks });
    const detail = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: s.token });
    expect(detail.body).toMatchObject({ status: 'completed', marksHeld: true, ...noMarks });
    const list = await api.call('GET', `/assignments/${s.id}`, { token: s.token });
    expect(list.body.assignedPatients[0]).toMatchObject({
      status: 'completed',
      marksHeld: true,
      score: null,
    });
    // The student cannot release it by asking again.
    const again = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { studentId: s.id, patientId: pneumonia },
    });
    expect(again.status).toBe(409);

    // The teacher reads the held marks, and it is Ready to Mark in Quick Mark.
    const teacher = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: t.teacher });
    expect(teacher.body.score).toBeGreaterThan(0);
    expect(teacher.body.evidence.grader).toBeTruthy();
    const quick = await api.call('GET', '/assignments/students', { token: t.teacher });
    const row = quick.body
      .flatMap((g: { assignedStudents: { assignmentId: number }[] }) => g.assignedStudents)
      .find((x: { assignmentId: number }) => x.assignmentId === s.assignmentId);
    expect(row).toMatchObject({ status: 'completed', isMarkable: true, marksHeld: true });

    // Mark Assignment releases the held marks as they are.
    const released = await api.call('POST', '/openai/results', {
      token: t.teacher,
      body: { studentId: s.id, patientId: pneumonia },
    });
    expect(released.status).toBe(200);
    expect(released.body.assignment).toMatchObject({
      status: 'marked',
      marksHeld: false,
      score: teacher.body.score,
      feedback: teacher.body.feedback,
      markedBy: teacher.body.markedBy,
      evidence: teacher.body.evidence,
      // The teacher's release is their review: it counts as agreeing with the grader (Marking quality).
      marksConfirmedAt: expect.any(String),
    });
    const seen = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: s.token });
    expect(seen.body).toMatchObject({ status: 'marked', score: teacher.body.score });
  });

  it('keeps a teacher’s edits held until Mark All releases them, without grading again', async () => {
    const s = await submittedHeld(true);
    const edit = await api.call('PUT', '/assignments', {
      token: t.teacher,
      body: {
        assignmentId: s.assignmentId,
        feedback: 'Reviewed: ask about allergies next time.',
        scores: { mandatoryQuestionScore: 20, symptomsScore: 10, treatmentScore: 1, diagnosisScore: 10 },
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.assignment).toMatchObject({ status: 'completed', marksHeld: true, score: 41 });
    const hidden = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: s.token });
    expect(hidden.body).toMatchObject({ marksHeld: true, ...noMarks, editedParts: [] });

    const all = await api.call('POST', '/assignments/mark-all', {
      token: t.teacher,
      body: { patientId: pneumonia },
    });
    expect(all.status).toBe(200);
    expect(all.body.marked).toBeGreaterThanOrEqual(1);
    const seen = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: s.token });
    expect(seen.body).toMatchObject({
      status: 'marked',
      marksHeld: false,
      score: 41,
      mandatoryQuestionScore: 20,
      feedback: 'Reviewed: ask about allergies next time.',
    });
    expect(seen.body.markedBy).toMatch(/\(edited\)$/);
  });

  it('keeps held marks of an earlier attempt from the student after a reset', async () => {
    const s = await submittedHeld(true);
    const asked = await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: pneumonia },
    });
    expect(asked.status).toBe(201);
    const handled = await api.call('POST', '/requests/handle', {
      token: t.teacher,
      body: { assignmentId: s.assignmentId, action: 'accept' },
    });
    expect(handled.status).toBe(200);
    const detail = await api.call('GET', `/assignments/assignment/${s.assignmentId}`, { token: s.token });
    expect(detail.body).toMatchObject({ status: 'assigned', marksHeld: false });
    expect(detail.body.history[0]).toMatchObject({ marksHeld: true, score: null, evidence: null });
  });
});
