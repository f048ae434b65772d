// The browser-side record of who is signed in, under the original local-storage keys (user, isAdmin,
// isSuperAdmin, loginTimestamp). It drives the route guards and the session clock only: the credential
// itself is an httpOnly cookie that JavaScript never sees, so there is no `token` key.

import { DEFAULT_SESSION_LIFETIME_SECONDS } from '@anamnesis/rules';

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  username: string;
  avatarUrl?: string | null | undefined;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** An administrator set the password: only Change Password opens until it is changed. */
  mustChangePassword?: boolean;
}

export interface StoredSession {
  user: StoredUser;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  loginTimestamp: number;
  /** When the server-side session ends, when the server said so. */
  expiresAt: number | null;
}

/** The session check period: every 60 seconds (docs/accounts.md#sessions). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

const keys = {
  user: 'user',
  isAdmin: 'isAdmin',
  isSuperAdmin: 'isSuperAdmin',
  loginTimestamp: 'loginTimestamp',
  sessionExpiresAt: 'sessionExpiresAt',
  // Test and operations overrides, read on every check.
  sessionLifetimeMs: 'sessionLifetimeMs',
  sessionCheckIntervalMs: 'sessionCheckIntervalMs',
} as const;

function positiveNumber(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n > 0 ? n : null;
}

export function sessionCheckIntervalMs(): number {
  return positiveNumber(localStorage.getItem(keys.sessionCheckIntervalMs)) ?? SESSION_CHECK_INTERVAL_MS;
}

export function saveSession(user: StoredUser, sessionExpiresAt: string | null | undefined): void {
  localStorage.setItem(keys.user, JSON.stringify(user));
  localStorage.setItem(keys.isAdmin, String(user.isAdmin));
  localStorage.setItem(keys.isSuperAdmin, String(user.isSuperAdmin));
  localStorage.setItem(keys.loginTimestamp, String(Date.now()));
  if (sessionExpiresAt) localStorage.setItem(keys.sessionExpiresAt, sessionExpiresAt);
  else localStorage.removeItem(keys.sessionExpiresAt);
}

/** After a profile edit: same session, fresh name. */
export function updateStoredUser(patch: Partial<StoredUser>): void {
  const session = readSession();
  if (session) localStorage.setItem(keys.user, JSON.stringify({ ...session.user, ...patch }));
}

/** After a password change the server starts a new session: the clock restarts. */
export function renewSession(sessionExpiresAt: string | null | undefined): void {
  localStorage.setItem(keys.loginTimestamp, String(Date.now()));
  if (sessionExpiresAt) localStorage.setItem(keys.sessionExpiresAt, sessionExpiresAt);
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(keys.user);
    if (!raw) return null;
    const user = JSON.parse(raw) as StoredUser;
    if (!user || typeof user !== 'object' || typeof user.id !== 'string') return null;
    const expiresAt = Date.parse(localStorage.getItem(keys.sessionExpiresAt) ?? '');
    return {
      user,
      isAdmin: localStorage.getItem(keys.isAdmin) === 'true',
      isSuperAdmin: localStorage.getItem(keys.isSuperAdmin) === 'true',
      loginTimestamp: Number(localStorage.getItem(keys.loginTimestamp)) || 0,
      expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
    };
  } catch {
    return null;
  }
}

/**
 * Over when the session end the server gave (the viewer's `sessionExpiresAt`, the API token's expiry)
 * passes, or the `sessionLifetimeMs` override runs out, whichever is first. Only a session the server
 * gave no end for falls back to the default lifetime after sign-in.
 */
export function isSessionExpired(session: StoredSession, now = Date.now()): boolean {
  const override = positiveNumber(localStorage.getItem(keys.sessionLifetimeMs));
  const ends: number[] = [];
  if (session.expiresAt !== null) ends.push(session.expiresAt);
  if (override !== null) ends.push(session.loginTimestamp + override);
  if (ends.length === 0) ends.push(session.loginTimestamp + DEFAULT_SESSION_LIFETIME_SECONDS * 1000);
  return now >= Math.min(...ends);
}

/** Sign-out clears all local storage (docs/accounts.md#the-shells). */
export function clearSession(): void {
  localStorage.clear();
}

export function homePath(session: Pick<StoredSession, 'isAdmin'> | null): string {
  return session?.isAdmin ? '/admin/dashboard' : '/dashboard';
}

/** The Change Password page of the user's area (docs/accounts.md#profile-and-password). */
export function changePasswordPath(session: Pick<StoredSession, 'isAdmin'> | null): string {
  return session?.isAdmin ? '/admin/change-password' : '/change-password';
}
