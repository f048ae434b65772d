import { Box, Button, ButtonGroup, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql';
import type { UserListRefetchQuery, UserRoleFilter } from '../../__generated__/UserListRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { BanUserDialog } from './BanUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { UserRow, type UserRowData } from './UserRow';
import { USERS_PAGE_SIZE } from './userListVariables';

const SEARCH_DELAY_MS = 300;

const roleFilters: { value: UserRoleFilter; label: string }[] = [
  { value: 'ALL', label: 'All Users' },
  { value: 'ADMIN', label: 'Admins' },
  { value: 'STUDENT', label: 'Students' },
];

interface ListFilters {
  search: string;
  role: UserRoleFilter;
  /** The cursor that opens the page on screen (null: page 1). */
  after: string | null;
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
  const [isLoading, startTransition] = useTransition();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<ListFilters>({ search: '', role: 'ALL', after: null });
  const filtersRef = useRef(filters);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const show = useCallback(
    (patch: Partial<ListFilters>, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') => {
      const next = { ...filtersRef.current, ...patch };
      filtersRef.current = next;
      setFilters(next);
      startTransition(() => {
        refetch(
          { first: USERS_PAGE_SIZE, search: next.search || null, role: next.role, after: next.after },
          { fetchPolicy },
        );
      });
    },
    [refetch],
  );

  // Search as the user types, once they pause; a new search starts again at page 1 (spec 000 §4).
  useEffect(() => {
    const term = searchText.trim();
    if (term === filtersRef.current.search) return;
    const timer = window.setTimeout(() => show({ search: term, after: null }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, show]);

  // After an edit, delete or ban the page on screen is fetched again (spec 000 §4).
  const reload = useCallback(() => show({}, 'network-only'), [show]);

  const { users } = data;
  const currentPage = users.pageCursors.find((p) => p.isCurrent)?.page;

  // Deleting the only user of the last page leaves a page that no longer exists: show the new last one.
  useEffect(() => {
    if (!isLoading && users.edges.length === 0 && users.totalCount > 0 && currentPage === undefined) {
      show({ after: users.pageCursors.at(-1)?.cursor ?? null });
    }
  }, [isLoading, users, currentPage, show]);

  const firstShown = ((currentPage ?? 1) - 1) * USERS_PAGE_SIZE + 1;

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name, email, or username"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
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
                    if (!active) show({ role: option.value, after: null });
                  }}
                >
                  {option.label}
                </Button>
              );
            })}
          </ButtonGroup>
        ) : null}
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {isLoading
            ? 'Loading...'
            : users.totalCount === 0
              ? 'No users'
              : `Showing ${firstShown}–${firstShown + users.edges.length - 1} of ${users.totalCount}`}
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
          onPage={(cursor) => show({ after: cursor })}
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
