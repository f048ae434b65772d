import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import type { Disposable, FetchPolicy } from 'relay-runtime';

/** What every server-paged list filters by: the search text and the page's `after` cursor. */
export interface PagedListFilters {
  search: string;
  /** The cursor that opens the page on screen (null: page 1). */
  after: string | null;
}

interface ConnectionShape {
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
 * filters, numbered pages, and a reload after changes. New search text or filters go back to page 1
 * (docs/ui.md#lists); fetches run in a transition so the current page stays visible while the next loads.
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

  /** Fetches the page on screen again (after an edit, delete or ban). */
  const reload = useCallback(() => show({}, 'network-only'), [show]);

  const currentPage = connection.pageCursors.find((p) => p.isCurrent)?.page;

  // Deleting the only item of the last page leaves a page that no longer exists: show the new last one.
  useEffect(() => {
    if (
      !isLoading &&
      connection.edges.length === 0 &&
      connection.totalCount > 0 &&
      currentPage === undefined
    ) {
      show({ after: connection.pageCursors.at(-1)?.cursor ?? null } as Partial<F>);
    }
  }, [isLoading, connection, currentPage, show]);

  return {
    filters,
    show,
    reload,
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
