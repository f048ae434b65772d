import { graphql } from 'react-relay';
import type { useRequestResetMutation as UseRequestResetMutation } from '../../__generated__/useRequestResetMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const requestResetMutation = graphql`
  mutation useRequestResetMutation($assignmentId: ID!) {
    requestReset(assignmentId: $assignmentId) {
      __typename
      ... on ResetRequestPayload {
        assignment {
          id
          requestStatus
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Asks a teacher for a fresh attempt at a submitted assignment. */
export function useRequestResetMutation() {
  return useMutation<UseRequestResetMutation>(requestResetMutation);
}
