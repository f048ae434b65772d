import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../components/toaster';
import { messages } from '../session/guards';
import { commitLogout } from '../session/logoutMutation';
import { clearSession } from '../session/storage';

/**
 * Log out (docs/accounts.md#the-shells): end the server session, clear all local storage, go to /login, say
 * so.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await commitLogout();
    clearSession();
    navigate('/login', { replace: true });
    notify.success(messages.loggedOut);
  }, [navigate]);
}
