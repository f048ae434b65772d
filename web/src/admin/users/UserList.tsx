import { Box, Button, ButtonGroup, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql';
import type { UserListRefetchQuery, UserRoleFilter } from '../../__generated__/UserListRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { BanUserDialog } from './BanUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { UserRow, type UserRowData } from './UserRow';
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
    initial: { search: '', role: 'ALL', after: null },
    toVariables: (f) => ({ first: USERS_PAGE_SIZE, search: f.search || null, role: f.role, after: f.after }),
    connection: users,
  });
  const { filters, isLoading, reload } = list;

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name, email, or username"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        {canFilterByRole ? (
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
        ) : null}
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {listSummary(
            { isLoading, currentPage: list.currentPage, pageSize: USERS_PAGE_SIZE },
            users.edges.length,
            users.totalCount,
            'No users',
          )}
        </Text>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root
          size="md"
          interactive
          aria-busy={isLoading}
          opacity={isLoading ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Username</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5} textAlign="center" py="10" color="fg.muted">
                  {isLoading ? 'Loading...' : 'No data available'}
                </Table.Cell>
              </Table.Row>
            ) : (
              users.edges.map(({ node }) => (
                <UserRow
                  key={node.id}
                  userRef={node}
                  onEdit={(user) => setDialog({ kind: 'edit', user })}
                  onDelete={(user) => setDialog({ kind: 'delete', user })}
                  onToggleBan={(user) => setDialog({ kind: 'ban', user })}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {users.totalCount > 0 ? (
        <Pagination
          label="User list pages"
          pages={users.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}

      {dialog?.kind === 'edit' ? (
        <EditUserDialog userRef={dialog.user} onClose={() => setDialog(null)} onSaved={reload} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteUserDialog userRef={dialog.user} onClose={() => setDialog(null)} onDeleted={reload} />
      ) : null}
      {dialog?.kind === 'ban' ? (
        <BanUserDialog userRef={dialog.user} onClose={() => setDialog(null)} onToggled={reload} />
      ) : null}
    </Box>
  );
}
