import { graphql } from 'react-relay';
import type { useAssignStudentsToRoomMutation as UseAssignStudentsToRoomMutation } from '../../__generated__/useAssignStudentsToRoomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const assignStudentsToRoomMutation = graphql`
  mutation useAssignStudentsToRoomMutation($input: AssignStudentsToRoomInput!) {
    assignStudentsToRoom(input: $input) {
      __typename
      ... on RoomPayload {
        room {
          id
          studentCount
          students {
            id
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAssignStudentsToRoomMutation() {
  return useMutation<UseAssignStudentsToRoomMutation>(assignStudentsToRoomMutation);
}
