import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  /** users.token_version when the token was issued. */
  version: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, version }) =>
      new SignJWT({ tv: version })
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
        return { userId, version: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
