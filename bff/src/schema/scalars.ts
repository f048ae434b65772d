import { GraphQLError } from 'graphql';
import { builder } from './builder.js';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    // A GraphQLError, so that Yoga reports the bad input to the client instead of masking it as an
    // internal error (it masks any error whose cause is not a GraphQLError).
    if (Number.isNaN(date.getTime()))
      throw new GraphQLError('DateTime must be an ISO 8601 string.', { extensions: { code: 'VALIDATION' } });
    return date;
  },
});
