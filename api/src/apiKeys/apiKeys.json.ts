import type { ApiKeyJson, ModelJson } from '@anamnesis/contract';
import type { ApiKeyRow, ModelRow } from './apiKeys.table.js';

export { activeKeySchema, apiKeySchema, modelSchema } from '@anamnesis/contract';

/** A stored provider key as lists show it: never its value, in any form. */
export const apiKeyJson = (k: ApiKeyRow): ApiKeyJson => ({
  id: k.id,
  keyName: k.key_name,
  service: k.service,
  modelId: k.model_id,
  isActive: k.is_active,
  createdAt: k.created_at.toISOString(),
});

export const modelJson = (m: ModelRow): ModelJson => ({
  id: m.id,
  modelName: m.model_name,
  description: m.description,
  maxTokens: m.max_tokens,
});
