import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../users/users.table.js';

export interface TokenClaims {
  userId: number;
  /** users.token_version when the token was issued. */
  version: number;
  /**
   * The role when issued, so a BFF holding the same secret can check roles without a round trip.
   * The API itself never trusts these: it reads the account on every call.
   */
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, version, isAdmin, isSuperAdmin }) =>
      new SignJWT({ tv: version, adm: isAdmin, sup: isSuperAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
        return {
          userId,
          version: payload.tv,
          isAdmin: payload.adm === true,
          isSuperAdmin: payload.sup === true,
        };
      } catch {
        return null;
      }
    },
  };
}

export const tokenClaimsOf = (u: UserRow): TokenClaims => ({
  userId: u.id,
  version: u.token_version,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
});
