import { graphql } from 'react-relay';
import type { useCreateSymptomMutation as UseCreateSymptomMutation } from '../../__generated__/useCreateSymptomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createSymptomMutation = graphql`
  mutation useCreateSymptomMutation($input: CreateSymptomInput!) {
    createSymptom(input: $input) {
      __typename
      ... on SymptomPayload {
        symptom {
          id
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreateSymptomMutation() {
  return useMutation<UseCreateSymptomMutation>(createSymptomMutation);
}
