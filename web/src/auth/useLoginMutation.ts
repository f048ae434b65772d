import { useCallback, useState } from 'react';
import type { useLoginMutation as UseLoginMutation } from '../__generated__/useLoginMutation.graphql';
import { graphql, sendOperation } from '../relay/request';

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload {
        viewer {
          sessionExpiresAt
          user {
            id
            name
            email
            username
            avatarUrl
            isAdmin
            isSuperAdmin
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface LoginCommit {
  variables: UseLoginMutation['variables'];
  onCompleted: (response: UseLoginMutation['response']) => void;
  onError: (error: Error) => void;
}

/**
 * Signs in, as Relay's useMutation would (commit, and whether one is in flight), without the Relay
 * runtime: the sign-in page loads none of it. The store is emptied on sign-in anyway.
 */
export function useLoginMutation(): [(config: LoginCommit) => void, boolean] {
  const [inFlight, setInFlight] = useState(false);
  const commit = useCallback(({ variables, onCompleted, onError }: LoginCommit) => {
    setInFlight(true);
    sendOperation<UseLoginMutation>(loginMutation, variables).then(
      (response) => {
        setInFlight(false);
        onCompleted(response);
      },
      (error: unknown) => {
        setInFlight(false);
        onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }, []);
  return [commit, inFlight];
}
