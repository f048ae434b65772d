import { Box, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RoomList_query$key } from '../../__generated__/RoomList_query.graphql';
import type { RoomListRefetchQuery } from '../../__generated__/RoomListRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { RoomRow } from './RoomRow';
import { ROOMS_PAGE_SIZE } from './roomListVariables';

/** Search, the room table and its pages; the server searches and pages. */
export function RoomList({ queryRef }: { queryRef: RoomList_query$key }) {
  const [data, refetch] = useRefetchableFragment<RoomListRefetchQuery, RoomList_query$key>(
    graphql`
      fragment RoomList_query on Query @refetchable(queryName: "RoomListRefetchQuery") {
        rooms(first: $first, after: $after, search: $search) {
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
    initial: { search: '', after: null },
    toVariables: (f) => ({ first: ROOMS_PAGE_SIZE, search: f.search || null, after: f.after }),
    connection: rooms,
  });
  const { isLoading, reload } = list;

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search rooms"
            placeholder="Search by room name, room number, or student"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {listSummary(
            { isLoading, currentPage: list.currentPage, pageSize: ROOMS_PAGE_SIZE },
            rooms.edges.length,
            rooms.totalCount,
            'No rooms',
          )}
        </Text>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root size="md" interactive aria-busy={isLoading} opacity={isLoading ? 0.6 : 1}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Room Name</Table.ColumnHeader>
              <Table.ColumnHeader>Room Number</Table.ColumnHeader>
              <Table.ColumnHeader>Students</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rooms.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                  {isLoading ? 'Loading...' : 'No rooms available'}
                </Table.Cell>
              </Table.Row>
            ) : (
              rooms.edges.map(({ node }) => <RoomRow key={node.id} roomRef={node} onDeleted={reload} />)
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {rooms.totalCount > 0 ? (
        <Pagination
          label="Room list pages"
          pages={rooms.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}
    </Box>
  );
}
