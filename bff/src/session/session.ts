import { sessionMaxAgeSeconds } from '@anamnesis/rules';

export const SESSION_COOKIE = 'anamnesis_session';

export interface SessionControl {
  /** Starts the browser session: an httpOnly, SameSite=Strict cookie JavaScript cannot read. */
  start(token: string): void;
  end(): void;
  /** Set-Cookie values to add to the HTTP answer. */
  readonly pendingCookies: string[];
  /** The request id, echoed on the answer and forwarded to the API. */
  requestId?: string;
}

/**
 * The session token a request presents: a bearer Authorization header, else graphql-ws
 * `connectionParams.authToken`, else the session cookie.
 */
export function sessionToken(
  headers: { authorization?: string | null; cookie?: string | null },
  connectionParams?: Record<string, unknown>,
): string | undefined {
  const bearer = (headers.authorization ?? '').match(/^Bearer\s+(.+)$/i)?.[1];
  const fromParams = connectionParams?.authToken;
  return (
    bearer ??
    (typeof fromParams === 'string' ? fromParams : undefined) ??
    readCookie(headers.cookie, SESSION_COOKIE)
  );
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A malformed escape in a forged cookie reads as no cookie, not an exception.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function createSessionControl(secure: boolean): SessionControl {
  const pendingCookies: string[] = [];
  const attrs = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    pendingCookies,
    start(token) {
      pendingCookies.push(
        // The cookie lives as long as the token the API issued (its TOKEN_TTL_SECONDS), not a constant here.
        `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attrs}; Max-Age=${sessionMaxAgeSeconds(tokenClaims(token))}`,
      );
    },
    end() {
      pendingCookies.push(`${SESSION_COOKIE}=; ${attrs}; Max-Age=0`);
    },
  };
}

/** The token's (a JWT's) issue and expiry times, read from its payload without verifying: the API verifies. */
function tokenClaims(token: string | undefined): { iat?: number; exp?: number } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!claims || typeof claims !== 'object') return null;
    const { iat, exp } = claims as { iat?: unknown; exp?: unknown };
    return {
      ...(typeof iat === 'number' ? { iat } : {}),
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return null;
  }
}

/** When the token stops working, from its payload. */
export function tokenExpiry(token: string | undefined): Date | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}
