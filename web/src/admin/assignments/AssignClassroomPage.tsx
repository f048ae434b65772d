import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssignClassroomPageQuery } from '../../__generated__/AssignClassroomPageQuery.graphql';
import { useRouteQuery } from '../../relay/preload';
import { roomLabel } from '../rooms/roomLabel';
import { AssignPage } from './AssignPage';
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

/** Assign Patient to Room (/admin/assign-classroom): every student of the room gets the case. */
export function AssignClassroomPage() {
  const data = useRouteQuery<AssignClassroomPageQuery>(assignClassroomPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignPatientToRoomMutation();

  return (
    <AssignPage
      title="Assign Patient to Room"
      description="Give a patient case to every student of a class room that has none yet."
      submitLabel="Assign Patient"
      cancelTo="/admin/table-assign-patient"
      noteLabel="Allow Note"
      incomplete="Please select both a patient and a room."
      missing={{ target: 'Please select a patient.', items: 'Please select a room.' }}
      items="independent"
      renderTarget={(field) => <PatientSelect queryRef={data} {...field} />}
      renderItems={({ value, onChange, error }) => (
        <ChoiceSelect
          label="Room"
          placeholder="Select a room"
          choices={data.availableRooms.map((room) => ({ id: room.id, label: roomLabel(room) }))}
          value={value[0] ?? ''}
          onChange={(id) => onChange(id ? [id] : [])}
          error={error}
          helperText={
            data.availableRooms.length === 0
              ? 'Every room already has a patient assigned.'
              : 'Only rooms without a patient are listed.'
          }
        />
      )}
      busy={isAssigning}
      onSubmit={({ targetId, itemIds: [roomId = ''], flags }) =>
        commitAssign({
          variables: { input: { patientId: targetId, roomId, ...flags } },
          success: 'Patient assigned to room successfully!',
          failure: 'Failed to assign patient to room. Please try again.',
          onSuccess: () => navigate('/admin/rooms'),
        })
      }
    />
  );
}
