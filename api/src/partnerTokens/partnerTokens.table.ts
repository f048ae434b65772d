import type { PartnerScope } from '@anamnesis/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** What a partner token may read (docs/partners.md). */
export { type PartnerScope, partnerScopes } from '@anamnesis/contract';

export interface PartnerTokensTable {
  id: Generated<number>;
  name: string;
  scope: PartnerScope;
  /** SHA-256 of the secret, hex: the secret itself is shown once and never stored. */
  token_hash: string;
  created_by: number | null;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export type PartnerTokenRow = Selectable<PartnerTokensTable>;
