// How the API and the BFF trust each other's calls (docs/trust.md): the session token every call of a
// person carries, and the BFF's service credential. One definition for both servers. Node only.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a session token says (the API issues it, HS256 under SECRET_KEY). */
export interface SessionTokenClaims {
  userId: number;
  /** users.token_version when the token was issued: a ban, a password or role change moves it on. */
  version: number;
  /** The role when issued. The API checks the account on every call anyway (docs/decisions.md#account-cache). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * The one check of a session token's signature and expiry, for the API (which then checks the account)
 * and the BFF (which reads the role from it without a round trip). node:crypto's HMAC directly: WebCrypto's
 * per-call key import cost about 6 % of the API's time under load. Null for anything but a token this key
 * signed that has not expired.
 */
export function readSessionToken(key: Buffer, token: string, now = Date.now()): SessionTokenClaims | null {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (alg !== 'HS256') return null;
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
    if (!sameBytes(Buffer.from(signature, 'base64url'), expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.tv !== 'number') return null;
    return {
      userId,
      version: claims.tv,
      isAdmin: claims.adm === true,
      isSuperAdmin: claims.sup === true,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}

/**
 * The header that carries the BFF's service credential. With it the BFF is the API's trusted service:
 * only it writes patient lines that count, reads a case's answer key, and reads patient lines whole with
 * their ledgers (docs/trust.md).
 */
export const serviceHeader = 'x-anamnesis-service';

/**
 * The BFF's service credential, derived from SECRET_KEY, which both servers hold (docs/trust.md#the-service-credential):
 * an HMAC under a key of its own, so it never equals anything else made from the secret.
 */
export function serviceCredential(secret: string): string {
  const key = createHash('sha256').update(`anamnesis:bff-service:${secret}`).digest();
  return createHmac('sha256', key).update('anamnesis-bff').digest('base64url');
}

/** Whether a header value is the expected service credential (compared in constant time). */
export function isServiceCredential(expected: string, given: string | undefined | null): boolean {
  if (!given || given.length > 100) return false;
  return sameBytes(Buffer.from(given), Buffer.from(expected));
}
