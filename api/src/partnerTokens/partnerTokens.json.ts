import { z } from 'zod';
import { type PartnerTokenRow, partnerScopes } from './partnerTokens.table.js';

/** A partner token as lists show it: never its secret or hash. */
export const partnerTokenJson = (t: PartnerTokenRow) => ({
  id: t.id,
  name: t.name,
  scope: t.scope,
  createdAt: t.created_at.toISOString(),
  expiresAt: t.expires_at?.toISOString() ?? null,
  lastUsedAt: t.last_used_at?.toISOString() ?? null,
  revokedAt: t.revoked_at?.toISOString() ?? null,
});

export const partnerTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(partnerScopes),
  createdAt: z.string(),
  expiresAt: z.string().nullable().describe('The token is refused from this instant (null: never expires)'),
  lastUsedAt: z.string().nullable().describe('Updated at most once a minute'),
  revokedAt: z.string().nullable(),
});
