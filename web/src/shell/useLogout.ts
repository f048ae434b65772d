import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
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
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  return useCallback(async () => {
    await commitLogout(environment);
    clearSession();
    navigate('/login', { replace: true });
    notify.success(messages.loggedOut);
  }, [environment, navigate]);
}
