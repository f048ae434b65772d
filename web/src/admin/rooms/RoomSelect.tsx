import { graphql, useRefetchableFragment } from 'react-relay';
import type { RoomSelect_query$key } from '../../__generated__/RoomSelect_query.graphql';
import type { RoomSelectRefetchQuery } from '../../__generated__/RoomSelectRefetchQuery.graphql';
import { ChoiceSelect } from '../assignments/ChoiceSelect';
import { useNarrowing } from '../assignments/useNarrowing';

interface RoomSelectProps {
  queryRef: RoomSelect_query$key;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/** Choose one class room. */
export function RoomSelect({ queryRef, value, onChange, error }: RoomSelectProps) {
  const [data, refetch] = useRefetchableFragment<RoomSelectRefetchQuery, RoomSelect_query$key>(
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
  const { roomChoices } = data;
  const choices = roomChoices.edges.map(({ node }) => ({
    id: node.id,
    label: `${node.name} (${node.roomNumber}), ${node.studentCount === 1 ? '1 student' : `${node.studentCount} students`}`,
  }));
  const narrowing = useNarrowing(refetch, (term) => ({ roomSearch: term }), choices, value);
  const long = roomChoices.totalCount > roomChoices.edges.length || narrowing.isNarrowed;

  return (
    <ChoiceSelect
      label="Room"
      placeholder="Select a room"
      choices={narrowing.choices}
      value={value}
      onChange={(id) => {
        narrowing.remember(id);
        onChange(id);
      }}
      error={error}
      helperText={roomChoices.totalCount === 0 ? 'There are no class rooms yet.' : undefined}
      narrowing={
        long
          ? {
              value: narrowing.text,
              onChange: narrowing.setText,
              placeholder: 'Search rooms by name or number',
            }
          : undefined
      }
    />
  );
}
