import { deepgramCatalogueSchema, openAiCatalogueSchema } from '@anamnesis/contract';
import { defineRoute } from '../lib/route.js';
import { deepgramCatalogue, openAiCatalogue } from './voices.service.js';

const tag = 'Provider models';

export const providerModelRoutes = [
  defineRoute({
    method: 'get',
    path: '/openai/deepgramModels',
    tag,
    summary: 'Deepgram voices (tts) and speech-to-text models (stt)',
    access: 'user',
    rule: 'Asks Deepgram with the active Deepgram key; with none, or when Deepgram fails, answers the built-in catalogue (`source: builtin`).',
    responses: {
      200: {
        description: 'The lists and where they came from',
        schema: deepgramCatalogueSchema,
      },
    },
    async handler({ services }) {
      return { body: await deepgramCatalogue(services) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/openai/openAiModels',
    tag,
    summary: 'OpenAI models',
    access: 'user',
    rule: 'Asks OpenAI with the active OpenAI key; with none, or when OpenAI fails, answers a built-in list of common chat models (`source: builtin`).',
    responses: {
      200: {
        description: 'The models and where they came from',
        schema: openAiCatalogueSchema,
      },
    },
    async handler({ services }) {
      return { body: await openAiCatalogue(services) };
    },
  }),
];
