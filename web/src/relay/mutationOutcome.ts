import type { MutationParameters } from 'relay-runtime';
import { notify } from '../components/toaster';

// What every screen does with a mutation's answer (toasts, then the screen's own follow-up), kept free
// of the Relay runtime so that the sign-in page, which sends its mutation without Relay, shares it.

/** Every mutation answers with one root field: its payload, or a typed error (`…Error { message field }`). */
export type Result<T extends MutationParameters> = T['response'][keyof T['response']];

/** A typed error the server answered with, as the screen needs it. */
export interface MutationError {
  /** Null when the request failed with no answer (offline, a 500). */
  typename: string | null;
  /** The server's words, when it gave any. */
  message: string | null;
  /** The input field at fault (a ValidationError or ConflictError can name one). */
  field: string | null;
}

export interface OutcomeOptions<T extends MutationParameters> {
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

/** An answer arrived: the error toast for a typed error, else the success toast and `onSuccess`. */
export function settleAnswer<T extends MutationParameters>(
  response: T['response'],
  options: OutcomeOptions<T>,
): void {
  const result = Object.values(response as object)[0] as Result<T>;
  const error = typedError(result);
  if (error) {
    const own =
      typeof options.serverMessage === 'function'
        ? options.serverMessage(error)
        : options.serverMessage !== false;
    notify.error((own ? error.message : null) ?? options.failure ?? somethingWentWrong);
    options.onFailure?.(error);
    return;
  }
  const { success } = options;
  if (success) notify.success(typeof success === 'function' ? success(result) : success);
  options.onSuccess?.(result);
}

/** No answer at all (offline, a 500): the screen's failure toast. */
export function settleNoAnswer<T extends MutationParameters>(options: OutcomeOptions<T>): void {
  notify.error(options.networkFailure ?? options.failure ?? somethingWentWrong);
  options.onFailure?.({ typename: null, message: null, field: null });
}
