import { Badge, Box, Button, DataList, Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ViewRoomPageQuery } from '../../__generated__/ViewRoomPageQuery.graphql';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { RoomStudentTable } from './RoomStudentTable';

export const viewRoomPageQuery = graphql`
  query ViewRoomPageQuery($id: ID!) {
    room(id: $id) {
      name
      roomNumber
      isOccupied
      createdAt
      studentCount
      ...RoomStudentTable_room
    }
  }
`;

/** View room (/admin/view-room/:roomId): the room's details and its students. */
export function ViewRoomPage() {
  const { room } = useRouteQuery<ViewRoomPageQuery>(viewRoomPageQuery);
  return (
    <Box maxW="5xl">
      <PageHeader
        title={room.name}
        description="Class room details"
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/admin/rooms">
              <ArrowLeftIcon /> Class Rooms
            </RouterLink>
          </Button>
        }
      />
      <Stack gap="6">
        <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Room Name</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{room.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Room Number</DataList.ItemLabel>
              <DataList.ItemValue>{room.roomNumber}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Students</DataList.ItemLabel>
              <DataList.ItemValue>{room.studentCount}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Patient</DataList.ItemLabel>
              <DataList.ItemValue>
                {room.isOccupied ? (
                  <Badge colorPalette="purple" variant="subtle">
                    Patient assigned
                  </Badge>
                ) : (
                  'None assigned yet'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Created</DataList.ItemLabel>
              <DataList.ItemValue>{new Date(room.createdAt).toLocaleDateString()}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Students
          </Heading>
          <RoomStudentTable roomRef={room} />
        </Stack>
      </Stack>
    </Box>
  );
}
