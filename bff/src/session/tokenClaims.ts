import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  userId: number;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Set for a partner token (docs/partners.md): its scope, as the API reports it. */
  partner?: 'statistics' | 'statistics_and_marks' | 'read_only';
}

/**
 * Reads the role from a session token the API signed (HS256), when the BFF holds the same SECRET_KEY.
 * Lets scope checks pass without a round trip; the API still checks the account (ban, revocation) on
 * the call that follows, so a stale claim can never read or change anything. Verified with node:crypto
 * directly: WebCrypto's per-call key import cost more than the rest of a GraphQL request.
 */
export function createClaimsReader(secret: string | undefined) {
  if (!secret) return undefined;
  const key = Buffer.from(secret, 'utf8');
  return async (token: string): Promise<SessionClaims | null> => {
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
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId)) return null;
      return { userId, isAdmin: claims.adm === true, isSuperAdmin: claims.sup === true };
    } catch {
      return null;
    }
  };
}

export type ClaimsReader = NonNullable<ReturnType<typeof createClaimsReader>>;
