import type {
  PartnerTokenCreatedJson,
  PartnerTokenRevokedJson,
  PartnerTokenSelfJson,
} from '@anamnesis/contract';
import { z } from 'zod';
import { forbidden } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { idParams, isDay, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import {
  partnerTokenCreatedSchema,
  partnerTokenJson,
  partnerTokenRevokedSchema,
  partnerTokenSchema,
  partnerTokenSelfSchema,
} from './partnerTokens.json.js';
import { partnerTokens } from './partnerTokens.repository.js';
import { createPartnerToken, revokePartnerToken } from './partnerTokens.service.js';
import { partnerScopes } from './partnerTokens.table.js';

const tag = 'Partner tokens';
const fail = (description: string) => ({ description, schema: messageSchema });
const superAdminOnly = 'Access denied. Only super admin allowed.';
const scopeMessage = 'Scope must be statistics, statistics_and_marks or read_only.';
const expiryMessage = 'Expiry must be a date (YYYY-MM-DD).';

/**
 * An expiry day (UTC): the token works through that whole day. Today or later; null or absent for none.
 */
const expiresAtField = z
  .union([z.string({ message: expiryMessage }), z.null()], { message: expiryMessage })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    const day = v.trim();
    if (!isDay(day)) {
      ctx.addIssue({ code: 'custom', message: expiryMessage });
      return z.NEVER;
    }
    const d = new Date(`${day}T00:00:00.000Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'Expiry must be today or later.' });
      return z.NEVER;
    }
    return d;
  });

export const partnerTokenRoutes: RouteDef[] = [
  defineRoute({
    method: 'get',
    path: '/partner-tokens/self',
    tag,
    summary: 'The partner token making the call (its name, scope and expiry)',
    access: 'user',
    partner: 'statistics',
    rule: 'Only with a partner token: lets a partner (and the BFF) see what the token may do.',
    responses: {
      200: { description: 'The token', schema: partnerTokenSelfSchema },
      403: fail('Not a partner token'),
    },
    async handler({ services, actor }) {
      if (!actor.partner) throw forbidden('Only a partner token has a partner scope.');
      const row = await partnerTokens.findById(services.db, actor.partner.id);
      if (!row) throw forbidden('Only a partner token has a partner scope.');
      return { body: { token: partnerTokenJson(row) } satisfies PartnerTokenSelfJson };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/partner-tokens',
    tag,
    summary: 'List partner tokens (newest first): scope, created, last used, expiry; never the secret',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only.',
    query: listQuery.omit({ search: true }),
    responses: {
      200: {
        description: 'The tokens; `X-Total-Count` carries the count before paging.',
        schema: z.array(partnerTokenSchema),
      },
      403: fail('Not a super admin'),
    },
    async handler({ services, actor, query }) {
      if (!actor.isSuperAdmin) throw forbidden(superAdminOnly);
      const { rows, total } = await partnerTokens.list(services.db, query);
      return { body: rows.map(partnerTokenJson), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/partner-tokens',
    tag,
    summary: 'Create a partner token; its secret is in this answer only',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only. The secret (`anp_…`) is stored as a SHA-256 hash and never shown again.',
    body: z.object({
      name: requiredText('Name is required.', 200),
      scope: z
        .unknown()
        .refine((v) => v !== undefined && v !== null && v !== '', { message: 'Scope is required.' })
        .pipe(z.enum(partnerScopes, { message: scopeMessage })),
      expiresAt: expiresAtField,
    }),
    responses: {
      201: {
        description: 'Created',
        schema: partnerTokenCreatedSchema,
      },
      400: fail('Invalid input'),
      403: fail('Not a super admin'),
    },
    async handler({ services, actor, body }) {
      if (!actor.isSuperAdmin) throw forbidden(superAdminOnly);
      const { token, secret } = await createPartnerToken(services.db, actor, body);
      return {
        status: 201,
        body: {
          message: 'Partner token created.',
          token: partnerTokenJson(token),
          secret,
        } satisfies PartnerTokenCreatedJson,
      };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/partner-tokens/{id}',
    tag,
    summary: 'Revoke a partner token, at once',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only. Revoking twice keeps the first revocation time.',
    params: idParams,
    responses: {
      200: {
        description: 'Revoked',
        schema: partnerTokenRevokedSchema,
      },
      403: fail('Not a super admin'),
      404: fail('No such token'),
    },
    async handler({ services, actor, params }) {
      if (!actor.isSuperAdmin) throw forbidden(superAdminOnly);
      const token = await revokePartnerToken(services.db, params.id);
      return {
        body: {
          message: 'Partner token revoked.',
          token: partnerTokenJson(token),
        } satisfies PartnerTokenRevokedJson,
      };
    },
  }),
];
