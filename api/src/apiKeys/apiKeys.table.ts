import type { Service } from '@anamnesis/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

// The services are the contract's (packages/contract).
export { type Service, services } from '@anamnesis/contract';

export interface ApiKeysTable {
  id: Generated<number>;
  key_name: string;
  service: Service;
  /** A model id from the models table, 'default', or null. */
  model_id: string | null;
  /** AES-256-GCM ciphertext followed by its tag, base64. */
  encrypted_key: string;
  iv: string;
  is_active: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface ModelsTable {
  id: Generated<number>;
  model_name: string;
  description: string;
  max_tokens: number;
  created_at: ColumnType<Date, never, never>;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ModelRow = Selectable<ModelsTable>;
