import { useCallback } from 'react';
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

/** Remove a student from a room, once the admin confirms: from the room's page or its Students popover. */
export function useRemoveStudentFromRoomMutation(roomId: string): [(studentId: string) => void, boolean] {
  const [commit, isRemoving] = useMutation<UseRemoveStudentFromRoomMutation>(removeStudentFromRoomMutation);
  const remove = useCallback(
    (studentId: string) => {
      if (!window.confirm('Are you sure you want to remove this student?')) return;
      commit({
        variables: { input: { studentId, roomId } },
        success: 'Student removed from room successfully!',
        failure: 'Failed to remove the student. Please try again.',
      });
    },
    [commit, roomId],
  );
  return [remove, isRemoving];
}
