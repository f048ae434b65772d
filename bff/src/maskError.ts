import { PothosError, PothosSchemaError, PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';

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
 * under GRAPHQL_VALIDATION_FAILED, as Yoga's own validation errors do.
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
  const masked = yogaMaskError(error, message, isDev);
  if (masked instanceof GraphQLError && typeof masked.extensions.code !== 'string')
    return withCode(masked, 'GRAPHQL_VALIDATION_FAILED');
  return masked;
}
