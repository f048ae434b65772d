import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { GraphQLRequestError } from '../relay/request';
import { expireSession } from '../session/guards';

/** Whether the server refused a request because it no longer knows this session. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
}

/**
 * The server no longer knows this session (it ran out, or the account was banned or signed out
 * elsewhere): end it here too and go to the sign-in screen.
 */
export function SessionGone() {
  useEffect(() => {
    expireSession();
  }, []);
  return <Navigate to="/login" replace />;
}
