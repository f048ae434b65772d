import type { Db } from '../db/database.js';
import { conflict, notFound } from '../lib/errors.js';
import { open, seal } from '../lib/secretBox.js';
import { apiKeys, models } from './apiKeys.repository.js';
import type { ApiKeyRow, ModelRow, Service } from './apiKeys.table.js';

export const serviceLabel: Record<Service, string> = { openai: 'OpenAI', deepgram: 'Deepgram' };
export const duplicateModelMessage = 'A model with this name already exists.';

export interface KeyInput {
  keyName: string;
  apiKey: string;
  service: Service;
  modelId: string | null;
}

export async function requireKey(db: Db, id: number): Promise<ApiKeyRow> {
  const row = await apiKeys.findById(db, id);
  if (!row) throw notFound('API key not found.');
  return row;
}

const uniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Stores the key sealed; it becomes active only when its service has no active key yet. */
export async function addKey(db: Db, secret: string, input: KeyInput): Promise<ApiKeyRow> {
  const sealed = seal(input.apiKey, secret);
  const insert = (trx: Db, isActive: boolean) =>
    apiKeys.insert(trx, {
      key_name: input.keyName,
      service: input.service,
      model_id: input.modelId,
      encrypted_key: sealed.encryptedKey,
      iv: sealed.iv,
      is_active: isActive,
    });
  try {
    return await db
      .transaction()
      .execute(async (trx) => insert(trx, !(await apiKeys.findActive(trx, input.service))));
  } catch (error) {
    // Another key of the service became active meanwhile (api_keys_one_active): this one is stored inactive.
    if (uniqueViolation(error)) return insert(db, false);
    throw error;
  }
}

/** Activating a key deactivates the other keys of its service, in the same transaction. */
export async function setKeyActive(db: Db, id: number, isActive: boolean): Promise<ApiKeyRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const key = await requireKey(trx, id);
      if (key.is_active === isActive) return key;
      if (isActive) await apiKeys.deactivateService(trx, key.service);
      return apiKeys.setActive(trx, id, isActive);
    });
  } catch (error) {
    if (uniqueViolation(error))
      throw conflict('Another key of this service was activated at the same time. Please try again.');
    throw error;
  }
}

export async function deleteKey(db: Db, id: number): Promise<void> {
  await requireKey(db, id);
  await apiKeys.remove(db, id);
}

/** A key's model id names a row of the models table by id (or, failing that, by name). */
async function modelNameOf(db: Db, modelId: string | null): Promise<string | null> {
  if (!modelId) return null;
  const byId = /^\d{1,9}$/.test(modelId) ? await models.findById(db, Number(modelId)) : undefined;
  return (byId ?? (await models.findByName(db, modelId)))?.model_name ?? null;
}

/** The active key of a service as ciphertext, for the BFF, which holds the same secret. */
export async function activeSealedKey(db: Db, service: Service) {
  const key = await apiKeys.findActive(db, service);
  if (!key) throw notFound(`No active ${serviceLabel[service]} key.`);
  return {
    encryptedKey: key.encrypted_key,
    iv: key.iv,
    modelId: key.model_id,
    // For OpenAI, the chat model to use even when the key names none (docs/voice.md#provider-keys), since the
    // caller (the BFF, on a student's behalf) may not read the models list itself.
    modelName: service === 'openai' ? await activeOpenAiModel(db) : await modelNameOf(db, key.model_id),
    keyName: key.key_name,
  };
}

/** The active key of a service in clear, for the API's own outbound calls; null when there is none. */
export async function activePlainKey(db: Db, secret: string, service: Service): Promise<string | null> {
  const key = await apiKeys.findActive(db, service);
  if (!key) return null;
  try {
    return open({ encryptedKey: key.encrypted_key, iv: key.iv }, secret);
  } catch {
    // Sealed under another SECRET_KEY; the message must never carry the ciphertext.
    throw new Error(
      `The active ${serviceLabel[service]} key cannot be decrypted with the current SECRET_KEY.`,
    );
  }
}

export async function addModel(
  db: Db,
  input: { modelName: string; description: string; maxTokens: number },
): Promise<ModelRow> {
  if (await models.findByName(db, input.modelName)) throw conflict(duplicateModelMessage);
  try {
    return await models.insert(db, {
      model_name: input.modelName,
      description: input.description,
      max_tokens: input.maxTokens,
    });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(duplicateModelMessage);
    throw error;
  }
}

/** Keys that named the model keep their model id; the settings table shows it as 'Unknown'. */
export async function deleteModel(db: Db, id: number): Promise<void> {
  if (!(await models.findById(db, id))) throw notFound('Model not found.');
  await models.remove(db, id);
}

/**
 * The chat model when the key names none (docs/voice.md#provider-keys): a name like g / o1 / o-mini, else the
 * first.
 */
export function preferredChatModel(names: string[]): string | undefined {
  return names.find((n) => /g|o1|o-mini/i.test(n)) ?? names[0];
}

/** The chat model the active OpenAI key should use: its own model, else the rule over the models list. */
export async function activeOpenAiModel(db: Db): Promise<string> {
  const key = await apiKeys.findActive(db, 'openai');
  const own = key?.model_id && key.model_id !== 'default' ? await modelNameOf(db, key.model_id) : null;
  if (own) return own;
  const all = await db.selectFrom('models').select('model_name').orderBy('model_name').execute();
  return preferredChatModel(all.map((m) => m.model_name)) ?? 'gpt-4o-mini';
}
