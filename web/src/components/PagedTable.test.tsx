import { Table } from '@chakra-ui/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { PagedTable, type PagedTableControls } from './PagedTable';

const pages = [
  { page: 1, cursor: null, isCurrent: false },
  { page: 2, cursor: 'c10', isCurrent: true },
];

function controls(overrides: Partial<PagedTableControls> = {}): PagedTableControls {
  return {
    searchText: '',
    setSearchText: vi.fn(),
    isLoading: false,
    currentPage: 2,
    goToPage: vi.fn(),
    ...overrides,
  };
}

function renderTable(
  list: PagedTableControls,
  names: string[],
  extra: {
    totalCount?: number;
    emptyText?: string;
    filters?: React.ReactNode;
    actions?: React.ReactNode;
  } = {},
) {
  const { totalCount = 12, ...rest } = extra;
  renderWithApp(
    <PagedTable
      list={list}
      connection={{ totalCount, edges: names, pageCursors: totalCount > 0 ? pages : [] }}
      pageSize={10}
      search={{ label: 'Search users', placeholder: 'Search by name, email, or username' }}
      emptySummary="No users"
      pagesLabel="User list pages"
      columns={['Name', 'Actions']}
      {...rest}
    >
      {names.map((name) => (
        <Table.Row key={name}>
          <Table.Cell>{name}</Table.Cell>
          <Table.Cell />
        </Table.Row>
      ))}
    </PagedTable>,
  );
}

describe('PagedTable', () => {
  it('shows the columns, the rows and which of all the page holds', () => {
    renderTable(controls(), ['Ada', 'Grace']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Actions']);
    expect(screen.getByRole('cell', { name: 'Ada' })).toBeTruthy();
    expect(screen.getByText('Showing 11–12 of 12')).toBeTruthy();
  });

  it('passes the search text on as it is typed', () => {
    const list = controls();
    renderTable(list, ['Ada']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'gr' } });
    expect(list.setSearchText).toHaveBeenCalledWith('gr');
  });

  it('moves to another page through the page links', () => {
    const list = controls();
    renderTable(list, ['Ada']);
    const nav = screen.getByRole('navigation', { name: 'User list pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(list.goToPage).toHaveBeenCalledWith(null);
  });

  it('says there is nothing, with one row across the table and no page links', () => {
    renderTable(controls({ currentPage: 1 }), [], { totalCount: 0 });
    expect(screen.getByText('No users')).toBeTruthy();
    const cell = screen.getByRole('cell', { name: 'No data available' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).toBeNull();
  });

  it('uses the list’s own empty text where it has one', () => {
    renderTable(controls({ currentPage: 1 }), [], { totalCount: 0, emptyText: 'No rooms available' });
    expect(screen.getByRole('cell', { name: 'No rooms available' })).toBeTruthy();
  });

  it('says it is loading, and keeps the pages from being pressed, while a page loads', () => {
    renderTable(controls({ isLoading: true }), ['Ada']);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 1' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the list’s filters and actions in its bar', () => {
    renderTable(controls(), ['Ada'], {
      filters: <button type="button">Admins</button>,
      actions: <button type="button">Mark All</button>,
    });
    expect(screen.getByRole('button', { name: 'Admins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark All' })).toBeTruthy();
  });
});

describe('PagedTable summary', () => {
  it('shows the list’s own summary where it has one, and still says when it loads', () => {
    renderWithApp(
      <PagedTable
        list={controls()}
        connection={{ totalCount: 3, edges: [], pageCursors: pages }}
        pageSize={10}
        search={{ label: 'Search assignments', placeholder: 'Search by student or patient name' }}
        emptySummary="No assignments"
        summary="3 students"
        pagesLabel="Assigned patients pages"
        columns={['Student Name']}
        endColumns={0}
      >
        {null}
      </PagedTable>,
    );
    expect(screen.getByText('3 students')).toBeTruthy();
  });
});
