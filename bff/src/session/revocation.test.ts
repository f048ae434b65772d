import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestBff, type TestBff } from '../test/testBff.js';

// A banned student's voice: every operation refused and every open socket and subscription closed
// within seconds. SESSION_RECHECK_MS is 300 here; the providers point nowhere, so the built-in
// patient answers.
let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({
    sessionRecheckMs: 300,
    openAiBaseUrl: 'http://127.0.0.1:9',
    deepgramBaseUrl: 'http://127.0.0.1:9',
    voice: { espeakPath: null, providerTimeoutMs: 2000, keyCacheMs: 0 },
  });
});
afterAll(() => t?.stop());

const OPEN = `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
  __typename ... on VoiceSessionPayload { session { id socketPath } } ... on Error { message } } }`;
const ASK = `mutation ($input: AskPatientInput!) { askPatient(input: $input) {
  __typename ... on AskPatientPayload { reply { text } } ... on Error { message code } } }`;

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<string>((r) => setTimeout(() => r(`nothing within ${ms} ms`), ms))]);

function voiceSocket(path: string, cookie: string) {
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}${path}`, { headers: { cookie } });
  const opened = new Promise<string>((resolve) => {
    ws.on('message', (m) => resolve(JSON.parse(String(m)).type));
    ws.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
    ws.on('error', () => resolve('error'));
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return { ws, opened, closed };
}

describe('a banned student', () => {
  it('is refused askPatient, voiceEvents and /voice/ws within seconds, and their open sockets close', async () => {
    const { admin, student: studentToken } = await t.api.demoTokens();
    const student = (await t.api.call('GET', '/auth/me', { token: studentToken })).body.user as {
      id: number;
    };
    const list = await t.api.call('GET', `/assignments/${student.id}`, { token: studentToken });
    const open = list.body.assignedPatients.find((e: { status: string }) =>
      ['assigned', 'inprogress'].includes(e.status),
    ) as { assignmentId: number };
    const assignmentId = Buffer.from(`Assignment:${open.assignmentId}`).toString('base64');
    const cookie = await t.loginCookie('student@example.com', 'student123');

    const opened = await t.gql(OPEN, { input: { assignmentId } }, { cookie });
    const session = opened.data.openVoiceSession.session as { id: string; socketPath: string };
    const ask = () =>
      t.gql(ASK, { input: { sessionId: session.id, text: 'Where does it hurt?' } }, { cookie });
    expect((await ask()).data.askPatient.__typename).toBe('AskPatientPayload');

    // Live: the voiceEvents subscription over graphql-ws, and the audio socket.
    let socketClose: (code: number) => void = () => {};
    const socketClosed = new Promise<number>((resolve) => {
      socketClose = resolve;
    });
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      on: { closed: (e) => socketClose((e as { code: number }).code) },
    });
    const events: string[] = [];
    const ended = new Promise<string>((resolve) => {
      client.subscribe(
        {
          query: 'subscription ($id: ID!) { voiceEvents(sessionId: $id) { __typename } }',
          variables: { id: session.id },
        },
        {
          next: (v) => events.push((v.data?.voiceEvents as { __typename: string })?.__typename),
          error: () => resolve('ended with an error'),
          complete: () => resolve('completed'),
        },
      );
    });
    const audio = voiceSocket(session.socketPath, cookie);
    expect(await audio.opened).toBe('ready');
    for (const started = Date.now(); !events.length && Date.now() - started < 3000; )
      await new Promise((r) => setTimeout(r, 10));
    expect(events[0]).toBe('VoiceStateEvent');
    const stored = async () =>
      (await t.api.call('GET', `/assignments/assignment/${open.assignmentId}`, { token: admin })).body
        .conversationLog.length as number;
    const before = await stored();

    const banned = await t.api.call('PATCH', `/users/restrict-user/${student.id}`, { token: admin });
    expect(banned.body.user.isStatus).toBe(false);
    const started = Date.now();
    try {
      expect(await within(socketClosed, 3000)).toBe(4401);
      expect(await within(ended, 3000)).toBe('ended with an error');
      expect(await within(audio.closed, 3000)).toBe(4401);
      expect(Date.now() - started).toBeLessThan(3000);
      // The API ends a banned user's tokens: the session is simply over.
      expect((await ask()).data.askPatient).toMatchObject({
        __typename: 'AuthenticationError',
        code: 'UNAUTHENTICATED',
      });
      expect(await voiceSocket(session.socketPath, cookie).opened).toBe('refused 401');
      const again = await t.gql(
        'subscription ($id: ID!) { voiceEvents(sessionId: $id) { __typename } }',
        { id: session.id },
        { cookie },
      );
      expect(again.errors?.[0]?.extensions?.code ?? again.data).toBe('UNAUTHENTICATED');
      expect(await stored()).toBe(before);
    } finally {
      await client.dispose();
      await t.api.call('PATCH', `/users/restrict-user/${student.id}`, { token: admin });
    }
  });
});
