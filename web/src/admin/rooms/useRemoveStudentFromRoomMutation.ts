import { graphql } from 'react-relay';
import type { useRemoveStudentFromRoomMutation as UseRemoveStudentFromRoomMutation } from '../../__generated__/useRemoveStudentFromRoomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const removeStudentFromRoomMutation = graphql`
  mutation useRemoveStudentFromRoomMutation($input: RemoveStudentFromRoomInput!) {
    removeStudentFromRoom(input: $input) {
      __typename
      ... on RemoveStudentFromRoomPayload {
        removedStudentId
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

export function useRemoveStudentFromRoomMutation() {
  return useMutation<UseRemoveStudentFromRoomMutation>(removeStudentFromRoomMutation);
}
