import { Button, ButtonGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql';
import type { UserListRefetchQuery, UserRoleFilter } from '../../__generated__/UserListRefetchQuery.graphql';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { BanUserDialog } from './BanUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { UserRow, type UserRowData } from './UserRow';
import { useDeleteUserMutation } from './useDeleteUserMutation';
import { USERS_PAGE_SIZE } from './userListVariables';

const roleFilters: { value: UserRoleFilter; label: string }[] = [
  { value: 'ALL', label: 'All Users' },
  { value: 'ADMIN', label: 'Admins' },
  { value: 'STUDENT', label: 'Students' },
];

interface ListFilters extends PagedListFilters {
  role: UserRoleFilter;
}

type OpenDialog = { kind: 'edit' | 'delete' | 'ban'; user: UserRowData } | null;

interface UserListProps {
  queryRef: UserList_query$key;
  /** Super admins see admins too, and the role filter. */
  canFilterByRole: boolean;
}

/** Search, role filter, the table and its pages; the server does the searching and paging. */
export function UserList({ queryRef, canFilterByRole }: UserListProps) {
  const [data, refetch] = useRefetchableFragment<UserListRefetchQuery, UserList_query$key>(
    graphql`
      fragment UserList_query on Query @refetchable(queryName: "UserListRefetchQuery") {
        users(first: $first, after: $after, search: $search, role: $role) {
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
              ...UserRow_user
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { users } = data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = usePagedList<ListFilters, UserListRefetchQuery['variables']>({
    refetch,
    pageSize: USERS_PAGE_SIZE,
    initial: { search: '', role: 'ALL', after: null },
    connection: users,
  });
  const { filters } = list;

  return (
    <>
      <PagedTable
        list={list}
        connection={users}
        pageSize={USERS_PAGE_SIZE}
        search={{ label: 'Search users', placeholder: 'Search by name, email, or username' }}
        emptySummary="No users"
        pagesLabel="User list pages"
        columns={['Name', 'Role', 'Username', 'Email', 'Actions']}
        filters={
          canFilterByRole ? (
            <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Filter by role">
              {roleFilters.map((option) => {
                const active = filters.role === option.value;
                return (
                  <Button
                    key={option.value}
                    variant={active ? 'solid' : 'outline'}
                    aria-pressed={active}
                    onClick={() => {
                      if (!active) list.show({ role: option.value, after: null });
                    }}
                  >
                    {option.label}
                  </Button>
                );
              })}
            </ButtonGroup>
          ) : null
        }
      >
        {users.edges.map(({ node }) => (
          <UserRow
            key={node.id}
            userRef={node}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onDelete={(user) => setDialog({ kind: 'delete', user })}
            onToggleBan={(user) => setDialog({ kind: 'ban', user })}
          />
        ))}
      </PagedTable>

      {dialog?.kind === 'edit' ? (
        <EditUserDialog userRef={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmMutationDialog
          title="Delete User"
          useCommit={useDeleteUserMutation}
          variables={{ id: dialog.user.id, connections: list.removal.connections }}
          updater={list.removal.updater}
          success="User deleted successfully!"
          failure="Failed to delete user."
          onClose={() => setDialog(null)}
        >
          Are you sure you want to delete <strong>{dialog.user.name}</strong>? This action cannot be undone.
        </ConfirmMutationDialog>
      ) : null}
      {dialog?.kind === 'ban' ? (
        <BanUserDialog userRef={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
