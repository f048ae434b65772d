import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { UsersPageQuery } from '../../__generated__/UsersPageQuery.graphql';
import { PlusIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { UserList } from './UserList';

export const usersPageQuery = graphql`
  query UsersPageQuery($first: Int!, $after: String, $search: String, $role: UserRoleFilter) {
    viewer {
      user {
        isSuperAdmin
      }
    }
    ...UserList_query
  }
`;

/** User Management (/admin/users, docs/accounts.md#user-management). */
export function UsersPage() {
  const data = useRouteQuery<UsersPageQuery>(usersPageQuery);
  return (
    <Box>
      <PageHeader
        title="User Management"
        description="Accounts of students and teaching staff."
        actions={
          <LinkButton to="/admin/add-users" icon={<PlusIcon />}>
            Add User
          </LinkButton>
        }
      />
      <UserList queryRef={data} canFilterByRole={data.viewer?.user.isSuperAdmin ?? false} />
    </Box>
  );
}
