import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'BANNED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PLATFORM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_CONTRACT';

/**
 * An expected failure with a message meant for the user. Being a GraphQLError, it reaches the client
 * unmasked with `extensions.code` from a query; a mutation that lists its class returns it typed.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message, { extensions: { code } });
    this.code = code;
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  readonly field: string | null;
  constructor(message: string, field: string | null = null) {
    super('VALIDATION', message);
    this.field = field;
  }
}
export class AuthenticationError extends AppError {
  constructor(message = 'Please login to continue.') {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(
    message = 'You do not have permission to do this.',
    code: 'FORBIDDEN' | 'PASSWORD_CHANGE_REQUIRED' = 'FORBIDDEN',
  ) {
    super(code, message);
  }
}
export class BannedError extends AppError {
  constructor(message = 'Your account is banned. Please contact the administrator.') {
    super('BANNED', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string) {
    super('RATE_LIMITED', message);
  }
}

/** A school's learning platform refused or failed what the API asked of it (docs/lti.md#rosters). */
export class PlatformError extends AppError {
  constructor(message: string) {
    super('PLATFORM_ERROR', message);
  }
}

export const upstreamUnavailable = () =>
  new AppError('UPSTREAM_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.');

/** Maps a REST error answer onto the typed error the schema exposes. */
export function errorFromStatus(status: number, message: string, code?: string): AppError {
  if (status === 401) return new AuthenticationError(message);
  if (status === 403) {
    if (code === 'BANNED') return new BannedError(message);
    // docs/accounts.md#profile-and-password: the API refuses all but the password change.
    return new ForbiddenError(message, code === 'PASSWORD_CHANGE_REQUIRED' ? code : 'FORBIDDEN');
  }
  if (status === 404) return new NotFoundError(message);
  if (status === 409) return new ConflictError(message);
  if (status === 429) return new RateLimitedError(message);
  if (status >= 400 && status < 500) return new ValidationError(message);
  // The API reached, but the learning platform behind it did not give what was asked: its words matter.
  if (status === 502 && code === 'LTI_PLATFORM_ERROR') return new PlatformError(message);
  return upstreamUnavailable();
}
