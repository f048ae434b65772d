import { DEFAULT_SESSION_LIFETIME_SECONDS } from '@anamnesis/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  homePath,
  isSessionExpired,
  readSession,
  renewSession,
  type StoredUser,
  saveSession,
  sessionCheckIntervalMs,
  updateStoredUser,
} from './storage';

/** A session the server gave no end for lasts the package's default lifetime. */
const SESSION_LIFETIME_MS = DEFAULT_SESSION_LIFETIME_SECONDS * 1000;

const student: StoredUser = {
  id: 'u1',
  name: 'Ada Student',
  email: 'ada@example.org',
  username: 'ada',
  isAdmin: false,
  isSuperAdmin: false,
};

const loginAt = new Date('2026-11-25T08:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(loginAt);
});
afterEach(() => vi.useRealTimers());

describe('saveSession / readSession', () => {
  it("remembers who signed in, their role and when, under the app's keys", () => {
    saveSession({ ...student, isAdmin: true }, null);
    const session = readSession();
    expect(session?.user.name).toBe('Ada Student');
    expect(session?.isAdmin).toBe(true);
    expect(session?.loginTimestamp).toBe(loginAt);
    expect(session?.expiresAt).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("keeps the server's session end when it is given", () => {
    saveSession(student, '2026-11-25T09:00:00.000Z');
    expect(readSession()?.expiresAt).toBe(Date.parse('2026-11-25T09:00:00.000Z'));
  });

  it('reads no session when nothing or something unreadable is stored', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(readSession()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'no id' }));
    expect(readSession()).toBeNull();
  });

  it('clears everything on sign-out', () => {
    saveSession(student, null);
    localStorage.setItem('other', 'x');
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('updateStoredUser / renewSession', () => {
  it('shows the new name after a profile edit, same session', () => {
    saveSession(student, null);
    updateStoredUser({ name: 'Ada L.' });
    expect(readSession()?.user).toMatchObject({ id: 'u1', name: 'Ada L.' });
    expect(readSession()?.loginTimestamp).toBe(loginAt);
  });

  it('restarts the clock after a password change', () => {
    saveSession(student, null);
    vi.setSystemTime(loginAt + 60_000);
    renewSession('2026-11-25T11:00:00.000Z');
    const session = readSession();
    expect(session?.loginTimestamp).toBe(loginAt + 60_000);
    expect(session?.expiresAt).toBe(Date.parse('2026-11-25T11:00:00.000Z'));
  });
});

describe('isSessionExpired', () => {
  it('holds until the lifetime has passed and is over at that moment', () => {
    saveSession(student, null);
    const session = readSession();
    if (!session) throw new Error('no session');
    expect(isSessionExpired(session, loginAt + SESSION_LIFETIME_MS - 1)).toBe(false);
    expect(isSessionExpired(session, loginAt + SESSION_LIFETIME_MS)).toBe(true);
  });

  it("ends at the server's session end when that comes first", () => {
    saveSession(student, new Date(loginAt + 60_000).toISOString());
    const session = readSession();
    if (!session) throw new Error('no session');
    expect(isSessionExpired(session, loginAt + 59_999)).toBe(false);
    expect(isSessionExpired(session, loginAt + 60_000)).toBe(true);
  });

  it('follows a lifetime override in local storage, ignoring nonsense', () => {
    saveSession(student, null);
    const session = readSession();
    if (!session) throw new Error('no session');
    localStorage.setItem('sessionLifetimeMs', '5000');
    expect(isSessionExpired(session, loginAt + 4999)).toBe(false);
    expect(isSessionExpired(session, loginAt + 5000)).toBe(true);
    localStorage.setItem('sessionLifetimeMs', '-1');
    expect(isSessionExpired(session, loginAt + 5000)).toBe(false);
    expect(isSessionExpired(session, loginAt + SESSION_LIFETIME_MS)).toBe(true);
    localStorage.setItem('sessionCheckIntervalMs', 'soon');
    expect(sessionCheckIntervalMs()).toBe(60_000);
  });
});

describe('homePath', () => {
  it('sends admins to the admin dashboard and everyone else to theirs', () => {
    expect(homePath({ isAdmin: true })).toBe('/admin/dashboard');
    expect(homePath({ isAdmin: false })).toBe('/dashboard');
    expect(homePath(null)).toBe('/dashboard');
  });
});
