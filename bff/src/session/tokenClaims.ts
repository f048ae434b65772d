import { jwtVerify } from 'jose';

export interface SessionClaims {
  userId: number;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/**
 * Reads the role from a session token the API signed, when the BFF holds the same SECRET_KEY. Lets
 * scope checks pass without a round trip; the API still checks the account (ban, revocation) on the
 * call that follows, so a stale claim can never read or change anything.
 */
export function createClaimsReader(secret: string | undefined) {
  if (!secret) return undefined;
  const key = new TextEncoder().encode(secret);
  return async (token: string): Promise<SessionClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return null;
      return { userId, isAdmin: payload.adm === true, isSuperAdmin: payload.sup === true };
    } catch {
      return null;
    }
  };
}

export type ClaimsReader = NonNullable<ReturnType<typeof createClaimsReader>>;
