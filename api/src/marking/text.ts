/**
 * Small, dependency-free text helpers for the built-in grader: normalising, tokenising and a
 * forgiving word comparison (plurals and shared stems), so "urination" meets "urinate".
 */

import { normalize as normalizeText } from '@anamnesis/clinical';

/** The shared normalising, keeping spaces and line breaks: a diagnosis splits on its lines. */
export const normalize = (text: string): string => normalizeText(text, { keepSpacing: true });

/** Words of letters and digits; apostrophes kept inside words ("don't"). */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

const singular = (w: string) => {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
};

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * Same word up to plural or ending: equal after dropping a plural, or sharing a prefix of at least
 * five letters that covers three quarters of the shorter word ("diabetes" / "diabetic",
 * "infarction" / "infarct"). Short words must match exactly: "chest" is not "chess".
 */
export function sameWord(a: string, b: string): boolean {
  const x = singular(a);
  const y = singular(b);
  if (x === y) return true;
  const shorter = Math.min(x.length, y.length);
  const shared = commonPrefix(x, y);
  return shared >= 5 && shared >= Math.ceil(shorter * 0.75);
}

/** English function words and prompt filler that carry no clinical meaning. */
export const stopWords = new Set(
  `a about above after again against all also am an and any are as ask at be because been before being
  below between both but by can could did do does doing don't down during each else ever few for from
  further had has have having he her here hers him his how i if in into is it its itself just me more
  most my no nor not now of off on once only or other our out over own per please same she should so
  some such than that the their them then there these they this those through to too under until up
  very via was we were what when where whether which while who whom why will with would you your
  yours patient patients question questions enquire inquire check regarding`
    .split(/\s+/)
    .filter(Boolean),
);

/** The meaningful words of a text, in order, without repeats (by `sameWord`). */
export function keyWords(text: string, extraStop: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (stopWords.has(w) || extraStop.has(w)) continue;
    if (w.length < 2 && !/^\d$/.test(w)) continue;
    if (!out.some((o) => sameWord(o, w))) out.push(w);
  }
  return out;
}

/** Which of `keys` occur in `text` (by `sameWord`). */
export function presentIn(keys: readonly string[], text: string): string[] {
  const have = words(text);
  return keys.filter((k) => have.some((w) => sameWord(k, w)));
}
