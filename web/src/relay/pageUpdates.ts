import { useMemo, useRef } from 'react';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The connection records (their `__id`) of a server-paged list: the page on screen, and every page of
 * the list shown since it mounted (still in the store, for going back to them).
 */
export interface ListPages {
  readonly current: string;
  readonly shown: ReadonlySet<string>;
}

/** The pages of a list: the connection on screen (its `__id`), remembered with those shown before. */
export function useListPages(connectionId: string): ListPages {
  const shown = useRef(new Set<string>());
  shown.current.add(connectionId);
  return useMemo(() => ({ current: connectionId, shown: shown.current }), [connectionId]);
}

/** What a mutation that takes a row off the page on screen passes to Relay. */
export interface PageRemoval {
  /** For the mutation's `@deleteEdge(connections: $connections)`. */
  connections: string[];
  updater: (store: RecordSourceSelectorProxy, data: unknown) => void;
}

/** Adds `delta` to a connection's `totalCount`, as the server would now count it. */
export function changeTotal(store: RecordSourceSelectorProxy, connectionId: string, delta: number): void {
  const connection = store.get(connectionId);
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}

/**
 * Marks the list's other pages stale: a row taken off one page moves every later row up, and only the
 * server knows which row now opens each page, so each is fetched again when it is next shown (Relay's
 * data invalidation) rather than shown from the store.
 */
export function staleOtherPages(store: RecordSourceSelectorProxy, pages: ListPages): void {
  for (const id of pages.shown) if (id !== pages.current) store.get(id)?.invalidateRecord();
}

/**
 * Takes a record that no longer matches the list's filter (a submitted assignment under 'Assigned')
 * off the page on screen: as `@deleteEdge` would, with one fewer in the total and the other pages stale.
 */
export function takeOffPage(store: RecordSourceSelectorProxy, pages: ListPages, nodeId: string): void {
  const connection = store.get(pages.current);
  if (!connection) return;
  ConnectionHandler.deleteNode(connection, nodeId);
  changeTotal(store, pages.current, -1);
  staleOtherPages(store, pages);
}

/** Whether a mutation's answer says a record was deleted (a `DeletedPayload` with its `deletedId`). */
function deletedIn(data: unknown): boolean {
  return Object.values((data ?? {}) as Record<string, unknown>).some(
    (payload) =>
      typeof payload === 'object' && payload !== null && 'deletedId' in payload && !!payload.deletedId,
  );
}

/**
 * For a delete on a paged list: the mutation's `@deleteEdge` takes the row off the page on screen,
 * and this updater counts one fewer and marks the other pages stale. The page is not fetched again.
 */
export function pageRemoval(pages: ListPages): PageRemoval {
  return {
    connections: [pages.current],
    updater(store, data) {
      if (!deletedIn(data)) return;
      changeTotal(store, pages.current, -1);
      staleOtherPages(store, pages);
    },
  };
}
