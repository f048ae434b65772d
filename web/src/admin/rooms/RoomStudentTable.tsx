import { IconButton, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RoomStudentTable_room$key } from '../../__generated__/RoomStudentTable_room.graphql';
import { TrashIcon } from '../../components/icons';
import { useRemoveStudentFromRoomMutation } from './useRemoveStudentFromRoomMutation';

/** The students of one room, each removable (View room). */
export function RoomStudentTable({ roomRef }: { roomRef: RoomStudentTable_room$key }) {
  const room = useFragment(
    graphql`
      fragment RoomStudentTable_room on Room {
        id
        name
        students {
          id
          name
          username
          email
        }
      }
    `,
    roomRef,
  );
  const [handleRemove, isRemoving] = useRemoveStudentFromRoomMutation(room.id);

  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Username</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {room.students.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                No students in this room yet.
              </Table.Cell>
            </Table.Row>
          ) : (
            room.students.map((student) => (
              <Table.Row key={student.id}>
                <Table.Cell fontWeight="medium">{student.name}</Table.Cell>
                <Table.Cell>{student.username}</Table.Cell>
                <Table.Cell wordBreak="break-all">{student.email}</Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${student.name} from ${room.name}`}
                    disabled={isRemoving}
                    onClick={() => handleRemove(student.id)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
