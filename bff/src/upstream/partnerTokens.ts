import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import type { Page, Upstream } from './upstream.js';

export const partnerScopes = ['statistics', 'statistics_and_marks', 'read_only'] as const;
export type PartnerScope = (typeof partnerScopes)[number];

/** The REST contract of a partner token (api/src/partnerTokens/partnerTokens.json.ts): never its secret. */
export const restPartnerToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(partnerScopes),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type RestPartnerToken = z.output<typeof restPartnerToken>;

const created = z.object({ message: z.string(), token: restPartnerToken, secret: z.string() });
const revoked = z.object({ message: z.string(), token: restPartnerToken });

export function partnerTokensLoaders(up: Upstream) {
  let all: Promise<RestPartnerToken[]> | undefined;
  const list = () => {
    all ??= up
      .send({ method: 'GET', path: '/partner-tokens', schema: z.array(restPartnerToken) })
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
        schema: z.array(restPartnerToken),
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** The partner token making this request: its scope (the API answers 403 for anyone else). */
    async self(): Promise<RestPartnerToken> {
      return (
        await up.send({
          method: 'GET',
          path: '/partner-tokens/self',
          schema: z.object({ token: restPartnerToken }),
        })
      ).data.token;
    },
    async create(input: { name: string; scope: PartnerScope; expiresAt: string | null }) {
      return (await up.send({ method: 'POST', path: '/partner-tokens', body: input, schema: created })).data;
    },
    async revoke(id: number) {
      return (await up.send({ method: 'DELETE', path: `/partner-tokens/${id}`, schema: revoked })).data;
    },
  };
}
