import { z } from 'zod';

/** Every partner secret starts so: the API and the BFF tell it from a session token at a glance. */
export const partnerTokenPrefix = 'anp_';

/** What a partner token may read (docs/partners.md). */
export const partnerScopes = ['statistics', 'statistics_and_marks', 'read_only'] as const;
export type PartnerScope = (typeof partnerScopes)[number];

/** A partner token as lists show it: never its secret or hash. */
export const partnerTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(partnerScopes),
  createdAt: z.string(),
  expiresAt: z.string().nullable().describe('The token is refused from this instant (null: never expires)'),
  lastUsedAt: z.string().nullable().describe('Updated at most once a minute'),
  revokedAt: z.string().nullable(),
});
export type PartnerTokenJson = z.input<typeof partnerTokenSchema>;

/** GET partner-tokens/self: the token making the call. */
export const partnerTokenSelfSchema = z.object({ token: partnerTokenSchema });
export type PartnerTokenSelfJson = z.input<typeof partnerTokenSelfSchema>;

/** POST partner-tokens: the token, and its secret, shown in this answer only. */
export const partnerTokenCreatedSchema = z.object({
  message: z.string(),
  token: partnerTokenSchema,
  secret: z.string(),
});
export type PartnerTokenCreatedJson = z.input<typeof partnerTokenCreatedSchema>;

/** DELETE partner-tokens/{id}: the token as revoked. */
export const partnerTokenRevokedSchema = z.object({ message: z.string(), token: partnerTokenSchema });
export type PartnerTokenRevokedJson = z.input<typeof partnerTokenRevokedSchema>;
