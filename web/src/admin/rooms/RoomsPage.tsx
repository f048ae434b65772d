import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { RoomsPageQuery } from '../../__generated__/RoomsPageQuery.graphql';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
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
            <LinkButton to="/admin/assign-rooms" variant="outline" icon={<UsersIcon />}>
              Assign Classes
            </LinkButton>
            <LinkButton to="/admin/add-rooms" icon={<PlusIcon />}>
              Add New Class
            </LinkButton>
          </>
        }
      />
      <RoomList queryRef={data} />
    </Box>
  );
}
