import { apiKeySchema, modelSchema, type Service } from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import type { Page, Upstream } from './upstream.js';

export type { Service } from '@anamnesis/contract';

/** A stored provider key, as the contract defines it: never its value. */
export const restApiKey = apiKeySchema;
export type RestApiKey = z.output<typeof restApiKey>;

/** A model keys can be set to use, as the contract defines it. */
export const restAiModel = modelSchema;
export type RestAiModel = z.output<typeof restAiModel>;

const withKey = z.object({ message: z.string().optional(), apiKey: restApiKey });
const withModel = z.object({ message: z.string().optional(), model: restAiModel });
const message = z.object({ message: z.string() });

/** A whole REST list read at most once per request, with a by-id DataLoader picking from it. */
function cachedList<T extends { id: number }>(read: () => Promise<T[]>, notFound: string) {
  let all: Promise<T[]> | undefined;
  const list = () => {
    all ??= read();
    return all;
  };
  const byId = new DataLoader<number, T>(async (ids) => {
    const found = new Map((await list()).map((x) => [x.id, x]));
    return ids.map((id) => found.get(id) ?? new NotFoundError(notFound));
  });
  const forget = () => {
    all = undefined;
    byId.clearAll();
  };
  return { list, byId, forget };
}

const restAiModelList = z.array(restAiModel);
const restApiKeyList = z.array(restApiKey);

export function apiKeysLoaders(up: Upstream) {
  const keys = cachedList(
    async () => (await up.send({ method: 'GET', path: '/apiKeys/api-keys', schema: restApiKeyList })).data,
    'API key not found.',
  );
  const models = cachedList(
    async () => (await up.send({ method: 'GET', path: '/apiKeys/models', schema: restAiModelList })).data,
    'Model not found.',
  );
  return {
    keyById: keys.byId,
    allKeys: keys.list,
    modelById: models.byId,
    allModels: models.list,
    async keyPage(args: { limit: number; offset: number }): Promise<Page<RestApiKey>> {
      const r = await up.send({
        method: 'GET',
        path: '/apiKeys/api-keys',
        query: { ...args },
        schema: restApiKeyList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    async modelPage(args: { limit: number; offset: number }): Promise<Page<RestAiModel>> {
      const r = await up.send({
        method: 'GET',
        path: '/apiKeys/models',
        query: { ...args },
        schema: restAiModelList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /**
     * The name of the model a key is set to use, as the API resolves it (a models-table id, or a
     * model name); null when none matches. The models list is read once per request.
     */
    async modelNameOf(modelId: string | null): Promise<string | null> {
      if (!modelId) return null;
      const all = await models.list();
      const byId = /^\d{1,9}$/.test(modelId) ? all.find((m) => m.id === Number(modelId)) : undefined;
      const byName = all.find((m) => m.modelName.toLowerCase() === modelId.toLowerCase());
      return (byId ?? byName)?.modelName ?? null;
    },
    async createKey(body: { keyName: string; apiKey: string; service: Service; modelId: string | null }) {
      const key = (await up.send({ method: 'POST', path: '/apiKeys/api-keys', body, schema: withKey })).data
        .apiKey;
      keys.forget();
      return key;
    },
    async setKeyActive(id: number, isActive: boolean) {
      const key = (
        await up.send({ method: 'PUT', path: `/apiKeys/api-keys/${id}`, body: { isActive }, schema: withKey })
      ).data.apiKey;
      // Activating a key deactivates the others of its service: the cached list is stale.
      keys.forget();
      return key;
    },
    async removeKey(id: number) {
      await up.send({ method: 'DELETE', path: `/apiKeys/api-keys/${id}`, schema: message });
      keys.forget();
    },
    async createModel(body: { modelName: string; description: string; maxTokens: number }) {
      const model = (await up.send({ method: 'POST', path: '/apiKeys/models', body, schema: withModel })).data
        .model;
      models.forget();
      return model;
    },
    async removeModel(id: number) {
      await up.send({ method: 'DELETE', path: `/apiKeys/models/${id}`, schema: message });
      models.forget();
    },
  };
}
