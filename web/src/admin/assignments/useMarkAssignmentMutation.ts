import { graphql, useMutation } from 'react-relay';
import type { useMarkAssignmentMutation as UseMarkAssignmentMutation } from '../../__generated__/useMarkAssignmentMutation.graphql';

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
