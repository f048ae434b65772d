import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { builtinVoices } from '../../../api/src/voices/voices.catalogue.js';
import {
  type FakeOpenAIOptions,
  type FakeServer,
  spokenChunks,
  startFakeOpenAI,
} from '../../../tests/fakes/index.js';
import { startTestBff, type TestBff } from '../test/testBff.js';
import {
  FliteProcess,
  fliteArgs,
  fliteSpeech,
  fliteVoiceFor,
  fliteWasmPath,
  pcmOf,
  sentencesOf,
} from './providers/flite.js';
import { ProviderError } from './providers/http.js';
import { openAiSpeech, openAiTranscribe, openAiVoiceFor } from './providers/openaiAudio.js';
import { voiceTraits } from './providers/voiceTraits.js';

// The speech paths without Deepgram: the built-in Flite engine (no espeak-ng on the PATH here) and the
// OpenAI-compatible audio endpoints, against the fake OpenAI server that speaks their wire format.

const wasm = fliteWasmPath() as string;
let flite: FliteProcess;
let openai: FakeServer<FakeOpenAIOptions>;
let t: TestBff;
let tokens: Record<DemoAccount, string>;
const OPENAI_KEY = 'sk-test-audio-5d1e';

beforeAll(async () => {
  flite = new FliteProcess(wasm);
  openai = await startFakeOpenAI();
  t = await startTestBff({
    openAiBaseUrl: openai.url,
    deepgramBaseUrl: 'http://127.0.0.1:9',
    // espeak-ng "not installed": a path that does not exist.
    voice: { espeakPath: '/nonexistent/espeak-ng', flite: true, providerTimeoutMs: 3000, keyCacheMs: 0 },
  });
  tokens = await t.api.demoTokens();
});
afterAll(async () => {
  flite?.close();
  await t?.stop();
  await openai?.stop();
});
beforeEach(() => {
  openai.configure({ audioFailStatus: null, transcript: 'Hello, what brings you in today?', latencyMs: 0 });
  openai.requests.length = 0;
});

async function keys(active: { openai?: boolean }) {
  const all = (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body as {
    id: number;
  }[];
  for (const k of all) await t.api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: tokens.admin });
  if (active.openai)
    await t.api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: 'openai', apiKey: OPENAI_KEY, service: 'openai', modelId: null },
    });
}

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const cookieOf = (who: DemoAccount) => ({ cookie: `anamnesis_session=${tokens[who]}` });
/** Whether 16-bit PCM holds sound (not silence): the loudest sample is well above the noise floor. */
const audible = (pcm: Buffer) => {
  let peak = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i)));
  return peak > 1000;
};

describe('the built-in Flite engine (WebAssembly, nothing installed)', () => {
  it('gives each catalogue voice its own sound, by sex and accent', async () => {
    const mapped = builtinVoices.map((v) => {
      const traits = voiceTraits(v.canonical_name, builtinVoices);
      return { name: v.name, traits, flite: fliteVoiceFor(traits) };
    });
    // Sex and accent come from the catalogue's tags.
    expect(mapped.find((m) => m.name === 'Athena')?.traits).toMatchObject({
      sex: 'feminine',
      accent: 'british',
    });
    expect(mapped.find((m) => m.name === 'Angus')?.traits).toMatchObject({
      sex: 'masculine',
      accent: 'british',
    });
    expect(mapped.find((m) => m.name === 'Zeus')?.traits).toMatchObject({
      sex: 'masculine',
      accent: 'american',
    });
    for (const m of mapped) {
      if (m.traits.sex === 'feminine') expect(m.flite.voice).toBe('slt');
      else if (m.traits.accent === 'british') expect(m.flite.voice).toBe('awb');
      else expect(['rms', 'kal16']).toContain(m.flite.voice);
    }
    // Twelve voices, twelve different recordings of the same sentence.
    const heard = new Set<string>();
    for (const m of mapped)
      heard.add(md5(pcmOf(await flite.synthesise(fliteArgs(m.flite), 'Good morning.'))));
    expect(heard.size).toBe(builtinVoices.length);
  });

  it('streams sentence by sentence: the header and first sentence come before the rest is made', async () => {
    const audio = await fliteSpeech(
      flite,
      { voice: 'slt' },
      'My chest hurts. It started this morning! Is it serious?',
    );
    expect(audio.contentType).toBe('audio/wav');
    const parts: Buffer[] = [];
    for await (const chunk of audio.body) parts.push(chunk as Buffer);
    expect(parts).toHaveLength(3);
    const wav = Buffer.concat(parts);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(audible(wav.subarray(44))).toBe(true);
    // About a second or more of speech per sentence.
    expect(wav.length - 44).toBeGreaterThan(3 * 16000);
  });

  it('splits text into sentences, drops control characters and cuts very long ones', () => {
    expect(sentencesOf('Hello.\u0000 How are\nyou?  Fine')).toEqual(['Hello.', 'How are you?', 'Fine']);
    expect(sentencesOf('...')).toEqual([]);
    const long = sentencesOf(`${'word, '.repeat(100)}end.`);
    expect(long.length).toBeGreaterThan(1);
    for (const s of long) expect(s.length).toBeLessThanOrEqual(300);
  });

  it('stops its process when idle, and starts it again for the next sentence', async () => {
    const p = new FliteProcess(wasm, 10_000, 100);
    try {
      expect(pcmOf(await p.synthesise(['-voice', 'slt'], 'One.')).length).toBeGreaterThan(1000);
      const first = (p as unknown as { child: { pid: number } | null }).child;
      expect(first).not.toBeNull();
      await new Promise((r) => setTimeout(r, 300));
      expect((p as unknown as { child: unknown }).child).toBeNull();
      expect(pcmOf(await p.synthesise(['-voice', 'slt'], 'Two.')).length).toBeGreaterThan(1000);
      expect((p as unknown as { child: { pid: number } }).child.pid).not.toBe(first?.pid);
    } finally {
      p.close();
    }
  });

  it('gives the sentence after a timed-out one to a new process, which the killed one cannot fail', async () => {
    const p = new FliteProcess(wasm, 30);
    try {
      // 30 ms is less than a process takes to start: the first sentence times out and its process is killed.
      await expect(p.synthesise(['-voice', 'slt'], 'One.')).rejects.toThrow('timed out');
      (p as unknown as { timeoutMs: number }).timeoutMs = 10_000;
      expect(pcmOf(await p.synthesise(['-voice', 'slt'], 'Two.')).length).toBeGreaterThan(1000);
    } finally {
      p.close();
    }
  });

  it('survives its process dying: the sentence in flight fails, the next one works', async () => {
    const p = new FliteProcess(wasm);
    try {
      expect(pcmOf(await p.synthesise(['-voice', 'rms'], 'One.')).length).toBeGreaterThan(1000);
      const child = (p as unknown as { child: { kill(s: string): void } }).child;
      const inFlight = p.synthesise(['-voice', 'rms'], 'Two, a longer sentence to be cut off.');
      child.kill('SIGKILL');
      await expect(inFlight).rejects.toThrow(ProviderError);
      expect(pcmOf(await p.synthesise(['-voice', 'rms'], 'Three.')).length).toBeGreaterThan(1000);
    } finally {
      p.close();
    }
  });
});

describe('OpenAI-compatible audio endpoints', () => {
  it('speech: the model, text and a voice of the same kind; the audio streams back', async () => {
    const voice = openAiVoiceFor(voiceTraits('aura-athena-en', builtinVoices));
    const audio = await openAiSpeech({
      baseUrl: openai.url,
      apiKey: OPENAI_KEY,
      model: 'tts-1',
      voice,
      text: 'It hurts here.',
      timeoutMs: 2000,
    });
    expect(audio.contentType).toBe('audio/mpeg');
    const parts: Buffer[] = [];
    for await (const c of audio.body) parts.push(c as Buffer);
    expect([parts[0]?.[0], parts[0]?.[1]]).toEqual([0xff, 0xfb]);
    const req = openai.requests.find((r) => r.path === '/v1/audio/speech');
    expect(req?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(req?.body).toEqual({
      model: 'tts-1',
      input: 'It hurts here.',
      voice: 'sage',
      response_format: 'mp3',
    });
    // Feminine and masculine catalogue voices get different voices.
    const fem = new Set(
      ['aura-asteria-en', 'aura-luna-en'].map((v) => openAiVoiceFor(voiceTraits(v, builtinVoices))),
    );
    const masc = ['aura-orion-en', 'aura-zeus-en'].map((v) => openAiVoiceFor(voiceTraits(v, builtinVoices)));
    for (const m of masc) expect(fem.has(m)).toBe(false);
  });

  it('transcription: a multipart upload of the recording, the text back; failures are errors', async () => {
    const audio = Buffer.concat(spokenChunks('When did the pain start?'));
    const text = await openAiTranscribe({
      baseUrl: openai.url,
      apiKey: OPENAI_KEY,
      model: 'whisper-1',
      audio,
      mimeType: 'audio/webm;codecs=opus',
      timeoutMs: 2000,
    });
    expect(text).toBe('When did the pain start?');
    const req = openai.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(req?.body).toEqual({
      file: { name: 'speech.webm', type: 'audio/webm', bytes: audio.length },
      model: 'whisper-1',
      language: 'en',
      response_format: 'json',
    });
    openai.configure({ audioFailStatus: 500 });
    await expect(
      openAiTranscribe({
        baseUrl: openai.url,
        apiKey: OPENAI_KEY,
        model: 'whisper-1',
        audio,
        mimeType: 'audio/webm',
        timeoutMs: 2000,
      }),
    ).rejects.toThrow(/transcription: HTTP 500/);
  });
});

// --- Through the BFF, as the web app uses it ---------------------------------------------------------

async function openSession(who: DemoAccount) {
  const me = (await t.api.call('GET', '/auth/me', { token: tokens[who] })).body.user.id;
  const a = await t.api.call('GET', `/assignments/${me}`, { token: tokens[who] });
  const entry = a.body.assignedPatients.find(
    (x: { status: string }) => x.status === 'assigned' || x.status === 'inprogress',
  );
  const r = await t.gql(
    `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
      ... on VoiceSessionPayload { session { id socketPath providers { speechToText textToSpeech } } } } }`,
    { input: { assignmentId: encodeGlobalID('Assignment', String(entry.assignmentId)) } },
    { token: tokens[who] },
  );
  return { ...r.data.openVoiceSession.session, assignmentId: entry.assignmentId as number } as {
    id: string;
    assignmentId: number;
    socketPath: string;
    providers: { speechToText: string; textToSpeech: string };
  };
}

async function ask(sessionId: string, text: string) {
  const r = await t.gql(
    'mutation ($i: AskPatientInput!) { askPatient(input: $i) { ... on AskPatientPayload { reply { text } speechUrl } } }',
    { i: { sessionId, text } },
    { token: tokens.student },
  );
  return r.data.askPatient as { reply: { text: string }; speechUrl: string | null };
}

describe('server speech through the BFF without Deepgram', () => {
  it('with no key at all: Flite speaks the reply and the voice preview', async () => {
    await keys({});
    const session = await openSession('student');
    expect(session.providers).toEqual({ speechToText: 'BROWSER', textToSpeech: 'FLITE' });
    const turn = await ask(session.id, 'Where does it hurt?');
    expect(turn.speechUrl).toMatch(/^\/voice\/speech\//);
    const res = await fetch(`${t.url}${turn.speechUrl}`, { headers: cookieOf('student') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(audible(wav.subarray(44))).toBe(true);

    // The preview: audible, with its true length in the header once cached; two voices differ.
    const sample = async (voice: string) => {
      const r = await fetch(`${t.url}/voice/samples/${voice}`, { headers: cookieOf('teacher') });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('audio/wav');
      return Buffer.from(await r.arrayBuffer());
    };
    const luna = await sample('aura-luna-en');
    expect(audible(luna.subarray(44))).toBe(true);
    // Whole, with its true length: a player shows the right duration from the first play.
    expect(luna.readUInt32LE(40)).toBe(luna.length - 44);
    const cached = await sample('aura-luna-en');
    expect(cached.readUInt32LE(40)).toBe(cached.length - 44);
    expect(md5(cached.subarray(44))).toBe(md5(luna.subarray(44)));
    // A malformed escape in the voice's name is the client's mistake.
    expect((await fetch(`${t.url}/voice/samples/%E0%A4%A`, { headers: cookieOf('teacher') })).status).toBe(
      400,
    );
    const orion = await sample('aura-orion-en');
    expect(md5(orion.subarray(44))).not.toBe(md5(luna.subarray(44)));
  });

  it('keeps speaking to everyone while one user floods the voice samples', async () => {
    await keys({});
    const session = await openSession('student');
    const turn = await ask(session.id, 'Does anything make it better?');
    const sample = (voice: string, who: DemoAccount) =>
      fetch(`${t.url}/voice/samples/${voice}`, { headers: cookieOf(who) }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    // One teacher asks for eighty made-up voices and every catalogue voice, all at once.
    const madeUp = Array.from({ length: 80 }, (_, i) => sample(`aura-madeup${i}-en`, 'teacher'));
    const catalogue = builtinVoices.map((v) => sample(v.canonical_name, 'teacher'));
    // Meanwhile a student's reply is spoken, and another user hears a sample.
    const reply = await fetch(`${t.url}${turn.speechUrl}`, { headers: cookieOf('student') });
    expect(reply.status).toBe(200);
    expect(audible(Buffer.from(await reply.arrayBuffer()).subarray(44))).toBe(true);
    expect(await sample('aura-hera-en', 'admin')).toBe(200);
    // Only catalogue voices have samples; the teacher's own burst is refused past their share (429).
    expect(new Set(await Promise.all(madeUp))).toEqual(new Set([404]));
    for (const status of await Promise.all(catalogue)) expect([200, 429]).toContain(status);
  });

  it('with an OpenAI key: the OpenAI-compatible speech endpoint speaks, and a spoken question is transcribed', async () => {
    await keys({ openai: true });
    openai.configure({ reply: 'Since this morning.' });
    const session = await openSession('student');
    expect(session.providers).toEqual({ speechToText: 'OPENAI', textToSpeech: 'OPENAI' });
    const turn = await ask(session.id, 'When did it start?');
    const res = await fetch(`${t.url}${turn.speechUrl}`, { headers: cookieOf('student') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    await res.arrayBuffer();
    const speech = openai.requests.find((r) => r.path === '/v1/audio/speech');
    expect(speech?.body).toMatchObject({ model: 'tts-1', input: 'Since this morning.' });

    // The provider fails: the built-in engine speaks instead.
    openai.configure({ audioFailStatus: 503 });
    const fallback = await fetch(`${t.url}${turn.speechUrl}`, { headers: cookieOf('student') });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('audio/wav');
    await fallback.arrayBuffer();
    openai.configure({ audioFailStatus: null });

    // Speech in: the recording goes up the socket, and is transcribed when the student stops.
    const frames: { type: string; reason?: string }[] = [];
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}${session.socketPath}`, {
      headers: cookieOf('student'),
    });
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    const until = async (pred: () => boolean, what: string) => {
      const end = Date.now() + 5000;
      while (!pred()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    ws.send(JSON.stringify({ type: 'start', mimeType: 'audio/webm;codecs=opus' }));
    await until(() => frames.some((f) => f.type === 'started'), 'started');
    for (const c of spokenChunks('Do you have a fever?')) ws.send(c);
    ws.send(JSON.stringify({ type: 'stop' }));
    await until(() => frames.some((f) => f.type === 'stopped'), 'stopped');
    expect(frames.find((f) => f.type === 'stopped')?.reason).toBe('stopped');
    const upload = openai.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(upload?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    const log = async () =>
      (await t.api.call('GET', `/assignments/assignment/${session.assignmentId}`, { token: tokens.admin }))
        .body.conversationLog as { text: string; isAI: boolean }[];
    const end = Date.now() + 5000;
    let saved = await log();
    while (!saved.some((m) => !m.isAI && m.text === 'Do you have a fever?') && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      saved = await log();
    }
    expect(saved.some((m) => !m.isAI && m.text === 'Do you have a fever?')).toBe(true);
    ws.close();
  });
});

describe('speech in without a server service', () => {
  const SETTINGS =
    'mutation ($i: UpdateSchoolSettingsInput!) { updateSchoolSettings(input: $i) { __typename ... on SchoolSettingsPayload { settings { browserSpeechRecognition } } ... on Error { message } } }';
  it('the browser transcribes unless the school turned that off; only admins change it', async () => {
    await keys({});
    expect((await openSession('student')).providers.speechToText).toBe('BROWSER');
    const refused = await t.gql(
      SETTINGS,
      { i: { browserSpeechRecognition: false } },
      { token: tokens.student },
    );
    expect(refused.errors?.[0]?.extensions?.code ?? refused.data?.updateSchoolSettings?.__typename).toMatch(
      /FORBIDDEN|ForbiddenError/,
    );
    expect((await openSession('student')).providers.speechToText).toBe('BROWSER');
    const off = await t.gql(SETTINGS, { i: { browserSpeechRecognition: false } }, { token: tokens.teacher });
    expect(off.data.updateSchoolSettings.settings).toEqual({ browserSpeechRecognition: false });
    expect((await openSession('student')).providers.speechToText).toBe('NONE');
    const read = await t.gql(
      '{ schoolSettings { browserSpeechRecognition } }',
      {},
      { token: tokens.student },
    );
    expect(read.data.schoolSettings).toEqual({ browserSpeechRecognition: false });
    // A key's service wins over the switch.
    await keys({ openai: true });
    expect((await openSession('student')).providers.speechToText).toBe('OPENAI');
    await t.gql(SETTINGS, { i: { browserSpeechRecognition: true } }, { token: tokens.admin });
    await keys({});
    expect((await openSession('student')).providers.speechToText).toBe('BROWSER');
  });
});
