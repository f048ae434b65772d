import { graphql } from 'react-relay';
import type { useDeletePatientMutation as UseDeletePatientMutation } from '../../__generated__/useDeletePatientMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const deletePatientMutation = graphql`
  mutation useDeletePatientMutation($id: ID!, $connections: [ID!]!) {
    deletePatient(id: $id) {
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

export function useDeletePatientMutation() {
  return useMutation<UseDeletePatientMutation>(deletePatientMutation);
}
