import type { BffConfig } from '../config.js';
import type { Loaders } from '../upstream/loaders.js';
import type { FliteProcess } from './providers/flite.js';
import { pickModel } from './providers/openaiChat.js';
import { openSealed } from './secretBox.js';
import type { VoiceLog } from './session.js';

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

export type ProviderKey = { apiKey: string; modelName: string | null } | null | 'unreadable';

export interface Providers {
  chat: 'openai' | 'builtin';
  speechToText: 'deepgram' | 'openai' | 'none';
  textToSpeech: 'deepgram' | 'openai' | 'espeak' | 'flite' | 'none';
}

/** The active provider keys and the chat model, each trusted for PROVIDER_KEY_CACHE_MS. */
export class ProviderKeys {
  private readonly keys = new Map<string, { at: number; value: Promise<ProviderKey> }>();
  private modelPick: { at: number; model: string } | null = null;

  constructor(
    private readonly config: BffConfig,
    private readonly log: VoiceLog,
    /** Whether espeak-ng is installed. */
    private readonly espeak: Promise<boolean>,
    /** The built-in speech engine that needs no system package; null when turned off or not installed. */
    private readonly flite: FliteProcess | null,
  ) {}

  /** The active key of a service, opened with SECRET_KEY; cached for PROVIDER_KEY_CACHE_MS. */
  providerKey(loaders: Loaders, service: 'openai' | 'deepgram', fresh = false): Promise<ProviderKey> {
    const hit = this.keys.get(service);
    if (!fresh && hit && Date.now() - hit.at < this.config.voice.keyCacheMs) return hit.value;
    const value = loaders.voice.activeKey(service).then((sealed): ProviderKey => {
      if (!sealed) return null;
      if (!this.config.secretKey) return 'unreadable';
      try {
        return { apiKey: openSealed(sealed, this.config.secretKey), modelName: sealed.modelName };
      } catch {
        this.log.warn('the active provider key cannot be opened with this SECRET_KEY', { service });
        return 'unreadable';
      }
    });
    this.keys.set(service, { at: Date.now(), value });
    value.catch(() => this.keys.delete(service));
    return value;
  }

  /** Which provider does what right now (built-in ones when no key is active). */
  async providers(loaders: Loaders, fresh = false): Promise<Providers> {
    const [openai, deepgram, espeak] = await Promise.all([
      this.providerKey(loaders, 'openai', fresh),
      this.providerKey(loaders, 'deepgram', fresh),
      this.espeak,
    ]);
    const dg = deepgram !== null && deepgram !== 'unreadable';
    const ai = openai !== null && openai !== 'unreadable';
    // Deepgram, else the OpenAI key's audio endpoints, else built-in speech (docs: ./README.md).
    return {
      chat: ai ? 'openai' : 'builtin',
      speechToText: dg ? 'deepgram' : ai ? 'openai' : 'none',
      textToSpeech: dg ? 'deepgram' : ai ? 'openai' : espeak ? 'espeak' : this.flite ? 'flite' : 'none',
    };
  }

  /**
   * The chat model: the key's own, else by name from the models list, else gpt-4o-mini
   * (docs/voice.md#provider-keys).
   */
  async chatModel(loaders: Loaders, key: { modelName: string | null }): Promise<string> {
    if (key.modelName) return key.modelName;
    if (this.modelPick && Date.now() - this.modelPick.at < this.config.voice.keyCacheMs)
      return this.modelPick.model;
    const picked = pickModel(await loaders.voice.models().catch(() => [])) ?? DEFAULT_CHAT_MODEL;
    this.modelPick = { at: Date.now(), model: picked };
    return picked;
  }
}
