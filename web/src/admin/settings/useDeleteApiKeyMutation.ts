import { graphql } from 'react-relay';
import type { useDeleteApiKeyMutation as UseDeleteApiKeyMutation } from '../../__generated__/useDeleteApiKeyMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const deleteApiKeyMutation = graphql`
  mutation useDeleteApiKeyMutation($id: ID!, $connections: [ID!]!) {
    deleteApiKey(id: $id) {
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

export function useDeleteApiKeyMutation() {
  return useMutation<UseDeleteApiKeyMutation>(deleteApiKeyMutation);
}
