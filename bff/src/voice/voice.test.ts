import { existsSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import {
  type FakeDeepgramOptions,
  type FakeOpenAIOptions,
  type FakeServer,
  spokenChunks,
  startFakeDeepgram,
  startFakeOpenAI,
} from '../../../tests/fakes/index.js';
import { type BffConfig, loadConfig } from '../config.js';
import { createBffServer } from '../server.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let openai: FakeServer<FakeOpenAIOptions>;
let deepgram: FakeServer<FakeDeepgramOptions>;
let tokens: Record<DemoAccount, string>;
const ids: Record<string, number> = {};
const DEEPGRAM_KEY = 'dg-test-SECRET-key-41ab';
/** The configuration of this file's BFF, for starting a second replica beside it. */
let config: BffConfig;
const OPENAI_KEY = 'sk-test-SECRET-key-77cd';

beforeAll(async () => {
  openai = await startFakeOpenAI();
  deepgram = await startFakeDeepgram();
  // No built-in speech here: this file checks the provider paths and the browser fallback
  // (speechPaths.test.ts checks the built-in engines and the OpenAI-compatible audio).
  const voice = { espeakPath: null, flite: false, providerTimeoutMs: 2000, keyCacheMs: 0 };
  t = await startTestBff({ openAiBaseUrl: openai.url, deepgramBaseUrl: deepgram.url, voice });
  config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: t.api.url,
    secretKey: t.api.server.services.secretKey,
    logLevel: 'silent',
    openAiBaseUrl: openai.url,
    deepgramBaseUrl: deepgram.url,
    voice,
  };
  tokens = await t.api.demoTokens();
  for (const who of ['student', 'priya', 'teacher'] as const)
    ids[who] = (await t.api.call('GET', '/auth/me', { token: tokens[who] })).body.user.id;
});
afterAll(async () => {
  await t?.stop();
  await Promise.all([openai?.stop(), deepgram?.stop()]);
});

async function keys(active: { openai?: boolean; deepgram?: boolean }) {
  const all = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
    id: number;
  }[];
  for (const k of all) await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
  const add = (service: string, apiKey: string) =>
    t.api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: service, apiKey, service, modelId: null },
    });
  if (active.openai) await add('openai', OPENAI_KEY);
  if (active.deepgram) await add('deepgram', DEEPGRAM_KEY);
}

beforeEach(async () => {
  await keys({ openai: true, deepgram: true });
  openai.configure({ reply: 'It hurts in my chest.', latencyMs: 0, failStatus: null, cutAfterChunks: null });
  deepgram.configure({
    chunksPerUtterance: 4,
    refuseLive: null,
    dropLiveAfterChunks: null,
    speakChunkDelayMs: 0,
    speakChunkBytes: 2048,
    transcripts: ['Hello, what brings you in today?'],
  });
  openai.requests.length = 0;
  deepgram.requests.length = 0;
});

async function assignmentOf(who: DemoAccount, patient: string) {
  const r = await t.api.call('GET', `/assignments/${ids[who]}`, { token: tokens[who] });
  const e = r.body.assignedPatients.find((x: { name: string }) => x.name === patient);
  return { id: e.assignmentId as number, patientId: e.id as number };
}
const stored = async (assignmentId: number) =>
  (await t.api.call('GET', `/assignments/assignment/${assignmentId}`, { token: tokens.admin })).body
    .conversationLog as { id: string; text: string; isAI: boolean; timings?: Record<string, number> }[];

async function openSession(who: DemoAccount, input: Record<string, unknown>, url = t.url) {
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
    body: JSON.stringify({
      query: `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
        __typename ... on Error { message }
        ... on VoiceSessionPayload { session { id socketPath providers { speechToText textToSpeech } messages { messageId text isAI } } } } }`,
      variables: { input },
    }),
  });
  const body = (await r.json()) as { data: { openVoiceSession: { session: Session } } };
  return body.data.openVoiceSession.session;
}
interface Session {
  id: string;
  socketPath: string;
  providers: { speechToText: string; textToSpeech: string };
  messages: { messageId: string; text: string; isAI: boolean }[];
}

const EVENTS = `subscription ($s: ID!) { voiceEvents(sessionId: $s) {
  __typename
  ... on VoiceStateEvent { state }
  ... on VoiceTranscriptEvent { utteranceId text isFinal }
  ... on VoiceQuestionEvent { question { messageId text } }
  ... on VoiceTokenEvent { delta }
  ... on VoiceReplyEvent { reply { messageId text } speechUrl failed }
  ... on VoiceSavedEvent { messageCount }
  ... on VoiceErrorEvent { code message }
} }`;

// biome-ignore lint/suspicious/noExplicitAny: event JSON
type Ev = any;

/** The conversation was saved after the reply was published (the question alone is saved earlier). */
const savedAfterReply = (e: Ev[]) => {
  const reply = e.findIndex((x) => x.__typename === 'VoiceReplyEvent');
  return reply >= 0 && e.slice(reply).some((x) => x.__typename === 'VoiceSavedEvent');
};

/** Waits until `pred` holds over a growing list. */
async function until<T>(list: T[], pred: (l: T[]) => boolean, what: string, ms = 6000) {
  const end = Date.now() + ms;
  while (!pred(list)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(list)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return list;
}

async function listen(sessionId: string, who: DemoAccount, url = t.url) {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    connectionParams: { authToken: tokens[who] },
    webSocketImpl: WebSocket,
  });
  const events: Ev[] = [];
  client.subscribe(
    { query: EVENTS, variables: { s: sessionId } },
    {
      next: (v) => events.push(v.data?.voiceEvents ?? { errors: v.errors }),
      error: (e) => events.push({ error: e }),
      complete: () => {},
    },
  );
  await until(events, (e) => e.length > 0, 'the subscription');
  return { events, close: () => client.dispose() };
}

interface AudioSocket {
  ws: WebSocket;
  frames: Ev[];
  send(frame: object | Buffer): void;
}

/** The audio WebSocket, as the browser opens it (with the session cookie unless told otherwise). */
function audioSocket(
  socketPath: string,
  headers: Record<string, string>,
  url = t.url,
): Promise<AudioSocket | { refused: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}${socketPath}`, { headers });
    const frames: Ev[] = [];
    ws.on('message', (d, isBinary) => {
      if (!isBinary) frames.push(JSON.parse(d.toString()));
    });
    ws.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    ws.on('error', () => {});
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        send: (f) => ws.send(Buffer.isBuffer(f) ? f : JSON.stringify(f)),
      }),
    );
  });
}
const cookieOf = (who: DemoAccount) => ({ cookie: `anamnesis_session=${tokens[who]}` });

describe('a spoken turn', () => {
  it('goes from binary chunks over the socket to transcripts, a streamed reply and its speech, all saved', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession('student', {
      assignmentId: encodeGlobalID('Assignment', String(a.id)),
    });
    expect(session.providers).toEqual({ speechToText: 'DEEPGRAM', textToSpeech: 'DEEPGRAM' });
    const sub = await listen(session.id, 'student');
    const sock = (await audioSocket(session.socketPath, cookieOf('student'))) as AudioSocket;
    await until(sock.frames, (f) => f.some((x) => x.type === 'ready'), 'ready');
    sock.send({ type: 'start', mimeType: 'audio/webm;codecs=opus' });
    await until(sock.frames, (f) => f.some((x) => x.type === 'started'), 'started');
    const chunks = spokenChunks('Where does it hurt?', 4);
    for (const c of chunks) {
      sock.send(c);
      await new Promise((r) => setTimeout(r, 10));
    }
    const events = await until(sub.events, savedAfterReply, 'saved after the reply');
    const transcripts = events.filter((e) => e.__typename === 'VoiceTranscriptEvent');
    expect(transcripts.filter((e) => !e.isFinal).length).toBeGreaterThanOrEqual(2);
    expect(transcripts.at(-1)).toMatchObject({ text: 'Where does it hurt?', isFinal: true });
    expect(new Set(transcripts.map((e) => e.utteranceId)).size).toBe(1);
    const kinds = events.map((e) => e.__typename);
    expect(kinds.indexOf('VoiceQuestionEvent')).toBeGreaterThan(kinds.lastIndexOf('VoiceTranscriptEvent'));
    expect(events.find((e) => e.__typename === 'VoiceQuestionEvent').question.text).toBe(
      'Where does it hurt?',
    );
    expect(
      events
        .filter((e) => e.__typename === 'VoiceTokenEvent')
        .map((e) => e.delta)
        .join(''),
    ).toBe('It hurts in my chest.');
    const reply = events.find((e) => e.__typename === 'VoiceReplyEvent');
    expect(reply).toMatchObject({ reply: { text: 'It hurts in my chest.' }, failed: false });
    expect(reply.speechUrl).toMatch(/^\/voice\/speech\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await until(sock.frames, (f) => f.some((x) => x.type === 'stopped'), 'stopped');
    expect(sock.frames.find((f) => f.type === 'stopped')).toEqual({ type: 'stopped', reason: 'endpoint' });

    // Deepgram was asked as the spec says, with the key, and the stream was closed properly.
    const live = deepgram.requests.find((r) => r.method === 'WS');
    expect(live?.query).toEqual({
      model: 'nova-2',
      language: 'en',
      interim_results: 'true',
      endpointing: '300',
      smart_format: 'true',
    });
    expect(live?.headers.authorization).toBe(`Token ${DEEPGRAM_KEY}`);
    expect(live?.chunks).toBe(4);
    expect(live?.bytes).toBe(chunks.reduce((n, c) => n + c.length, 0));
    await until(
      [live],
      () => (live?.controls ?? []).includes(JSON.stringify({ type: 'CloseStream' })),
      'CloseStream',
    );

    // The speech streams from the BFF: MP3 from Deepgram in the patient's voice, first bytes before the end.
    deepgram.configure({ speakChunkBytes: 1024, speakChunkDelayMs: 60 });
    const savedEvents = (e: { __typename: string }[]) => e.filter((x) => x.__typename === 'VoiceSavedEvent');
    const savedBeforeSpeech = savedEvents(sub.events).length;
    const started = performance.now();
    const res = await fetch(`${t.url}${reply.speechUrl}`, { headers: cookieOf('student') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    const firstAt = performance.now() - started;
    const parts = [first.value as Uint8Array];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    const total = performance.now() - started;
    const audio = Buffer.concat(parts);
    expect([audio[0], audio[1]]).toEqual([0xff, 0xfb]);
    expect(total - firstAt).toBeGreaterThan(100);
    const speak = deepgram.requests.find((r) => r.path === '/v1/speak');
    expect(speak?.query).toEqual({ model: 'aura-asteria-en', encoding: 'mp3' });
    expect(speak?.body).toEqual({ text: 'It hurts in my chest.' });

    // Saved: the question and the reply with every timing, the first audio byte included.
    await until(sub.events, (e) => savedEvents(e).length > savedBeforeSpeech, 'timing save', 5000);
    const log = await stored(a.id);
    expect(log.slice(-2).map((m) => [m.isAI, m.text])).toEqual([
      [false, 'Where does it hurt?'],
      [true, 'It hurts in my chest.'],
    ]);
    const timings = log.at(-1)?.timings ?? {};
    expect(Object.keys(timings).sort()).toEqual([
      'firstAudioAt',
      'firstTokenAt',
      'lastTokenAt',
      'speechEndAt',
    ]);
    expect(timings.speechEndAt).toBeLessThanOrEqual(timings.firstTokenAt as number);
    expect(timings.lastTokenAt).toBeLessThanOrEqual(timings.firstAudioAt as number);
    sock.ws.close();
    await sub.close();
  });

  it('asks Deepgram to finalize when the student stops, then closes the stream', async () => {
    deepgram.configure({ chunksPerUtterance: 0 });
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession('student', {
      assignmentId: encodeGlobalID('Assignment', String(a.id)),
    });
    const sub = await listen(session.id, 'student');
    const sock = (await audioSocket(session.socketPath, {
      authorization: `Bearer ${tokens.student}`,
    })) as AudioSocket;
    sock.send({ type: 'start' });
    await until(sock.frames, (f) => f.some((x) => x.type === 'started'), 'started');
    for (const c of spokenChunks('Do you have a fever?', 3)) sock.send(c);
    await until(
      sub.events,
      (e) => e.some((x) => x.__typename === 'VoiceTranscriptEvent'),
      'an interim transcript',
    );
    sock.send({ type: 'stop' });
    await until(sub.events, (e) => e.some((x) => x.__typename === 'VoiceReplyEvent'), 'the reply');
    expect(sub.events.find((e) => e.__typename === 'VoiceTranscriptEvent' && e.isFinal)?.text).toBe(
      'Do you have a fever?',
    );
    expect(sock.frames.find((f) => f.type === 'stopped')).toEqual({ type: 'stopped', reason: 'stopped' });
    const controls = deepgram.requests.find((r) => r.method === 'WS')?.controls ?? [];
    await until(controls, (c) => c.includes('{"type":"CloseStream"}'), 'CloseStream');
    expect(controls.filter((c) => !c.includes('KeepAlive'))).toEqual([
      '{"type":"Finalize"}',
      '{"type":"CloseStream"}',
    ]);
    sock.ws.close();
    await sub.close();
  });

  it('falls back to uploading the recording when the live socket fails', async () => {
    for (const failure of [{ refuseLive: 503 }, { dropLiveAfterChunks: 2, chunksPerUtterance: 0 }]) {
      deepgram.configure(failure);
      deepgram.requests.length = 0;
      const a = await assignmentOf('student', 'Emily Clark');
      const session = await openSession('student', {
        assignmentId: encodeGlobalID('Assignment', String(a.id)),
      });
      const sub = await listen(session.id, 'student');
      const sock = (await audioSocket(session.socketPath, cookieOf('student'))) as AudioSocket;
      sock.send({ type: 'start' });
      await until(sock.frames, (f) => f.some((x) => x.type === 'started'), 'started');
      const chunks = spokenChunks('Any cough?', 4);
      for (const c of chunks) sock.send(c);
      await new Promise((r) => setTimeout(r, 150));
      sock.send({ type: 'stop' });
      await until(sub.events, (e) => e.some((x) => x.__typename === 'VoiceReplyEvent'), 'the reply');
      expect(sub.events.find((e) => e.__typename === 'VoiceTranscriptEvent' && e.isFinal)?.text).toBe(
        'Any cough?',
      );
      const upload = deepgram.requests.find((r) => r.method === 'POST' && r.path === '/v1/listen');
      expect(upload?.bytes).toBe(chunks.reduce((n, c) => n + c.length, 0));
      expect(upload?.headers['content-type']).toBe('audio/webm');
      expect(upload?.headers.authorization).toBe(`Token ${DEEPGRAM_KEY}`);
      sock.ws.close();
      await sub.close();
    }
  });

  it('loses nothing when the socket is killed mid-recording, and another replica resumes the conversation', async () => {
    deepgram.configure({ chunksPerUtterance: 0 });
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession('student', {
      assignmentId: encodeGlobalID('Assignment', String(a.id)),
    });
    const sub = await listen(session.id, 'student');
    const sock = (await audioSocket(session.socketPath, cookieOf('student'))) as AudioSocket;
    sock.send({ type: 'start' });
    await until(sock.frames, (f) => f.some((x) => x.type === 'started'), 'started');
    for (const c of spokenChunks('Are you short of breath?', 2)) sock.send(c);
    await until(
      sub.events,
      (e) => e.some((x) => x.__typename === 'VoiceTranscriptEvent'),
      'an interim transcript',
    );
    sock.ws.terminate();
    await until(sub.events, savedAfterReply, 'saved after the reply');
    await sub.close();
    const log = await stored(a.id);
    expect(log.slice(-2).map((m) => [m.isAI, m.text])).toEqual([
      [false, 'Are you short of breath?'],
      [true, 'It hurts in my chest.'],
    ]);

    // A second BFF (another replica, or this one restarted) rebuilds the session from the API alone.
    const replica = createBffServer(config);
    const url = await replica.start();
    try {
      const again = await openSession(
        'student',
        { assignmentId: encodeGlobalID('Assignment', String(a.id)) },
        url,
      );
      expect(again.id).toBe(session.id);
      expect(again.messages.slice(-2).map((m) => m.text)).toEqual([
        'Are you short of breath?',
        'It hurts in my chest.',
      ]);
      const sub2 = await listen(session.id, 'student', url);
      const sock2 = (await audioSocket(session.socketPath, cookieOf('student'), url)) as AudioSocket;
      sock2.send({ type: 'start' });
      for (const c of spokenChunks('How bad is it?', 4)) sock2.send(c);
      sock2.send({ type: 'stop' });
      await until(sub2.events, savedAfterReply, 'saved on the replica');
      sock2.ws.close();
      await sub2.close();
      expect((await stored(a.id)).slice(-2).map((m) => m.text)).toEqual([
        'How bad is it?',
        'It hurts in my chest.',
      ]);
    } finally {
      await replica.stop();
    }
  });
});

describe('the audio socket refuses', () => {
  it('anonymous callers, foreign origins, other users’ sessions and malformed ids', async () => {
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession('student', {
      assignmentId: encodeGlobalID('Assignment', String(a.id)),
    });
    expect(await audioSocket(session.socketPath, {})).toEqual({ refused: 401 });
    expect(await audioSocket(session.socketPath, { cookie: 'anamnesis_session=not-a-token' })).toEqual({
      refused: 401,
    });
    expect(
      await audioSocket(session.socketPath, { ...cookieOf('student'), origin: 'https://evil.example' }),
    ).toEqual({
      refused: 403,
    });
    expect(await audioSocket(session.socketPath, cookieOf('priya'))).toEqual({ refused: 403 });
    expect(await audioSocket('/voice/ws?session=bm9wZQ', cookieOf('student'))).toEqual({ refused: 400 });
    const priyas = await assignmentOf('priya', 'John Miller');
    const forged = encodeGlobalID('VoiceSession', `a.${priyas.id}.${ids.student}`);
    expect(await audioSocket(`/voice/ws?session=${encodeURIComponent(forged)}`, cookieOf('student'))).toEqual(
      {
        refused: 403,
      },
    );
  });

  it('recording without a speech service, and while a reply is pending', async () => {
    await keys({});
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession('student', {
      assignmentId: encodeGlobalID('Assignment', String(a.id)),
    });
    expect(session.providers).toEqual({ speechToText: 'BROWSER', textToSpeech: 'NONE' });
    const sub = await listen(session.id, 'student');
    const sock = (await audioSocket(session.socketPath, cookieOf('student'))) as AudioSocket;
    sock.send({ type: 'start' });
    await until(sock.frames, (f) => f.some((x) => x.type === 'error'), 'an error frame');
    expect(sock.frames.find((f) => f.type === 'error')).toEqual({
      type: 'error',
      code: 'SPEECH_UNAVAILABLE',
      message: 'Failed to fetch Deepgram API key.',
    });
    await until(sub.events, (e) => e.some((x) => x.__typename === 'VoiceErrorEvent'), 'an error event');

    await keys({ openai: true, deepgram: true });
    openai.configure({ latencyMs: 500 });
    const asking = fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.student}` },
      body: JSON.stringify({
        query: 'mutation ($i: AskPatientInput!) { askPatient(input: $i) { __typename } }',
        variables: { i: { sessionId: session.id, text: 'Hello?' } },
      }),
    });
    await until(sub.events, (e) => e.some((x) => x.__typename === 'VoiceQuestionEvent'), 'the question');
    sock.frames.length = 0;
    sock.send({ type: 'start' });
    await until(sock.frames, (f) => f.some((x) => x.type === 'error'), 'a busy frame');
    expect(sock.frames[0]).toEqual({
      type: 'error',
      code: 'BUSY',
      message: 'Please wait for the current response to complete.',
    });
    await asking;
    sock.ws.close();
    await sub.close();
  });
});

describe('recording limits', () => {
  const start = { type: 'start', mimeType: 'audio/webm;codecs=opus' };
  const answerTo = (s: AudioSocket, what: string) =>
    until(s.frames, (f) => f.some((x) => x.type === 'started' || x.type === 'error'), what).then((f) =>
      f.find((x) => x.type === 'started' || x.type === 'error'),
    );
  const refusal = {
    type: 'error',
    code: 'BUSY',
    message:
      'You are already recording in another window or tab. Stop that recording before starting a new one.',
  };

  it('one recording per session and per user, four sockets per user; the audio held is one recording’s', async () => {
    // The OpenAI-compatible upload: a recording keeps all its audio until the student stops.
    await keys({ openai: true });
    const a = await assignmentOf('priya', 'John Miller');
    const session = await openSession('priya', { assignmentId: encodeGlobalID('Assignment', String(a.id)) });
    const socks: AudioSocket[] = [];
    for (let i = 0; i < 4; i++)
      socks.push((await audioSocket(session.socketPath, cookieOf('priya'))) as AudioSocket);
    expect(await audioSocket(session.socketPath, cookieOf('priya'))).toEqual({ refused: 429 });
    const [recorder, ...others] = socks as [AudioSocket, ...AudioSocket[]];
    recorder.send(start);
    expect(await answerTo(recorder, 'started')).toMatchObject({ type: 'started' });
    for (const s of others) s.send(start);
    for (const s of others) expect(await answerTo(s, 'the refusal')).toEqual(refusal);

    // Every socket sends 4 MB; a control frame after it is answered once the audio before it is in.
    const chunk = Buffer.alloc(1024 * 1024 - 1024, 7);
    for (const s of socks) {
      for (let i = 0; i < 4; i++) s.send(chunk);
      s.send({ type: 'ping' });
    }
    for (const s of socks)
      await until(s.frames, (f) => f.some((x) => x.code === 'BAD_FRAME'), 'the audio taken in');
    expect(t.bff.voice.recordings.bufferedBytes).toBe(4 * chunk.length);

    recorder.send({ type: 'stop' });
    await until(recorder.frames, (f) => f.some((x) => x.type === 'stopped'), 'stopped');
    expect(t.bff.voice.recordings.bufferedBytes).toBe(0);
    expect(openai.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(1);
    for (const s of socks) s.ws.close();
  });

  it('one recording per user across sessions: an admin trying two cases', async () => {
    await keys({ openai: true });
    const tries = await Promise.all(
      ['Emily Clark', 'John Miller'].map(async (name) => {
        const { patientId } = await assignmentOf(name === 'Emily Clark' ? 'student' : 'priya', name);
        return openSession('teacher', { patientId: encodeGlobalID('Patient', String(patientId)) });
      }),
    );
    const [one, two] = (await Promise.all(
      tries.map((s) => audioSocket(s.socketPath, cookieOf('teacher'))),
    )) as [AudioSocket, AudioSocket];
    one.send(start);
    expect(await answerTo(one, 'started')).toMatchObject({ type: 'started' });
    two.send(start);
    expect(await answerTo(two, 'the refusal')).toEqual(refusal);
    one.send({ type: 'stop' });
    await until(one.frames, (f) => f.some((x) => x.type === 'stopped'), 'stopped');
    two.frames.length = 0;
    two.send(start);
    expect(await answerTo(two, 'started')).toMatchObject({ type: 'started' });
    two.send({ type: 'stop' });
    await until(two.frames, (f) => f.some((x) => x.type === 'stopped'), 'stopped');
    one.ws.close();
    two.ws.close();
  });
});

describe('speech and voice samples over HTTP', () => {
  async function replyUrl(who: DemoAccount = 'student') {
    const a = await assignmentOf('student', 'Emily Clark');
    const session = await openSession(who, { assignmentId: encodeGlobalID('Assignment', String(a.id)) });
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
      body: JSON.stringify({
        query:
          'mutation ($i: AskPatientInput!) { askPatient(input: $i) { ... on AskPatientPayload { speechUrl } } }',
        variables: { i: { sessionId: session.id, text: 'Hello' } },
      }),
    });
    return ((await r.json()) as { data: { askPatient: { speechUrl: string } } }).data.askPatient.speechUrl;
  }

  it('serves a reply’s speech only to its student, and only as signed', async () => {
    const url = await replyUrl();
    expect((await fetch(`${t.url}${url}`)).status).toBe(401);
    expect((await fetch(`${t.url}${url}`, { headers: cookieOf('priya') })).status).toBe(403);
    const [payload, sig] = url.replace('/voice/speech/', '').split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
        t: 'Free speech!',
      }),
    ).toString('base64url');
    expect(
      (await fetch(`${t.url}/voice/speech/${forged}.${sig}`, { headers: cookieOf('student') })).status,
    ).toBe(404);
    expect((await fetch(`${t.url}${url}`, { method: 'POST', headers: cookieOf('student') })).status).toBe(
      405,
    );
    // Without a key (and no built-in speech here): 404, the browser speaks instead.
    await keys({});
    const none = await fetch(`${t.url}${url}`, { headers: cookieOf('student') });
    expect(none.status).toBe(404);
  });

  it('answers a voice sample from Deepgram, cached', async () => {
    const res = await fetch(`${t.url}/voice/samples/aura-luna-en`, { headers: cookieOf('teacher') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const again = await fetch(`${t.url}/voice/samples/aura-luna-en`, { headers: cookieOf('teacher') });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    const speaks = deepgram.requests.filter((r) => r.path === '/v1/speak');
    expect(speaks).toHaveLength(1);
    expect(speaks[0]?.query.model).toBe('aura-luna-en');
    expect((speaks[0]?.body as { text: string } | undefined)?.text).toMatch(/I'm Luna/);
    expect((await fetch(`${t.url}/voice/samples/aura-luna-en`)).status).toBe(401);
    // A malformed escape in the voice name, or in a forged cookie: a 4xx, and the server carries on.
    expect((await fetch(`${t.url}/voice/samples/%E0%A4%A`, { headers: cookieOf('teacher') })).status).toBe(
      400,
    );
    expect(
      (
        await fetch(`${t.url}/voice/samples/aura-luna-en`, {
          headers: { cookie: 'anamnesis_session=%E0%A4%A' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await fetch(`${t.url}/voice/samples/aura-luna-en`, { headers: cookieOf('teacher') })).status,
    ).toBe(200);
    expect((await fetch(`${t.url}/voice/samples/..%2Fetc`, { headers: cookieOf('teacher') })).status).toBe(
      404,
    );
  });

  it.skipIf(!existsSync('/usr/bin/espeak-ng'))(
    'speaks with espeak-ng when it is installed and no key is active',
    async () => {
      const url = await replyUrl();
      await keys({});
      const replica = createBffServer({ ...config, voice: { ...config.voice, espeakPath: 'espeak-ng' } });
      const base = await replica.start();
      try {
        const res = await fetch(`${base}${url}`, { headers: cookieOf('student') });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('audio/wav');
        const wav = Buffer.from(await res.arrayBuffer());
        expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(wav.length).toBeGreaterThan(10_000);
        const sample = await fetch(`${base}/voice/samples/aura-orion-en`, { headers: cookieOf('teacher') });
        expect(sample.status).toBe(200);
        expect(sample.headers.get('content-type')).toBe('audio/wav');
      } finally {
        await replica.stop();
      }
    },
  );
});
