import {
  type AppError,
  AuthenticationError,
  BannedError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PlatformError,
  RateLimitedError,
  ValidationError,
} from '../upstream/errors.js';
import { builder } from './builder.js';

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'A stable, machine-readable reason for a failure.',
  values: {
    VALIDATION: { description: 'The input broke a rule; the message says which.' },
    UNAUTHENTICATED: { description: 'No session, a wrong password, or a session that expired.' },
    FORBIDDEN: { description: 'Signed in, but not allowed to do this.' },
    PASSWORD_CHANGE_REQUIRED: {
      description: 'An administrator set the password: change it (changePassword) before anything else.',
    },
    BANNED: { description: 'The account is banned.' },
    NOT_FOUND: { description: 'The object does not exist (or is not visible to you).' },
    CONFLICT: { description: 'A duplicate, or the object is in the wrong state for this.' },
    RATE_LIMITED: { description: 'Too many attempts; wait and try again.' },
    PLATFORM_ERROR: {
      description:
        'A learning platform (LTI) refused or failed what Anamnesis asked of it; the message says how.',
    },
    UPSTREAM_UNAVAILABLE: { description: 'The REST API could not be reached in time.' },
    UPSTREAM_CONTRACT: { description: 'The REST API answered in a shape this server does not understand.' },
  } as const,
});

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure, with a message meant to be shown to the user.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, in words for the user.' }),
    code: t.field({
      type: ErrorCodeEnum,
      description: 'Why, for programs.',
      resolve: (e) => e.code as never,
    }),
  }),
});

const simple = [
  [AuthenticationError, 'AuthenticationError', 'Not signed in, wrong credentials, or an expired session.'],
  [ForbiddenError, 'ForbiddenError', 'The signed-in user may not do this.'],
  [BannedError, 'BannedError', 'The account is banned.'],
  [NotFoundError, 'NotFoundError', 'The object does not exist or is not visible to you.'],
  [ConflictError, 'ConflictError', 'A duplicate, or the object is in the wrong state.'],
  [RateLimitedError, 'RateLimitedError', 'Too many attempts in a short time.'],
  [PlatformError, 'PlatformError', 'A learning platform (LTI) refused or failed what was asked of it.'],
] as const;

for (const [cls, name, description] of simple) {
  builder.objectType(cls as typeof AppError, {
    name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof cls,
  });
}

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input broke a rule.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ValidationError,
  fields: (t) => ({
    field: t.exposeString('field', {
      nullable: true,
      description: 'The input field at fault, when there is one.',
    }),
  }),
});

/** The failures every mutation can return as data. */
export const commonErrors = [
  ValidationError,
  AuthenticationError,
  ForbiddenError,
  BannedError,
  NotFoundError,
  ConflictError,
] as const;
