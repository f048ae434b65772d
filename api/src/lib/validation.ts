import { z } from 'zod';

/** A positive integer id in a path or body, with a readable error. */
export const id = (label = 'id') =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .int({ message: `${label} must be a whole number.` })
    .positive({ message: `${label} must be a positive number.` })
    .max(2_147_483_647, { message: `${label} is too large.` });

export const idParams = z.object({ id: id() });

/** A required text field: trimmed, not blank. */
export const requiredText = (message: string, max = 10_000) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `${message.replace(/ is required\.$/, '')} is too long.` });

/** Accepts 1/0, true/false and their string forms, as the allow-flags arrive (docs/assignments.md#flags). */
export const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      message: `${label} must be true/false or 1/0.`,
    })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * A search text of a list or an export: PostgreSQL cannot take a NUL (U+0000) in text, so it is refused
 * here with a 400, before any query runs, rather than failing the query (an export would already have
 * answered 200 and started streaming; docs/api.md#paging-and-search).
 */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !v.includes('\u0000'), { message: 'search cannot contain a NUL character.' });

/**
 * Server-side paging and search for list endpoints; absent means the whole list
 * (docs/api.md#paging-and-search).
 */
export const listQuery = z.object({
  search: searchText.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  // Our schemas carry full sentences; zod's defaults get the field name in front.
  return /[.!?]$/.test(issue.message) ? issue.message : `${where}${issue.message}`;
}

/**
 * YYYY-MM-DD naming a real day (not 2026-02-31), from 1900 to 9998: the day after it is still a date
 * every layer and PostgreSQL read alike.
 */
export const isDay = (v: string) => {
  if (!/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/.test(v) || v.startsWith('9999')) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
