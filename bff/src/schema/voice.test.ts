import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { type FakeServer, startFakeOpenAI } from '../../../tests/fakes/index.js';
import type { FakeOpenAIOptions } from '../../../tests/fakes/openai.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let openai: FakeServer<FakeOpenAIOptions>;
let tokens: Record<DemoAccount, string>;
const ids: Record<string, number> = {};
/** Every GraphQL answer of this file, to prove no provider key ever appears in one. */
const answers: string[] = [];
const OPENAI_KEY = 'sk-test-SECRET-openai-key-9f2c';

beforeAll(async () => {
  openai = await startFakeOpenAI({ reply: 'It started this morning, doctor.' });
  t = await startTestBff({
    openAiBaseUrl: openai.url,
    // No Deepgram and no espeak-ng here: typed questions, and the browser speaks.
    deepgramBaseUrl: 'http://127.0.0.1:9',
    voice: { espeakPath: null, flite: false, providerTimeoutMs: 2000, keyCacheMs: 0 },
  });
  tokens = await t.api.demoTokens();
  for (const who of ['student', 'priya', 'luis', 'admin'] as const) {
    const me = await t.api.call('GET', '/auth/me', { token: tokens[who] });
    ids[who] = me.body.user.id;
  }
});
afterAll(async () => {
  await t?.stop();
  await openai?.stop();
});

const gql = async (query: string, variables: Record<string, unknown>, who: DemoAccount | null) => {
  const r = await t.gql(query, variables, who ? { token: tokens[who] } : {});
  answers.push(JSON.stringify({ data: r.data, errors: r.errors }));
  return r;
};

/** The demo assignment of a student and patient (by patient name), straight from REST. */
async function assignmentOf(who: DemoAccount, patient: string) {
  const r = await t.api.call('GET', `/assignments/${ids[who]}`, { token: tokens[who] });
  const entry = r.body.assignedPatients.find((e: { name: string }) => e.name === patient);
  return { id: entry.assignmentId as number, patientId: entry.id as number, status: entry.status as string };
}
const assignmentGid = (id: number) => encodeGlobalID('Assignment', String(id));
const patientGid = (id: number) => encodeGlobalID('Patient', String(id));
const stored = async (assignmentId: number) =>
  (await t.api.call('GET', `/assignments/assignment/${assignmentId}`, { token: tokens.admin })).body as {
    status: string;
    conversationLog: { id?: string; text: string; isAI: boolean; timings?: Record<string, number> }[];
  };

const SESSION = `id mode voiceModel socketPath state
  assignment { id databaseId }
  patient { name diagnosis medicalHistory }
  providers { chat speechToText textToSpeech }
  messages { messageId text isAI timestamp timings { speechEndAt firstTokenAt lastTokenAt firstTokenMs replyMs } }`;
const OPEN = `mutation ($input: OpenVoiceSessionInput!) {
  openVoiceSession(input: $input) {
    __typename
    ... on VoiceSessionPayload { session { ${SESSION} } }
    ... on Error { message code }
  }
}`;
const ASK = `mutation ($input: AskPatientInput!) {
  askPatient(input: $input) {
    __typename
    ... on AskPatientPayload {
      question { messageId text isAI }
      reply { messageId text isAI timings { speechEndAt firstTokenAt lastTokenAt } }
      speechUrl failed saved
    }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const SAVE = `mutation ($input: SaveVoiceSessionInput!) {
  saveVoiceSession(input: $input) {
    __typename
    ... on SaveVoiceSessionPayload { stored message session { id messages { text } } }
    ... on Error { message code }
  }
}`;
const EVENTS = `subscription ($sessionId: ID!) {
  voiceEvents(sessionId: $sessionId) {
    __typename
    ... on VoiceStateEvent { state }
    ... on VoiceQuestionEvent { question { messageId text } }
    ... on VoiceTokenEvent { messageId index delta }
    ... on VoiceReplyEvent { reply { messageId text } speechUrl failed }
    ... on VoiceSavedEvent { messageCount }
    ... on VoiceErrorEvent { code message }
  }
}`;

async function open(who: DemoAccount | null, input: Record<string, unknown>) {
  const r = await gql(OPEN, { input }, who);
  return r.data?.openVoiceSession;
}

/** A voiceEvents subscription over graphql-ws with the given credentials; resolves once it is live. */
async function listen(sessionId: string, auth: { token?: string }) {
  const client = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    connectionParams: auth.token ? { authToken: auth.token } : {},
    webSocketImpl: WebSocket,
  });
  // biome-ignore lint/suspicious/noExplicitAny: event JSON
  const events: any[] = [];
  const errors: unknown[] = [];
  let wake = () => {};
  client.subscribe(
    { query: EVENTS, variables: { sessionId } },
    {
      next: (v) => {
        if (v.errors) errors.push(v.errors);
        else events.push(v.data?.voiceEvents);
        wake();
      },
      error: (e) => {
        errors.push(e);
        wake();
      },
      complete: () => {},
    },
  );
  // biome-ignore lint/suspicious/noExplicitAny: event JSON
  const until = async (pred: (e: any[]) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!pred(events) && errors.length === 0) {
      if (Date.now() > end) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 50);
      });
    }
    return events;
  };
  await until((e) => e.length > 0 || errors.length > 0);
  return { events, errors, until, close: () => client.dispose() };
}

async function useOpenAI(on: boolean, options: Partial<FakeOpenAIOptions> = {}) {
  const keys = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
    id: number;
    service: string;
  }[];
  for (const k of keys.filter((k) => k.service === 'openai'))
    await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
  if (on) {
    const r = await t.api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: 'Fake OpenAI', apiKey: OPENAI_KEY, service: 'openai', modelId: null },
    });
    expect(r.status).toBe(201);
  }
  openai.configure({
    reply: 'It started this morning, doctor.',
    failStatus: null,
    cutAfterChunks: null,
    chunkChars: null,
    latencyMs: 0,
    ...options,
  });
  openai.requests.length = 0;
}

beforeEach(() => useOpenAI(false));

describe('openVoiceSession', () => {
  it('refuses anonymous callers', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const r = await open(null, { assignmentId: assignmentGid(a.id) });
    expect(r).toMatchObject({ __typename: 'AuthenticationError', message: 'Please login to continue.' });
  });

  it('opens a student’s own assignment: the built-in providers, the case without its answer key', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const r = await open('student', { assignmentId: assignmentGid(a.id) });
    expect(r.__typename).toBe('VoiceSessionPayload');
    expect(r.session).toMatchObject({
      mode: 'ASSIGNMENT',
      voiceModel: 'aura-asteria-en',
      state: 'IDLE',
      assignment: { databaseId: a.id },
      patient: { name: 'Emily Clark', diagnosis: '' },
      providers: { chat: 'BUILTIN', speechToText: 'BROWSER', textToSpeech: 'NONE' },
      messages: [],
    });
    expect(r.session.socketPath).toBe(`/voice/ws?session=${encodeURIComponent(r.session.id)}`);
    // Reopening gives the same session; by the patient too (the route is /voice-chat/{patientId}).
    expect((await open('student', { assignmentId: assignmentGid(a.id) })).session.id).toBe(r.session.id);
    expect((await open('student', { patientId: patientGid(a.patientId) })).session.id).toBe(r.session.id);
  });

  it('resumes the saved conversation of an assignment in progress', async () => {
    const a = await assignmentOf('student', 'Robert Hughes');
    expect(a.status).toBe('inprogress');
    const r = await open('student', { assignmentId: assignmentGid(a.id) });
    expect(r.session.messages.map((m: { text: string; isAI: boolean }) => [m.isAI, m.text])).toEqual([
      [false, 'Hello, what brings you in today?'],
      [true, 'I have a bad pain in my tummy, on the lower right side.'],
    ]);
    // The demo's lines carry the ids they were signed with.
    expect(r.session.messages[0].messageId).toMatch(/^demo-\d+-0$/);
  });

  it('refuses another student’s assignment, a submitted one, and a patient not assigned', async () => {
    const priyas = await assignmentOf('priya', 'John Miller');
    const before = await stored(priyas.id);
    expect(await open('student', { assignmentId: assignmentGid(priyas.id) })).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only view your own assignments.',
    });
    expect(await stored(priyas.id)).toEqual(before);
    const completed = await assignmentOf('student', 'Grace Okafor');
    expect(await open('student', { assignmentId: assignmentGid(completed.id) })).toMatchObject({
      __typename: 'ConflictError',
      message: 'This assignment has already been submitted.',
    });
    const emily = await assignmentOf('student', 'Emily Clark');
    expect(await open('priya', { patientId: patientGid(emily.patientId) })).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only view patients assigned to you.',
    });
  });

  it('wants exactly one of an assignment or a patient', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    expect(await open('student', {})).toMatchObject({
      __typename: 'ValidationError',
      message: 'Choose an assignment or a patient.',
    });
    expect(
      await open('student', { assignmentId: assignmentGid(a.id), patientId: patientGid(a.patientId) }),
    ).toMatchObject({ __typename: 'ValidationError' });
    // An id beyond any record's is not found, like any other unknown id (it was an unmasked 500).
    expect(await open('student', { assignmentId: assignmentGid(99_999_999_999) })).toMatchObject({
      __typename: 'NotFoundError',
    });
  });

  it('lets an admin try a case (with its answer key) but not talk in a student’s assignment', async () => {
    const a = await assignmentOf('priya', 'John Miller');
    const r = await open('teacher', { patientId: patientGid(a.patientId) });
    expect(r.session).toMatchObject({
      mode: 'TRY',
      assignment: null,
      patient: { name: 'John Miller', diagnosis: 'Acute myocardial infarction' },
      messages: [],
    });
    expect((await open('teacher', { patientId: patientGid(a.patientId) })).session.id).not.toBe(r.session.id);
    expect(await open('teacher', { assignmentId: assignmentGid(a.id) })).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'Only the student of an assignment can talk to its patient.',
    });
  });
});

describe('a typed conversation with the built-in patient', () => {
  it('streams the reply to the subscriber, answers it, and saves the conversation to the assignment', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const sub = await listen(session.id, { token: tokens.student });
    expect(sub.events[0]).toEqual({ __typename: 'VoiceStateEvent', state: 'IDLE' });

    const started = Date.now();
    const r = await gql(
      ASK,
      { input: { sessionId: session.id, text: '  What brings you in today?  ' } },
      'student',
    );
    const turn = r.data.askPatient;
    expect(turn).toMatchObject({
      __typename: 'AskPatientPayload',
      question: { text: 'What brings you in today?', isAI: false },
      reply: { isAI: true },
      failed: false,
      saved: true,
      speechUrl: null,
    });
    // The built-in patient: one main complaint (a moderate one), and nothing else.
    const said = [/fever|temperature/, /cough/, /breath/, /tired/].filter((re) => re.test(turn.reply.text));
    expect(said, turn.reply.text).toHaveLength(1);
    expect(said[0]).not.toEqual(/tired/);
    const timings = turn.reply.timings;
    for (const k of ['speechEndAt', 'firstTokenAt', 'lastTokenAt'])
      expect(new Date(timings[k]).getTime()).toBeGreaterThanOrEqual(started - 1000);

    const events = await sub.until((e) =>
      e.some((x) => x.__typename === 'VoiceSavedEvent' && x.messageCount === 2),
    );
    const kinds = events.map((e) => e.__typename);
    expect(kinds.slice(0, 3)).toEqual(['VoiceStateEvent', 'VoiceQuestionEvent', 'VoiceStateEvent']);
    const tokensOut = events.filter((e) => e.__typename === 'VoiceTokenEvent');
    expect(tokensOut.map((e) => e.index)).toEqual(tokensOut.map((_, i) => i));
    expect(tokensOut.map((e) => e.delta).join('')).toBe(turn.reply.text);
    expect(tokensOut.every((e) => e.messageId === turn.reply.messageId)).toBe(true);
    const reply = events.find((e) => e.__typename === 'VoiceReplyEvent');
    expect(reply).toMatchObject({ reply: { text: turn.reply.text }, failed: false, speechUrl: null });
    expect(kinds.indexOf('VoiceReplyEvent')).toBeGreaterThan(kinds.lastIndexOf('VoiceTokenEvent'));
    await sub.close();

    // In the API: the question and the reply, with ids and timings. Autosave keeps them safe without
    // starting the assignment, so Talk to Patient stays open until Save Session.
    const s = await stored(a.id);
    expect(s.status).toBe('assigned');
    expect(s.conversationLog).toMatchObject([
      { id: turn.question.messageId, text: 'What brings you in today?', isAI: false },
      { id: turn.reply.messageId, text: turn.reply.text, isAI: true },
    ]);
    expect(Object.keys(s.conversationLog[1]?.timings ?? {}).sort()).toEqual([
      'firstTokenAt',
      'lastTokenAt',
      'speechEndAt',
    ]);

    // A follow-up uses the conversation ("anything else?" brings the next symptom), and reopening resumes all.
    const next = await gql(ASK, { input: { sessionId: session.id, text: 'Anything else?' } }, 'student');
    expect(next.data.askPatient.reply.text).toMatch(/temperature|cough|breath|tired/);
    expect(next.data.askPatient.reply.text).not.toMatch(said[0] as RegExp);
    const reopened = await open('student', { assignmentId: assignmentGid(a.id) });
    expect(reopened.session.messages).toHaveLength(4);
    expect(reopened.session.messages[1].timings.firstTokenMs).toBeGreaterThanOrEqual(0);
    const node = await gql(
      'query ($id: ID!) { node(id: $id) { __typename ... on VoiceSession { messages { text } } } }',
      { id: session.id },
      'student',
    );
    expect(node.data.node.messages).toHaveLength(4);
  });

  it('validates the question and refuses someone else’s session', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const before = await stored(a.id);
    expect(
      (await gql(ASK, { input: { sessionId: session.id, text: '   ' } }, 'student')).data.askPatient,
    ).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please type a question.',
    });
    expect(
      (await gql(ASK, { input: { sessionId: session.id, text: 'x'.repeat(2001) } }, 'student')).data
        .askPatient,
    ).toMatchObject({ __typename: 'ValidationError', message: 'A question can be at most 2000 characters.' });
    expect(
      (await gql(ASK, { input: { sessionId: session.id, text: 'Hello?' } }, 'priya')).data.askPatient,
    ).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'This voice session belongs to someone else.',
    });
    expect(
      (await gql(ASK, { input: { sessionId: session.id, text: 'Hello?' } }, null)).data.askPatient,
    ).toMatchObject({
      __typename: 'AuthenticationError',
    });
    expect(await stored(a.id)).toEqual(before);
  });

  it('refuses a second question while a reply is pending', async () => {
    await useOpenAI(true, { latencyMs: 400 });
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const first = gql(ASK, { input: { sessionId: session.id, text: 'Do you have a cough?' } }, 'student');
    await new Promise((r) => setTimeout(r, 150));
    const second = await gql(ASK, { input: { sessionId: session.id, text: 'And a fever?' } }, 'student');
    expect(second.data.askPatient).toMatchObject({
      __typename: 'ConflictError',
      message: 'Please wait for the current response to complete.',
    });
    expect((await first).data.askPatient.__typename).toBe('AskPatientPayload');
  });

  it('saves on Save Session', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const r = await gql(SAVE, { input: { sessionId: session.id } }, 'student');
    expect(r.data.saveVoiceSession).toMatchObject({
      __typename: 'SaveVoiceSessionPayload',
      stored: true,
      message: 'Session saved successfully!',
    });
    expect(r.data.saveVoiceSession.session.messages.length).toBe((await stored(a.id)).conversationLog.length);
    // Save Session is what moves the assignment to in progress (the spec's flow).
    expect((await stored(a.id)).status).toBe('inprogress');
    expect(
      (await gql(SAVE, { input: { sessionId: session.id } }, 'priya')).data.saveVoiceSession,
    ).toMatchObject({
      __typename: 'ForbiddenError',
    });
  });
});

describe('with an active OpenAI key', () => {
  it('streams the model’s reply; the prompt plays the patient; the key never reaches a client', async () => {
    await useOpenAI(true, { reply: 'Since this morning, and it is getting worse.' });
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    expect(session.providers.chat).toBe('OPENAI');
    const sub = await listen(session.id, { token: tokens.student });
    const r = await gql(
      ASK,
      { input: { sessionId: session.id, text: 'When did the fever start?' } },
      'student',
    );
    expect(r.data.askPatient.reply.text).toBe('Since this morning, and it is getting worse.');
    const events = await sub.until((e) => e.some((x) => x.__typename === 'VoiceReplyEvent'));
    // The guard holds each sentence until it ends: a clean reply streams sentence by sentence, unchanged.
    expect(events.filter((e) => e.__typename === 'VoiceTokenEvent').map((e) => e.delta)).toEqual([
      'Since this morning, and it is getting worse.',
    ]);
    await sub.close();

    const chat = openai.requests.find((q) => q.path === '/v1/chat/completions');
    expect(chat?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    const body = chat?.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    // No model on the key, and a student cannot read the models list: the default.
    expect(body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    const system = body.messages[0]?.content ?? '';
    expect(system).toMatch(/You are Emily Clark, a patient/);
    // Built from the case's facts, in the patient's words, and the author's own text of the case (its
    // history as the API gives it to the student's session) without the answer key.
    expect(system).toMatch(/allergic to penicillin/);
    expect(system).toMatch(/temperature/);
    expect(system).toMatch(/In the author's words/);
    expect(system).toContain('Five days of illness after a cold.');
    expect(system).not.toMatch(/doxycycline|clarithromycin|x-ray/i);
    expect(system).toMatch(/1 to 3 short sentences/);
    expect(system).toMatch(/one further symptom/);
    expect(system).toMatch(/Never name, guess or confirm a diagnosis/);
    expect(system).toMatch(/never the clinician/);
    expect(system).not.toMatch(/pneumonia/i);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'When did the fever start?' });
    expect(body.messages.slice(1, -1).every((m) => m.role === 'user' || m.role === 'assistant')).toBe(true);
    expect(answers.join('\n')).not.toContain(OPENAI_KEY);
  });

  it('guards the model: a sentence that names the diagnosis, a treatment or leaves the role never reaches the student or the log', async () => {
    // John Miller's answer key: acute myocardial infarction; aspirin, nitroglycerin, oxygen, ECG, PCI.
    // His record says his father died of a heart attack: a relative's illness may be named.
    const attempts = [
      {
        // The diagnosis mid-reply, in lay words split across streamed chunks.
        reply:
          'The pain started while I was shovelling snow. I think I am having a heart attack, doctor. It goes down my left arm.',
        chunkChars: 5,
        kept: ['The pain started while I was shovelling snow.', 'It goes down my left arm.'],
      },
      {
        reply: 'It feels like a myocardial infarction. My father died of a heart attack at 60.',
        chunkChars: null,
        kept: ['My father died of a heart attack at 60.'],
      },
      {
        // A treatment of the answer key, and a line out of role.
        reply: 'Maybe an ECG and some aspirin would help. As an AI language model, I cannot say more.',
        chunkChars: 3,
        kept: [],
      },
    ];
    const forbidden = /having a heart attack|myocardial|infarction|aspirin|\bECG\b|\bAI\b|language model/i;
    const a = await assignmentOf('luis', 'John Miller');
    const { session } = await open('luis', { assignmentId: assignmentGid(a.id) });
    for (const attempt of attempts) {
      await useOpenAI(true, { reply: attempt.reply, chunkChars: attempt.chunkChars });
      const sub = await listen(session.id, { token: tokens.luis });
      const r = await gql(ASK, { input: { sessionId: session.id, text: 'Tell me more.' } }, 'luis');
      const events = await sub.until((e) => e.some((x) => x.__typename === 'VoiceReplyEvent'));
      await sub.close();
      const streamed = events
        .filter((e) => e.__typename === 'VoiceTokenEvent')
        .map((e) => e.delta)
        .join('');
      const text = r.data.askPatient.reply.text as string;
      expect(streamed.trim()).toBe(text);
      expect(text).not.toMatch(forbidden);
      expect(text).toMatch(/don't know what it is|leave what to do|not sure what you mean/);
      for (const clean of attempt.kept) expect(text).toContain(clean);
    }
    // The log holds exactly what the student saw.
    const s = await stored(a.id);
    const lines = s.conversationLog.filter((m) => m.isAI).map((m) => m.text);
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).not.toMatch(forbidden);
    expect(lines[0]).toMatch(
      /^The pain started while I was shovelling snow\. .+ It goes down my left arm\.$/,
    );
  });

  it('uses the key’s model, else the spec’s rule over the models list (an admin may read it)', async () => {
    const models = (await t.api.call('GET', '/apiKeys/models', { token: tokens.admin })).body as {
      id: number;
      modelName: string;
    }[];
    await useOpenAI(true);
    const a = await assignmentOf('priya', 'John Miller');
    const { session } = await open('teacher', { patientId: patientGid(a.patientId) });
    await gql(ASK, { input: { sessionId: session.id, text: 'Hello' } }, 'teacher');
    const expected =
      (models.find((m) => /g|o1|o-mini/i.test(m.modelName)) ?? models[0])?.modelName ?? 'gpt-4o-mini';
    expect((openai.requests.at(-1)?.body as { model: string } | undefined)?.model).toBe(expected);

    const model = await t.api.call('POST', '/apiKeys/models', {
      token: tokens.admin,
      body: { modelName: 'llama-local-8b', description: 'A local model' },
    });
    const keys = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
      id: number;
    }[];
    for (const k of keys) await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
    await t.api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: 'Local', apiKey: OPENAI_KEY, service: 'openai', modelId: String(model.body.model.id) },
    });
    await gql(ASK, { input: { sessionId: session.id, text: 'Any pain?' } }, 'teacher');
    expect((openai.requests.at(-1)?.body as { model: string } | undefined)?.model).toBe('llama-local-8b');
  });

  it('gives the spec’s apology when the chat fails, and still saves the conversation', async () => {
    for (const failure of [{ failStatus: 500 }, { cutAfterChunks: 2 }] as const) {
      await useOpenAI(true, { ...failure, reply: 'One two three four five.' });
      const a = await assignmentOf('student', 'Emily Clark');
      const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
      const sub = await listen(session.id, { token: tokens.student });
      const question = `Do you have a cough? (${JSON.stringify(failure)})`;
      const r = await gql(ASK, { input: { sessionId: session.id, text: question } }, 'student');
      expect(r.data.askPatient).toMatchObject({
        reply: { text: 'Sorry, I could not generate a response.' },
        failed: true,
        saved: true,
      });
      const events = await sub.until((e) =>
        e.some((x) => x.__typename === 'VoiceSavedEvent' && x.messageCount > 0),
      );
      expect(events.find((e) => e.__typename === 'VoiceReplyEvent')).toMatchObject({
        reply: { text: 'Sorry, I could not generate a response.' },
        failed: true,
      });
      await sub.close();
      const log = (await stored(a.id)).conversationLog;
      expect(log.slice(-2).map((m) => [m.isAI, m.text])).toEqual([
        [false, question],
        [true, 'Sorry, I could not generate a response.'],
      ]);
    }
  });
});

describe('an admin trying a case', () => {
  it('converses and stores nothing', async () => {
    const all = async () =>
      (await t.api.call('GET', '/assignments/patients', { token: tokens.admin })).body as unknown[];
    const before = await all();
    const a = await assignmentOf('priya', 'John Miller');
    const { session } = await open('admin', { patientId: patientGid(a.patientId) });
    const sub = await listen(session.id, { token: tokens.admin });
    const r = await gql(ASK, { input: { sessionId: session.id, text: 'Is it a heart attack?' } }, 'admin');
    expect(r.data.askPatient).toMatchObject({ failed: false, saved: false });
    expect(r.data.askPatient.reply.text).toMatch(/don't know/);
    expect(r.data.askPatient.reply.text).not.toMatch(/heart attack|infarct/i);
    const follow = await gql(ASK, { input: { sessionId: session.id, text: 'What brings you in?' } }, 'admin');
    expect(follow.data.askPatient.reply.text).toMatch(/chest/);
    const save = await gql(SAVE, { input: { sessionId: session.id } }, 'admin');
    expect(save.data.saveVoiceSession).toMatchObject({ stored: false });
    expect(save.data.saveVoiceSession.session.messages).toHaveLength(4);
    await sub.until((e) => e.filter((x) => x.__typename === 'VoiceReplyEvent').length === 2);
    expect(sub.events.some((e) => e.__typename === 'VoiceSavedEvent')).toBe(false);
    await sub.close();
    expect(await all()).toEqual(before);
    // Another admin cannot use it.
    expect(
      (await gql(ASK, { input: { sessionId: session.id, text: 'Hi' } }, 'teacher')).data.askPatient,
    ).toMatchObject({
      __typename: 'ForbiddenError',
    });
  });
});

describe('the voiceEvents subscription', () => {
  it('refuses anonymous callers and other users', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const anon = await listen(session.id, {});
    expect(JSON.stringify(anon.errors)).toMatch(/Please login to continue/);
    await anon.close();
    const other = await listen(session.id, { token: tokens.priya });
    expect(JSON.stringify(other.errors)).toMatch(/belongs to someone else/);
    await other.close();
  });
});

describe('spoken and typed questions', () => {
  it('a question the browser heard is stored as spoken, a typed one not, and the statistics count them', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const { session } = await open('student', { assignmentId: assignmentGid(a.id) });
    const typed = await gql(ASK, { input: { sessionId: session.id, text: 'Any allergies?' } }, 'student');
    expect(typed.data.askPatient.saved).toBe(true);
    const spoken = await gql(
      ASK,
      { input: { sessionId: session.id, text: 'Do you smoke?', spoken: true } },
      'student',
    );
    expect(spoken.data.askPatient.saved).toBe(true);
    await settleSaves(a.id);
    const log = (await stored(a.id)).conversationLog as { text: string; isAI: boolean; spoken?: boolean }[];
    expect(log.find((m) => m.text === 'Any allergies?')?.spoken).toBeUndefined();
    expect(log.find((m) => m.text === 'Do you smoke?')?.spoken).toBe(true);
    const stats = await t.api.call(
      'GET',
      `/statistics?sections=engagement&studentIds=${ids.student}&patientIds=${a.patientId}`,
      { token: tokens.admin },
    );
    const studentLines = log.filter((m) => !m.isAI);
    expect(stats.body.engagement).toMatchObject({
      questionsAsked: studentLines.length,
      spokenQuestions: studentLines.filter((m) => m.spoken).length,
    });
    expect(stats.body.engagement.spokenQuestions).toBeGreaterThanOrEqual(1);
  });
});

/** Saves go on behind a turn's answer: wait until the stored conversation stops changing. */
async function settleSaves(assignmentId: number) {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = JSON.stringify((await stored(assignmentId)).conversationLog);
    if (now === last) return;
    last = now;
    await new Promise((r) => setTimeout(r, 100));
  }
}
