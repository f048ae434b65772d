import { z } from 'zod';
import type { PartnerScope, RestPartnerToken } from '../upstream/partnerTokens.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { requiredText } from './users.js';

/** Partner tokens (docs/partners.md): bearer tokens for integration partners, managed by the super admin. */

const scopeNames = {
  STATISTICS: 'statistics',
  STATISTICS_AND_MARKS: 'statistics_and_marks',
  READ_ONLY: 'read_only',
} as const satisfies Record<string, PartnerScope>;

export const PartnerTokenScopeEnum = builder.enumType('PartnerTokenScope', {
  description: 'What a partner token may read. No partner token can change anything.',
  values: {
    STATISTICS: { value: 'statistics', description: 'The statistics only.' },
    STATISTICS_AND_MARKS: {
      value: 'statistics_and_marks',
      description: 'The statistics and the marks export (no conversations).',
    },
    READ_ONLY: {
      value: 'read_only',
      description:
        'Everything an admin may read, school-wide; never the partner tokens or the provider keys.',
    },
  } satisfies Record<keyof typeof scopeNames, { value: PartnerScope; description: string }>,
});

export const PartnerToken = builder.loadableNode('PartnerToken', {
  description: 'A partner token, by name. Its secret is shown once, when it is created, and never again.',
  id: { resolve: (t: RestPartnerToken) => t.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) => ctx.loaders.partnerTokens.byId.load(Number(id)).catch((e: Error) => e)),
    ) as Promise<(RestPartnerToken | Error)[]>,
  authScopes: { superAdmin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: 'The name given to the token (who holds it).' }),
    scope: t.field({
      type: PartnerTokenScopeEnum,
      description: 'What it may read.',
      resolve: (p) => p.scope,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was created.',
      resolve: (p) => p.createdAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'From this instant it is refused (the end of the expiry day, UTC); null: never.',
      resolve: (p) => p.expiresAt,
    }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was last used (to the minute); null: never.',
      resolve: (p) => p.lastUsedAt,
    }),
    revokedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was revoked; null: not revoked.',
      resolve: (p) => p.revokedAt,
    }),
    active: t.boolean({
      description: 'Whether it works now: not revoked and not expired.',
      resolve: (p) => !p.revokedAt && (!p.expiresAt || Date.parse(p.expiresAt) > Date.now()),
    }),
  }),
});

builder.queryField('partnerTokens', (t) =>
  t.connection(
    {
      type: PartnerToken,
      description: 'The partner tokens, newest first (super admin only).',
      authScopes: { superAdmin: true },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, (limit, offset) => ctx.loaders.partnerTokens.page({ limit, offset })),
    },
    { name: 'PartnerTokenConnection' },
  ),
);

const day = /^\d{4}-\d{2}-\d{2}$/;
const CreatePartnerTokenInput = builder.inputType('CreatePartnerTokenInput', {
  description: 'A partner token to issue.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Who holds it (shown in the list).',
      validate: requiredText('Name is required.'),
    }),
    scope: t.field({ type: PartnerTokenScopeEnum, required: true, description: 'What it may read.' }),
    expiresAt: t.string({
      required: false,
      description: 'The last day it works (YYYY-MM-DD, UTC; today or later); absent or null: never expires.',
      validate: z.string().regex(day, { message: 'Expiry must be a date (YYYY-MM-DD).' }).nullish(),
    }),
  }),
});

const CreatePartnerTokenPayload = builder
  .objectRef<{ message: string; token: RestPartnerToken; secret: string }>('CreatePartnerTokenPayload')
  .implement({
    description: 'The new token, and its secret: shown this once, never again.',
    fields: (t) => ({
      message: t.exposeString('message', { description: '“Partner token created.”' }),
      token: t.field({ type: PartnerToken, description: 'The token.', resolve: (p) => p.token }),
      secret: t.exposeString('secret', {
        description:
          'The bearer secret (`anp_…`): send it as `Authorization: Bearer <secret>`. Stored hashed.',
      }),
    }),
  });

const RevokePartnerTokenInput = builder.inputType('RevokePartnerTokenInput', {
  description: 'The token to revoke.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PartnerToken, description: 'The token.' }),
  }),
});

const RevokePartnerTokenPayload = builder
  .objectRef<{ message: string; token: RestPartnerToken }>('RevokePartnerTokenPayload')
  .implement({
    description: 'The token after revocation: refused from now on.',
    fields: (t) => ({
      message: t.exposeString('message', { description: '“Partner token revoked.”' }),
      token: t.field({ type: PartnerToken, description: 'The token.', resolve: (p) => p.token }),
    }),
  });

builder.mutationFields((t) => ({
  createPartnerToken: t.field({
    type: CreatePartnerTokenPayload,
    description: 'Issues a partner token (super admin only). Its secret is in this answer only.',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: CreatePartnerTokenInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: (_root, { input }, ctx) =>
      ctx.loaders.partnerTokens.create({
        name: input.name,
        scope: input.scope,
        expiresAt: input.expiresAt ?? null,
      }),
  }),
  revokePartnerToken: t.field({
    type: RevokePartnerTokenPayload,
    description: 'Revokes a partner token at once (super admin only).',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: RevokePartnerTokenInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: (_root, { input }, ctx) => ctx.loaders.partnerTokens.revoke(Number(input.id.id)),
  }),
}));
