import { graphql } from 'react-relay';
import type { useUpdateSymptomMutation as UseUpdateSymptomMutation } from '../../__generated__/useUpdateSymptomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const updateSymptomMutation = graphql`
  mutation useUpdateSymptomMutation($input: UpdateSymptomInput!) {
    updateSymptom(input: $input) {
      __typename
      ... on SymptomPayload {
        symptom {
          id
          name
          description
          severity
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdateSymptomMutation() {
  return useMutation<UseUpdateSymptomMutation>(updateSymptomMutation);
}
