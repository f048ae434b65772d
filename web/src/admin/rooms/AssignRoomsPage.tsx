import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssignRoomsPageQuery } from '../../__generated__/AssignRoomsPageQuery.graphql';
import { useRouteQuery } from '../../relay/preload';
import { AssignPage } from '../assignments/AssignPage';
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

/** Assign Class Rooms to Student (/admin/assign-rooms). */
export function AssignRoomsPage() {
  const data = useRouteQuery<AssignRoomsPageQuery>(assignRoomsPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignStudentsToRoomMutation();

  return (
    <AssignPage
      title="Assign Class Rooms to Student"
      description="Put students who are in no class room yet into one."
      submitLabel="Assign Room(s)"
      cancelTo="/admin/rooms"
      incomplete="Please select at least one Student and one Room."
      missing={{ target: 'Please select a room.', items: 'Please select at least one student.' }}
      // Another room starts a fresh selection.
      items="reset"
      renderTarget={(field) => <RoomSelect queryRef={data} {...field} />}
      renderItems={({ value, onChange, error }) => (
        <MultiSelectList
          label="Students"
          options={data.studentsWithoutRoom.map((s) => ({ id: s.id, label: s.name, description: s.email }))}
          selected={value}
          onChange={onChange}
          emptyText="Every student is already in a class room."
          withSelectAll
          error={error}
        />
      )}
      busy={isAssigning}
      onSubmit={({ targetId, itemIds }) =>
        commitAssign({
          variables: { input: { roomId: targetId, studentIds: itemIds } },
          success: 'Room assigned to student(s) successfully!',
          failure: 'Failed to assign Rooms. Please try again.',
          onSuccess: () => navigate('/admin/rooms'),
        })
      }
    />
  );
}
