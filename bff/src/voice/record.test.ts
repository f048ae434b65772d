import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { type BffOptions, createBffServer } from '../server.js';
import { startTestBff, type TestBff } from '../test/testBff.js';
import { createLoaders } from '../upstream/loaders.js';

// The conversation record through the BFF (issue 25): the saves the web app makes keep every stored
// patient line verified, and marking credits them (finding 1); a question with a control character is
// refused where it comes in and poisons nothing (finding 2); a stored timestamp that is not one opens all
// the same (finding 14); the BFF reads the lines whole while a student's own REST reads do not (15).

let t: TestBff;
let tokens: Record<DemoAccount, string>;
/** The API's answers to the BFF's reads of one assignment, as the BFF received them. */
const assignmentReads: { conversationLog: { isAI: boolean; facts?: string[]; verified?: boolean }[] }[] = [];
/** The answer keys the BFF read for its patients (on students' sessions). */
const keyReads: unknown[] = [];

/** Loaders that keep what the API answered to the BFF's reads of an assignment. */
const capturing: BffOptions['makeLoaders'] = (call, token, requestId) =>
  createLoaders(
    async (req) => {
      const r = await call(req);
      if (req.method === 'GET' && /^\/assignments\/assignment\/\d+$/.test(req.path))
        assignmentReads.push(r.data as (typeof assignmentReads)[number]);
      if (/^\/patients\/\d+\/answer-key$/.test(req.path)) keyReads.push(r.data);
      return r;
    },
    token,
    requestId,
  );

beforeAll(async () => {
  t = await startTestBff(
    // The built-in patient, and the browser speaks: no provider.
    {
      deepgramBaseUrl: 'http://127.0.0.1:9',
      voice: { espeakPath: null, flite: false, providerTimeoutMs: 2000, keyCacheMs: 0 },
    },
    { makeLoaders: capturing },
  );
  tokens = await t.api.demoTokens();
  const keys = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
    id: number;
  }[];
  for (const k of keys) await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
});
afterAll(() => t?.stop());

let seq = 0;
/** A new student with the seeded pneumonia case (Emily Clark) assigned by the teacher, markable. */
async function newAssignment() {
  const username = `record${++seq}`;
  const created = await t.api.call('POST', '/users', {
    token: tokens.admin,
    body: { name: `Record ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  expect(created.status).toBe(201);
  const { id: patientId } = await t.api.db
    .selectFrom('patients')
    .select('id')
    .where('name', '=', 'Emily Clark')
    .executeTakeFirstOrThrow();
  const r = await t.api.call('POST', '/assignments/assign-patient', {
    token: tokens.teacher,
    body: { patientIds: [patientId], studentId: created.body.user.id, isMarkable: 1, isNoteAllow: 1 },
  });
  expect(r.status).toBe(201);
  const id = r.body.assignments[0].id as number;
  return {
    id,
    gid: encodeGlobalID('Assignment', String(id)),
    token: await t.api.login(`${username}@example.com`, 'secret1'),
  };
}

const storedLog = async (id: number) =>
  (
    await t.api.db
      .selectFrom('assignments')
      .select('conversation_log')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).conversation_log;
/** Each stored line: its words, and for a patient line whether it is verified. */
const verification = async (id: number) =>
  (await storedLog(id)).map((m) => [m.text, m.isAI ? m.verified === true : 'student'] as const);

const OPEN = `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
  __typename ... on Error { message code }
  ... on VoiceSessionPayload { session { id messages { text isAI timestamp } } } } }`;
const ASK = `mutation ($input: AskPatientInput!) { askPatient(input: $input) {
  __typename ... on Error { message code }
  ... on AskPatientPayload { question { text } reply { text } saved failed } } }`;
const SAVE_SESSION = `mutation ($input: SaveVoiceSessionInput!) { saveVoiceSession(input: $input) {
  __typename ... on Error { message code } ... on SaveVoiceSessionPayload { stored message } } }`;
const SAVE_CONVERSATION = `mutation ($input: SaveConversationInput!) { saveConversation(input: $input) {
  __typename ... on Error { message code }
  ... on AssignmentPayload { assignment { status conversation { text isAI verified timestamp } } } } }`;
const DRAFT = `mutation ($input: SaveAssignmentDraftInput!) { saveAssignmentDraft(input: $input) {
  __typename ... on Error { message } } }`;
const SUBMIT = `mutation ($input: SubmitAssignmentInput!) { submitAssignment(input: $input) {
  __typename ... on Error { message }
  ... on SubmitAssignmentPayload { marked assignment { scores { mandatoryQuestions symptoms } } } } }`;

async function open(a: { gid: string; token: string }) {
  const r = await t.gql(OPEN, { input: { assignmentId: a.gid } }, { token: a.token });
  expect(r.data?.openVoiceSession?.__typename, JSON.stringify(r)).toBe('VoiceSessionPayload');
  return r.data.openVoiceSession.session as { id: string; messages: { text: string; timestamp: string }[] };
}
const ask = async (a: { token: string }, sessionId: string, text: string) =>
  (await t.gql(ASK, { input: { sessionId, text } }, { token: a.token })).data.askPatient;

describe('the saves of the web app keep the record verified (issue 25, finding 1)', () => {
  it('after saveConversation and Save Session every patient line is still verified, and marking credits them', async () => {
    const a = await newAssignment();
    const session = await open(a);
    const first = await ask(a, session.id, 'Good morning, what brings you in today?');
    const second = await ask(a, session.id, 'Are you short of breath, and do you have any allergies?');
    expect([first.saved, second.saved]).toEqual([true, true]);
    expect(await verification(a.id)).toEqual([
      ['Good morning, what brings you in today?', 'student'],
      [first.reply.text, true],
      ['Are you short of breath, and do you have any allergies?', 'student'],
      [second.reply.text, true],
    ]);

    // A typed line saved through GraphQL saveConversation: added after the stored lines, which stay verified.
    const typed = await t.gql(
      SAVE_CONVERSATION,
      {
        input: {
          assignmentId: a.gid,
          messages: [{ text: 'Any chest pain?', isAI: false, timestamp: '2026-11-22T10:00:00.000Z' }],
        },
      },
      { token: a.token },
    );
    expect(typed.data.saveConversation.__typename, JSON.stringify(typed)).toBe('AssignmentPayload');
    expect(typed.data.saveConversation.assignment).toMatchObject({ status: 'INPROGRESS' });
    expect(
      typed.data.saveConversation.assignment.conversation.map((m: { verified: boolean }) => m.verified),
    ).toEqual([null, true, null, true, null]);
    // The voice chat carries on, and Save Session (what the web app's button calls) saves it.
    const third = await ask(a, session.id, 'How long have you had the cough?');
    expect(third.saved).toBe(true);
    const saved = await t.gql(SAVE_SESSION, { input: { sessionId: session.id } }, { token: a.token });
    expect(saved.data.saveVoiceSession).toMatchObject({
      __typename: 'SaveVoiceSessionPayload',
      stored: true,
    });
    expect(await verification(a.id)).toEqual([
      ['Good morning, what brings you in today?', 'student'],
      [first.reply.text, true],
      ['Are you short of breath, and do you have any allergies?', 'student'],
      [second.reply.text, true],
      ['Any chest pain?', 'student'],
      ['How long have you had the cough?', 'student'],
      [third.reply.text, true],
    ]);

    const draft = await t.gql(
      DRAFT,
      {
        input: { assignmentId: a.gid, diagnosis: 'Community-acquired pneumonia', treatments: 'Amoxicillin' },
      },
      { token: a.token },
    );
    expect(draft.data.saveAssignmentDraft.__typename).toBe('AssignmentPayload');
    const submitted = await t.gql(SUBMIT, { input: { assignmentId: a.gid } }, { token: a.token });
    expect(submitted.data.submitAssignment).toMatchObject({
      __typename: 'SubmitAssignmentPayload',
      marked: true,
    });
    const scores = submitted.data.submitAssignment.assignment.scores;
    // The questions asked and the symptoms the verified lines drew out earn their marks.
    expect(scores.mandatoryQuestions).toBeGreaterThan(0);
    expect(scores.symptoms).toBeGreaterThan(0);
  });
});

describe('a control character is refused where the text comes in (issue 25, finding 2)', () => {
  it('refuses the question with a coded error; the questions after it are saved, and Save Session works', async () => {
    const a = await newAssignment();
    const session = await open(a);
    const refused = await ask(a, session.id, 'Do you smoke?\u0000');
    expect(refused).toEqual({
      __typename: 'ValidationError',
      message: 'A question cannot contain control characters.',
      code: 'VALIDATION',
    });
    const typed = await t.gql(
      SAVE_CONVERSATION,
      { input: { assignmentId: a.gid, messages: [{ text: 'Bell\u0007', isAI: false }] } },
      { token: a.token },
    );
    expect(typed.data.saveConversation).toMatchObject({
      __typename: 'ValidationError',
      message: 'A message cannot contain control characters.',
      code: 'VALIDATION',
    });
    expect(await storedLog(a.id)).toEqual([]);
    const next = await ask(a, session.id, 'Do you smoke?');
    expect(next).toMatchObject({ __typename: 'AskPatientPayload', saved: true, failed: false });
    const saved = await t.gql(SAVE_SESSION, { input: { sessionId: session.id } }, { token: a.token });
    expect(saved.data.saveVoiceSession).toMatchObject({
      __typename: 'SaveVoiceSessionPayload',
      stored: true,
      message: 'Session saved successfully!',
    });
    expect(await verification(a.id)).toEqual([
      ['Do you smoke?', 'student'],
      [next.reply.text, true],
    ]);
  });
});

describe('a stored timestamp that is not one (issue 25, finding 14)', () => {
  it('reads as absent: the session opens and the conversation reads', async () => {
    const a = await newAssignment();
    await t.api.db
      .updateTable('assignments')
      .set({
        conversation_log: JSON.stringify([
          { id: 'bad-time', text: 'Hello?', isAI: false, timestamp: 'not a time' },
          { id: 'bad-day', text: 'Anyone there?', isAI: false, timestamp: '2026-02-31T08:00:00Z' },
        ]),
      })
      .where('id', '=', a.id)
      .execute();
    const session = await open(a);
    expect(session.messages.map((m) => m.text)).toEqual(['Hello?', 'Anyone there?']);
    const read = await t.gql(
      'query ($id: ID!) { node(id: $id) { ... on Assignment { conversation { text timestamp } } } }',
      { id: a.gid },
      { token: a.token },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.node.conversation).toEqual([
      { text: 'Hello?', timestamp: null },
      { text: 'Anyone there?', timestamp: null },
    ]);
    expect((await ask(a, session.id, 'Where does it hurt?')).saved).toBe(true);
  });
});

describe('the BFF reads patient lines whole (issue 25, finding 15)', () => {
  it('the API answers the BFF’s reads with each line’s ledger, and the student’s own without', async () => {
    const a = await newAssignment();
    const session = await open(a);
    expect((await ask(a, session.id, 'What brings you in today?')).saved).toBe(true);
    // Another replica, which holds no copy of the session, reads the conversation whole to open it.
    const replica = createBffServer(t.bff.voice.config, { makeLoaders: capturing });
    const url = await replica.start();
    assignmentReads.length = 0;
    try {
      const r = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ query: OPEN, variables: { input: { assignmentId: a.gid } } }),
      });
      expect(
        ((await r.json()) as { data: { openVoiceSession: { __typename: string } } }).data.openVoiceSession
          .__typename,
      ).toBe('VoiceSessionPayload');
    } finally {
      await replica.stop();
    }
    const replies = assignmentReads.flatMap((r) => r.conversationLog.filter((m) => m.isAI));
    expect(replies.length).toBeGreaterThan(0);
    for (const m of replies) expect(m).toMatchObject({ facts: expect.any(Array) });
    const own = await t.api.call('GET', `/assignments/assignment/${a.id}`, { token: a.token });
    for (const m of own.body.conversationLog.filter((x: { isAI: boolean }) => x.isAI)) {
      expect(m).not.toHaveProperty('facts');
      // The BFF wrote them with its service credential: they count (docs/trust.md).
      expect(m.verified).toBe(true);
    }
  });
});

describe('the answer key: the BFF’s, never the student’s (docs/trust.md)', () => {
  it('the voice patient on a student’s session knows the key; the student’s own token reads none', async () => {
    const a = await newAssignment();
    keyReads.length = 0;
    await open(a);
    expect(keyReads).toEqual([{ diagnosis: 'Community-acquired pneumonia', treatments: expect.any(String) }]);
    const patientId = (
      await t.api.db
        .selectFrom('assignments')
        .select('patient_id')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow()
    ).patient_id;
    const own = await t.api.call('GET', `/patients/${patientId}/answer-key`, { token: a.token });
    expect(own.status).toBe(403);
    expect(JSON.stringify(own.body)).not.toMatch(/pneumonia/i);
  });
});
