import { readSessionToken } from '@anamnesis/contract';
import { SignJWT } from 'jose';
import type { UserRow } from '../users/users.table.js';

export interface TokenClaims {
  userId: number;
  /** users.token_version when the token was issued. */
  version: number;
  /**
   * The role when issued, so a BFF holding the same secret can check roles without a round trip.
   * The API itself never trusts these: it checks the account on every call (docs/decisions.md#account-cache).
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
  const keyBytes = Buffer.from(secret, 'utf8');
  return {
    issue: ({ userId, version, isAdmin, isSuperAdmin }) =>
      new SignJWT({ tv: version, adm: isAdmin, sup: isSuperAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    // The one check of a token, shared with the BFF (packages/contract/src/trust.ts).
    async verify(token) {
      const claims = readSessionToken(keyBytes, token);
      if (!claims) return null;
      const { userId, version, isAdmin, isSuperAdmin } = claims;
      return { userId, version, isAdmin, isSuperAdmin };
    },
  };
}

export const tokenClaimsOf = (u: UserRow): TokenClaims => ({
  userId: u.id,
  version: u.token_version,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
});
