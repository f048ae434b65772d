import type { ModelSource, RestOpenAiModel, RestSpeechModel, RestVoice } from '../upstream/voices.js';
import { builder } from './builder.js';

export const ModelSourceEnum = builder.enumType('ModelSource', {
  description: 'Where a provider list came from.',
  values: {
    DEEPGRAM: { description: 'Deepgram, asked with the active Deepgram key.' },
    OPENAI: { description: 'OpenAI, asked with the active OpenAI key.' },
    BUILTIN: { description: 'The built-in list, used when no key is active or the provider failed.' },
  } as const,
});

const source = (s: ModelSource) => s.toUpperCase() as 'DEEPGRAM' | 'OPENAI' | 'BUILTIN';

export const Voice = builder.objectRef<RestVoice>('Voice').implement({
  description: 'A text-to-speech voice a patient can speak with.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The display name, e.g. Asteria.' }),
    canonicalName: t.exposeString('canonical_name', {
      description: 'The value a patient stores as `voiceModel`, e.g. aura-asteria-en.',
    }),
    uuid: t.exposeString('uuid', { description: 'The provider’s id of the voice.' }),
    accent: t.string({ description: 'The accent, e.g. American.', resolve: (v) => v.metadata.accent }),
    tags: t.stringList({
      description: 'Words describing the voice (feminine, calm, ...).',
      resolve: (v) => v.metadata.tags,
    }),
    languages: t.exposeStringList('languages', { description: 'Language codes the voice speaks.' }),
    sampleUrl: t.string({
      description: 'An audio sample to preview the voice (may be relative to this server).',
      resolve: (v) => v.metadata.sample,
    }),
    color: t.string({ description: 'The voice’s colour, as CSS.', resolve: (v) => v.metadata.color }),
    image: t.string({
      description: 'An avatar image URL (may be a data: URL).',
      resolve: (v) => v.metadata.image,
    }),
    source: t.field({
      type: ModelSourceEnum,
      description: 'Where the list came from.',
      resolve: (v) => source(v.source),
    }),
  }),
});

export const SpeechToTextModel = builder.objectRef<RestSpeechModel>('SpeechToTextModel').implement({
  description: 'A speech-to-text model (for the Add New Model dialog).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The model’s name, e.g. nova-2.' }),
    version: t.exposeString('version', { description: 'The model’s version.' }),
    uuid: t.exposeString('uuid', { description: 'The provider’s id of the model.' }),
    canonicalName: t.exposeString('canonical_name', { description: 'The provider’s canonical name.' }),
    languages: t.exposeStringList('languages', { description: 'Language codes it understands.' }),
    source: t.field({
      type: ModelSourceEnum,
      description: 'Where the list came from.',
      resolve: (m) => source(m.source),
    }),
  }),
});

export const OpenAiModel = builder.objectRef<RestOpenAiModel>('OpenAiModel').implement({
  description: 'A chat model the OpenAI-compatible provider offers (for the Add New Model dialog).',
  fields: (t) => ({
    modelId: t.exposeString('id', {
      description: 'The model’s id, e.g. gpt-4o (named modelId so Relay does not take it for a record id).',
    }),
    ownedBy: t.exposeString('owned_by', { description: 'The organisation that owns the model.' }),
    source: t.field({
      type: ModelSourceEnum,
      description: 'Where the list came from.',
      resolve: (m) => source(m.source),
    }),
  }),
});

builder.queryFields((t) => ({
  voices: t.field({
    type: [Voice],
    description: 'The voices a patient can speak with (the voice picker). One upstream read per request.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.loaders.voices.voices(),
  }),
  speechToTextModels: t.field({
    type: [SpeechToTextModel],
    description: 'The speech-to-text models (Add New Model dialog).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.loaders.voices.speechToTextModels(),
  }),
  openAiModels: t.field({
    type: [OpenAiModel],
    description: 'The chat models of the OpenAI-compatible provider (Add New Model dialog).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.loaders.voices.openAiModels(),
  }),
}));
