import { useCallback } from 'react';
import { type UseMutationConfig, useMutation as useRelayMutation } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { notify } from '../components/toaster';

/** Every mutation answers with one root field: its payload, or a typed error (`…Error { message field }`). */
type Result<T extends MutationParameters> = T['response'][keyof T['response']];

/** A typed error the server answered with, as the screen needs it. */
interface MutationError {
  /** Null when the request failed with no answer (offline, a 500). */
  typename: string | null;
  /** The server's words, when it gave any. */
  message: string | null;
  /** The input field at fault (a ValidationError or ConflictError can name one). */
  field: string | null;
}

export interface CommitOptions<T extends MutationParameters> {
  variables: T['variables'];
  /** The success toast: a text, or one chosen from the payload. None when left out. */
  success?: string | ((payload: Result<T>) => string);
  /** The error toast when the request fails, and for a typed error the server gave no words for. */
  failure?: string;
  /** A different error toast for a failed request (no answer at all), where the screen has one. */
  networkFailure?: string;
  /**
   * Whether a typed error's own message is shown (the default) rather than `failure`: a function
   * decides per error (say, a wrong password keeps the screen's own text).
   */
  serverMessage?: boolean | ((error: MutationError) => boolean);
  /** After the success toast: close the dialog, refetch the list, navigate. */
  onSuccess?: (payload: Result<T>) => void;
  /** After any error toast: mark the field at fault (see `fieldErrorsTo`), re-enable a button. */
  onFailure?: (error: MutationError) => void;
  updater?: UseMutationConfig<T>['updater'];
  optimisticUpdater?: UseMutationConfig<T>['optimisticUpdater'];
}

const somethingWentWrong = 'Something went wrong';

interface Shape {
  readonly __typename?: string;
  readonly message?: string | null;
  readonly field?: string | null;
}

/** The typed error in an answer, or null when the answer is the payload. */
export function typedError(result: unknown): MutationError | null {
  const shape = (result ?? {}) as Shape;
  const typename = shape.__typename ?? '';
  if (result != null && !typename.endsWith('Error')) return null;
  return { typename, message: shape.message ?? null, field: shape.field ?? null };
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
      const { variables, success, onSuccess, onFailure, updater, optimisticUpdater } = options;
      const failure = options.failure ?? somethingWentWrong;
      const config: UseMutationConfig<T> = {
        variables,
        onCompleted: (response) => {
          const result = Object.values(response as object)[0] as Result<T>;
          const error = typedError(result);
          if (error) {
            const own =
              typeof options.serverMessage === 'function'
                ? options.serverMessage(error)
                : options.serverMessage !== false;
            notify.error((own ? error.message : null) ?? failure);
            onFailure?.(error);
            return;
          }
          if (success) notify.success(typeof success === 'function' ? success(result) : success);
          onSuccess?.(result);
        },
        onError: () => {
          notify.error(options.networkFailure ?? failure);
          onFailure?.({ typename: null, message: null, field: null });
        },
      };
      if (updater) config.updater = updater;
      if (optimisticUpdater) config.optimisticUpdater = optimisticUpdater;
      return commit(config);
    },
    [commit],
  );
  return [run, isInFlight];
}
