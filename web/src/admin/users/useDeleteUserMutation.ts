import { graphql } from 'react-relay';
import type { useDeleteUserMutation as UseDeleteUserMutation } from '../../__generated__/useDeleteUserMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const deleteUserMutation = graphql`
  mutation useDeleteUserMutation($id: ID!, $connections: [ID!]!) {
    deleteUser(id: $id) {
      __typename
      ... on DeletedPayload {
        deletedId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteUserMutation() {
  return useMutation<UseDeleteUserMutation>(deleteUserMutation);
}
