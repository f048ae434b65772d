import { Badge, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RoomRow_room$key } from '../../__generated__/RoomRow_room.graphql';
import { EyeIcon, TrashIcon } from '../../components/icons';
import type { PageRemoval } from '../../relay/pageUpdates';
import { RoomStudentsPopover } from './RoomStudentsPopover';
import { useDeleteRoomMutation } from './useDeleteRoomMutation';

interface RoomRowProps {
  roomRef: RoomRow_room$key;
  /** The page the room is on (usePagedList's `removal`): the row leaves it, the rest stays. */
  removal: PageRemoval;
}

/** One class room: name, number, its students, and view / delete. */
export function RoomRow({ roomRef, removal }: RoomRowProps) {
  const room = useFragment(
    graphql`
      fragment RoomRow_room on Room {
        id
        databaseId
        name
        roomNumber
        isOccupied
        assignedPatientName
        ...RoomStudentsPopover_room
      }
    `,
    roomRef,
  );
  const [commitDelete, isDeleting] = useDeleteRoomMutation();

  function handleDelete() {
    if (!window.confirm('Are you sure you want to delete this room?')) return;
    commitDelete({
      variables: { id: room.id, connections: removal.connections },
      updater: removal.updater,
      success: 'Room deleted successfully!',
      failure: 'Failed to delete the room. Please try again.',
    });
  }

  return (
    <Table.Row>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{room.name}</Text>
          {room.isOccupied ? (
            <Badge colorPalette="purple" variant="subtle" size="sm">
              {room.assignedPatientName ? `Patient: ${room.assignedPatientName}` : 'Patient assigned'}
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell>{room.roomNumber}</Table.Cell>
      <Table.Cell>
        <RoomStudentsPopover roomRef={room} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="1" justify="flex-end">
          <IconButton asChild size="sm" variant="ghost" aria-label={`View ${room.name}`}>
            <RouterLink to={`/admin/view-room/${room.databaseId}`}>
              <EyeIcon />
            </RouterLink>
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${room.name}`}
            disabled={isDeleting}
            onClick={handleDelete}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
