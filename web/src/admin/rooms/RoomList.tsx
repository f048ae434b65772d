import { graphql, useRefetchableFragment } from 'react-relay';
import type { RoomList_query$key } from '../../__generated__/RoomList_query.graphql';
import type { RoomListRefetchQuery } from '../../__generated__/RoomListRefetchQuery.graphql';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { RoomRow } from './RoomRow';
import { ROOMS_PAGE_SIZE } from './roomListVariables';

/** Search, the room table and its pages; the server searches and pages. */
export function RoomList({ queryRef }: { queryRef: RoomList_query$key }) {
  const [data, refetch] = useRefetchableFragment<RoomListRefetchQuery, RoomList_query$key>(
    graphql`
      fragment RoomList_query on Query @refetchable(queryName: "RoomListRefetchQuery") {
        rooms(first: $first, after: $after, search: $search) {
          __id
          totalCount
          pageCursors {
            page
            cursor
            isCurrent
          }
          edges {
            node {
              id
              ...RoomRow_room
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { rooms } = data;
  const list = usePagedList<PagedListFilters, RoomListRefetchQuery['variables']>({
    refetch,
    pageSize: ROOMS_PAGE_SIZE,
    connection: rooms,
  });

  return (
    <PagedTable
      list={list}
      connection={rooms}
      pageSize={ROOMS_PAGE_SIZE}
      search={{ label: 'Search rooms', placeholder: 'Search by room name, room number, or student' }}
      emptySummary="No rooms"
      emptyText="No rooms available"
      pagesLabel="Room list pages"
      columns={['Room Name', 'Room Number', 'Students', 'Actions']}
    >
      {rooms.edges.map(({ node }) => (
        <RoomRow key={node.id} roomRef={node} removal={list.removal} />
      ))}
    </PagedTable>
  );
}
