import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { UserListTestQuery } from '../../__generated__/UserListTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { UserList } from './UserList';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper<UserListTestQuery>({
  Component: ({ data }) => <UserList queryRef={data} canFilterByRole />,
  query: graphql`
    query UserListTestQuery($first: Int!, $after: String, $search: String, $role: UserRoleFilter)
    @relay_test_operation {
      ...UserList_query
    }
  `,
  variables: { first: 50, after: null, search: null, role: 'ALL' },
});

const user = (id: string, name: string, isBanned = false) => ({
  id,
  name,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.org`,
  isAdmin: false,
  isBanned,
});

function setup() {
  return renderWithRelay({
    QueryUsersConnection: () => ({
      totalCount: 2,
      pageCursors: [{ page: 1, cursor: null, isCurrent: true }],
      edges: [{ node: user('u1', 'Ada') }, { node: user('u2', 'Bob') }],
    }),
  });
}

const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) => table().getByText(name).closest('tr') as HTMLElement;

describe('UserList: changes show from the mutation, the list is not fetched again', () => {
  it('takes a deleted user off the page and counts one fewer', () => {
    const relay = setup();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(relay.lastVariables()).toEqual({ id: 'u1', connections: [expect.any(String)] });
    relay.resolveLast({ deleteUser: { __typename: 'DeletedPayload', deletedId: 'u1' } });
    expect(table().queryByText('Ada')).toBeNull();
    expect(table().getByText('Bob')).toBeTruthy();
    expect(screen.getByText('Showing 1–1 of 1')).toBeTruthy();
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
  });

  it('keeps the row when the server refuses the delete', () => {
    const relay = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    relay.resolveLast({
      deleteUser: { __typename: 'ForbiddenError', __isError: 'ForbiddenError', message: 'No.' },
    });
    expect(table().getByText('Ada')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('shows a ban at once, and puts the row back when the server refuses it', () => {
    const relay = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Ban Bob' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ban' }));
    expect(within(rowOf('Bob')).getByText('Banned')).toBeTruthy();
    relay.rejectLast();
    expect(within(rowOf('Bob')).queryByText('Banned')).toBeNull();
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows an edit from the saved user the mutation returns', () => {
    const relay = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ada' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getAllByRole('textbox')[0] as HTMLElement, {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    relay.resolveLast({
      updateUser: { __typename: 'UserPayload', user: { ...user('u1', 'Ada'), name: 'Ada Lovelace' } },
    });
    expect(table().getByText('Ada Lovelace')).toBeTruthy();
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
  });
});
