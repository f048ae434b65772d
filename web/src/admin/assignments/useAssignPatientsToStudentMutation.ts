import { graphql } from 'react-relay';
import type { useAssignPatientsToStudentMutation as UseAssignPatientsToStudentMutation } from '../../__generated__/useAssignPatientsToStudentMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const assignPatientsToStudentMutation = graphql`
  mutation useAssignPatientsToStudentMutation($input: AssignPatientsToStudentInput!) {
    assignPatientsToStudent(input: $input) {
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

export function useAssignPatientsToStudentMutation() {
  return useMutation<UseAssignPatientsToStudentMutation>(assignPatientsToStudentMutation);
}
