import { graphql, useMutation } from 'react-relay';
import type { useDeleteAssignmentMutation as UseDeleteAssignmentMutation } from '../../__generated__/useDeleteAssignmentMutation.graphql';

const deleteAssignmentMutation = graphql`
  mutation useDeleteAssignmentMutation($id: ID!) {
    deleteAssignment(id: $id) {
      __typename
      ... on DeletedPayload {
        deletedId
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteAssignmentMutation() {
  return useMutation<UseDeleteAssignmentMutation>(deleteAssignmentMutation);
}
