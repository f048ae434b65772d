import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import type { Disposable, FetchPolicy } from 'relay-runtime';
import { pageRemoval, useListPages } from '../relay/pageUpdates';

/** What every server-paged list filters by: the search text and the page's `after` cursor. */
export interface PagedListFilters {
  search: string;
  /** The cursor that opens the page on screen (null: page 1). */
  after: string | null;
}

interface ConnectionShape {
  /** The connection's record in the Relay store (select `__id`), for mutations that update it. */
  readonly __id: string;
  readonly totalCount: number;
  readonly edges: readonly unknown[];
  readonly pageCursors: readonly {
    readonly page: number;
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
  }[];
}

type Refetch<V> = (variables: Partial<V>, options: { fetchPolicy: FetchPolicy }) => Disposable;

const SEARCH_DELAY_MS = 300;

/**
 * The controls of a server-paged list (users, patients, symptoms): a debounced search box, extra
 * filters, numbered pages, and what a mutation needs to update the page in the store (`pages`,
 * `removal`). New search text or filters go back to page 1 (docs/ui.md#lists); fetches run in a
 * transition so the current page stays visible while the next loads.
 */
export function usePagedList<F extends PagedListFilters, V>(options: {
  refetch: Refetch<V>;
  connection: ConnectionShape;
  /** How many rows a page holds (the `first` variable). */
  pageSize: number;
  /** The filters at first: no search, page 1 and, for extra filters, their starting values. */
  initial?: F;
  /** The query's variables for the filters; by default `first`, `search` (null when empty), `after` and each extra filter as it is. */
  toVariables?: (filters: F) => Partial<V>;
}) {
  const { refetch, connection, pageSize } = options;
  const initial = options.initial ?? ({ search: '', after: null } as F);
  const toVariables =
    options.toVariables ??
    (({ search, ...rest }: F) =>
      ({ first: pageSize, search: search || null, ...rest }) as unknown as Partial<V>);
  const [isLoading, startTransition] = useTransition();
  const [searchText, setSearchText] = useState(initial.search);
  const [filters, setFilters] = useState<F>(initial);
  const filtersRef = useRef(filters);
  const toVariablesRef = useRef(toVariables);
  toVariablesRef.current = toVariables;

  const show = useCallback(
    (patch: Partial<F>, fetchPolicy: FetchPolicy = 'store-or-network') => {
      const next = { ...filtersRef.current, ...patch };
      filtersRef.current = next;
      setFilters(next);
      startTransition(() => {
        refetch(toVariablesRef.current(next), { fetchPolicy });
      });
    },
    [refetch],
  );

  useEffect(() => {
    const term = searchText.trim();
    if (term === filtersRef.current.search) return;
    const timer = window.setTimeout(() => show({ search: term, after: null } as Partial<F>), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, show]);

  /**
   * Fetches the page on screen again: for a change whose place in the server's order cannot be known
   * here (a renamed symptom in a list sorted by name), and the Refresh button.
   */
  const reload = useCallback(() => show({}, 'network-only'), [show]);

  // Every page this list has shown, so a removal can mark the others stale (relay/pageUpdates.ts).
  const pages = useListPages(connection.__id);
  const removal = useMemo(() => pageRemoval(pages), [pages]);

  const currentPage = connection.pageCursors.find((p) => p.isCurrent)?.page;

  // Deleting the last item of a page leaves it empty (in the store, or on the server when the page no
  // longer exists): show the page before it, or the new last one.
  useEffect(() => {
    if (isLoading || connection.edges.length > 0 || connection.totalCount === 0) return;
    const before =
      currentPage !== undefined && currentPage > 1
        ? connection.pageCursors.find((p) => p.page === currentPage - 1)
        : currentPage === undefined
          ? connection.pageCursors.at(-1)
          : undefined;
    if (before) show({ after: before.cursor ?? null } as Partial<F>);
  }, [isLoading, connection, currentPage, show]);

  return {
    filters,
    show,
    reload,
    pages,
    removal,
    isLoading,
    searchText,
    setSearchText,
    goToPage: (cursor: string | null) => show({ after: cursor } as Partial<F>),
    currentPage: currentPage ?? 1,
  };
}

/** 'Showing 51–100 of 123', or the loading text. */
export function listSummary(
  { isLoading, currentPage, pageSize }: { isLoading: boolean; currentPage: number; pageSize: number },
  shown: number,
  total: number,
  emptyText: string,
): string {
  if (isLoading) return 'Loading...';
  if (total === 0) return emptyText;
  const first = (currentPage - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}
