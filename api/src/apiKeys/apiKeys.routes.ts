import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { flag, idParams, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { activeKeySchema, apiKeyJson, apiKeySchema, modelJson, modelSchema } from './apiKeys.json.js';
import { apiKeys, models } from './apiKeys.repository.js';
import {
  activeSealedKey,
  addKey,
  addModel,
  deleteKey,
  deleteModel,
  serviceLabel,
  setKeyActive,
} from './apiKeys.service.js';
import { type Service, services } from './apiKeys.table.js';

const tag = 'API keys and models';
const fail = (description: string) => ({ description, schema: messageSchema });
const serviceMessage = 'Service must be openai or deepgram.';
const maxTokensMessage = 'Max tokens must be a whole number from 1 to 1,000,000.';

/** The form's labels read OpenAI / Deepgram; either case is accepted. */
const serviceField = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', { message: 'Service is required.' })
  .pipe(
    z
      .string({ message: serviceMessage })
      .trim()
      .toLowerCase()
      .pipe(z.enum(services, { message: serviceMessage })),
  );

/** A model id arrives as a string, a number, '' or null; an empty one is stored as null. */
const modelIdField = z
  .union([z.string(), z.number(), z.null()], { message: 'Model must be a model id.' })
  .optional()
  .transform((v) => (v === undefined || v === null ? null : String(v).trim() || null))
  .pipe(z.string().max(200, { message: 'Model id is too long.' }).nullable());

const activeRoute = (service: Service) =>
  defineRoute({
    method: 'get',
    path: `/apiKeys/active-${service}`,
    tag,
    summary: `The active ${serviceLabel[service]} key, encrypted`,
    access: 'user',
    rule: 'Any signed-in user: the BFF calls it with the student’s token during a voice chat. The key is AES-256-GCM ciphertext that only holders of SECRET_KEY can open.',
    responses: {
      200: { description: 'The active key, sealed', schema: activeKeySchema },
      404: fail(`No active ${serviceLabel[service]} key`),
    },
    async handler({ services: s }) {
      return { body: await activeSealedKey(s.db, service) };
    },
  });

export const apiKeyRoutes = [
  defineRoute({
    method: 'get',
    path: '/apiKeys/api-keys',
    tag,
    summary: 'List stored provider keys (names only, never values; newest first)',
    access: 'admin',
    rule: '`search` matches the key name or the service.',
    query: listQuery,
    responses: {
      200: {
        description: 'The keys; `X-Total-Count` carries the count before paging.',
        schema: z.array(apiKeySchema),
      },
    },
    async handler({ services: s, query }) {
      const { rows, total } = await apiKeys.list(s.db, query);
      return { body: rows.map(apiKeyJson), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/apiKeys/api-keys',
    tag,
    summary: 'Store a provider key (encrypted at rest)',
    access: 'admin',
    rule: 'The new key becomes active only if its service has no active key yet.',
    body: z.object({
      keyName: requiredText('Key Name is required.', 200),
      apiKey: requiredText('API Key is required.', 1000).regex(/^\S+$/, {
        message: 'API Key must not contain spaces.',
      }),
      service: serviceField,
      modelId: modelIdField,
    }),
    responses: {
      201: { description: 'Stored', schema: z.object({ message: z.string(), apiKey: apiKeySchema }) },
      400: fail('Invalid input'),
    },
    async handler({ services: s, body }) {
      const key = await addKey(s.db, s.secretKey, body);
      return { status: 201, body: { message: 'API Key Added', apiKey: apiKeyJson(key) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/apiKeys/api-keys/{id}',
    tag,
    summary: 'Activate or deactivate a key',
    access: 'admin',
    rule: 'Activating a key deactivates the other keys of the same service.',
    params: idParams,
    body: z.object({
      isActive: z
        .unknown()
        .refine((v) => v !== undefined && v !== null, { message: 'isActive is required.' })
        .pipe(flag('isActive')),
    }),
    responses: {
      200: { description: 'Changed', schema: z.object({ message: z.string(), apiKey: apiKeySchema }) },
      400: fail('Invalid input'),
      404: fail('No such key'),
    },
    async handler({ services: s, params, body }) {
      const key = await setKeyActive(s.db, params.id, body.isActive);
      return {
        body: {
          message: key.is_active ? 'API key activated.' : 'API key deactivated.',
          apiKey: apiKeyJson(key),
        },
      };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/apiKeys/api-keys/{id}',
    tag,
    summary: 'Delete a stored key',
    access: 'admin',
    params: idParams,
    responses: { 200: fail('Deleted'), 404: fail('No such key') },
    async handler({ services: s, params }) {
      await deleteKey(s.db, params.id);
      return { body: { message: 'API key deleted.' } };
    },
  }),
  activeRoute('openai'),
  activeRoute('deepgram'),
  defineRoute({
    method: 'get',
    path: '/apiKeys/models',
    tag,
    summary: 'List the models keys can be set to use (alphabetical)',
    access: 'admin',
    query: listQuery,
    responses: {
      200: {
        description: 'The models; `X-Total-Count` carries the count before paging.',
        schema: z.array(modelSchema),
      },
    },
    async handler({ services: s, query }) {
      const { rows, total } = await models.list(s.db, query);
      return { body: rows.map(modelJson), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/apiKeys/models',
    tag,
    summary: 'Add a model',
    access: 'admin',
    rule: 'Model names are unique, compared case-insensitively. `maxTokens` defaults to 2048.',
    body: z.object({
      modelName: requiredText('Model name is required.', 200),
      description: z
        .string({ message: 'Description must be text.' })
        .trim()
        .max(2000, { message: 'Description is too long.' })
        .nullish()
        .transform((v) => v ?? ''),
      maxTokens: z
        .union([z.number(), z.string(), z.null()], { message: maxTokensMessage })
        .optional()
        .transform((v) =>
          v === undefined || v === null || v === ''
            ? 2048
            : typeof v === 'string' && /^\s*\d+\s*$/.test(v)
              ? Number(v)
              : v,
        )
        .pipe(
          z
            .number({ message: maxTokensMessage })
            .int({ message: maxTokensMessage })
            .min(1, { message: maxTokensMessage })
            .max(1_000_000, { message: maxTokensMessage }),
        ),
    }),
    responses: {
      201: { description: 'Added', schema: z.object({ message: z.string(), model: modelSchema }) },
      400: fail('Invalid input'),
      409: fail('Name already used'),
    },
    async handler({ services: s, body }) {
      const model = await addModel(s.db, body);
      return { status: 201, body: { message: 'Model added successfully!', model: modelJson(model) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/apiKeys/models/{id}',
    tag,
    summary: 'Delete a model',
    access: 'admin',
    rule: 'Keys set to it keep the id (the settings table shows it as Unknown).',
    params: idParams,
    responses: { 200: fail('Deleted'), 404: fail('No such model') },
    async handler({ services: s, params }) {
      await deleteModel(s.db, params.id);
      return { body: { message: 'Model deleted successfully!' } };
    },
  }),
];
