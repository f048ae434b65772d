import { chatMessages, patientSystemPrompt, readCase } from '@anamnesis/clinical';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seal } from '../../../api/src/lib/secretBox.js';
import {
  type FakeDeepgramOptions,
  type FakeOpenAIOptions,
  type FakeServer,
  instanceOf,
  spokenChunks,
  startFakeDeepgram,
  startFakeOpenAI,
} from '../../../tests/fakes/index.js';
import { mergeConversation, parseSessionKey } from './engine.js';
import type { VoiceMessage } from './events.js';
import { openLiveTranscription, speak, transcribeFile } from './providers/deepgram.js';
import { espeakVoiceFor } from './providers/espeak.js';
import { ProviderError } from './providers/http.js';
import { pickModel, streamChat } from './providers/openaiChat.js';
import { openSealed } from './secretBox.js';
import { readTicket, signTicket } from './speechTicket.js';

let openai: FakeServer<FakeOpenAIOptions>;
let deepgram: FakeServer<FakeDeepgramOptions>;
beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: 'sk-right' });
  deepgram = await startFakeDeepgram({ apiKey: 'dg-right' });
});
afterAll(async () => {
  await Promise.all([openai?.stop(), deepgram?.stop()]);
});
beforeEach(() => {
  openai.configure({ failStatus: null, cutAfterChunks: null, latencyMs: 0, structured: undefined });
  deepgram.configure({ speakFailStatus: null, chunksPerUtterance: 4, latencyMs: 0 });
});

const chat = (o: Partial<Parameters<typeof streamChat>[0]> = {}) => {
  const tokens: string[] = [];
  const p = streamChat({
    baseUrl: openai.url,
    apiKey: 'sk-right',
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'Hello' }],
    timeoutMs: 1000,
    onToken: (d) => tokens.push(d),
    ...o,
  });
  return { p, tokens };
};

describe('streaming chat completions (server-sent events)', () => {
  it('passes each token on as it arrives and answers the whole reply', async () => {
    openai.configure({
      reply: 'My chest hurts, doctor.',
      failStatus: null,
      cutAfterChunks: null,
      latencyMs: 0,
    });
    const { p, tokens } = chat();
    expect(await p).toBe('My chest hurts, doctor.');
    expect(tokens).toEqual(['My', ' chest', ' hurts,', ' doctor.']);
    const req = openai.requests.at(-1);
    expect(req?.headers.authorization).toBe('Bearer sk-right');
    expect(req?.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      messages: [{ role: 'user', content: 'Hello' }],
    });
  });

  it('fails on an error status, a wrong key, a cut stream and a timeout', async () => {
    openai.configure({ failStatus: 500 });
    await expect(chat().p).rejects.toThrow(/chat completion: HTTP 500/);
    openai.configure({ failStatus: null });
    await expect(chat({ apiKey: 'sk-wrong' }).p).rejects.toThrow(/HTTP 401/);
    openai.configure({ cutAfterChunks: 2, reply: 'One two three four.' });
    const cut = chat();
    await expect(cut.p).rejects.toThrow(ProviderError);
    expect(cut.tokens).toEqual(['One', ' two']);
    openai.configure({ cutAfterChunks: null, latencyMs: 600 });
    const started = Date.now();
    await expect(chat({ timeoutMs: 200 }).p).rejects.toThrow(/timed out|unreachable/);
    expect(Date.now() - started).toBeLessThan(600);
    openai.configure({ latencyMs: 0 });
    await expect(chat({ baseUrl: 'http://127.0.0.1:9' }).p).rejects.toThrow(ProviderError);
  });

  it('picks a model by the spec’s rule: a name matching g, o1 or o-mini, else the first', () => {
    expect(pickModel([{ modelName: 'claude' }, { modelName: 'gpt-4o' }])).toBe('gpt-4o');
    expect(pickModel([{ modelName: 'mistral' }, { modelName: 'o1' }])).toBe('o1');
    expect(pickModel([{ modelName: 'mistral' }, { modelName: 'phi' }])).toBe('mistral');
    expect(pickModel([])).toBeNull();
  });

  it('the fake answers structured output (json_schema) and lists models', async () => {
    const schema = {
      type: 'object',
      properties: {
        score: { type: 'integer', minimum: 0 },
        items: { type: 'array', items: { type: 'object', properties: { asked: { type: 'boolean' } } } },
        grade: { type: 'string', enum: ['A', 'B'] },
      },
    };
    expect(instanceOf(schema)).toEqual({ score: 0, items: [{ asked: false }], grade: 'A' });
    const res = await fetch(`${openai.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-right', 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'grade' }],
        response_format: { type: 'json_schema', json_schema: { name: 'marks', schema, strict: true } },
      }),
    });
    const body = (await res.json()) as { object: string; choices: { message: { content: string } }[] };
    expect(body.object).toBe('chat.completion');
    expect(JSON.parse(body.choices[0]?.message.content ?? '')).toEqual({
      score: 0,
      items: [{ asked: false }],
      grade: 'A',
    });
    openai.configure({ structured: { score: 42 } });
    const again = await fetch(`${openai.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-right', 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt-4o',
        messages: [],
        response_format: { type: 'json_schema', json_schema: { schema } },
      }),
    });
    expect(JSON.parse(((await again.json()) as typeof body).choices[0]?.message.content ?? '')).toEqual({
      score: 42,
    });
    const models = await fetch(`${openai.url}/v1/models`, { headers: { authorization: 'Bearer sk-right' } });
    expect(((await models.json()) as { data: { id: string }[] }).data.map((m) => m.id)).toContain(
      'gpt-4o-mini',
    );
  });
});

describe('Deepgram', () => {
  it('live transcription: interim then final results, KeepAlive, Finalize and CloseStream', async () => {
    deepgram.configure({ chunksPerUtterance: 0, transcripts: ['Where does it hurt?'] });
    const results: { transcript: string; isFinal: boolean; fromFinalize: boolean }[] = [];
    const failures: string[] = [];
    const live = openLiveTranscription({
      baseUrl: deepgram.url,
      apiKey: 'dg-right',
      timeoutMs: 1000,
      keepAliveMs: 50,
      onResult: (r) => results.push(r),
      onFailure: (r) => failures.push(r),
    });
    await live.ready;
    for (const c of [Buffer.from('audio-1'), Buffer.from('audio-2')]) live.send(c);
    await new Promise((r) => setTimeout(r, 150));
    live.finalize();
    await new Promise((r) => setTimeout(r, 100));
    live.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(results.map((r) => [r.transcript, r.isFinal])).toEqual([
      ['Where does', false],
      ['Where does it hurt?', false],
      ['Where does it hurt?', true],
    ]);
    expect(results.at(-1)?.fromFinalize).toBe(true);
    const controls = deepgram.requests.at(-1)?.controls ?? [];
    expect(controls).toContain('{"type":"KeepAlive"}');
    expect(controls.filter((c) => !c.includes('KeepAlive'))).toEqual([
      '{"type":"Finalize"}',
      '{"type":"CloseStream"}',
    ]);
    expect(failures).toEqual([]);
  });

  it('live transcription with a wrong key fails to open; the upload, speech and their failures', async () => {
    const failures: string[] = [];
    const live = openLiveTranscription({
      baseUrl: deepgram.url,
      apiKey: 'dg-wrong',
      timeoutMs: 1000,
      onResult: () => {},
      onFailure: (r) => failures.push(r),
    });
    await expect(live.ready).rejects.toThrow(/HTTP 401/);
    expect(failures).toEqual(['live transcription: HTTP 401']);

    const audio = Buffer.concat(spokenChunks('I feel sick', 3));
    const text = await transcribeFile({
      baseUrl: deepgram.url,
      apiKey: 'dg-right',
      audio,
      mimetype: 'audio/webm',
      timeoutMs: 1000,
    });
    expect(text).toBe('I feel sick');
    expect(deepgram.requests.at(-1)?.query).toEqual({
      model: 'nova-2',
      language: 'en',
      smart_format: 'true',
    });
    await expect(
      transcribeFile({
        baseUrl: deepgram.url,
        apiKey: 'dg-wrong',
        audio,
        mimetype: 'audio/webm',
        timeoutMs: 1000,
      }),
    ).rejects.toThrow(/HTTP 401/);

    const speech = await speak({
      baseUrl: deepgram.url,
      apiKey: 'dg-right',
      voice: 'aura-orion-en',
      text: 'Hello there.',
      timeoutMs: 1000,
    });
    expect(speech.contentType).toBe('audio/mpeg');
    const parts: Buffer[] = [];
    for await (const p of speech.body) parts.push(p as Buffer);
    expect(Buffer.concat(parts).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    deepgram.configure({ speakFailStatus: 500 });
    await expect(
      speak({
        baseUrl: deepgram.url,
        apiKey: 'dg-right',
        voice: 'aura-orion-en',
        text: 'Hi',
        timeoutMs: 1000,
      }),
    ).rejects.toThrow(/HTTP 500/);
    deepgram.configure({ speakFailStatus: null });
  });
});

describe('keys, tickets, sessions and the prompt', () => {
  it('opens a key the API sealed, and only with the same secret', () => {
    const sealed = seal('sk-live-123', 'the-secret-key-of-this-school');
    expect(openSealed(sealed, 'the-secret-key-of-this-school')).toBe('sk-live-123');
    expect(() => openSealed(sealed, 'another-secret-key-entirely')).toThrow();
    expect(() =>
      openSealed({ ...sealed, encryptedKey: Buffer.from('short').toString('base64') }, 'x'),
    ).toThrow();
  });

  it('signs speech tickets so that they cannot be altered', () => {
    const token = signTicket('secret-one', { s: 'a.1.3', m: 'm1', u: 3, v: 'aura-luna-en', t: 'Hello.' });
    expect(readTicket('secret-one', token)).toEqual({
      s: 'a.1.3',
      m: 'm1',
      u: 3,
      v: 'aura-luna-en',
      t: 'Hello.',
    });
    expect(readTicket('secret-two', token)).toBeNull();
    expect(readTicket('secret-one', `${token.slice(0, -1)}A`)).toBeNull();
    expect(readTicket('secret-one', 'nonsense')).toBeNull();
  });

  it('reads session keys, and merges conversations without losing or doubling messages', () => {
    expect(parseSessionKey('a.12.3')).toMatchObject({ mode: 'assignment', assignmentId: 12, userId: 3 });
    expect(parseSessionKey('t.4.1.0123456789abcdef')).toMatchObject({ mode: 'try', patientId: 4, userId: 1 });
    expect(parseSessionKey('a.12')).toBeNull();
    expect(parseSessionKey('x.1.2')).toBeNull();
    const m = (id: string, text: string, timings?: Record<string, number>): VoiceMessage => ({
      id,
      text,
      isAI: false,
      timestamp: '2026-01-01T00:00:00.000Z',
      ...(timings ? { timings } : {}),
    });
    const stored = [m('1', 'a'), m('2', 'b'), m('3', 'from another replica')];
    const local = [m('1', 'a'), m('2', 'b', { firstAudioAt: 5 }), m('4', 'mine')];
    expect(mergeConversation(stored, local)).toEqual([
      m('1', 'a'),
      m('2', 'b', { firstAudioAt: 5 }),
      m('3', 'from another replica'),
      m('4', 'mine'),
    ]);
  });

  it('maps Aura voices to espeak-ng voices by accent and voice type', () => {
    expect(espeakVoiceFor('aura-asteria-en')).toBe('en-us+f3');
    expect(espeakVoiceFor('aura-orion-en')).toBe('en-us+m3');
    expect(espeakVoiceFor('aura-athena-en')).toBe('en-gb+f3');
    expect(espeakVoiceFor('aura-helios-en')).toBe('en-gb+m3');
  });

  it("builds the patient prompt from the case and its author's words, never the answer key", () => {
    const c = {
      name: 'John Miller',
      medicalHistory: '58-year-old man, smoker. Drives a crane for a living. Worried it is a heart attack.',
      symptoms: [{ name: 'Chest pain', description: 'Pressure in the chest', severity: 'severe' as const }],
      diagnosis: 'Acute myocardial infarction',
      treatments: 'Aspirin, PCI',
    };
    const prompt = patientSystemPrompt(c, readCase(c));
    expect(prompt).toMatch(/You are John Miller, a patient/);
    // The case's facts in the patient's words, and the author's own text without the key.
    expect(prompt).toMatch(/pain in my chest/);
    expect(prompt).toContain('Drives a crane for a living.');
    expect(prompt).not.toMatch(/infarction|heart attack|aspirin|PCI/i);
    const msgs = chatMessages(
      c,
      readCase(c),
      [
        { text: 'Hi', isAI: false },
        { text: 'Hello doctor.', isAI: true },
      ],
      'Where does it hurt?',
    );
    expect(msgs.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });
});
