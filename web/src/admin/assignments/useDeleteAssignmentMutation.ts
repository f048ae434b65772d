import { graphql } from 'react-relay';
import type { useDeleteAssignmentMutation as UseDeleteAssignmentMutation } from '../../__generated__/useDeleteAssignmentMutation.graphql';
import { useMutation } from '../../relay/useMutation';

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
