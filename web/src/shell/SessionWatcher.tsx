import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../components/toaster';
import { expireSession, messages } from '../session/guards';
import { isSessionExpired, readSession, sessionCheckIntervalMs } from '../session/storage';

/**
 * The session clock (docs/accounts.md#sessions): checked every 60 seconds (and when the tab comes back), it
 * sends the user to /login once the 2-hour session is over. A sign-out in another tab ends this one too.
 */
export function SessionWatcher() {
  const navigate = useNavigate();

  useEffect(() => {
    function check() {
      const session = readSession();
      if (!session) {
        notify.warning(messages.loginRequired);
        navigate('/login', { replace: true });
      } else if (isSessionExpired(session)) {
        expireSession();
        navigate('/login', { replace: true });
      }
    }
    const timer = window.setInterval(check, sessionCheckIntervalMs());
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'user') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate]);

  return null;
}
