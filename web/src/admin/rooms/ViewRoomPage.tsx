import { Alert, Badge, Box, DataList, Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteError } from 'react-router';
import type { ViewRoomPageQuery } from '../../__generated__/ViewRoomPageQuery.graphql';
import { Detail } from '../../components/Detail';
import { ArrowLeftIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { isSessionGone, SessionGone } from '../../components/SessionGone';
import { GraphQLRequestError } from '../../relay/environment';
import { useRouteQuery } from '../../relay/preload';
import { RoomStudentTable } from './RoomStudentTable';

export const viewRoomPageQuery = graphql`
  query ViewRoomPageQuery($id: ID!) {
    room(id: $id) {
      name
      roomNumber
      isOccupied
      assignedPatientName
      createdAt
      studentCount
      ...RoomStudentTable_room
    }
  }
`;

const backToRooms = (
  <LinkButton to="/admin/rooms" variant="outline" icon={<ArrowLeftIcon />}>
    Class Rooms
  </LinkButton>
);

/** View room (/admin/view-room/{roomId}, the room's record id): the room's details and its students. */
export function ViewRoomPage() {
  const { room } = useRouteQuery<ViewRoomPageQuery>(viewRoomPageQuery);
  return (
    <Box maxW="5xl">
      <PageHeader title={room.name} description="Class room details" actions={backToRooms} />
      <Stack gap="6">
        <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
          <DataList.Root orientation="horizontal" gap="3">
            <Detail label="Room Name" fontWeight="semibold">
              {room.name}
            </Detail>
            <Detail label="Room Number">{room.roomNumber}</Detail>
            <Detail label="Students">{room.studentCount}</Detail>
            <Detail label="Patient">
              {room.isOccupied ? (
                <Badge colorPalette="purple" variant="subtle">
                  {room.assignedPatientName ?? 'Patient assigned'}
                </Badge>
              ) : (
                'None assigned yet'
              )}
            </Detail>
            <Detail label="Created">{new Date(room.createdAt).toLocaleDateString()}</Detail>
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

/**
 * The page's error boundary: a room that does not exist, or the text for a failed read
 * (docs/cases.md#class-rooms).
 */
export function ViewRoomError() {
  const error = useRouteError();
  if (isSessionGone(error)) return <SessionGone />;
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  return (
    <Box maxW="5xl">
      <PageHeader title="Class Room" actions={backToRooms} />
      <Alert.Root status={missing ? 'info' : 'error'} role="alert" rounded="xl" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{missing ? 'Room not found.' : 'Failed to fetch rooms. Please try again.'}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
