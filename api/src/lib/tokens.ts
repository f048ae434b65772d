import { createHmac, timingSafeEqual } from 'node:crypto';
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
  return {
    issue: ({ userId, version, isAdmin, isSuperAdmin }) =>
      new SignJWT({ tv: version, adm: isAdmin, sup: isSuperAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    // Every authenticated call verifies a token: node:crypto's HMAC directly, since WebCrypto's
    // per-call key import (jose's jwtVerify) cost about 6 % of the API's time under load.
    async verify(token) {
      const parts = token.split('.');
      const [header, payload, signature] = parts;
      if (parts.length !== 3 || !header || !payload || !signature) return null;
      try {
        const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
        if (alg !== 'HS256') return null;
        const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
        const given = Buffer.from(signature, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
        const userId = Number(claims.sub);
        if (!Number.isInteger(userId) || typeof claims.tv !== 'number') return null;
        return {
          userId,
          version: claims.tv,
          isAdmin: claims.adm === true,
          isSuperAdmin: claims.sup === true,
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
