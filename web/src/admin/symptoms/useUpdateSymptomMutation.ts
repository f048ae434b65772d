import { graphql, useMutation } from 'react-relay';
import type { useUpdateSymptomMutation as UseUpdateSymptomMutation } from '../../__generated__/useUpdateSymptomMutation.graphql';

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
