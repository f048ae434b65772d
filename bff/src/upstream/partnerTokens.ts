import {
  type PartnerScope,
  partnerTokenCreatedSchema,
  partnerTokenRevokedSchema,
  partnerTokenSchema,
  partnerTokenSelfSchema,
} from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import type { Page, Upstream } from './upstream.js';

export type { PartnerScope } from '@anamnesis/contract';

/** The REST contract of a partner token (packages/contract): never its secret. */
export const restPartnerToken = partnerTokenSchema;
export type RestPartnerToken = z.output<typeof restPartnerToken>;

export const restPartnerTokenCreated = partnerTokenCreatedSchema;
export const restPartnerTokenRevoked = partnerTokenRevokedSchema;

const restPartnerTokenList = z.array(restPartnerToken);

export function partnerTokensLoaders(up: Upstream) {
  let all: Promise<RestPartnerToken[]> | undefined;
  const list = () => {
    all ??= up
      .send({ method: 'GET', path: '/partner-tokens', schema: restPartnerTokenList })
      .then((r) => r.data);
    return all;
  };
  const byId = new DataLoader<number, RestPartnerToken>(async (ids) => {
    const found = new Map((await list()).map((t) => [t.id, t]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('Partner token not found.'));
  });
  return {
    byId,
    async page({ limit, offset }: { limit: number; offset: number }): Promise<Page<RestPartnerToken>> {
      const r = await up.send({
        method: 'GET',
        path: '/partner-tokens',
        query: { limit, offset },
        schema: restPartnerTokenList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** The partner token making this request: its scope (the API answers 403 for anyone else). */
    async self(): Promise<RestPartnerToken> {
      return (
        await up.send({
          method: 'GET',
          path: '/partner-tokens/self',
          schema: partnerTokenSelfSchema,
        })
      ).data.token;
    },
    async create(input: { name: string; scope: PartnerScope; expiresAt: string | null }) {
      return (
        await up.send({
          method: 'POST',
          path: '/partner-tokens',
          body: input,
          schema: restPartnerTokenCreated,
        })
      ).data;
    },
    async revoke(id: number) {
      return (
        await up.send({ method: 'DELETE', path: `/partner-tokens/${id}`, schema: restPartnerTokenRevoked })
      ).data;
    },
  };
}
