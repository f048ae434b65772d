/**
 * Someone else's pronouns (docs/patient.md#case-facts). A note about a man that says "his wife says she
 * found him" speaks of two people; only the patient's own pronouns turn into "I", "me" and "my". Before a
 * clause is read, the pronouns of the other sex than the patient's are marked so that the first-person
 * grammar (phrasing.ts) leaves them; they are unmarked in what the patient says. Not for a carer's
 * story of a child, where the carer's own "she" is the narrator's "I".
 */
import { carerPronoun } from './lexicon/relatives.js';
import { firstPersonVerb } from './phrasing.js';

export type PatientPronoun = 'he' | 'she';

/** The pronouns that, in a note about a patient of one sex, can only be someone else. */
const otherSex: Record<PatientPronoun, string> = {
  he: 'she|her|hers|herself',
  she: 'he|him|his|himself',
};

/** A suffix no word of a note ends in, so no reader's pattern sees the marked word as a pronoun. */
const mark = 'qq';
const marked = new RegExp(`\\b(she|her|hers|herself|he|him|his|himself)${mark}\\b`, 'gi');

/** The clause with someone else's pronouns marked. */
export function markOthers(text: string, self: PatientPronoun | null): string {
  if (!self) return text;
  return text.replace(new RegExp(`\\b(?:${otherSex[self]})\\b`, 'gi'), (w) => `${w}${mark}`);
}

/** What the patient says, with the marked pronouns as written. */
export const unmarkOthers = (text: string): string => text.replace(marked, '$1');

/** A clause whose subject is someone else's marked pronoun ("she now sleeps in the spare room"). */
export const othersClause = new RegExp(`^(?:and |but |so )?(?:she|he|they)${mark}\\b`, 'i');

/**
 * In a carer's story of a child of the other sex ("his mum says she picks him up"), the carer's own
 * pronouns are the other sex's: marked, like someone else's, so the child's first person leaves them.
 */
export function carersOtherSex(
  child: { pronoun: PatientPronoun; narrator: string } | null,
): PatientPronoun | null {
  if (!child) return null;
  const carer = carerPronoun(child.narrator);
  return carer && carer !== child.pronoun ? child.pronoun : null;
}

/** The carer's marked pronouns said as the carer's own "I" (spoken.ts aboutChild keeps PARENT_SELF). */
export function carerSaysIt(phrase: string): string {
  return phrase
    .replace(/\b(?:she|he)qq (\w+)\b/gi, (_m, v: string) => `PARENT_SELF ${firstPersonVerb(v) ?? v}`)
    .replace(/\b(?:herself|himself)qq\b/gi, 'PARENT_SELF_REFLEXIVE')
    .replace(/\b(?:his)qq\b/gi, 'PARENT_MY')
    .replace(
      /\bherqq(?= (?!(?:up|down|in|out|on|off|to|at|with|about|and|or|but|from|for|back|again|home)\b)[a-z])/gi,
      'PARENT_MY',
    )
    .replace(/\b(?:her|him)qq\b/gi, 'PARENT_ME');
}
