import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCaseCheckProgressSubscription as UseCaseCheckProgressSubscription } from '../../__generated__/useCaseCheckProgressSubscription.graphql';

const caseCheckProgressSubscription = graphql`
  subscription useCaseCheckProgressSubscription($progressId: String!) {
    caseCheckProgress(progressId: $progressId) {
      done
      total
    }
  }
`;

export interface CaseCheckProgress {
  done: number;
  total: number;
}

/**
 * How far a running case check is (questions answered of the interview). Progress is a nicety: a
 * dropped connection only leaves the spinner without its count.
 */
export function useCaseCheckProgressSubscription(
  progressId: string,
  onProgress: (progress: CaseCheckProgress) => void,
): void {
  const config = useMemo<GraphQLSubscriptionConfig<UseCaseCheckProgressSubscription>>(
    () => ({
      subscription: caseCheckProgressSubscription,
      variables: { progressId },
      onNext: (response) => {
        if (response?.caseCheckProgress) onProgress(response.caseCheckProgress);
      },
      onError: () => {},
    }),
    [progressId, onProgress],
  );
  useSubscription(config);
}
