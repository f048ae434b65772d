import type { Readable } from 'node:stream';
import type { Loaders } from '../../upstream/loaders.js';
import type { RestVoice } from '../../upstream/voices.js';
import type { VoiceEngine } from '../engine.js';
import { speak } from './deepgram.js';
import { espeakSpeech } from './espeak.js';
import { fliteSpeech, fliteVoiceFor } from './flite.js';
import { openAiSpeech, openAiVoiceFor } from './openaiAudio.js';
import { type VoiceTraits, voiceTraits } from './voiceTraits.js';

export interface Audio {
  contentType: string;
  body: Readable;
}

let catalogue: { at: number; voices: Promise<RestVoice[]> } | null = null;

/** The voice catalogue's sex and accent of `voice` (the catalogue read at most every five minutes). */
async function traitsOf(loaders: Loaders, voice: string): Promise<VoiceTraits> {
  if (!catalogue || Date.now() - catalogue.at > 5 * 60_000) {
    const voices = loaders.voices.voices().catch(() => [] as RestVoice[]);
    catalogue = { at: Date.now(), voices };
  }
  return voiceTraits(voice, await catalogue.voices);
}

/** A client that reads its speech slowly (stalled, or on purpose) holds its engine turn no longer. */
const MAX_TURN_MS = 10_000;

/**
 * The built-in speech of this server: espeak-ng when installed, else Flite (WebAssembly), else null.
 * One engine serves the whole replica: each synthesis waits for its turn (speechQueue.ts) and holds it
 * until its audio has been read or dropped, ten seconds at most.
 */
async function builtinSpeech(
  engine: VoiceEngine,
  loaders: Loaders,
  voice: string,
  text: string,
  signal?: AbortSignal,
): Promise<Audio | null> {
  const { espeakPath } = engine.config.voice;
  const { flite } = engine;
  let make: () => Audio | Promise<Audio>;
  if (espeakPath && (await engine.espeak)) make = () => espeakSpeech(espeakPath, voice, text);
  else if (flite) {
    const fliteVoice = fliteVoiceFor(await traitsOf(loaders, voice));
    make = () => fliteSpeech(flite, fliteVoice, text);
  } else return null;
  const done = await engine.speechQueue.engineTurn(signal);
  try {
    const audio = await make();
    const held = setTimeout(done, MAX_TURN_MS);
    held.unref();
    const end = () => {
      clearTimeout(held);
      done();
    };
    for (const event of ['end', 'close', 'error']) audio.body.once(event, end);
    return audio;
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * Server-side speech of `text` in a catalogue voice: Deepgram with the active Deepgram key, else the
 * OpenAI-compatible speech endpoint with the active OpenAI key, else the built-in engine; null when the
 * server cannot speak (the browser then does). A failing provider falls back to the built-in engine.
 */
export async function synthesise(
  engine: VoiceEngine,
  loaders: Loaders,
  voice: string,
  text: string,
  signal?: AbortSignal,
): Promise<Audio | null> {
  const { config } = engine;
  const usable = <T>(k: T | null | 'unreadable') => (k && k !== 'unreadable' ? k : null);
  const deepgram = usable(await engine.providerKey(loaders, 'deepgram').catch(() => null));
  const openai = deepgram ? null : usable(await engine.providerKey(loaders, 'openai').catch(() => null));
  try {
    if (deepgram)
      return await speak({
        baseUrl: config.deepgramBaseUrl,
        apiKey: deepgram.apiKey,
        voice,
        text,
        timeoutMs: config.voice.providerTimeoutMs,
      });
    if (openai)
      return await openAiSpeech({
        baseUrl: config.openAiBaseUrl,
        apiKey: openai.apiKey,
        model: config.voice.openAiSpeechModel ?? 'tts-1',
        voice: openAiVoiceFor(await traitsOf(loaders, voice)),
        text,
        timeoutMs: config.voice.providerTimeoutMs,
      });
  } catch (error) {
    engine.log.warn('speech synthesis failed', { reason: (error as Error).message });
    const builtin = await builtinSpeech(engine, loaders, voice, text, signal).catch(() => null);
    if (builtin) return builtin;
    throw error;
  }
  return builtinSpeech(engine, loaders, voice, text, signal);
}
