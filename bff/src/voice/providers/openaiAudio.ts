import type { Readable } from 'node:stream';
import { FormData, request } from 'undici';
import { drain, joinUrl, ProviderError, providerAgent, streamSpeech, timer } from './http.js';
import type { VoiceTraits } from './voiceTraits.js';

// OpenAI's speech voices, by the kind of catalogue voice each stands in for (catalogue order picks one),
// so that patients with different catalogue voices keep different voices here too.
const openAiVoices: Record<`${VoiceTraits['sex']}:${VoiceTraits['accent']}`, string[]> = {
  'feminine:american': ['nova', 'shimmer', 'coral', 'sage', 'alloy'],
  'feminine:british': ['sage', 'shimmer'],
  'masculine:american': ['onyx', 'echo', 'ash', 'ballad', 'verse', 'alloy'],
  'masculine:british': ['fable', 'verse', 'echo'],
};

/** The OpenAI voice a catalogue voice speaks with. */
export function openAiVoiceFor(traits: VoiceTraits): string {
  const list = openAiVoices[`${traits.sex}:${traits.accent}`];
  return list[traits.rank % list.length] as string;
}

/**
 * Text to speech through an OpenAI-compatible server: `POST {base}/v1/audio/speech` with
 * `{ model, input, voice, response_format: 'mp3' }`. Answers the audio as a stream as soon as its headers
 * arrive (OpenAI sends it chunked as it is made), so playback starts before synthesis ends.
 */
export async function openAiSpeech(o: {
  baseUrl: string;
  apiKey: string;
  model: string;
  voice: string;
  text: string;
  timeoutMs: number;
}): Promise<{ contentType: string; body: Readable }> {
  return streamSpeech(joinUrl(o.baseUrl, '/v1/audio/speech'), {
    authorization: `Bearer ${o.apiKey}`,
    body: { model: o.model, input: o.text, voice: o.voice, response_format: 'mp3' },
    timeoutMs: o.timeoutMs,
  });
}

/**
 * Speech to text through an OpenAI-compatible server (OpenAI, or a self-hosted Whisper server):
 * `POST {base}/v1/audio/transcriptions`, multipart with the recorded `file`, `model` and `language`;
 * the answer is `{ "text": ... }`.
 */
export async function openAiTranscribe(o: {
  baseUrl: string;
  apiKey: string;
  model: string;
  audio: Buffer;
  mimeType: string;
  timeoutMs: number;
}): Promise<string> {
  const form = new FormData();
  const type = o.mimeType.split(';')[0] ?? 'audio/webm';
  const ext = type.split('/')[1]?.replace(/^x-/, '') || 'webm';
  form.set('file', new Blob([new Uint8Array(o.audio)], { type }), `speech.${ext}`);
  form.set('model', o.model);
  form.set('language', 'en');
  form.set('response_format', 'json');
  const deadline = timer(o.timeoutMs * 2);
  let body: { text?: unknown } | null;
  try {
    let res: Awaited<ReturnType<typeof request>>;
    try {
      res = await request(joinUrl(o.baseUrl, '/v1/audio/transcriptions'), {
        method: 'POST',
        dispatcher: providerAgent(o.timeoutMs),
        headers: { authorization: `Bearer ${o.apiKey}` },
        body: form,
        signal: deadline.signal,
      });
    } catch {
      throw new ProviderError('transcription: unreachable or timed out');
    }
    if (res.statusCode !== 200) {
      await drain(res.body);
      throw new ProviderError(`transcription: HTTP ${res.statusCode}`, res.statusCode);
    }
    body = (await res.body.json().catch(() => null)) as typeof body;
  } finally {
    deadline.clear();
  }
  if (typeof body?.text !== 'string') throw new ProviderError('transcription: an unexpected answer');
  return body.text.trim();
}
