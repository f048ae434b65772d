import { graphql } from 'react-relay';
import type { useCreatePatientMutation as UseCreatePatientMutation } from '../../__generated__/useCreatePatientMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createPatientMutation = graphql`
  mutation useCreatePatientMutation($input: CreatePatientInput!) {
    createPatient(input: $input) {
      __typename
      ... on PatientPayload {
        patient {
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

export function useCreatePatientMutation() {
  return useMutation<UseCreatePatientMutation>(createPatientMutation);
}
