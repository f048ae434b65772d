import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AssignRoomsPageQuery } from '../../__generated__/AssignRoomsPageQuery.graphql';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
import { useRouteQuery } from '../../relay/preload';
import { MultiSelectList } from '../assignments/MultiSelectList';
import { RoomSelect } from './RoomSelect';
import { useAssignStudentsToRoomMutation } from './useAssignStudentsToRoomMutation';

export const assignRoomsPageQuery = graphql`
  query AssignRoomsPageQuery($choiceCount: Int!, $roomSearch: String) {
    ...RoomSelect_query
    studentsWithoutRoom {
      id
      name
      email
    }
  }
`;

const failed = 'Failed to assign Rooms. Please try again.';
const incomplete = 'Please select at least one Student and one Room.';

/** Assign Class Rooms to Student (/admin/assign-rooms, docs/cases.md#class-rooms). */
export function AssignRoomsPage() {
  const data = useRouteQuery<AssignRoomsPageQuery>(assignRoomsPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignStudentsToRoomMutation();
  const [roomId, setRoomId] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ room?: string; students?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!roomId || studentIds.length === 0) {
      setErrors({
        room: roomId ? undefined : 'Please select a room.',
        students: studentIds.length === 0 ? 'Please select at least one student.' : undefined,
      });
      notify.error(incomplete);
      return;
    }
    commitAssign({
      variables: { input: { roomId, studentIds } },
      onCompleted: ({ assignStudentsToRoom: result }) => {
        if (result.__typename === 'RoomPayload') {
          notify.success('Room assigned to student(s) successfully!');
          navigate('/admin/rooms');
        } else {
          notify.error(result.message ?? failed);
        }
      },
      onError: () => notify.error(failed),
    });
  }

  return (
    <Box maxW="3xl">
      <PageHeader
        title="Assign Class Rooms to Student"
        description="Put students who are in no class room yet into one."
      />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          <RoomSelect
            queryRef={data}
            value={roomId}
            onChange={(id) => {
              // docs/cases.md#class-rooms: another room starts a fresh selection.
              setRoomId(id);
              setStudentIds([]);
              setErrors({});
            }}
            error={errors.room}
          />
          <MultiSelectList
            label="Students"
            options={data.studentsWithoutRoom.map((s) => ({ id: s.id, label: s.name, description: s.email }))}
            selected={studentIds}
            onChange={(ids) => {
              setStudentIds(ids);
              setErrors((e) => ({ ...e, students: undefined }));
            }}
            emptyText="Every student is already in a class room."
            withSelectAll
            error={errors.students}
          />
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/rooms">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isAssigning}>
              {isAssigning ? 'Assigning...' : 'Assign Room(s)'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
