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

/** How many verified tokens are remembered (a token is a few hundred bytes). */
const KEEP_VERIFIED = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const keyBytes = Buffer.from(secret, 'utf8');
  // Tokens whose signature was checked, with their claims: every call of a person carries the same token
  // for hours, and checking it again (HMAC, two base64 and JSON reads) was about 5 % of the API's own
  // thread under a class's load (tests/bench/README.md, issue 28, item 6). Only the signature's check is
  // kept: the expiry is compared on every call, and the account (ban, password, role) is read on every
  // call as before (lib/router.ts authenticate). The least recently used goes first.
  const verified = new Map<string, TokenClaims & { exp: number }>();
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
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (known.exp * 1000 <= Date.now()) return null;
        verified.set(token, known);
        const { exp: _, ...claims } = known;
        return claims;
      }
      const claims = readSessionToken(keyBytes, token);
      if (!claims) return null;
      const { userId, version, isAdmin, isSuperAdmin, exp } = claims;
      if (verified.size >= KEEP_VERIFIED) verified.delete(verified.keys().next().value as string);
      verified.set(token, { userId, version, isAdmin, isSuperAdmin, exp });
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
