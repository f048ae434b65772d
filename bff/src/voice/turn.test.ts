import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { type FakeServer, startFakeOpenAI } from '../../../tests/fakes/index.js';
import type { FakeOpenAIOptions } from '../../../tests/fakes/openai.js';
import { startTestBff, type TestBff } from '../test/testBff.js';
import { createLoaders } from '../upstream/loaders.js';

// What one question costs the API (docs/voice.md, "Saved as it goes"): the calls the BFF makes and the
// statements they run, besides authenticating each call.

let t: TestBff;
let openai: FakeServer<FakeOpenAIOptions>;
let tokens: Record<DemoAccount, string>;
/** Every REST call the BFF makes, as `METHOD path`. */
const calls: string[] = [];
const OPENAI_KEY = 'sk-test-SECRET-turn-cost-key';

beforeAll(async () => {
  openai = await startFakeOpenAI();
  t = await startTestBff(
    {
      openAiBaseUrl: openai.url,
      deepgramBaseUrl: 'http://127.0.0.1:9',
      // The keys are cached as in production, so that only the conversation's own calls remain.
      voice: { espeakPath: null, flite: false, providerTimeoutMs: 2000, keyCacheMs: 60_000 },
    },
    {
      makeLoaders: (call, token, requestId) =>
        createLoaders(
          (req) => {
            calls.push(`${req.method} ${req.path}`);
            return call(req);
          },
          token,
          requestId,
        ),
    },
  );
  tokens = await t.api.demoTokens();
});
afterAll(async () => {
  await t?.stop();
  await openai?.stop();
});

async function useOpenAI(on: boolean, options: Partial<FakeOpenAIOptions> = {}) {
  const keys = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
    id: number;
    service: string;
  }[];
  for (const k of keys) await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
  if (on) {
    const r = await t.api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: 'Fake OpenAI', apiKey: OPENAI_KEY, service: 'openai', modelId: 'gpt-4o-mini' },
    });
    expect(r.status).toBe(201);
  }
  openai.configure({ latencyMs: 0, tokenDelayMs: 0, failStatus: null, ...options });
}
beforeEach(() => {
  t.bff.voice.freshMs = 5000;
});

/** An open assignment of a demo student, and its voice session (which reads the keys afresh). */
async function openSession(who: DemoAccount) {
  const me = (await t.api.call('GET', '/auth/me', { token: tokens[who] })).body.user.id;
  const own = (await t.api.call('GET', `/assignments/${me}`, { token: tokens[who] })).body;
  const entry = own.assignedPatients.find((e: { status: string }) =>
    ['assigned', 'inprogress'].includes(e.status),
  );
  const id = entry.assignmentId as number;
  const r = await t.gql(
    `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
      __typename ... on VoiceSessionPayload { session { id providers { chat } } } } }`,
    { input: { assignmentId: encodeGlobalID('Assignment', String(id)) } },
    { token: tokens[who] },
  );
  expect(r.data.openVoiceSession.__typename).toBe('VoiceSessionPayload');
  return { id, session: r.data.openVoiceSession.session as { id: string; providers: { chat: string } } };
}

const ASK = `mutation ($input: AskPatientInput!) { askPatient(input: $input) {
  __typename ... on AskPatientPayload { question { messageId } reply { messageId text } saved failed } } }`;

const storedLog = async (id: number) =>
  (
    await t.api.db
      .selectFrom('assignments')
      .select('conversation_log')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).conversation_log;

/**
 * Asks a question and waits for every save it starts to end: the REST calls it made and the statements
 * it ran on the assignments (authenticating a call is not counted here).
 */
async function ask(who: DemoAccount, sessionId: string, text: string) {
  calls.length = 0;
  const recording = t.api.recordStatements();
  const r = await t.gql(ASK, { input: { sessionId, text } }, { token: tokens[who] });
  // A save that runs behind the answer (a late question save) shows up within this.
  await new Promise((resolve) => setTimeout(resolve, 400));
  recording.stop();
  expect(r.data.askPatient).toMatchObject({ __typename: 'AskPatientPayload', saved: true, failed: false });
  return {
    turn: r.data.askPatient,
    calls: calls.map((c) => c.replace(/\/\d+(\/|$)/, '/{id}$1')),
    statements: recording.sql.filter((s) => /"assignments"/.test(s)),
  };
}

const conversation = '/assignments/assignment/{id}/conversation';

describe('the cost of a question', () => {
  it('with the built-in patient: one call and one statement while the copy is fresh, two when stale', async () => {
    await useOpenAI(false);
    const { id, session } = await openSession('priya');
    expect(session.providers.chat).toBe('BUILTIN');
    const before = (await storedLog(id)).length;

    const fresh = await ask('priya', session.id, 'What brings you in today?');
    expect(fresh.calls).toEqual([`POST ${conversation}`]);
    expect(fresh.statements).toHaveLength(1);

    t.bff.voice.freshMs = 0;
    const stale = await ask('priya', session.id, 'Anything else?');
    expect(stale.calls).toEqual([`GET ${conversation}`, `POST ${conversation}`]);
    expect(stale.statements).toHaveLength(2);

    // Each reply stored verified, right after the question it answers.
    const log = (await storedLog(id)).slice(before);
    expect(log.map((m) => [m.id, m.isAI, m.verified])).toEqual([
      [fresh.turn.question.messageId, false, undefined],
      [fresh.turn.reply.messageId, true, true],
      [stale.turn.question.messageId, false, undefined],
      [stale.turn.reply.messageId, true, true],
    ]);
  });

  it('with a streaming chat model: the question saved at the first token, the reply after it, one statement each', async () => {
    await useOpenAI(true, {
      reply: 'It began on Monday. It is worse at night. Nothing seems to help it.',
      tokenDelayMs: 40,
    });
    const { id, session } = await openSession('luis');
    expect(session.providers.chat).toBe('OPENAI');
    const before = (await storedLog(id)).length;

    calls.length = 0;
    const recording = t.api.recordStatements();
    let answered = false;
    const asked = t.gql(
      ASK,
      { input: { sessionId: session.id, text: 'When did it start?' } },
      { token: tokens.luis },
    );
    void asked.then(() => {
      answered = true;
    });
    // The question reaches the API while the reply is still streaming.
    let log = await storedLog(id);
    for (const started = Date.now(); log.length === before && Date.now() - started < 5000; )
      log = await new Promise((r) => setTimeout(r, 20)).then(() => storedLog(id));
    expect(answered).toBe(false);
    expect(log.slice(before).map((m) => [m.text, m.isAI])).toEqual([['When did it start?', false]]);

    const r = await asked;
    await new Promise((resolve) => setTimeout(resolve, 400));
    recording.stop();
    expect(r.data.askPatient).toMatchObject({ saved: true, failed: false });
    expect(
      calls.filter((c) => c.includes('/assignments/')).map((c) => c.replace(/\/\d+\//, '/{id}/')),
    ).toEqual([`POST ${conversation}`, `POST ${conversation}`]);
    expect(recording.sql.filter((s) => /"assignments"/.test(s))).toHaveLength(2);
    log = (await storedLog(id)).slice(before);
    expect(log.map((m) => [m.isAI, m.verified])).toEqual([
      [false, undefined],
      [true, true],
    ]);
  });

  it('a save that finds lines another replica stored meanwhile makes the next turn read the conversation whole', async () => {
    await useOpenAI(false);
    const { id, session } = await openSession('student');
    await ask('student', session.id, 'What brings you in today?');
    // Another replica (another tab) stores an exchange; this replica's copy is still fresh.
    const me = (await t.api.call('GET', '/auth/me', { token: tokens.student })).body.user.id;
    const patientId = (
      await t.api.db
        .selectFrom('assignments')
        .select('patient_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).patient_id;
    const other = await t.api.serverLines(me, patientId, [
      { text: 'Asked in the other tab?', isAI: false, id: 'other-tab-q' },
      { text: 'Answered there.', isAI: true, id: 'other-tab-r' },
    ]);
    const attempt = (
      await t.api.db
        .selectFrom('assignments')
        .select('attempt')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).attempt;
    const r = await t.api.call('POST', `/assignments/assignment/${id}/conversation`, {
      token: tokens.student,
      headers: t.api.service,
      body: { attempt, messages: other, autosave: true },
    });
    expect(r.status).toBe(200);
    // This turn does not see them (its copy is fresh), but its save finds more lines than it knows of...
    const unseen = await ask('student', session.id, 'Anything else?');
    expect(unseen.calls).toEqual([`POST ${conversation}`]);
    // ...so the next turn reads the conversation whole, however fresh its copy, and has them all.
    const next = await ask('student', session.id, 'How long has it been?');
    expect(next.calls).toEqual([`GET /assignments/assignment/{id}`, `POST ${conversation}`]);
    const node = await t.gql(
      'query ($id: ID!) { node(id: $id) { ... on VoiceSession { messages { text } } } }',
      { id: session.id },
      { token: tokens.student },
    );
    const texts = node.data.node.messages.map((m: { text: string }) => m.text);
    expect(texts).toContain('Asked in the other tab?');
    expect(texts).toContain('Answered there.');
    expect(texts.at(-2)).toBe('How long has it been?');
    // And after it, a fresh copy costs one call again.
    expect((await ask('student', session.id, 'Does anything help?')).calls).toEqual([`POST ${conversation}`]);
  });
});
