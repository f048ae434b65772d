import { graphql } from 'react-relay';
import type { useDeleteSymptomMutation as UseDeleteSymptomMutation } from '../../__generated__/useDeleteSymptomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const deleteSymptomMutation = graphql`
  mutation useDeleteSymptomMutation($id: ID!, $connections: [ID!]!) {
    deleteSymptom(id: $id) {
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

export function useDeleteSymptomMutation() {
  return useMutation<UseDeleteSymptomMutation>(deleteSymptomMutation);
}
