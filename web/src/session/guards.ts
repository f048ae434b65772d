import { passwordChangeRequiredMessage } from '@anamnesis/rules';
import { redirect } from 'react-router';
import { notify } from '../components/toaster';
import { commitLogout } from './logoutMutation';
import {
  changePasswordPath,
  clearSession,
  homePath,
  isSessionExpired,
  readSession,
  type StoredSession,
} from './storage';

export const messages = {
  loginRequired: 'Please login to continue.',
  sessionExpired: 'Session expired. Please login again.',
  adminOnly: 'Access denied. Only admin allowed.',
  noAdminsOnUserRoutes: 'Access denied. Admins cannot access user routes.',
  loggedOut: 'Logged out successfully',
  passwordChangeRequired: passwordChangeRequiredMessage,
} as const;

/** The page every page of an area but this one sends a user who must change their password to. */
const changePasswordPage = 'change-password';

export type Area = 'admin' | 'student';

/** Ends a session that ran out: local record gone, cookie cleared, the user told why. */
export function expireSession(): void {
  clearSession();
  void commitLogout();
  notify.warning(messages.sessionExpired);
}

/** The session to use now, if any: an expired one is ended on the way (without a toast). */
export function activeSession(): StoredSession | null {
  const session = readSession();
  if (session && isSessionExpired(session)) {
    clearSession();
    void commitLogout();
    return null;
  }
  return session;
}

/**
 * The guard of an area's shell route (docs/accounts.md#routes-and-guards): sends the visitor where they
 * belong with its toast, or returns the session. Given the page (its path within the area), it also
 * keeps a user whose password an administrator set on Change Password until they change it
 * (docs/accounts.md#profile-and-password).
 */
export function requireArea(area: Area, page?: string): StoredSession {
  const session = readSession();
  if (!session) {
    notify.warning(messages.loginRequired);
    throw redirect('/login');
  }
  if (isSessionExpired(session)) {
    expireSession();
    throw redirect('/login');
  }
  if (area === 'admin' && !session.isAdmin) {
    notify.error(messages.adminOnly);
    throw redirect('/');
  }
  if (area === 'student' && session.isAdmin) {
    notify.error(messages.noAdminsOnUserRoutes);
    throw redirect('/admin/dashboard');
  }
  if (page !== undefined && page !== changePasswordPage && session.user.mustChangePassword) {
    notify.warning(messages.passwordChangeRequired);
    throw redirect(changePasswordPath(session));
  }
  return session;
}

/** Public routes (/login, /register): signed-in people go to their dashboard instead. */
export function redirectSignedIn(): null {
  const session = activeSession();
  if (session) throw redirect(homePath(session));
  return null;
}
