import { loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ConcreteRequest, FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { currentEnvironment } from './environment';

// Each route keeps its two latest query references: the newest is being rendered, the one before may
// still be on screen while a transition finishes; older ones are released so the store can collect them.
const loadedByRoute = new Map<string, PreloadedQuery<OperationType>[]>();

/** A query document, or a dynamic import of it (so the route table stays out of the first download). */
export type QuerySource = ConcreteRequest | (() => Promise<{ default: ConcreteRequest }>);

/**
 * Starts fetching a route's query from its loader, so the request leaves with the navigation and not
 * after the page's code arrives. Pages read the reference with `useRouteQuery`.
 */
export function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  source: QuerySource,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
): PreloadedQuery<T> | Promise<PreloadedQuery<T>> {
  if (typeof source === 'function') {
    return source().then((module) => preloadRouteQuery<T>(routeKey, module.default, variables, fetchPolicy));
  }
  const query = source;
  const reference = loadQuery<T>(currentEnvironment(), query, variables, { fetchPolicy });
  const kept = [reference as PreloadedQuery<OperationType>, ...(loadedByRoute.get(routeKey) ?? [])];
  for (const stale of kept.splice(2)) stale.dispose();
  loadedByRoute.set(routeKey, kept);
  return reference;
}

/** The data of the query the route's loader started. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const reference = useLoaderData() as PreloadedQuery<T>;
  return usePreloadedQuery<T>(query, reference);
}
