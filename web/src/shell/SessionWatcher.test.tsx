import { DEFAULT_SESSION_LIFETIME_SECONDS } from '@anamnesis/rules';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/toaster';
import { readSession, saveSession } from '../session/storage';

/** A session the server gave no end for lasts the package's default lifetime. */
const SESSION_LIFETIME_MS = DEFAULT_SESSION_LIFETIME_SECONDS * 1000;

import { SessionWatcher } from './SessionWatcher';

vi.mock('../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('../session/logoutMutation', () => ({ commitLogout: vi.fn(() => Promise.resolve()) }));
vi.mock('../relay/environment', () => ({ currentEnvironment: () => ({}) }));

const start = new Date('2026-11-25T08:00:00.000Z').getTime();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <SessionWatcher /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  saveSession(
    { id: 'u1', name: 'Sam', email: 's@x.org', username: 'sam', isAdmin: false, isSuperAdmin: false },
    null,
  );
});
afterEach(() => vi.useRealTimers());

describe('SessionWatcher', () => {
  it('leaves a live session alone at each minute check', () => {
    const router = renderAt('/dashboard');
    act(() => vi.advanceTimersByTime(60_000 * 5));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('sends the user to /login with "Session expired" at the first check after the lifetime', () => {
    const router = renderAt('/dashboard');
    act(() => vi.advanceTimersByTime(SESSION_LIFETIME_MS + 60_000));
    expect(router.state.location.pathname).toBe('/login');
    expect(notify.warning).toHaveBeenCalledWith('Session expired. Please login again.');
    expect(readSession()).toBeNull();
  });

  it('ends this tab too when another tab signs out', () => {
    const router = renderAt('/dashboard');
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(notify.warning).toHaveBeenCalledWith('Please login to continue.');
  });
});
