import { z } from 'zod';

/** The answer of a write that returns no record, and of every failure. */
export const messageSchema = z.object({ message: z.string() });

/**
 * The header the API sets on an answer to a call it authenticated with a person's session token: the
 * token stood at that moment (docs/api.md#token-accepted).
 */
export const tokenAcceptedHeader = 'x-token-accepted';
