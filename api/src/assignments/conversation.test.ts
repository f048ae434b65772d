import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
});
afterAll(() => api?.stop());

let seq = 0;
/** A new student with a new patient assigned: the student's token, ids and the assignment id. */
async function newAssignment() {
  const username = `conv${++seq}x${Date.now() % 100000}`;
  const created = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Conversation ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  expect(created.status).toBe(201);
  const studentId = created.body.user.id as number;
  const { id: patientId } = await api.db
    .insertInto('patients')
    .values({
      name: `Conversation case ${seq}`,
      answer: 'Migraine',
      medical_history: 'History',
      predefined_treatments: 'Rest',
      voice_model: 'aura-orion-en',
      mandatory_questions: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await api.call('POST', '/assignments/assign-patient', {
    token: t.admin,
    body: { patientIds: [patientId], studentId, isMarkable: true, isNoteAllow: true },
  });
  expect(r.status).toBe(201);
  return {
    token: await api.login(`${username}@example.com`, 'secret1'),
    studentId,
    patientId,
    id: r.body.assignments[0].id as number,
  };
}

/** A save with the student's token alone: what the student's own client (or anyone with the token) can do. */
const append = (token: string, id: number, body: unknown) =>
  api.call('POST', `/assignments/assignment/${id}/conversation`, { token, body });
/** The BFF's save on the student's session: their token and its service credential (docs/trust.md). */
const serve = (token: string, id: number, body: unknown) =>
  api.call('POST', `/assignments/assignment/${id}/conversation`, { token, headers: api.service, body });

async function stored(id: number) {
  const row = await api.db
    .selectFrom('assignments')
    .select(['status', 'conversation_log'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { status: row.status, log: row.conversation_log };
}

describe('POST assignments/assignment/{id}/conversation (append)', () => {
  it('appends each exchange as the voice chat saves it, verifying a reply against the stored question', async () => {
    const a = await newAssignment();
    const [question, reply, question2, reply2] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'What brings you in today?', isAI: false },
      { text: 'A headache.', isAI: true },
      { text: 'Since when?', isAI: false },
      { text: 'Two days.', isAI: true },
    ]);
    // The question is saved while the reply is produced, the reply after it: two saves.
    const first = await serve(a.token, a.id, { attempt: 1, messages: [question], autosave: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      message: 'Session saved successfully!',
      assignment: { id: a.id, status: 'assigned', attempt: 1, messageCount: 1 },
    });
    const second = await serve(a.token, a.id, { attempt: 1, messages: [reply], autosave: true });
    expect(second.body.assignment).toMatchObject({ status: 'assigned', messageCount: 2 });
    // Save Session starts the assignment; a line saved again is not stored twice.
    const third = await serve(a.token, a.id, { attempt: 1, messages: [reply, question2, reply2] });
    expect(third.body.assignment).toMatchObject({ status: 'inprogress', messageCount: 4 });
    const { log } = await stored(a.id);
    expect(log.map((m) => [m.text, m.verified])).toEqual([
      ['What brings you in today?', undefined],
      ['A headache.', true],
      ['Since when?', undefined],
      ['Two days.', true],
    ]);
  });

  it('keeps stored lines as they are: a resent question with new words changes nothing, and a reply answering another question is not verified', async () => {
    const a = await newAssignment();
    const [question, reply] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Do you smoke?', isAI: false },
      { text: 'No, never.', isAI: true },
    ]);
    await serve(a.token, a.id, { attempt: 1, messages: [{ ...question, text: 'Have you got a fever?' }] });
    // It answers "Do you smoke?", and follows "Have you got a fever?" here.
    await serve(a.token, a.id, { attempt: 1, messages: [question, reply] });
    const { log } = await stored(a.id);
    expect(log.map((m) => [m.text, m.verified])).toEqual([
      ['Have you got a fever?', undefined],
      ['No, never.', false],
    ]);
  });

  it('keeps the length and the last question beside the log, whichever way the log is written', async () => {
    const a = await newAssignment();
    const head = () =>
      api.db
        .selectFrom('assignments')
        .select([
          'message_count',
          'last_question',
          sql<number>`jsonb_array_length(conversation_log)`.as('length'),
        ])
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
    expect(await head()).toEqual({ message_count: 0, last_question: null, length: 0 });
    const [question, reply] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Any allergies?', isAI: false },
      { text: 'None that I know of.', isAI: true },
    ]);
    await append(a.token, a.id, { attempt: 1, messages: [question], autosave: true });
    expect(await head()).toEqual({ message_count: 1, last_question: 'Any allergies?', length: 1 });
    await append(a.token, a.id, { attempt: 1, messages: [reply], autosave: true });
    expect(await head()).toEqual({ message_count: 2, last_question: 'Any allergies?', length: 2 });
    // The whole log stored at once (Save Session of the original client): what is new is appended.
    const whole = await api.call('POST', '/assignments/store', {
      token: a.token,
      body: {
        studentId: a.studentId,
        patientId: a.patientId,
        messages: [
          { text: 'Any allergies?', isAI: false },
          { text: 'None that I know of.', isAI: true },
          { text: 'Hello.', isAI: false },
          { text: 'Where does it hurt?', isAI: false },
          { text: 'My head.', isAI: true },
        ],
      },
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await head()).toEqual({ message_count: 5, last_question: 'Where does it hurt?', length: 5 });
    // Any other write of the row, even one that does not name the log, leaves them true to it.
    await api.db.updateTable('assignments').set({ note_draft: 'draft' }).where('id', '=', a.id).execute();
    expect(await head()).toEqual({ message_count: 5, last_question: 'Where does it hurt?', length: 5 });
    await api.db.updateTable('assignments').set({ conversation_log: '[]' }).where('id', '=', a.id).execute();
    expect(await head()).toEqual({ message_count: 0, last_question: null, length: 0 });
  });

  it('adds reply timings to a stored line', async () => {
    const a = await newAssignment();
    const [question, written] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Any pain?', isAI: false },
      { text: 'In my head.', isAI: true },
    ]);
    const reply = { ...written, id: String(written?.id), timings: { firstTokenAt: 5 } };
    await serve(a.token, a.id, { attempt: 1, messages: [question, reply] });
    const r = await serve(a.token, a.id, {
      attempt: 1,
      messages: [],
      timings: { [reply.id]: { firstAudioAt: 9 }, unknown: { firstAudioAt: 1 } },
      autosave: true,
    });
    expect(r.body.assignment).toMatchObject({ status: 'inprogress', messageCount: 2 });
    const { log } = await stored(a.id);
    expect(log[1]).toMatchObject({
      text: 'In my head.',
      verified: true,
      timings: { firstTokenAt: 5, firstAudioAt: 9 },
    });
    expect(log[0]?.timings).toBeUndefined();
  });

  it('loses no line when saves of one conversation arrive at once', async () => {
    const a = await newAssignment();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        append(a.token, a.id, {
          attempt: 1,
          messages: [{ id: `q${i}`, text: `Question ${i}`, isAI: false }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { log } = await stored(a.id);
    expect(log.map((m) => m.id).sort()).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('refuses other people, other attempts, submitted work and bad input, changing nothing', async () => {
    const a = await newAssignment();
    const line = { id: 'x1', text: 'Hello', isAI: false };
    await append(a.token, a.id, { attempt: 1, messages: [line] });
    const other = await newAssignment();
    const cases: [string | undefined, number, unknown, number, string?][] = [
      [undefined, a.id, { attempt: 1, messages: [line] }, 401],
      [other.token, a.id, { attempt: 1, messages: [line] }, 403, 'You can only save your own sessions.'],
      [t.teacher, a.id, { attempt: 1, messages: [line] }, 403, 'You can only save your own sessions.'],
      [a.token, 999999, { attempt: 1, messages: [line] }, 404, 'Assignment not found.'],
      [
        a.token,
        a.id,
        { attempt: 0, messages: [line] },
        409,
        'The assignment was reset: this conversation belongs to an earlier attempt.',
      ],
      [a.token, a.id, { messages: [line] }, 400, 'attempt must be a number.'],
      [a.token, a.id, { attempt: 1, messages: 'hello' }, 400, 'messages must be a list of messages.'],
      [a.token, a.id, { attempt: 1, messages: [{ isAI: false }] }, 400, 'Each message needs a text.'],
      [a.token, a.id, { attempt: 1, messages: [line], timings: { x1: 'soon' } }, 400],
      [
        a.token,
        a.id,
        {
          attempt: 1,
          messages: Array.from({ length: 2000 }, (_, i) => ({ id: `m${i}`, text: 'a', isAI: false })),
        },
        400,
        'A session can hold at most 2000 messages.',
      ],
    ];
    for (const [token, id, body, status, message] of cases) {
      const r = await append(token as string, id, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await stored(a.id)).toEqual({
      status: 'inprogress',
      log: [{ id: 'x1', text: 'Hello', isAI: false }],
    });

    const submitted = await api.call('POST', '/assignments/submit', {
      token: a.token,
      body: { studentId: a.studentId, patientId: a.patientId },
    });
    expect(submitted.status).toBe(200);
    const late = await append(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'x2', text: 'Late', isAI: false }],
    });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'This assignment has already been submitted.' },
    });
    expect((await stored(a.id)).log).toHaveLength(1);
  });

  it('refuses a forged service credential on a save with 401, storing nothing (docs/trust.md)', async () => {
    const a = await newAssignment();
    const [question, reply] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Any cough?', isAI: false },
      { text: 'Yes, for a week.', isAI: true },
    ]);
    const forged = { 'x-anamnesis-service': 'guessed' };
    const saves = [
      api.call('POST', `/assignments/assignment/${a.id}/conversation`, {
        token: a.token,
        headers: forged,
        body: { attempt: 1, messages: [question, reply] },
      }),
      api.call('POST', '/assignments/store', {
        token: a.token,
        headers: forged,
        body: { studentId: a.studentId, patientId: a.patientId, messages: [question, reply] },
      }),
    ];
    for (const r of await Promise.all(saves)) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        code: 'SERVICE_CREDENTIAL_INVALID',
        message: 'The service credential is not valid.',
      });
    }
    expect(await stored(a.id)).toEqual({ status: 'assigned', log: [] });
  });

  it('GET gives the lines from a position on, with the length, status and attempt; only to who may see it', async () => {
    const a = await newAssignment();
    const lines = [0, 1, 2].map((i) => ({ id: `g${i}`, text: `Line ${i}`, isAI: false }));
    await append(a.token, a.id, { attempt: 1, messages: lines, autosave: true });
    const path = `/assignments/assignment/${a.id}/conversation`;
    const tail = await api.call('GET', `${path}?from=1`, { token: a.token });
    expect(tail.body).toEqual({
      id: a.id,
      status: 'assigned',
      attempt: 1,
      messageCount: 3,
      messages: lines.slice(1),
    });
    expect((await api.call('GET', path, { token: a.token })).body.messages).toEqual(lines);
    expect((await api.call('GET', `${path}?from=9`, { token: a.token })).body).toMatchObject({
      messageCount: 3,
      messages: [],
    });
    // The super admin sees every assignment; another student, none of this one's.
    expect((await api.call('GET', path, { token: t.admin })).body.messageCount).toBe(3);
    const other = await newAssignment();
    expect((await api.call('GET', path, { token: other.token })).status).toBe(403);
    expect((await api.call('GET', path)).status).toBe(401);
    expect((await api.call('GET', `${path}?from=-1`, { token: a.token })).status).toBe(400);
    expect(
      (await api.call('GET', '/assignments/assignment/999999/conversation', { token: a.token })).status,
    ).toBe(404);
  });
});

/** The statements a request runs on the assignments (authenticating it is not counted). */
async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const recording = api.recordStatements();
  try {
    const result = await request();
    return { result, statements: recording.sql.filter((s) => /"assignments"/.test(s)).length };
  } finally {
    recording.stop();
  }
}
const verifiedMarks = async (id: number) =>
  (await stored(id)).log.map((m) => [m.text, m.isAI ? m.verified : 'student'] as const);

describe('a patient line is verified only against the question really before it in the stored log', () => {
  it('takes one statement for a question with its reply, and for a reply after its stored question (named)', async () => {
    const a = await newAssignment();
    const [q1, r1, q2, r2, q3, r3] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'What brings you in?', isAI: false },
      { text: 'A headache.', isAI: true },
      { text: 'Since when?', isAI: false },
      { text: 'Two days.', isAI: true },
      { text: 'Any nausea?', isAI: false },
      { text: 'A little.', isAI: true },
    ]);
    const together = await statementsOf(() =>
      serve(a.token, a.id, { attempt: 1, messages: [q1, r1], autosave: true }),
    );
    expect(together.result.body.assignment).toMatchObject({ status: 'assigned', messageCount: 2 });
    expect(together.statements).toBe(1);
    expect((await statementsOf(() => serve(a.token, a.id, { attempt: 1, messages: [q2] }))).statements).toBe(
      1,
    );
    const reply = await statementsOf(() =>
      serve(a.token, a.id, { attempt: 1, messages: [r2], lastQuestion: 'Since when?', autosave: true }),
    );
    expect(reply.result.body.assignment).toMatchObject({ status: 'inprogress', messageCount: 4 });
    expect(reply.statements).toBe(1);
    // A caller that does not name the question: read, then appended (two statements), the same.
    await serve(a.token, a.id, { attempt: 1, messages: [q3] });
    const unnamed = await statementsOf(() => serve(a.token, a.id, { attempt: 1, messages: [r3] }));
    expect(unnamed.statements).toBe(2);
    expect(await verifiedMarks(a.id)).toEqual([
      ['What brings you in?', 'student'],
      ['A headache.', true],
      ['Since when?', 'student'],
      ['Two days.', true],
      ['Any nausea?', 'student'],
      ['A little.', true],
    ]);
  });

  it('a reply naming a question other than the last one stored is checked against the one that is', async () => {
    const a = await newAssignment();
    const [smoke] = await api.serverLines(a.studentId, a.patientId, [{ text: 'Do you smoke?', isAI: false }]);
    const [, drinkReply] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Do you drink?', isAI: false },
      { text: 'Yes, every day.', isAI: true, id: 'drink-reply' },
    ]);
    await serve(a.token, a.id, { attempt: 1, messages: [smoke] });
    // It answers "Do you drink?", which the student never asked here: naming it does not place it there.
    const r = await serve(a.token, a.id, {
      attempt: 1,
      messages: [drinkReply],
      lastQuestion: 'Do you drink?',
    });
    expect(r.status).toBe(200);
    expect(await verifiedMarks(a.id)).toEqual([
      ['Do you smoke?', 'student'],
      ['Yes, every day.', false],
    ]);
  });

  it('a reply whose question another save followed is checked against the later question', async () => {
    const a = await newAssignment();
    const [q1, r1] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Where does it hurt?', isAI: false },
      { text: 'In my chest.', isAI: true },
    ]);
    await serve(a.token, a.id, { attempt: 1, messages: [q1] });
    // Another tab's question lands between the question and its reply.
    await serve(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'other-tab', text: 'Any fever?', isAI: false }],
    });
    await serve(a.token, a.id, { attempt: 1, messages: [r1], lastQuestion: 'Where does it hurt?' });
    expect(await verifiedMarks(a.id)).toEqual([
      ['Where does it hurt?', 'student'],
      ['Any fever?', 'student'],
      ['In my chest.', false],
    ]);
  });

  it('a server line a student’s token sends again is neither stored twice nor moved; a copy of it earns nothing', async () => {
    const a = await newAssignment();
    const [q1, r1] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Do you smoke?', isAI: false },
      { text: 'No, never.', isAI: true },
    ]);
    await serve(a.token, a.id, { attempt: 1, messages: [q1, r1] });
    // Replayed after a new question with the same words, as a leading line naming it, and with its id reused
    // for other words: the stored line stays as and where it was.
    const again = { id: 'again', text: 'Do you smoke?', isAI: false };
    await append(a.token, a.id, { attempt: 1, messages: [again, r1] });
    await append(a.token, a.id, { attempt: 1, messages: [r1], lastQuestion: 'Do you smoke?' });
    await append(a.token, a.id, { attempt: 1, messages: [{ ...r1, text: 'Yes, forty a day.' }] });
    // Under a new id, or with other words under a new id, from the student's token: kept, not verified.
    await append(a.token, a.id, {
      attempt: 1,
      messages: [{ ...r1, id: 'copy' }],
      lastQuestion: 'Do you smoke?',
    });
    await append(a.token, a.id, {
      attempt: 1,
      messages: [
        { id: 'q-copy', text: 'Do you smoke?', isAI: false },
        { ...r1, id: 'copy2', text: 'Yes.' },
      ],
    });
    expect(await verifiedMarks(a.id)).toEqual([
      ['Do you smoke?', 'student'],
      ['No, never.', true],
      ['Do you smoke?', 'student'],
      ['No, never.', false],
      ['Do you smoke?', 'student'],
      ['Yes.', false],
    ]);
  });

  it('a reply after a question of the save’s own that is not the one it answers is not verified', async () => {
    const a = await newAssignment();
    const [, r1] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Do you smoke?', isAI: false },
      { text: 'No, never.', isAI: true },
    ]);
    await serve(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'q-asked', text: 'Have you ever used drugs?', isAI: false }, r1],
      // Naming the question it answers changes nothing: the save's own question comes before it.
      lastQuestion: 'Do you smoke?',
    });
    expect(await verifiedMarks(a.id)).toEqual([
      ['Have you ever used drugs?', 'student'],
      ['No, never.', false],
    ]);
  });

  it('a student’s token claiming a line verified, or the question it answers, earns nothing; an earlier attempt takes no line', async () => {
    const a = await newAssignment();
    const b = await newAssignment();
    const [, forB] = await api.serverLines(b.studentId, b.patientId, [
      { text: 'Any pain?', isAI: false },
      { text: 'Yes.', isAI: true, id: 'b-reply' },
    ]);
    const [q, written] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'Any pain?', isAI: false },
      { text: 'Yes.', isAI: true, id: 'a-reply' },
    ]);
    const r = await append(a.token, a.id, {
      attempt: 1,
      messages: [
        q,
        { ...forB, verified: true },
        { id: 'q2', text: 'Any pain?', isAI: false },
        {
          id: 'made-up',
          text: 'Yes.',
          isAI: true,
          answers: 'Any pain?',
          signature: 'made-up',
          verified: true,
        },
      ],
    });
    expect(r.status).toBe(200);
    expect(await verifiedMarks(a.id)).toEqual([
      ['Any pain?', 'student'],
      ['Yes.', false],
      ['Any pain?', 'student'],
      ['Yes.', false],
    ]);
    // What a student sends is kept as sent, never the claims (docs/trust.md).
    for (const m of (await stored(a.id)).log) {
      expect(m).not.toHaveProperty('answers');
      expect(m).not.toHaveProperty('signature');
    }
    // A reset (as an accepted reset request leaves it): a save to the first attempt, even the BFF's, is
    // refused and changes nothing.
    await api.db
      .updateTable('assignments')
      .set({ attempt: 2, conversation_log: '[]' })
      .where('id', '=', a.id)
      .execute();
    const late = await serve(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'q3', text: 'Any pain?', isAI: false }, written],
    });
    expect(late.status).toBe(409);
    expect((await stored(a.id)).log).toEqual([]);
  });

  it('saves racing each other: an exchange sent twice at once is stored once, verified; a reply racing a question is verified only if it follows its own', async () => {
    const a = await newAssignment();
    const [q1, r1, q2, r2] = await api.serverLines(a.studentId, a.patientId, [
      { text: 'How old are you?', isAI: false },
      { text: 'Forty-two.', isAI: true },
      { text: 'Do you work?', isAI: false },
      { text: 'Yes, as a teacher.', isAI: true },
    ]);
    const twice = await Promise.all([
      serve(a.token, a.id, { attempt: 1, messages: [q1, r1] }),
      serve(a.token, a.id, { attempt: 1, messages: [q1, r1] }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    await serve(a.token, a.id, { attempt: 1, messages: [q2] });
    await Promise.all([
      serve(a.token, a.id, { attempt: 1, messages: [r2], lastQuestion: 'Do you work?' }),
      append(a.token, a.id, { attempt: 1, messages: [{ id: 'racer', text: 'Any children?', isAI: false }] }),
    ]);
    const log = await verifiedMarks(a.id);
    expect(log.slice(0, 3)).toEqual([
      ['How old are you?', 'student'],
      ['Forty-two.', true],
      ['Do you work?', 'student'],
    ]);
    const at = log.findIndex(([text]) => text === 'Yes, as a teacher.');
    const before = log.slice(0, at).findLast(([, v]) => v === 'student');
    expect(log[at]?.[1]).toBe(before?.[0] === 'Do you work?');
    expect(log).toHaveLength(5);
  });
});

/** A new student with a seeded case assigned (its symptoms and mandatory questions earn marks). */
async function seededAssignment(patientName = 'Emily Clark') {
  const username = `rec${++seq}x${Date.now() % 100000}`;
  const created = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Record ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  expect(created.status).toBe(201);
  const studentId = created.body.user.id as number;
  const { id: patientId } = await api.db
    .selectFrom('patients')
    .select('id')
    .where('name', '=', patientName)
    .executeTakeFirstOrThrow();
  const r = await api.call('POST', '/assignments/assign-patient', {
    token: t.teacher,
    body: { patientIds: [patientId], studentId, isMarkable: true, isNoteAllow: true },
  });
  expect(r.status).toBe(201);
  return {
    token: await api.login(`${username}@example.com`, 'secret1'),
    studentId,
    patientId,
    id: r.body.assignments[0].id as number,
  };
}

/** The pneumonia interview the marking suite credits with 30 symptom marks and 15 for mandatory questions. */
const pneumoniaInterview = [
  { text: 'Good morning, what brings you in today?', isAI: false },
  { text: 'I have had a fever and a bad cough for five days.', isAI: true },
  { text: 'Are you short of breath, and do you have any allergies?', isAI: false },
  { text: 'I get breathless on the stairs. I am allergic to penicillin.', isAI: true },
];

describe('POST assignments/store never rewrites a stored line (issue 25, finding 1)', () => {
  it('appends what is new: stored lines keep their verification and ledger, and marking credits them', async () => {
    const a = await seededAssignment();
    const exchange = await api.serverLines(a.studentId, a.patientId, pneumoniaInterview);
    await serve(a.token, a.id, { attempt: 1, messages: exchange, autosave: true });
    expect((await verifiedMarks(a.id)).filter(([, v]) => v !== 'student')).toEqual([
      [pneumoniaInterview[1]?.text, true],
      [pneumoniaInterview[3]?.text, true],
    ]);
    const store = (messages: unknown[]) =>
      api.call('POST', '/assignments/store', {
        token: a.token,
        body: { studentId: a.studentId, patientId: a.patientId, messages },
      });
    // The conversation as a client reads it back (no ledgers), with a typed line after it: what GraphQL
    // saveConversation sent.
    const asRead = exchange.map(({ facts: _facts, answers: _answers, ...line }) => line);
    const typed = { id: 'typed-1', text: 'Any chest pain?', isAI: false, timestamp: '2026-11-22T10:00:00Z' };
    const saved = await store([...asRead, typed]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.assignment.status).toBe('inprogress');
    // The same again, a shorter log, a stored line reworded under its id with a claim of verification,
    // and an empty save: nothing stored is rewritten or dropped; only a line not stored yet is added.
    for (const messages of [
      [...asRead, typed],
      [{ text: 'Hello.', isAI: false }],
      [{ ...asRead[1], text: 'I feel perfectly well.', verified: true }],
      [],
    ])
      expect((await store(messages)).status).toBe(200);
    const { log } = await stored(a.id);
    expect(log.map((m) => [m.id, m.text, m.isAI ? m.verified : 'student'])).toEqual([
      [exchange[0]?.id, pneumoniaInterview[0]?.text, 'student'],
      [exchange[1]?.id, pneumoniaInterview[1]?.text, true],
      [exchange[2]?.id, pneumoniaInterview[2]?.text, 'student'],
      [exchange[3]?.id, pneumoniaInterview[3]?.text, true],
      ['typed-1', 'Any chest pain?', 'student'],
      [undefined, 'Hello.', 'student'],
    ]);
    expect(log[1]).toMatchObject({ facts: [], verified: true });
    expect(log[1]).not.toHaveProperty('answers');

    const submitted = await api.call('POST', '/assignments/submit', {
      token: a.token,
      body: {
        studentId: a.studentId,
        patientId: a.patientId,
        findings:
          'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Chest X-ray, clarithromycin, fluids',
      },
    });
    expect(submitted.status).toBe(200);
    const marked = await api.call('POST', '/openai/results', {
      token: t.teacher,
      body: { studentId: a.studentId, patientId: a.patientId },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.assignment).toMatchObject({ symptomsScore: 30, mandatoryQuestionScore: 15 });
  });

  it('a patient line new to the log is verified against the stored question before it, as in an append', async () => {
    const a = await seededAssignment();
    const [q1, r1, q2, r2] = await api.serverLines(a.studentId, a.patientId, pneumoniaInterview);
    await serve(a.token, a.id, { attempt: 1, messages: [q1, r1, q2] });
    // The whole log stored at once, without ids (as the BFF does when an append was refused, and the
    // original client always): the stored lines are recognised by their place and words, and the reply is
    // checked against the question really before it.
    const plain = (m: { text: string; isAI: boolean }) => ({ text: m.text, isAI: m.isAI });
    const r = await api.call('POST', '/assignments/store', {
      token: a.token,
      headers: api.service,
      body: {
        studentId: a.studentId,
        patientId: a.patientId,
        messages: [plain(q1 as never), plain(r1 as never), plain(q2 as never), r2],
      },
    });
    expect(r.status).toBe(200);
    expect(await verifiedMarks(a.id)).toEqual([
      [q1?.text, 'student'],
      [r1?.text, true],
      [q2?.text, 'student'],
      [r2?.text, true],
    ]);
  });
});

describe('the BFF’s whole save after a refused append (docs/trust.md)', () => {
  it('a reply whose question another tab followed is not verified, though the save places it after that question', async () => {
    const a = await seededAssignment();
    const [q1, r1] = await api.serverLines(a.studentId, a.patientId, pneumoniaInterview.slice(0, 2));
    await serve(a.token, a.id, { attempt: 1, messages: [q1] });
    // The student's other tab adds a question before the reply is saved.
    const other = { id: 'other-tab', text: 'Are you short of breath?', isAI: false };
    await append(a.token, a.id, { attempt: 1, messages: [other] });
    // The BFF stores its conversation whole, merged: the reply now follows the other tab's question, but
    // says it answers its own.
    const r = await api.call('POST', '/assignments/store', {
      token: a.token,
      headers: api.service,
      body: { studentId: a.studentId, patientId: a.patientId, messages: [q1, other, r1] },
    });
    expect(r.status).toBe(200);
    expect(await verifiedMarks(a.id)).toEqual([
      [q1?.text, 'student'],
      ['Are you short of breath?', 'student'],
      [r1?.text, false],
    ]);
  });
});

describe('control characters and timestamps are refused where a line comes in (issue 25, findings 2 and 14)', () => {
  it('refuses a line holding a control character, or a timestamp that is not an ISO instant, and stores nothing', async () => {
    const a = await newAssignment();
    const store = (messages: unknown[]) =>
      api.call('POST', '/assignments/store', {
        token: a.token,
        body: { studentId: a.studentId, patientId: a.patientId, messages },
      });
    const bad: [unknown, string][] = [
      [
        { id: 'n1', text: 'Do you smoke?\u0000', isAI: false },
        'A message cannot contain control characters.',
      ],
      [{ id: 'n2', text: 'Bell\u0007', isAI: false }, 'A message cannot contain control characters.'],
      [
        { id: 'n3', text: 'When?', isAI: false, timestamp: 'yesterday' },
        'A message timestamp must be an ISO date or milliseconds.',
      ],
      [
        { id: 'n4', text: 'When?', isAI: false, timestamp: '2026-02-31T08:00:00Z' },
        'A message timestamp must be an ISO date or milliseconds.',
      ],
      [
        { id: 'n5', text: 'When?', isAI: false, timestamp: '' },
        'A message timestamp must be an ISO date or milliseconds.',
      ],
    ];
    for (const [line, message] of bad) {
      for (const r of [await append(a.token, a.id, { attempt: 1, messages: [line] }), await store([line])]) {
        expect(r.status, JSON.stringify(line)).toBe(400);
        expect(r.body.message).toBe(message);
      }
    }
    const question = await append(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'q', text: 'Where?', isAI: false }],
      lastQuestion: 'x\u0000',
    });
    expect(question).toMatchObject({
      status: 400,
      body: { message: 'lastQuestion cannot contain control characters.' },
    });
    expect(await stored(a.id)).toEqual({ status: 'assigned', log: [] });
    // Line breaks and tabs are text; an ISO instant with a zone, or milliseconds, is a timestamp.
    const ok = await append(a.token, a.id, {
      attempt: 1,
      messages: [
        { id: 'ok1', text: 'Two lines:\nand a\ttab', isAI: false, timestamp: '2026-11-22T11:00:00+01:00' },
        { id: 'ok2', text: 'Later', isAI: false, timestamp: 1_790_000_000_000 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('reads a stored timestamp that is not an ISO instant as absent, and goes on', async () => {
    const a = await newAssignment();
    await api.db
      .updateTable('assignments')
      .set({
        conversation_log: JSON.stringify([
          { id: 'b1', text: 'Hello', isAI: false, timestamp: 'not a time' },
          { id: 'b2', text: 'Hi', isAI: true, timestamp: '2026-11-22T10:00:00.000Z' },
        ]),
      })
      .where('id', '=', a.id)
      .execute();
    for (const token of [a.token, t.admin]) {
      const detail = await api.call('GET', `/assignments/assignment/${a.id}`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body.conversationLog.map((m: { timestamp?: string }) => m.timestamp)).toEqual([
        undefined,
        '2026-11-22T10:00:00.000Z',
      ]);
      const since = await api.call('GET', `/assignments/assignment/${a.id}/conversation`, { token });
      expect(since.body.messages[0]).toEqual({ id: 'b1', text: 'Hello', isAI: false });
    }
    const list = await api.call('GET', `/assignments/${a.studentId}`, { token: a.token });
    const entry = list.body.assignedPatients.find((e: { assignmentId: number }) => e.assignmentId === a.id);
    expect(JSON.parse(entry.conversationLog)[0]).toEqual({ id: 'b1', text: 'Hello', isAI: false });
    // The next save goes on as usual.
    const next = await append(a.token, a.id, {
      attempt: 1,
      messages: [{ id: 'b3', text: 'Go on', isAI: false }],
    });
    expect(next.body.assignment).toMatchObject({ messageCount: 3 });
  });
});

describe('a student reads no patient line’s ledger over REST (issue 25, finding 15)', () => {
  it('strips facts for the student; teachers, admins and the BFF’s service credential keep them', async () => {
    const a = await seededAssignment();
    const exchange = await api.serverLines(a.studentId, a.patientId, pneumoniaInterview);
    // Each reply with a ledger, as the BFF writes it.
    const withLedger = exchange.map((m) => (m.isAI ? { ...m, facts: ['complaint.fever'] } : m));
    const saved = await serve(a.token, a.id, { attempt: 1, messages: withLedger });
    expect(saved.status).toBe(200);

    /** Every REST answer that carries the conversation, as `token` reads it (with `headers`). */
    const calls = (token: string, headers: Record<string, string> = {}) =>
      Promise.all([
        api.call('GET', `/assignments/assignment/${a.id}`, { token, headers }),
        api.call('GET', `/assignments/assignment/${a.id}/conversation`, { token, headers }),
        api.call('GET', `/assignments/${a.studentId}`, { token, headers }),
      ]);
    const logs = async (token: string, headers: Record<string, string> = {}) => {
      const [detail, since, list] = await calls(token, headers);
      const entry = list.body.assignedPatients.find((e: { assignmentId: number }) => e.assignmentId === a.id);
      return [detail.body.conversationLog, since.body.messages, JSON.parse(entry.conversationLog)] as {
        isAI: boolean;
        facts?: string[];
        verified?: boolean;
      }[][];
    };
    const replies = <M extends { isAI: boolean }>(log: M[]) => log.filter((m) => m.isAI);
    for (const log of await logs(a.token))
      for (const m of replies(log)) {
        expect(m).not.toHaveProperty('facts');
        expect(m.verified).toBe(true);
      }
    // A credential that is not the BFF's reads nothing at all.
    for (const r of await calls(a.token, { 'x-anamnesis-service': 'not-the-service-credential' })) {
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('The service credential is not valid.');
    }
    for (const log of [
      ...(await logs(t.teacher)),
      ...(await logs(t.admin)),
      ...(await logs(a.token, api.service)),
    ])
      for (const m of replies(log)) expect(m).toMatchObject({ facts: ['complaint.fever'], verified: true });

    // The answers of a student's writes, and their earlier attempts, as well.
    const draft = await api.call('PATCH', `/assignments/assignment/${a.id}/draft`, {
      token: a.token,
      body: { note: 'Crackles.' },
    });
    const store = await api.call('POST', '/assignments/store', {
      token: a.token,
      body: { studentId: a.studentId, patientId: a.patientId, messages: [] },
    });
    const submit = await api.call('POST', '/assignments/submit', {
      token: a.token,
      body: {
        studentId: a.studentId,
        patientId: a.patientId,
        findings: 'Diagnosis: Pneumonia\nSuggested Treaments: Rest',
      },
    });
    const marked = await api.call('POST', '/openai/results', {
      token: a.token,
      body: { studentId: a.studentId, patientId: a.patientId },
    });
    for (const r of [draft, store, submit, marked]) {
      expect(r.status).toBe(200);
      for (const m of replies(r.body.assignment.conversationLog)) expect(m).not.toHaveProperty('facts');
    }
    const asked = await api.call('POST', '/requests/create', {
      token: a.token,
      body: { studentId: a.studentId, patientId: a.patientId },
    });
    expect(asked.status).toBe(201);
    const accepted = await api.call('POST', '/requests/handle', {
      token: t.teacher,
      body: { assignmentId: a.id, action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    const detail = await api.call('GET', `/assignments/assignment/${a.id}`, { token: a.token });
    const earlier = detail.body.history[0].conversationLog as { isAI: boolean }[];
    expect(replies(earlier)).toHaveLength(2);
    for (const m of replies(earlier)) expect(m).not.toHaveProperty('facts');
    const teacherView = await api.call('GET', `/assignments/assignment/${a.id}`, { token: t.teacher });
    for (const m of replies(teacherView.body.history[0].conversationLog))
      expect(m).toMatchObject({ facts: ['complaint.fever'] });
  });
});
