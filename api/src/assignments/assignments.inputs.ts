import { assignmentSavedSchema, omitConversation } from '@anamnesis/contract';
import { hasControlCharacters, isIsoTimestamp, noControlCharacters } from '@anamnesis/rules';
import { z } from 'zod';
import { flag, id, listQuery } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { assignmentSchema } from './assignments.json.js';
import { assignmentStatuses } from './assignments.table.js';

// The request schemas and response documents the assignment routes share (assignments.routes.ts,
// assignmentLists.routes.ts and conversation.routes.ts).

export const tag = 'Assignments';
export const fail = (description: string) => ({ description, schema: messageSchema });
/** The count of a paged list, before paging. */
export const total = (n: number) => ({ 'X-Total-Count': String(n) });

/** A required id whose absence gets the screen's own message rather than a type error. */
export const requiredId = (label: string, missing: string) =>
  z
    .union([z.number(), z.string()], { message: missing })
    .pipe(id(label) as unknown as z.ZodType<number, number | string>);
export const idList = (label: string, missing: string) =>
  z
    .array(id(label), { message: missing })
    .min(1, { message: missing })
    .max(500, { message: `At most 500 ${label} at once.` });

export const flags = {
  isMarkable: flag('isMarkable').default(false),
  isNoteAllow: flag('isNoteAllow').default(false),
  showAnswers: flag('showAnswers')
    .default(false)
    .describe('Show the expected answers after marking: the student sees the answer key with their marks.'),
  holdForReview: flag('holdForReview')
    .default(false)
    .describe(
      'Hold marks for review: the automatic mark is provisional (the student sees "Awaiting review") until Mark Assignment, Mark or Mark All releases it.',
    ),
  creatorId: z
    .unknown()
    .optional()
    .describe('Accepted for compatibility and ignored: the creator is always the caller.'),
};

export const statusFilter = z
  .enum([...assignmentStatuses, 'all'], {
    message: 'status must be one of assigned, inprogress, completed, marked or all.',
  })
  .optional()
  .transform((s) => (s === 'all' ? undefined : s));
export const groupQuery = listQuery.extend({ status: statusFilter });
/** The lists whose entries carry a conversation, which `omit=conversationLog` leaves out (docs/api.md#lists). */
export const entryQuery = groupQuery.extend({ omit: omitConversation });

export const created = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), assignments: z.array(assignmentSchema) }),
});
export const one = (description: string) => ({ description, schema: assignmentSavedSchema });

export const maxText = 20_000;
export const longText = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .max(maxText, { message: `${label} is too long (at most 20,000 characters).` })
    .nullable()
    .optional();

/**
 * One part of a mark as an admin sends it (PUT assignments): a number, or a decimal number as text; never
 * negative, never "NaN", "0x10", "" or null (each used to count as 0 or worse). Left out, the part keeps
 * its mark. Above the part's maximum it is clamped, as the edit page clamps (docs/assignments.md).
 */
export const scoreValue = (label: string) => {
  const message = `${label} must be a number, 0 or more.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+(\.\d+)?\s*$/, { message })
          .transform(Number),
      ],
      {
        message,
      },
    )
    .refine((n) => Number.isFinite(n) && n >= 0, { message })
    .optional();
};

const badTimestamp = 'A message timestamp must be an ISO date or milliseconds.';

/** One line of a stored conversation, as a client sends it. */
export const messageInput = z.object({
  text: z
    .string({ message: 'Each message needs a text.' })
    .max(maxText, { message: 'A message is too long (at most 20,000 characters).' })
    .refine((text) => !hasControlCharacters(text), { message: noControlCharacters('A message') }),
  isAI: z.boolean({ message: 'Each message needs isAI set to true or false.' }),
  id: z
    .union([z.string().max(200), z.number()], { message: 'A message id must be text or a number.' })
    .transform(String)
    .optional(),
  // Checked on every write; a stored time that is not one reads as absent
  // (docs/voice.md#what-a-line-may-hold).
  timestamp: z
    .union(
      [
        z.string().refine(isIsoTimestamp, { message: badTimestamp }),
        z
          .number()
          .min(0)
          .max(8.64e15)
          .transform((n) => new Date(n).toISOString()),
      ],
      { message: badTimestamp },
    )
    .optional(),
  timings: z
    .record(z.string().max(100), z.number(), { message: 'timings must map names to numbers.' })
    .optional(),
  facts: z
    .array(z.string().max(60), { message: 'facts must be a list of fact ids.' })
    .max(50, { message: 'A message reveals at most 50 facts.' })
    .optional(),
  answers: z
    .string({ message: 'answers must be text.' })
    .max(maxText, { message: 'answers is too long (at most 20,000 characters).' })
    .optional()
    .describe(
      'Patient lines the BFF writes: the question the line answers. It is verified only when that is the question really before it in the stored log (docs/trust.md); not stored, and ignored from a user’s token.',
    ),
  spoken: z.boolean({ message: 'spoken must be true or false.' }).optional(),
});
