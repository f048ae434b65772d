import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RoomsPageQuery } from '../../__generated__/RoomsPageQuery.graphql';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { RoomList } from './RoomList';

export const roomsPageQuery = graphql`
  query RoomsPageQuery($first: Int!, $after: String, $search: String) {
    ...RoomList_query
  }
`;

/** Class Rooms (/admin/rooms, docs/cases.md#class-rooms). */
export function RoomsPage() {
  const data = useRouteQuery<RoomsPageQuery>(roomsPageQuery);
  return (
    <Box>
      <PageHeader
        title="Class Rooms"
        description="Groups of students that a patient case can be assigned to at once."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin/assign-rooms">
                <UsersIcon /> Assign Classes
              </RouterLink>
            </Button>
            <Button asChild>
              <RouterLink to="/admin/add-rooms">
                <PlusIcon /> Add New Class
              </RouterLink>
            </Button>
          </>
        }
      />
      <RoomList queryRef={data} />
    </Box>
  );
}
