import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSummary, usePagedList } from './usePagedList';

describe('listSummary', () => {
  it('says which items are on screen out of how many', () => {
    expect(listSummary({ isLoading: false, currentPage: 1, pageSize: 50 }, 50, 123, 'No users')).toBe(
      'Showing 1–50 of 123',
    );
    expect(listSummary({ isLoading: false, currentPage: 3, pageSize: 50 }, 23, 123, 'No users')).toBe(
      'Showing 101–123 of 123',
    );
  });

  it('shows the empty text for an empty list and the loading text while loading', () => {
    expect(listSummary({ isLoading: false, currentPage: 1, pageSize: 50 }, 0, 0, 'No users found.')).toBe(
      'No users found.',
    );
    expect(listSummary({ isLoading: true, currentPage: 1, pageSize: 50 }, 0, 0, 'No users found.')).toBe(
      'Loading...',
    );
  });
});

describe('usePagedList', () => {
  const connection = {
    __id: 'client:root:users',
    totalCount: 120,
    edges: [1, 2, 3],
    pageCursors: [
      { page: 1, cursor: null, isCurrent: false },
      { page: 2, cursor: 'c2', isCurrent: true },
      { page: 3, cursor: 'c3', isCurrent: false },
    ],
  };
  type Filters = { search: string; after: string | null; role: string };
  const initial: Filters = { search: '', after: 'c2', role: 'ALL' };

  function setup(first = connection) {
    // Like Relay, a refetch brings a connection that has the page asked for.
    let conn = first;
    const refetch = vi.fn(() => {
      conn = connection;
      return { dispose() {} };
    });
    const hook = renderHook(() =>
      usePagedList<Filters, Filters>({
        refetch,
        initial,
        toVariables: (f) => f,
        connection: conn,
        pageSize: 10,
      }),
    );
    return { refetch, hook };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the current page from the connection', () => {
    expect(setup().hook.result.current.currentPage).toBe(2);
  });

  it('searches after a short pause in typing, from page 1, with the trimmed text', () => {
    const { refetch, hook } = setup();
    act(() => hook.result.current.setSearchText('  ada'));
    act(() => hook.result.current.setSearchText('  ada '));
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(refetch).toHaveBeenCalledOnce();
    expect(refetch).toHaveBeenCalledWith(
      { search: 'ada', after: null, role: 'ALL' },
      { fetchPolicy: 'store-or-network' },
    );
  });

  it('opens another page keeping the search and filters', () => {
    const { refetch, hook } = setup();
    act(() => hook.result.current.show({ role: 'ADMIN', after: null }));
    act(() => hook.result.current.goToPage('c3'));
    expect(refetch).toHaveBeenLastCalledWith(
      { search: '', after: 'c3', role: 'ADMIN' },
      { fetchPolicy: 'store-or-network' },
    );
    expect(hook.result.current.filters.after).toBe('c3');
  });

  it('reloads the page on screen from the network after a change', () => {
    const { refetch, hook } = setup();
    act(() => hook.result.current.reload());
    expect(refetch).toHaveBeenCalledWith(initial, { fetchPolicy: 'network-only' });
  });

  it('moves to the new last page when the page on screen no longer exists', () => {
    const { refetch } = setup({
      __id: 'client:root:users',
      totalCount: 100,
      edges: [],
      pageCursors: [
        { page: 1, cursor: null, isCurrent: false },
        { page: 2, cursor: 'c2', isCurrent: false },
      ],
    });
    expect(refetch).toHaveBeenCalledWith(expect.objectContaining({ after: 'c2' }), expect.anything());
  });
});

describe('usePagedList variables', () => {
  it('asks for a page of the given size, the search (null when empty), the cursor and each extra filter', () => {
    const refetch = vi.fn(() => ({ dispose() {} }));
    const connection = { __id: 'client:root:users', totalCount: 0, edges: [], pageCursors: [] };
    const hook = renderHook(() =>
      usePagedList<{ search: string; after: string | null; role: string }, Record<string, unknown>>({
        refetch,
        connection,
        pageSize: 25,
        initial: { search: '', after: null, role: 'ALL' },
      }),
    );
    act(() => hook.result.current.show({ role: 'ADMIN' }));
    expect(refetch).toHaveBeenLastCalledWith(
      { first: 25, search: null, after: null, role: 'ADMIN' },
      { fetchPolicy: 'store-or-network' },
    );
    act(() => hook.result.current.goToPage('c2'));
    expect(refetch).toHaveBeenLastCalledWith(
      { first: 25, search: null, after: 'c2', role: 'ADMIN' },
      { fetchPolicy: 'store-or-network' },
    );
  });
});
