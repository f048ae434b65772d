import { graphql, useMutation } from 'react-relay';
import type { useMarkAllMutation as UseMarkAllMutation } from '../../__generated__/useMarkAllMutation.graphql';

const markAllMutation = graphql`
  mutation useMarkAllMutation($patientId: ID) {
    markAll(patientId: $patientId) {
      __typename
      ... on MarkAllPayload {
        markedCount
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMarkAllMutation() {
  return useMutation<UseMarkAllMutation>(markAllMutation);
}
