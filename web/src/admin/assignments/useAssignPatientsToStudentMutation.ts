import { graphql, useMutation } from 'react-relay';
import type { useAssignPatientsToStudentMutation as UseAssignPatientsToStudentMutation } from '../../__generated__/useAssignPatientsToStudentMutation.graphql';

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
