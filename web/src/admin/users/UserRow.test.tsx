import { Table } from '@chakra-ui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { UserRowTestQuery } from '../../__generated__/UserRowTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { UserRow, type UserRowData } from './UserRow';

interface Handlers {
  onEdit: (user: UserRowData) => void;
  onDelete: (user: UserRowData) => void;
  onToggleBan: (user: UserRowData) => void;
}

const { renderWithRelay } = setupTestWrapper<UserRowTestQuery, Handlers>({
  Component: ({ data, ...handlers }) => {
    const user = data.node?.user;
    if (!user) return null;
    return (
      <Table.Root>
        <Table.Body>
          <UserRow userRef={user} {...handlers} />
        </Table.Body>
      </Table.Root>
    );
  },
  query: graphql`
    query UserRowTestQuery @relay_test_operation {
      node(id: "u1") {
        ...UserRow_user @alias(as: "user")
      }
    }
  `,
});

function renderUser(user: Record<string, unknown>) {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onToggleBan: vi.fn() };
  renderWithRelay({ User: () => ({ id: 'u1', ...user }) }, handlers);
  return handlers;
}

const ada = {
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  isAdmin: false,
  isBanned: false,
};

describe('UserRow', () => {
  it('shows the name, role, username and email', () => {
    renderUser(ada);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Student')).toBeTruthy();
    expect(screen.getByText('ada')).toBeTruthy();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(screen.queryByText('Banned')).toBeNull();
  });

  it('labels an admin as Admin', () => {
    renderUser({ ...ada, isAdmin: true });
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('offers Ban for an active user and Unban, with a Banned badge, for a banned one', () => {
    renderUser(ada);
    expect(screen.getByRole('button', { name: 'Ban Ada Lovelace' })).toBeTruthy();
    cleanup();
    renderUser({ ...ada, name: 'Bob', isBanned: true });
    expect(screen.getByRole('button', { name: 'Unban Bob' })).toBeTruthy();
    expect(screen.getByText('Banned')).toBeTruthy();
  });

  it('hands the user to the edit, delete and ban actions', () => {
    const handlers = renderUser(ada);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ban Ada Lovelace' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada Lovelace' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.org' }));
    expect(handlers.onToggleBan).toHaveBeenCalledWith(expect.objectContaining({ isBanned: false }));
  });
});
