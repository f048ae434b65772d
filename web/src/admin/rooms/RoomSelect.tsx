import { graphql, useRefetchableFragment } from 'react-relay';
import type { RoomSelect_query$key } from '../../__generated__/RoomSelect_query.graphql';
import type { RoomSelectRefetchQuery } from '../../__generated__/RoomSelectRefetchQuery.graphql';
import { type ChoiceFieldProps, SearchableChoiceSelect } from '../assignments/ChoiceSelect';
import { roomLabel } from './roomLabel';

/** Choose one class room. */
export function RoomSelect({ queryRef, ...field }: ChoiceFieldProps & { queryRef: RoomSelect_query$key }) {
  const [{ roomChoices }, refetch] = useRefetchableFragment<RoomSelectRefetchQuery, RoomSelect_query$key>(
    graphql`
      fragment RoomSelect_query on Query @refetchable(queryName: "RoomSelectRefetchQuery") {
        roomChoices: rooms(first: $choiceCount, search: $roomSearch) {
          totalCount
          edges {
            node {
              id
              name
              roomNumber
              studentCount
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <SearchableChoiceSelect
      {...field}
      label="Room"
      placeholder="Select a room"
      emptyText="There are no class rooms yet."
      searchPlaceholder="Search rooms by name or number"
      choices={roomChoices.edges.map(({ node }) => ({ id: node.id, label: roomLabel(node) }))}
      totalCount={roomChoices.totalCount}
      refetch={refetch}
      search={(term) => ({ roomSearch: term })}
    />
  );
}
