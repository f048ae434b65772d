import { z } from 'zod';
import type { Upstream } from './upstream.js';

/** The REST contract of GET openai/deepgramModels (api/src/voices/voices.routes.ts). */
const restVoice = z.object({
  name: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  languages: z.array(z.string()).optional().default([]),
  metadata: z.object({
    sample: z.string(),
    color: z.string(),
    accent: z.string(),
    tags: z.array(z.string()),
    image: z.string(),
  }),
});
const restSpeechModel = z.object({
  name: z.string(),
  version: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  languages: z.array(z.string()).optional().default([]),
});
const deepgramCatalogue = z.object({
  models: z.object({ tts: z.array(restVoice), stt: z.array(restSpeechModel) }),
  source: z.enum(['deepgram', 'builtin']),
});
const openAiCatalogue = z.object({
  models: z.array(z.object({ id: z.string(), created: z.number(), owned_by: z.string() })),
  source: z.enum(['openai', 'builtin']),
});

export type ModelSource = 'deepgram' | 'openai' | 'builtin';
export type RestVoice = z.output<typeof restVoice> & { source: ModelSource };
export type RestSpeechModel = z.output<typeof restSpeechModel> & { source: ModelSource };
export type RestOpenAiModel = z.output<typeof openAiCatalogue>['models'][number] & { source: ModelSource };

export function voicesLoaders(up: Upstream) {
  let deepgram: Promise<z.output<typeof deepgramCatalogue>> | undefined;
  let openAi: Promise<z.output<typeof openAiCatalogue>> | undefined;
  // Voices and speech-to-text models come from one REST call, read at most once per request.
  const readDeepgram = () => {
    deepgram ??= up
      .send({ method: 'GET', path: '/openai/deepgramModels', schema: deepgramCatalogue })
      .then((r) => r.data);
    return deepgram;
  };
  return {
    async voices(): Promise<RestVoice[]> {
      const { models, source } = await readDeepgram();
      return models.tts.map((v) => ({ ...v, source }));
    },
    async speechToTextModels(): Promise<RestSpeechModel[]> {
      const { models, source } = await readDeepgram();
      return models.stt.map((m) => ({ ...m, source }));
    },
    async openAiModels(): Promise<RestOpenAiModel[]> {
      openAi ??= up
        .send({ method: 'GET', path: '/openai/openAiModels', schema: openAiCatalogue })
        .then((r) => r.data);
      const { models, source } = await openAi;
      return models.map((m) => ({ ...m, source }));
    },
  };
}
