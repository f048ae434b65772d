import { rubricParts } from '@anamnesis/rules';

/**
 * The four parts of a mark and their maxima (docs/marking.md#the-rubric), from the one rubric in
 * `@anamnesis/rules`.
 */
export const scoreParts = rubricParts;

export type ScoreKey = (typeof scoreParts)[number]['key'];
export type ScoreValues = Record<ScoreKey, string>;

/**
 * What a score box holds after typing: a whole number from 0 to the maximum; anything that is not a number
 * counts as 0 (docs/assignments.md#edit-assignment). An emptied box stays empty while editing (and counts as
 * 0).
 */
export function clampScore(raw: string, max: number): string {
  if (raw.trim() === '') return '';
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) return '0';
  return String(Math.min(max, Math.max(0, n)));
}

/** Why a typed value was changed, to show under the box as it happens; null when it was kept. */
export function clampNote(raw: string, max: number): string | null {
  const typed = raw.trim();
  const kept = clampScore(raw, max);
  if (typed === '' || typed === kept) return null;
  const n = Number.parseInt(typed, 10);
  if (Number.isNaN(n)) return `“${typed}” is not a number: set to 0.`;
  if (n > max) return `${n} is more than ${max}: set to ${max}.`;
  if (n < 0) return `${n} is below 0: set to 0.`;
  return `Whole numbers only: set to ${kept}.`;
}

/** A box's value as a number (empty counts as 0). */
export function scoreOf(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 0 : n;
}
