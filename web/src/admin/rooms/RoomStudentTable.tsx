import { IconButton, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RoomStudentTable_room$key } from '../../__generated__/RoomStudentTable_room.graphql';
import { DataTable } from '../../components/DataTable';
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
    <DataTable
      columns={['Name', 'Username', 'Email', 'Actions']}
      interactive
      empty={room.students.length === 0 ? 'No students in this room yet.' : null}
    >
      {room.students.map((student) => (
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
      ))}
    </DataTable>
  );
}
