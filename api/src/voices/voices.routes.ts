import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { deepgramCatalogue, openAiCatalogue } from './voices.service.js';

const tag = 'Provider models';

const voiceSchema = z.object({
  name: z.string(),
  uuid: z.string(),
  canonical_name: z.string().describe('The value a patient stores as voiceModel'),
  architecture: z.string(),
  languages: z.array(z.string()),
  metadata: z.object({
    sample: z.string().describe('Audio sample URL; built-in voices point at the BFF (/voice/samples/...)'),
    color: z.string(),
    accent: z.string(),
    tags: z.array(z.string()),
    image: z.string(),
  }),
});
const speechModelSchema = z.object({
  name: z.string(),
  version: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  languages: z.array(z.string()),
});

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
        schema: z.object({
          models: z.object({ tts: z.array(voiceSchema), stt: z.array(speechModelSchema) }),
          source: z.enum(['deepgram', 'builtin']),
        }),
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
        schema: z.object({
          models: z.array(
            z.object({
              id: z.string(),
              object: z.literal('model'),
              created: z.number(),
              owned_by: z.string(),
            }),
          ),
          source: z.enum(['openai', 'builtin']),
        }),
      },
    },
    async handler({ services }) {
      return { body: await openAiCatalogue(services) };
    },
  }),
];
