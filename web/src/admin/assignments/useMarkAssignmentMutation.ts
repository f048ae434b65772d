import { graphql } from 'react-relay';
import type { useMarkAssignmentMutation as UseMarkAssignmentMutation } from '../../__generated__/useMarkAssignmentMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const markAssignmentMutation = graphql`
  mutation useMarkAssignmentMutation($id: ID!) {
    markAssignment(id: $id) {
      __typename
      ... on AssignmentPayload {
        assignment {
          id
          status
          scores {
            total
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMarkAssignmentMutation() {
  return useMutation<UseMarkAssignmentMutation>(markAssignmentMutation);
}
