import { graphql } from 'react-relay';
import type { useAssignStudentsToPatientMutation as UseAssignStudentsToPatientMutation } from '../../__generated__/useAssignStudentsToPatientMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const assignStudentsToPatientMutation = graphql`
  mutation useAssignStudentsToPatientMutation($input: AssignStudentsToPatientInput!) {
    assignStudentsToPatient(input: $input) {
      __typename
      ... on AssignmentsPayload {
        assignments {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAssignStudentsToPatientMutation() {
  return useMutation<UseAssignStudentsToPatientMutation>(assignStudentsToPatientMutation);
}
