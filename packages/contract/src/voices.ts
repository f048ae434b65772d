import { z } from 'zod';

/** A voice of the catalogue (Deepgram's, or the built-in one). */
export const voiceSchema = z.object({
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
/** A speech-to-text model of the catalogue. */
export const speechModelSchema = z.object({
  name: z.string(),
  version: z.string(),
  uuid: z.string(),
  canonical_name: z.string(),
  languages: z.array(z.string()),
});

/** GET openai/deepgramModels: the voices and speech models, and where they came from. */
export const deepgramCatalogueSchema = z.object({
  models: z.object({ tts: z.array(voiceSchema), stt: z.array(speechModelSchema) }),
  source: z.enum(['deepgram', 'builtin']),
});

/** GET openai/openAiModels: the chat models, and where they came from. */
export const openAiCatalogueSchema = z.object({
  models: z.array(
    z.object({
      id: z.string(),
      object: z.literal('model'),
      created: z.number(),
      owned_by: z.string(),
    }),
  ),
  source: z.enum(['openai', 'builtin']),
});
