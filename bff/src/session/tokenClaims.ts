import { readSessionToken } from '@anamnesis/contract';

export interface SessionClaims {
  userId: number;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Set for a partner token (docs/partners.md): its scope, as the API reports it. */
  partner?: 'statistics' | 'statistics_and_marks' | 'read_only';
}

/** How many verified tokens a reader keeps: a year group signed in at once, with room to spare. */
const remembered = 10_000;

/**
 * Reads the role from a session token the API signed (HS256), when the BFF holds the same SECRET_KEY.
 * Lets scope checks pass without a round trip; the API still checks the account (ban, revocation) on
 * the call that follows, so a stale claim can never read or change anything. The check is the API's own
 * (`readSessionToken`, packages/contract/src/trust.ts); only the memory of tokens seen is the BFF's.
 */
export function createClaimsReader(secret: string | undefined) {
  if (!secret) return undefined;
  const key = Buffer.from(secret, 'utf8');
  // Tokens already verified, by their whole text: a signature holds for good, so a token seen again is
  // only checked for its expiry (a request's HMAC and two JSON parses were a few per cent of its CPU).
  // Only tokens that verified are kept, at most `remembered`, the oldest forgotten first.
  const verified = new Map<string, { claims: SessionClaims; exp: number }>();
  const fresh = (exp: number) => exp * 1000 > Date.now();
  return async (token: string): Promise<SessionClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (fresh(known.exp)) return { ...known.claims };
      verified.delete(token);
      return null;
    }
    const claims = readSessionToken(key, token);
    if (!claims) return null;
    const read = { userId: claims.userId, isAdmin: claims.isAdmin, isSuperAdmin: claims.isSuperAdmin };
    if (verified.size >= remembered) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims: read, exp: claims.exp });
    return { ...read };
  };
}

export type ClaimsReader = NonNullable<ReturnType<typeof createClaimsReader>>;
