import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePendingRequestCountSubscription as PendingRequestCountSubscription } from '../__generated__/usePendingRequestCountSubscription.graphql';

const pendingRequestCountSubscription = graphql`
  subscription usePendingRequestCountSubscription {
    pendingRequestCount
  }
`;

/**
 * Keeps `Query.pendingRequestCount` live: Relay writes a subscription's root fields onto the store's
 * root record, the same record the query's field lives on, so every reader re-renders by itself.
 */
export function usePendingRequestCountSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<PendingRequestCountSubscription>>(
    () => ({ subscription: pendingRequestCountSubscription, variables: {} }),
    [],
  );
  useSubscription(config);
}
