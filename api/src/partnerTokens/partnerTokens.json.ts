import type { PartnerTokenJson } from '@anamnesis/contract';
import type { PartnerTokenRow } from './partnerTokens.table.js';

export {
  partnerTokenCreatedSchema,
  partnerTokenRevokedSchema,
  partnerTokenSchema,
  partnerTokenSelfSchema,
} from '@anamnesis/contract';

/** A partner token as lists show it: never its secret or hash. */
export const partnerTokenJson = (t: PartnerTokenRow): PartnerTokenJson => ({
  id: t.id,
  name: t.name,
  scope: t.scope,
  createdAt: t.created_at.toISOString(),
  expiresAt: t.expires_at?.toISOString() ?? null,
  lastUsedAt: t.last_used_at?.toISOString() ?? null,
  revokedAt: t.revoked_at?.toISOString() ?? null,
});
