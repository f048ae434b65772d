export const SESSION_COOKIE = 'anamnesis_session';
/** The REST API's token lifetime (2 hours). */
export const SESSION_MAX_AGE_SECONDS = 7200;

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
        `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attrs}; Max-Age=${SESSION_MAX_AGE_SECONDS}`,
      );
    },
    end() {
      pendingCookies.push(`${SESSION_COOKIE}=; ${attrs}; Max-Age=0`);
    },
  };
}

/** When the token (a JWT) stops working, read from its payload without verifying: the API verifies. */
export function tokenExpiry(token: string | undefined): Date | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}
