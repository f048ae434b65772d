import { createHash, randomBytes } from 'node:crypto';
import { partnerTokenPrefix } from '@anamnesis/contract';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { ApiError, notFound, unauthorized } from '../lib/errors.js';
import { createMemoryCounter, type WindowCounter } from '../lib/windowCounter.js';
import { partnerTokens } from './partnerTokens.repository.js';
import type { PartnerScope, PartnerTokenRow } from './partnerTokens.table.js';

export const refusedMessage =
  'This partner token is not valid: it was revoked, has expired or does not exist.';
export const readOnlyMessage = 'A partner token can only read.';
export const outOfScopeMessage = 'This partner token’s scope does not cover this.';

export const isPartnerSecret = (token: string) => token.startsWith(partnerTokenPrefix);
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** `anp_` and 32 random bytes in base64url: the only time the secret exists outside the caller. */
export async function createPartnerToken(
  db: Db,
  actor: Actor,
  input: { name: string; scope: PartnerScope; expiresAt: Date | null },
): Promise<{ token: PartnerTokenRow; secret: string }> {
  const secret = `${partnerTokenPrefix}${randomBytes(32).toString('base64url')}`;
  const token = await partnerTokens.insert(db, {
    name: input.name,
    scope: input.scope,
    token_hash: hashSecret(secret),
    created_by: actor.partner ? null : actor.id,
    expires_at: input.expiresAt,
  });
  return { token, secret };
}

export async function revokePartnerToken(db: Db, id: number): Promise<PartnerTokenRow> {
  const row = await partnerTokens.revoke(db, id);
  if (!row) throw notFound('Partner token not found.');
  return row;
}

export const isActive = (t: PartnerTokenRow, now = new Date()) =>
  !t.revoked_at && (!t.expires_at || t.expires_at > now);

/** A partner token's rate limit was reached: 429 with `Retry-After`. */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly scope: PartnerScope,
  ) {
    super(
      429,
      'RATE_LIMITED',
      `Too many requests with this partner token. Please try again in ${retryAfterSeconds} second(s).`,
    );
  }
}

/**
 * Per-token limits and last-use stamps: each token may make `perMinute` calls in any minute-long window
 * starting at its first call (a fixed window, cheap and predictable for a script to follow through
 * Retry-After), counted by `counter`: in this process's memory, or in Redis for every API process
 * together. `last_used_at` is written at most once a minute per token and process.
 */
export function createPartnerAccess(perMinute: number, counter: WindowCounter = createMemoryCounter()) {
  const touched = new Map<number, number>();
  const windowMs = 60_000;
  return {
    perMinute,
    /** Resolves the secret to its token, counts the call, or throws 401 / 429. */
    async authenticate(db: Db, secret: string): Promise<PartnerTokenRow> {
      const token = await partnerTokens.findByHash(db, hashSecret(secret));
      if (!token || !isActive(token)) throw unauthorized(refusedMessage);
      const { count, resetInMs } = await counter.hit(`partner:${token.id}`, windowMs);
      if (count > perMinute) throw new RateLimited(Math.max(1, Math.ceil(resetInMs / 1000)), token.scope);
      const t = Date.now();
      const last = touched.get(token.id);
      if (last === undefined || t - last >= windowMs) {
        touched.set(token.id, t);
        await partnerTokens.touch(db, token.id);
      }
      return token;
    },
  };
}

export type PartnerAccess = ReturnType<typeof createPartnerAccess>;

/** What each scope may read beyond the statistics (docs/partners.md). */
export type PartnerNeed = 'statistics' | 'marks' | 'read' | 'never';
const allowed: Record<PartnerScope, PartnerNeed[]> = {
  statistics: ['statistics'],
  statistics_and_marks: ['statistics', 'marks'],
  read_only: ['statistics', 'marks', 'read'],
};
export const scopeAllows = (scope: PartnerScope, need: PartnerNeed) => allowed[scope].includes(need);
