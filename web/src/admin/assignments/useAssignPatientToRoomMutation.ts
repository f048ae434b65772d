import { graphql } from 'react-relay';
import type { useAssignPatientToRoomMutation as UseAssignPatientToRoomMutation } from '../../__generated__/useAssignPatientToRoomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const assignPatientToRoomMutation = graphql`
  mutation useAssignPatientToRoomMutation($input: AssignPatientToRoomInput!) {
    assignPatientToRoom(input: $input) {
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

export function useAssignPatientToRoomMutation() {
  return useMutation<UseAssignPatientToRoomMutation>(assignPatientToRoomMutation);
}
