import { commitMutation, type Environment, graphql } from 'relay-runtime';
import type { logoutMutation as LogoutMutation } from '../__generated__/logoutMutation.graphql';

export const logoutMutation = graphql`
  mutation logoutMutation {
    logout {
      ok
    }
  }
`;

/** Asks the BFF to clear the session cookie; settles either way (the local sign-out goes ahead). */
export function commitLogout(environment: Environment): Promise<void> {
  return new Promise((resolve) => {
    commitMutation<LogoutMutation>(environment, {
      mutation: logoutMutation,
      variables: {},
      onCompleted: () => resolve(),
      onError: () => resolve(),
    });
  });
}
