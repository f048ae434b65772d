import { useCallback } from 'react';
import { type UseMutationConfig, useMutation as useRelayMutation } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { type OutcomeOptions, settleAnswer, settleNoAnswer } from './mutationOutcome';

export { typedError } from './mutationOutcome';

export interface CommitOptions<T extends MutationParameters> extends OutcomeOptions<T> {
  updater?: UseMutationConfig<T>['updater'];
  optimisticUpdater?: UseMutationConfig<T>['optimisticUpdater'];
  /** The answer expected, shown at once; Relay rolls it back if the server answers otherwise. */
  optimisticResponse?: UseMutationConfig<T>['optimisticResponse'];
}

/**
 * Relay's `useMutation` with the handling every screen repeated: a typed error or a failed request
 * shows an error toast (the server's words or the screen's own), a payload shows the success toast
 * and then runs `onSuccess`. Returns the commit function and whether the mutation is in flight.
 */
export function useMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(options: CommitOptions<T>) => Disposable, boolean] {
  const [commit, isInFlight] = useRelayMutation<T>(mutation);
  const run = useCallback(
    (options: CommitOptions<T>): Disposable => {
      const config: UseMutationConfig<T> = {
        variables: options.variables,
        onCompleted: (response) => settleAnswer(response, options),
        onError: () => settleNoAnswer(options),
      };
      if (options.updater) config.updater = options.updater;
      if (options.optimisticUpdater) config.optimisticUpdater = options.optimisticUpdater;
      if (options.optimisticResponse) config.optimisticResponse = options.optimisticResponse;
      return commit(config);
    },
    [commit],
  );
  return [run, isInFlight];
}
