import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { RestAiModel, RestApiKey, Service } from '../upstream/apiKeys.js';
import { ValidationError } from '../upstream/errors.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { DeletedPayload, requiredText } from './users.js';

export const ServiceEnum = builder.enumType('ApiKeyService', {
  description: 'The provider a key is for.',
  values: {
    OPENAI: { description: 'An OpenAI-compatible chat provider (the virtual patient, marking).' },
    DEEPGRAM: { description: 'Deepgram (speech to text and text to speech).' },
  } as const,
});

export const AiModel = builder.loadableNode('AiModel', {
  description: 'A model that provider keys can be set to use.',
  id: { resolve: (m: RestAiModel) => m.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) => ctx.loaders.apiKeys.modelById.load(Number(id)).catch((e: Error) => e)),
    ) as Promise<(RestAiModel | Error)[]>,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    modelName: t.exposeString('modelName', {
      description: 'The provider’s model name, e.g. gpt-4o (unique).',
    }),
    description: t.exposeString('description', { description: 'A note about the model (may be empty).' }),
    maxTokens: t.exposeInt('maxTokens', { description: 'The most tokens a reply may use.' }),
  }),
});

export const ApiKey = builder.loadableNode('ApiKey', {
  description:
    'A stored provider key, by name. Its value is write-only: no field ever returns it, in any form.',
  id: { resolve: (k: RestApiKey) => k.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) => ctx.loaders.apiKeys.keyById.load(Number(id)).catch((e: Error) => e)),
    ) as Promise<(RestApiKey | Error)[]>,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    keyName: t.exposeString('keyName', { description: 'The name given to the key.' }),
    service: t.field({
      type: ServiceEnum,
      description: 'The provider the key is for.',
      resolve: (k) => k.service.toUpperCase() as 'OPENAI' | 'DEEPGRAM',
    }),
    modelId: t.exposeString('modelId', {
      nullable: true,
      description: 'The model the key is set to use, as stored: a model’s database id, `default`, or null.',
    }),
    modelName: t.string({
      nullable: true,
      description:
        'The model’s name: “Default Model” when the model id is `default`, null when no model matches (the settings table shows “Unknown”).',
      resolve: (k, _args, ctx) =>
        k.modelId === 'default' ? 'Default Model' : ctx.loaders.apiKeys.modelNameOf(k.modelId),
    }),
    isActive: t.exposeBoolean('isActive', {
      description: 'Whether the key is in use; at most one key per service is active.',
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the key was stored.',
      resolve: (k) => k.createdAt,
    }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.connection(
    {
      type: ApiKey,
      description: 'The stored provider keys (newest first), names only.',
      authScopes: { admin: true },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, (limit, offset) => ctx.loaders.apiKeys.keyPage({ limit, offset })),
    },
    { name: 'ApiKeyConnection' },
  ),
  aiModels: t.connection(
    {
      type: AiModel,
      description: 'The models keys can be set to use (alphabetical).',
      authScopes: { admin: true },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, (limit, offset) => ctx.loaders.apiKeys.modelPage({ limit, offset })),
    },
    { name: 'AiModelConnection' },
  ),
}));

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  description: 'A provider key to store. It becomes active if its service has no active key yet.',
  fields: (t) => ({
    keyName: t.string({
      required: true,
      description: 'A name for the key.',
      validate: requiredText('Key Name is required.'),
    }),
    apiKey: t.string({
      required: true,
      description: 'The secret key. Stored encrypted; never returned.',
      validate: requiredText('API Key is required.', 1000),
    }),
    service: t.field({
      type: ServiceEnum,
      required: false,
      description: 'The provider. Required: null is refused with “Service is required.”.',
    }),
    modelId: t.string({
      required: false,
      description:
        'The model to use: an AiModel global ID, `default` for the provider’s default, or empty/absent for none.',
    }),
  }),
});

const SetApiKeyActiveInput = builder.inputType('SetApiKeyActiveInput', {
  description: 'Turns a key on or off.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: ApiKey, description: 'The key.' }),
    isActive: t.boolean({
      required: true,
      description: 'True to activate (the other keys of its service are deactivated), false to deactivate.',
    }),
  }),
});

const CreateAiModelInput = builder.inputType('CreateAiModelInput', {
  description: 'A model to offer for keys.',
  fields: (t) => ({
    modelName: t.string({
      required: true,
      description: 'The provider’s model name (unique).',
      validate: requiredText('Model name is required.'),
    }),
    description: t.string({
      required: false,
      description: 'A note about the model.',
      validate: z.string().max(2000, { message: 'Description is too long.' }).nullish(),
    }),
    maxTokens: t.int({
      required: false,
      description: 'The most tokens a reply may use; default 2048.',
      validate: z
        .number()
        .int()
        .min(1, { message: 'Max tokens must be a whole number from 1 to 1,000,000.' })
        .max(1_000_000, { message: 'Max tokens must be a whole number from 1 to 1,000,000.' })
        .nullish(),
    }),
  }),
});

const ApiKeyPayload = builder.objectRef<{ apiKey: RestApiKey }>('ApiKeyPayload').implement({
  description: 'The key after the change.',
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, description: 'The key.', resolve: (p) => p.apiKey }),
    serviceKeys: t.field({
      type: [ApiKey],
      description:
        'Every key of the same service after the change (activating one deactivates the others), to refresh the table.',
      resolve: async (p, _args, ctx) =>
        (await ctx.loaders.apiKeys.allKeys()).filter((k) => k.service === p.apiKey.service),
    }),
  }),
});

const AiModelPayload = builder.objectRef<{ model: RestAiModel }>('AiModelPayload').implement({
  description: 'The model after the change.',
  fields: (t) => ({ model: t.field({ type: AiModel, description: 'The model.', resolve: (p) => p.model }) }),
});

/** A form's model choice as the REST model id: an AiModel global ID, `default`, or nothing. */
function restModelId(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (v === 'default') return 'default';
  try {
    const { typename, id } = decodeGlobalID(v);
    if (typename === 'AiModel') return id;
  } catch {}
  throw new ValidationError('Model must be an AiModel ID or default.', 'modelId');
}

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: ApiKeyPayload,
    description: 'Stores a provider key (encrypted at rest).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: CreateApiKeyInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      // Field validators skip nulls, so the required service is checked here.
      if (!input.service) throw new ValidationError('Service is required.', 'service');
      return {
        apiKey: await ctx.loaders.apiKeys.createKey({
          keyName: input.keyName,
          apiKey: input.apiKey.trim(),
          service: input.service.toLowerCase() as Service,
          modelId: restModelId(input.modelId),
        }),
      };
    },
  }),
  setApiKeyActive: t.field({
    type: ApiKeyPayload,
    description: 'Activates or deactivates a key; activating deactivates the other keys of its service.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: SetApiKeyActiveInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => ({
      apiKey: await ctx.loaders.apiKeys.setKeyActive(Number(input.id.id), input.isActive),
    }),
  }),
  deleteApiKey: t.field({
    type: DeletedPayload,
    description: 'Deletes a stored key.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: ApiKey, description: 'The key to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.apiKeys.removeKey(Number(id.id));
      return { deletedId: encodeGlobalID('ApiKey', id.id) };
    },
  }),
  createAiModel: t.field({
    type: AiModelPayload,
    description: 'Adds a model keys can use. Names are unique (a duplicate is a ConflictError).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: CreateAiModelInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => ({
      model: await ctx.loaders.apiKeys.createModel({
        modelName: input.modelName,
        description: input.description?.trim() ?? '',
        maxTokens: input.maxTokens ?? 2048,
      }),
    }),
  }),
  deleteAiModel: t.field({
    type: DeletedPayload,
    description: 'Deletes a model; keys set to it keep the id and show a null `modelName`.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: AiModel, description: 'The model to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.apiKeys.removeModel(Number(id.id));
      return { deletedId: encodeGlobalID('AiModel', id.id) };
    },
  }),
}));
