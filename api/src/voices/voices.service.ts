import { z } from 'zod';
import { activePlainKey } from '../apiKeys/apiKeys.service.js';
import type { Service } from '../apiKeys/apiKeys.table.js';
import type { AppServices } from '../lib/route.js';
import { fetchProviderJson } from './providerClient.js';
import {
  builtinOpenAiModels,
  builtinSpeechModels,
  builtinVoices,
  type OpenAiModel,
  type SpeechModel,
  type Voice,
} from './voices.catalogue.js';

// What we read from Deepgram's GET /v1/models; fields we do not use may come and go.
const deepgramVoice = z.looseObject({
  name: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  architecture: z.string().optional(),
  languages: z.array(z.string()).optional(),
  metadata: z
    .looseObject({
      sample: z.string().optional(),
      color: z.string().optional(),
      accent: z.string().optional(),
      tags: z.array(z.string()).optional(),
      image: z.string().optional(),
    })
    .optional(),
});
const deepgramSpeech = z.looseObject({
  name: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  version: z.string().optional(),
  languages: z.array(z.string()).optional(),
});
const deepgramModels = z.looseObject({
  tts: z.array(deepgramVoice).default([]),
  stt: z.array(deepgramSpeech).default([]),
});
// OpenAI's GET /v1/models: { object: 'list', data: [...] }.
const openAiModels = z.looseObject({
  data: z.array(
    z.looseObject({ id: z.string(), created: z.number().optional(), owned_by: z.string().optional() }),
  ),
});

export interface DeepgramCatalogue {
  models: { tts: Voice[]; stt: SpeechModel[] };
  source: 'deepgram' | 'builtin';
}

export interface OpenAiCatalogue {
  models: OpenAiModel[];
  source: 'openai' | 'builtin';
}

/** The provider's answer through `read`, or null (logged) when there is no key or anything fails. */
async function fromProvider<T>(
  s: AppServices,
  service: Service,
  url: string,
  authorization: (key: string) => string,
  read: (json: unknown) => T,
): Promise<T | null> {
  try {
    const key = await activePlainKey(s.db, s.secretKey, service);
    if (!key) return null;
    return read(await fetchProviderJson(url, authorization(key), s.config.providerTimeoutMs));
  } catch (error) {
    const reason = error instanceof z.ZodError ? 'unexpected answer format' : (error as Error).message;
    s.log.warn('provider model list unavailable; using the built-in list', { service, reason });
    return null;
  }
}

export async function deepgramCatalogue(s: AppServices): Promise<DeepgramCatalogue> {
  const models = await fromProvider(
    s,
    'deepgram',
    `${s.config.deepgramBaseUrl.replace(/\/+$/, '')}/v1/models`,
    (key) => `Token ${key}`,
    (json) => {
      const parsed = deepgramModels.parse(json);
      // A key that may list no voices would leave the voice picker empty: the built-in list serves better.
      if (!parsed.tts.length) throw new Error('the answer lists no voices');
      return {
        tts: parsed.tts.map(
          (v): Voice => ({
            name: v.name,
            uuid: v.uuid,
            canonical_name: v.canonical_name,
            architecture: v.architecture ?? 'aura',
            languages: v.languages ?? [],
            metadata: {
              sample: v.metadata?.sample ?? '',
              color: v.metadata?.color ?? '',
              accent: v.metadata?.accent ?? '',
              tags: v.metadata?.tags ?? [],
              image: v.metadata?.image ?? '',
            },
          }),
        ),
        stt: parsed.stt.map(
          (m): SpeechModel => ({
            name: m.name,
            version: m.version ?? '',
            uuid: m.uuid,
            canonical_name: m.canonical_name,
            languages: m.languages ?? [],
          }),
        ),
      };
    },
  );
  return models
    ? { models, source: 'deepgram' }
    : { models: { tts: builtinVoices, stt: builtinSpeechModels }, source: 'builtin' };
}

export async function openAiCatalogue(s: AppServices): Promise<OpenAiCatalogue> {
  const models = await fromProvider(
    s,
    'openai',
    `${s.config.openAiBaseUrl.replace(/\/+$/, '')}/v1/models`,
    (key) => `Bearer ${key}`,
    (json) =>
      openAiModels
        .parse(json)
        .data.map(
          (m): OpenAiModel => ({
            id: m.id,
            object: 'model',
            created: m.created ?? 0,
            owned_by: m.owned_by ?? '',
          }),
        )
        .sort((a, b) => a.id.localeCompare(b.id)),
  );
  return models ? { models, source: 'openai' } : { models: builtinOpenAiModels, source: 'builtin' };
}
