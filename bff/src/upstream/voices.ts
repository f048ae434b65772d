import {
  deepgramCatalogueSchema,
  openAiCatalogueSchema,
  speechModelSchema,
  voiceSchema,
} from '@anamnesis/contract';
import { z } from 'zod';
import type { Upstream } from './upstream.js';

/**
 * The provider catalogues, as the contract defines them; older servers may leave out a model's
 * languages, and the BFF does not read a voice's architecture or a model's object type.
 */
const languages = voiceSchema.shape.languages.optional().default([]);
const restVoice = voiceSchema.omit({ architecture: true }).extend({ languages });
const restSpeechModel = speechModelSchema.extend({ languages });
export const deepgramCatalogue = deepgramCatalogueSchema.extend({
  models: z.object({ tts: z.array(restVoice), stt: z.array(restSpeechModel) }),
});
export const openAiCatalogue = openAiCatalogueSchema.extend({
  models: z.array(openAiCatalogueSchema.shape.models.element.omit({ object: true })),
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
