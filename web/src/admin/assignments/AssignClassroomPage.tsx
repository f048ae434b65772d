import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AssignClassroomPageQuery } from '../../__generated__/AssignClassroomPageQuery.graphql';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
import { useRouteQuery } from '../../relay/preload';
import { AssignmentFlags, type AssignmentFlagValues } from './AssignmentFlags';
import { ChoiceSelect } from './ChoiceSelect';
import { PatientSelect } from './PatientSelect';
import { useAssignPatientToRoomMutation } from './useAssignPatientToRoomMutation';

export const assignClassroomPageQuery = graphql`
  query AssignClassroomPageQuery($choiceCount: Int!, $patientSearch: String) {
    ...PatientSelect_query
    availableRooms {
      id
      name
      roomNumber
      studentCount
    }
  }
`;

const failed = 'Failed to assign patient to room. Please try again.';
const incomplete = 'Please select both a patient and a room.';

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/**
 * Assign Patient to Room (/admin/assign-classroom, docs/assignments.md#assigning): every student of the room
 * gets the case.
 */
export function AssignClassroomPage() {
  const data = useRouteQuery<AssignClassroomPageQuery>(assignClassroomPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignPatientToRoomMutation();
  const [patientId, setPatientId] = useState('');
  const [roomId, setRoomId] = useState('');
  const [flags, setFlags] = useState<AssignmentFlagValues>({
    isMarkable: false,
    isNoteAllow: false,
    showAnswers: false,
    holdForReview: false,
  });
  const [errors, setErrors] = useState<{ patient?: string; room?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!patientId || !roomId) {
      setErrors({
        patient: patientId ? undefined : 'Please select a patient.',
        room: roomId ? undefined : 'Please select a room.',
      });
      notify.error(incomplete);
      return;
    }
    commitAssign({
      variables: { input: { patientId, roomId, ...flags } },
      onCompleted: ({ assignPatientToRoom: result }) => {
        if (result.__typename === 'AssignmentsPayload') {
          notify.success('Patient assigned to room successfully!');
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
        title="Assign Patient to Room"
        description="Give a patient case to every student of a class room that has none yet."
      />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          <PatientSelect
            queryRef={data}
            value={patientId}
            onChange={(id) => {
              setPatientId(id);
              setErrors((e) => ({ ...e, patient: undefined }));
            }}
            error={errors.patient}
          />
          <ChoiceSelect
            label="Room"
            placeholder="Select a room"
            choices={data.availableRooms.map((room) => ({
              id: room.id,
              label: `${room.name} (${room.roomNumber}), ${students(room.studentCount)}`,
            }))}
            value={roomId}
            onChange={(id) => {
              setRoomId(id);
              setErrors((e) => ({ ...e, room: undefined }));
            }}
            error={errors.room}
            helperText={
              data.availableRooms.length === 0
                ? 'Every room already has a patient assigned.'
                : 'Only rooms without a patient are listed.'
            }
          />
          <AssignmentFlags values={flags} onChange={setFlags} noteLabel="Allow Note" />
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/table-assign-patient">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isAssigning}>
              {isAssigning ? 'Assigning...' : 'Assign Patient'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
