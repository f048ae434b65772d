/**
 * Symptoms a clause of the illness tells of that the case does not list ("nearly fainted"): facts of
 * the associated features.
 */
import { type Draft, draft } from '../draft.js';
import { impliedConcepts } from '../lexicon/symptomConcepts.js';
import { spoken } from '../spoken.js';
import { mentions } from '../symptoms.js';
import type { LinkedClause } from './clause.js';

/**
 * The clause's unlisted symptoms, each an associated feature. True when the clause names one and no
 * listed symptom: it tells of that symptom only, so no other topic is read from it.
 */
export function unlistedSymptoms(x: LinkedClause, out: Draft[]): boolean {
  const { c, r, concepts, named, linked, explicit } = x;
  const impliedHere = concepts.flatMap((y) => impliedConcepts[y.concept] ?? []);
  for (const found of concepts) {
    if (
      r.known.some(
        (k) =>
          k.concept === found.concept &&
          (found.concept !== 'pain' || mentions(k, c.text) || named.includes(k)),
      )
    )
      continue;
    if (impliedHere.includes(found.concept)) continue;
    if (found.concept === 'pain' && linked) continue;
    out.push(
      draft('associated', c.source, spoken(c.text), {
        concepts: [found.concept, ...(impliedConcepts[found.concept] ?? [])],
      }),
    );
    // "a cough bringing up green phlegm": the clause goes on to tell of the listed symptom it names, or
    // of the one gone on about ("came on after a weekend of constipation").
    if (!explicit && !x.continues) return true;
  }
  return false;
}
