/**
 * Look-ups over the general clinical vocabulary of `lexicon/` (symptom concepts, body sites). The word
 * data itself lives there; nothing here is about one case.
 */
import { type BodySite, bodySites } from './lexicon/bodySites.js';
import { symptomConcepts } from './lexicon/symptomConcepts.js';

// Read from here by modules that are edited elsewhere; the data is in `lexicon/`.
export type { BodySite } from './lexicon/bodySites.js';
export { relativePattern } from './lexicon/relatives.js';
export { impliedConcepts } from './lexicon/symptomConcepts.js';

export const conceptById = new Map(symptomConcepts.map((c) => [c.id, c]));

/** The first body site named in a normalised text, if any. */
export function siteIn(text: string): BodySite | null {
  return bodySites.find((s) => s.match.test(text)) ?? null;
}
