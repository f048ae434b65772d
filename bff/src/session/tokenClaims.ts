import { createHmac, timingSafeEqual } from 'node:crypto';

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
 * the call that follows, so a stale claim can never read or change anything. Verified with node:crypto
 * directly: WebCrypto's per-call key import cost more than the rest of a GraphQL request.
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
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature || token.split('.').length !== 3) return null;
    try {
      const alg = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
      if (alg.alg !== 'HS256') return null;
      const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (typeof claims.exp !== 'number' || !fresh(claims.exp)) return null;
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId)) return null;
      const read = { userId, isAdmin: claims.adm === true, isSuperAdmin: claims.sup === true };
      if (verified.size >= remembered) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims: read, exp: claims.exp });
      return { ...read };
    } catch {
      return null;
    }
  };
}

export type ClaimsReader = NonNullable<ReturnType<typeof createClaimsReader>>;
