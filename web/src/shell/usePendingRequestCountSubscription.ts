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
 * Keeps `Query.pendingRequestCount` live: each pushed count is copied onto the query's root field, so
 * every component that read it from the query re-renders with the new number.
 */
export function usePendingRequestCountSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<PendingRequestCountSubscription>>(
    () => ({
      subscription: pendingRequestCountSubscription,
      variables: {},
      updater: (store, data) => {
        if (typeof data?.pendingRequestCount === 'number') {
          store.getRoot().setValue(data.pendingRequestCount, 'pendingRequestCount');
        }
      },
    }),
    [],
  );
  useSubscription(config);
}
