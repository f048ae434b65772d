import { DEFAULT_SESSION_LIFETIME_SECONDS } from '@anamnesis/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/toaster';
import { activeSession, messages, redirectSignedIn, requireArea } from './guards';
import { commitLogout } from './logoutMutation';
import { readSession, type StoredUser, saveSession } from './storage';

/** A session the server gave no end for lasts the package's default lifetime. */
const SESSION_LIFETIME_MS = DEFAULT_SESSION_LIFETIME_SECONDS * 1000;

vi.mock('../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('./logoutMutation', () => ({ commitLogout: vi.fn(() => Promise.resolve()) }));
vi.mock('../relay/environment', () => ({ currentEnvironment: () => ({}) }));

const user = (isAdmin: boolean): StoredUser => ({
  id: 'u1',
  name: 'Sam',
  email: 'sam@example.org',
  username: 'sam',
  isAdmin,
  isSuperAdmin: false,
});

/** Where a guard sends the visitor (it throws a redirect Response), or null when it lets them in. */
function redirectOf(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const now = new Date('2026-11-25T08:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(notify.warning).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(commitLogout).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('requireArea', () => {
  it('sends a visitor who is not signed in to /login with "Please login to continue."', () => {
    expect(redirectOf(() => requireArea('student'))).toBe('/login');
    expect(notify.warning).toHaveBeenCalledWith(messages.loginRequired);
    expect(messages.loginRequired).toBe('Please login to continue.');
  });

  it('lets a student into the student area and an admin into the admin area', () => {
    saveSession(user(false), null);
    expect(redirectOf(() => requireArea('student'))).toBeNull();
    saveSession(user(true), null);
    expect(redirectOf(() => requireArea('admin'))).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps a student out of admin pages', () => {
    saveSession(user(false), null);
    expect(redirectOf(() => requireArea('admin'))).toBe('/');
    expect(notify.error).toHaveBeenCalledWith('Access denied. Only admin allowed.');
  });

  it('keeps an admin out of student pages', () => {
    saveSession(user(true), null);
    expect(redirectOf(() => requireArea('student'))).toBe('/admin/dashboard');
    expect(notify.error).toHaveBeenCalledWith('Access denied. Admins cannot access user routes.');
  });

  it('ends an expired session: storage cleared, cookie sign-out sent, "Session expired" shown', () => {
    saveSession(user(false), null);
    vi.setSystemTime(now + SESSION_LIFETIME_MS);
    expect(redirectOf(() => requireArea('student'))).toBe('/login');
    expect(readSession()).toBeNull();
    expect(commitLogout).toHaveBeenCalledOnce();
    expect(notify.warning).toHaveBeenCalledWith('Session expired. Please login again.');
  });
});

describe('requireArea with a password an administrator set (docs/accounts.md#profile-and-password)', () => {
  it('sends every page but Change Password there, with the message', () => {
    saveSession({ ...user(false), mustChangePassword: true }, null);
    expect(redirectOf(() => requireArea('student', 'dashboard'))).toBe('/change-password');
    expect(notify.warning).toHaveBeenCalledWith(
      'An administrator set your password. Please choose a new one to continue.',
    );
    expect(redirectOf(() => requireArea('student', 'profile'))).toBe('/change-password');
    expect(redirectOf(() => requireArea('student', 'change-password'))).toBeNull();
    // The shell itself stays open around the form.
    expect(redirectOf(() => requireArea('student'))).toBeNull();
    saveSession({ ...user(true), mustChangePassword: true }, null);
    expect(redirectOf(() => requireArea('admin', 'dashboard'))).toBe('/admin/change-password');
  });

  it('lets the user anywhere once the password is theirs', () => {
    saveSession({ ...user(false), mustChangePassword: false }, null);
    expect(redirectOf(() => requireArea('student', 'dashboard'))).toBeNull();
    expect(notify.warning).not.toHaveBeenCalled();
  });
});

describe('redirectSignedIn', () => {
  it('lets a signed-out visitor see the login page', () => {
    expect(redirectOf(redirectSignedIn)).toBeNull();
  });

  it('sends a signed-in student or admin to their dashboard', () => {
    saveSession(user(false), null);
    expect(redirectOf(redirectSignedIn)).toBe('/dashboard');
    saveSession(user(true), null);
    expect(redirectOf(redirectSignedIn)).toBe('/admin/dashboard');
  });

  it('quietly ends an expired session and shows the login page', () => {
    saveSession(user(false), null);
    vi.setSystemTime(now + SESSION_LIFETIME_MS + 1);
    expect(redirectOf(redirectSignedIn)).toBeNull();
    expect(activeSession()).toBeNull();
    expect(commitLogout).toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });
});
