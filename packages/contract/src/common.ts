import { z } from 'zod';

/** The answer of a write that returns no record, and of every failure. */
export const messageSchema = z.object({ message: z.string() });
