import { PothosError, PothosSchemaError, PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';

/** graphql-js's suggestions: ` Did you mean "x"?`, `… the enum value "X"?`, `… to use an inline fragment on "T"?`. */
const suggestion = /\s*Did you mean [^?]*\?/g;

/**
 * An error without graphql-js's guesses at what was meant: a near name would tell a caller (anonymous
 * too) the schema's fields, arguments, enum values and input fields that introspection may hide.
 */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes('Did you mean')) return error;
  return new GraphQLError(error.message.replace(suggestion, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** Both executors' words for an argument refused as the field runs (a null for a defaulted variable). */
const argumentRefused = /^Argument "/;

/** Pothos's words for an ID it cannot read (not base64, unknown or wrong type). */
const aboutAnId = /global ID|base64|^ID: |has not been implemented$/;

function withCode(error: GraphQLError, code: string, message = error.message) {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Every error a client receives has `extensions.code` and words meant for a person. AppErrors pass as
 * written. Pothos's errors are GraphQLErrors, so Yoga let them through unmasked and without a code
 * ("Invalid base64 string", "Foo has not been implemented"): an unreadable ID is the client's input,
 * VALIDATION "Invalid ID."; any other is masked like every unexpected error (INTERNAL_SERVER_ERROR,
 * "Unexpected error.", logged). A request refused as written (armor's limits, bad variables) says why
 * under GRAPHQL_VALIDATION_FAILED, as Yoga's own validation errors do. An error of one field (it has a
 * path) without a code, but for a refused argument, is the server's: a value its type cannot serialise,
 * a null where none may be. It is
 * masked whichever executor raised it: graphql-js keeps the thrown error as its cause (masked by Yoga),
 * graphql-jit (compiledExecution.ts) only its message, which would otherwise pass as the client's.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  if (error instanceof GraphQLError && original instanceof PothosError) {
    const invalidId =
      (original instanceof PothosValidationError || original instanceof PothosSchemaError) &&
      aboutAnId.test(original.message);
    if (invalidId) return withCode(error, 'VALIDATION', 'Invalid ID.');
    return withCode(error, 'INTERNAL_SERVER_ERROR', message);
  }
  if (
    error instanceof GraphQLError &&
    error.path &&
    typeof error.extensions.code !== 'string' &&
    !argumentRefused.test(error.message)
  )
    return yogaMaskError(
      new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        // Not a GraphQLError, which Yoga would pass as the client's.
        originalError:
          error.originalError && !(error.originalError instanceof GraphQLError)
            ? error.originalError
            : new Error(error.message),
      }),
      message,
      isDev,
    );
  const masked = yogaMaskError(error, message, isDev);
  if (!(masked instanceof GraphQLError)) return masked;
  // Variables refused by graphql-js (every executor, compiledExecution.ts included, leaves them to it).
  const plain = withoutSuggestions(masked);
  return typeof plain.extensions.code === 'string' ? plain : withCode(plain, 'GRAPHQL_VALIDATION_FAILED');
}
