import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
const user: Record<string, number> = {};
const patient: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  for (const u of await api.db.selectFrom('users').select(['id', 'username']).execute())
    user[u.username] = u.id;
  for (const p of await api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => api?.stop());

const assignmentOf = (studentId: number, patientId: number) =>
  api.db
    .selectFrom('assignments')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();
const requestCount = async () =>
  (
    await api.db
      .selectFrom('reset_requests')
      .select(api.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

let seq = 0;
/** A new student whose assignment of a seeded patient (created by `creator`) is submitted. */
async function submittedStudent(creator: string, patientName = 'Emily Clark') {
  const username = `rq${++seq}`;
  const u = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Requester ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  const id = u.body.user.id as number;
  const token = await api.login(`${username}@example.com`, 'secret1');
  const p = patient[patientName] as number;
  await api.call('POST', '/assignments/assign-patient', {
    token: creator,
    body: { patientIds: [p], studentId: id, isMarkable: 1, isNoteAllow: 1 },
  });
  await api.call('POST', '/assignments/store', {
    token,
    body: { studentId: id, patientId: p, messages: [{ text: 'What brings you in?', isAI: false }] },
  });
  const s = await api.call('POST', '/assignments/submit', {
    token,
    body: { studentId: id, patientId: p, findings: 'Diagnosis: Pneumonia', visitNote: 'Seen' },
  });
  expect(s.status).toBe(200);
  return { id, token, patientId: p, assignmentId: s.body.assignment.id as number };
}

describe('POST requests/create', () => {
  it('lets a student ask for a reset of their own submitted assignment, once while pending', async () => {
    const s = await submittedStudent(t.teacher);
    const r = await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Reset Request Sent successfully.');
    expect(r.body.request).toMatchObject({
      assignmentId: s.assignmentId,
      requestStatus: 'pending',
      handledAt: null,
      student: { id: s.id, name: expect.stringMatching(/^Requester/) },
      patient: { id: s.patientId, name: 'Emily Clark' },
    });
    const before = await requestCount();
    const dup = await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A reset request is already pending for this assignment.');
    expect(await requestCount()).toBe(before);
  });

  it('accepts a request on a marked assignment (the seeded one)', async () => {
    const r = await api.call('POST', '/requests/create', {
      token: t.mei,
      body: { studentId: user.mei, patientId: patient['Emily Clark'] },
    });
    expect(r.status).toBe(201);
  });

  it('refuses other people, assignments not submitted, unknown pairs and bad input', async () => {
    const before = await requestCount();
    const cases: [string | undefined, unknown, number, string?][] = [
      [undefined, { studentId: user.student, patientId: patient['Grace Okafor'] }, 401],
      [t.priya, { studentId: user.student, patientId: patient['Grace Okafor'] }, 403],
      [t.admin, { studentId: user.student, patientId: patient['Grace Okafor'] }, 403],
      [
        t.student,
        { studentId: user.student, patientId: patient['Emily Clark'] },
        409,
        'Only a submitted assignment can be reset.',
      ],
      [t.student, { studentId: user.student, patientId: patient['Robert Hughes'] }, 409],
      [t.mei, { studentId: user.mei, patientId: patient['John Miller'] }, 404],
      [t.student, { studentId: user.student }, 400],
      [t.student, { studentId: 'me', patientId: 1 }, 400],
    ];
    for (const [token, body, status, message] of cases) {
      const r = await api.call('POST', '/requests/create', { token, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await requestCount()).toBe(before);
  });
});

describe('GET requests/{userId}', () => {
  type Req = { id: number; assignmentId: number; requestStatus: string; student: { id: number } };

  it("gives a student their own requests, and refuses anyone else's id", async () => {
    const s = await submittedStudent(t.admin, 'John Miller');
    await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    const r = await api.call('GET', `/requests/${s.id}`, { token: s.token });
    expect(r.status).toBe(200);
    expect(r.body.requests).toHaveLength(1);
    expect(r.body.requests[0]).toMatchObject({ assignmentId: s.assignmentId, requestStatus: 'pending' });
    expect(Object.keys(r.body.requests[0]).sort()).toEqual(
      ['assignmentId', 'createdAt', 'handledAt', 'id', 'patient', 'requestStatus', 'student'].sort(),
    );
    expect(r.headers.get('x-total-count')).toBe('1');
    expect((await api.call('GET', `/requests/${user.mei}`, { token: s.token })).status).toBe(403);
    expect((await api.call('GET', `/requests/${s.id}`, { token: t.admin })).status).toBe(403);
    expect((await api.call('GET', `/requests/${s.id}`)).status).toBe(401);
  });

  it('gives a super admin every request and a plain admin those on assignments they created', async () => {
    const all = await api.call('GET', `/requests/${user.admin}`, { token: t.admin });
    expect(all.status).toBe(200);
    const total = await requestCount();
    expect(all.body.requests).toHaveLength(total);
    expect(all.headers.get('x-total-count')).toBe(String(total));

    const mine = await api.call('GET', `/requests/${user.teacher}`, { token: t.teacher });
    const ids = (mine.body.requests as Req[]).map((r) => r.assignmentId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(total);
    const creators = await api.db
      .selectFrom('assignments')
      .select('creator_id')
      .where('id', 'in', ids)
      .execute();
    expect(creators.every((c) => c.creator_id === user.teacher)).toBe(true);
    expect((await api.call('GET', `/requests/${user.admin}`, { token: t.teacher })).status).toBe(403);
  });

  it('filters by status, pages newest first, and rejects bad filters', async () => {
    const pending = await api.call('GET', `/requests/${user.admin}?status=pending`, { token: t.admin });
    expect((pending.body.requests as Req[]).every((r) => r.requestStatus === 'pending')).toBe(true);
    const declined = await api.call('GET', `/requests/${user.admin}?status=declined`, { token: t.admin });
    expect(declined.body.requests).toEqual([]);
    const all = await api.call('GET', `/requests/${user.admin}?status=all`, { token: t.admin });
    const page = await api.call('GET', `/requests/${user.admin}?limit=1&offset=1`, { token: t.admin });
    expect(page.body.requests).toEqual(all.body.requests.slice(1, 2));
    expect(page.headers.get('x-total-count')).toBe(all.headers.get('x-total-count'));
    const ids = (all.body.requests as Req[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const q of ['status=open', 'limit=0', 'offset=x'])
      expect((await api.call('GET', `/requests/${user.admin}?${q}`, { token: t.admin })).status).toBe(400);
  });
});

describe('POST requests/handle', () => {
  it('declines: only the request changes', async () => {
    const s = await submittedStudent(t.teacher, 'Robert Hughes');
    await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    const before = await assignmentOf(s.id, s.patientId);
    const r = await api.call('POST', '/requests/handle', {
      token: t.teacher,
      body: { assignmentId: s.assignmentId, action: 'decline' },
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Request declined successfully.');
    expect(r.body.request).toMatchObject({ requestStatus: 'declined', handledAt: expect.any(String) });
    expect(await assignmentOf(s.id, s.patientId)).toEqual(before);
    const mine = await api.call('GET', `/assignments/${s.id}`, { token: s.token });
    expect(mine.body.assignedPatients[0].requestStatus).toBe('declined');

    // Nothing pending any more; the student may ask again.
    const again = await api.call('POST', '/requests/handle', {
      token: t.teacher,
      body: { assignmentId: s.assignmentId, action: 'accept' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No pending request for this assignment.');
    const second = await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    expect(second.status).toBe(201);
  });

  it('accepts: the attempt goes to the history and the assignment starts afresh', async () => {
    const s = await submittedStudent(t.teacher, 'Grace Okafor');
    await api.call('POST', '/openai/results', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    const marked = await assignmentOf(s.id, s.patientId);
    expect(marked.status).toBe('marked');
    await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });

    const r = await api.call('POST', '/requests/handle', {
      token: t.admin,
      body: { assignmentId: s.assignmentId, action: 'accept' },
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Request accepted successfully.');
    expect(r.body.request.requestStatus).toBe('accepted');

    const fresh = await assignmentOf(s.id, s.patientId);
    expect(fresh).toMatchObject({
      status: 'assigned',
      attempt: 2,
      findings: null,
      visit_note: null,
      diagnosis_draft: null,
      note_draft: null,
      conversation_log: [],
      feedback: null,
      score: null,
      mandatory_question_score: null,
      symptoms_score: null,
      diagnosis_score: null,
      treatment_score: null,
      marked_by: null,
      marked_at: null,
      evidence: null,
      submitted_at: null,
      is_markable: true,
      creator_id: user.teacher,
    });
    const history = await api.db
      .selectFrom('assignment_attempts')
      .selectAll()
      .where('assignment_id', '=', s.assignmentId)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      attempt: 1,
      status: 'marked',
      findings: marked.findings,
      visit_note: marked.visit_note,
      conversation_log: marked.conversation_log,
      score: marked.score,
      feedback: marked.feedback,
      marked_by: marked.marked_by,
      marked_at: marked.marked_at,
      evidence: marked.evidence,
    });

    // A fresh attempt is not submitted: no new request until it is.
    const early = await api.call('POST', '/requests/create', {
      token: s.token,
      body: { studentId: s.id, patientId: s.patientId },
    });
    expect(early.status).toBe(409);
  });

  it('refuses students, admins outside their assignments, unknown ids and bad actions, changing nothing', async () => {
    // Mei's seeded assignment was created by the super admin and has a pending request (above).
    const mei = await assignmentOf(user.mei as number, patient['Emily Clark'] as number);
    const before = await api.db.selectFrom('reset_requests').selectAll().orderBy('id').execute();
    const cases: [string | undefined, unknown, number, string?][] = [
      [undefined, { assignmentId: mei.id, action: 'accept' }, 401],
      [t.mei, { assignmentId: mei.id, action: 'accept' }, 403, 'Access denied. Only admin allowed.'],
      [t.teacher, { assignmentId: mei.id, action: 'accept' }, 403],
      [t.admin, { assignmentId: 999999, action: 'accept' }, 404, 'Assignment not found.'],
      [t.admin, { assignmentId: mei.id, action: 'approve' }, 400, "action must be 'accept' or 'decline'."],
      [t.admin, { action: 'accept' }, 400],
    ];
    for (const [token, body, status, message] of cases) {
      const r = await api.call('POST', '/requests/handle', { token, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await api.db.selectFrom('reset_requests').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await assignmentOf(user.mei as number, patient['Emily Clark'] as number)).toEqual(mei);

    // An assignment without any request.
    const none = await api.call('POST', '/requests/handle', {
      token: t.admin,
      body: {
        assignmentId: (await assignmentOf(user.student as number, patient['Emily Clark'] as number)).id,
        action: 'decline',
      },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No pending request for this assignment.');

    // The super admin may handle it.
    const ok = await api.call('POST', '/requests/handle', {
      token: t.admin,
      body: { assignmentId: mei.id, action: 'accept' },
    });
    expect(ok.status).toBe(200);
    const view = await api.call('GET', `/assignments/assignment/${mei.id}`, { token: t.mei });
    expect(view.body).toMatchObject({ status: 'assigned', attempt: 2, requestStatus: 'accepted' });
    expect(view.body.history[0]).toMatchObject({ attempt: 1, status: 'marked', score: mei.score });
  });
});
