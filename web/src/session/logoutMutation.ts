import type { logoutMutation as LogoutMutation } from '../__generated__/logoutMutation.graphql';
import { graphql, sendOperation } from '../relay/request';

export const logoutMutation = graphql`
  mutation logoutMutation {
    logout {
      ok
    }
  }
`;

/**
 * Asks the BFF to clear the session cookie; settles either way (the local sign-out goes ahead). Sent
 * without the Relay runtime, so that ending an expired session on the sign-in page loads none of it.
 */
export function commitLogout(): Promise<void> {
  return sendOperation<LogoutMutation>(logoutMutation, {}).then(
    () => {},
    () => {},
  );
}
