/**
 * How long ago a phrase puts a start (answerSteps.ts: the illness dates from its earliest symptom).
 */
import { normalize } from './text.js';

/** Roughly how long ago an onset phrase puts the start, in hours (0 when it says no time). */
const unitHours: Record<string, number> = {
  minute: 1 / 60,
  hour: 1,
  day: 24,
  week: 168,
  month: 730,
  year: 8760,
};
const dayWords: [RegExp, number][] = [
  [/\b(?:this morning|today|at \d+ ?(?:am|pm)|this afternoon|this evening|tonight)\b/, 6],
  [/\b(?:last night|overnight)\b/, 12],
  [/\byesterday\b/, 24],
  [/\blast week\b/, 168],
];
export function hoursAgo(phrase: string): number {
  const t = normalize(phrase);
  const n = t.match(/\b(\d+(?:\.\d+)?|an?|a few|a couple of) (minute|hour|day|week|month|year)s?\b/);
  if (n) {
    const count = /^\d/.test(n[1] ?? '')
      ? Number(n[1])
      : n[1] === 'a few'
        ? 3
        : n[1] === 'a couple of'
          ? 2
          : 1;
    return count * (unitHours[n[2] ?? ''] ?? 0);
  }
  return dayWords.find(([re]) => re.test(t))?.[1] ?? 0;
}
