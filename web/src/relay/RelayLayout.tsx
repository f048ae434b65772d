import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { currentEnvironment, subscribeToEnvironment } from './environment';

/**
 * The Relay environment of the present session around every page that uses Relay: loaded with the first
 * of them, not with the sign-in page. A new environment (sign-in, sign-out) re-renders the pages under it.
 */
export function RelayLayout() {
  const environment = useSyncExternalStore(subscribeToEnvironment, currentEnvironment);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
