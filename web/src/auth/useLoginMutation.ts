import { useCallback, useState } from 'react';
import type { useLoginMutation as UseLoginMutation } from '../__generated__/useLoginMutation.graphql';
import { type OutcomeOptions, settleAnswer, settleNoAnswer } from '../relay/mutationOutcome';
import { graphql, sendOperation } from '../relay/request';

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload {
        viewer {
          sessionExpiresAt
          mustChangePassword
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

/**
 * Signs in with the same answer handling as every other mutation (relay/useMutation.ts), but without the
 * Relay runtime: the sign-in page loads none of it. The store is emptied on sign-in anyway.
 */
export function useLoginMutation(): [(options: OutcomeOptions<UseLoginMutation>) => void, boolean] {
  const [inFlight, setInFlight] = useState(false);
  const commit = useCallback((options: OutcomeOptions<UseLoginMutation>) => {
    setInFlight(true);
    sendOperation<UseLoginMutation>(loginMutation, options.variables).then(
      (response) => {
        setInFlight(false);
        settleAnswer(response, options);
      },
      () => {
        setInFlight(false);
        settleNoAnswer(options);
      },
    );
  }, []);
  return [commit, inFlight];
}
