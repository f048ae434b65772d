import { z } from 'zod';
import { type ApiKeyRow, type ModelRow, services } from './apiKeys.table.js';

/** A stored provider key as lists show it: never its value, in any form. */
export const apiKeyJson = (k: ApiKeyRow) => ({
  id: k.id,
  keyName: k.key_name,
  service: k.service,
  modelId: k.model_id,
  isActive: k.is_active,
  createdAt: k.created_at.toISOString(),
});

export const apiKeySchema = z.object({
  id: z.number().int(),
  keyName: z.string(),
  service: z.enum(services),
  modelId: z.string().nullable().describe('An id of the models table, `default`, or null'),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export const modelJson = (m: ModelRow) => ({
  id: m.id,
  modelName: m.model_name,
  description: m.description,
  maxTokens: m.max_tokens,
});

export const modelSchema = z.object({
  id: z.number().int(),
  modelName: z.string(),
  description: z.string(),
  maxTokens: z.number().int(),
});

export const activeKeySchema = z.object({
  encryptedKey: z.string().describe('base64 of AES-256-GCM ciphertext followed by its 16-byte tag'),
  iv: z.string().describe('base64 of the 12-byte nonce'),
  modelId: z.string().nullable(),
  modelName: z
    .string()
    .nullable()
    .describe('The model the key is set to use, resolved from the models table'),
  keyName: z.string(),
});
