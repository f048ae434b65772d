import { graphql } from 'react-relay';
import type { useUpdatePatientMutation as UseUpdatePatientMutation } from '../../__generated__/useUpdatePatientMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const updatePatientMutation = graphql`
  mutation useUpdatePatientMutation($input: UpdatePatientInput!) {
    updatePatient(input: $input) {
      __typename
      ... on PatientPayload {
        patient {
          id
          ...PatientRow_patient
          ...EditPatientDialog_patient
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdatePatientMutation() {
  return useMutation<UseUpdatePatientMutation>(updatePatientMutation);
}
