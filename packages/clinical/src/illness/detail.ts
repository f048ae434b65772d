/**
 * A clause of the illness that tells something of a symptom no other reader covers ("about a cupful
 * each time"): what is left once the symptom, times, counts and topic words are taken out is a detail
 * of its own, said in the clause's words.
 */
import { type Draft, draft } from '../draft.js';
import { timeIn } from '../phrasing.js';
import { spoken } from '../spoken.js';
import { normalize } from '../text.js';
import type { LinkedClause } from './clause.js';

/** Words that tell no detail: grammar, the note's own form, the topics the other readers take, time. */
const noDetailWords =
  /^(and|the|with|for|was|has|had|his|her|since|this|that|from|about|at|in|on|of|to|is|are|pain|feels?|felt|onset|sided|side|episodes?|started|began|acute|history|associated|symptoms?|features|noted|reports|complains|ago|hours?|days?|weeks?|months?|years?|minutes?|sudden|suddenly)$/;

/** The clause's leftover words, when two or more, as a fact; `rate` is the frequency reader's match. */
export function readDetail(
  { c, t, explicit, linked, at }: LinkedClause,
  out: Draft[],
  rate: RegExpMatchArray | null,
): void {
  const time = timeIn(c.text);
  const leftover = t
    .replace(time ?? '\u0000', ' ')
    .replace(rate?.[0] ?? '\u0000', ' ')
    .replace(/\b\d+ times\b|\bonce\b|\btwice\b/g, ' ')
    .split(' ')
    .filter((w) => w.length > 2 && !noDetailWords.test(w))
    .filter((w) => !(explicit?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)))
    .filter((w) => !out.some((d) => normalize(d.phrase).includes(w)));
  if (leftover.length >= 2) out.push(draft(linked ? 'character' : 'other', c.source, spoken(t), at));
}
