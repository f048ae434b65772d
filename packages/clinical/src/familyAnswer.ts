/**
 * A family-history question asked of one relative or one illness (docs/patient.md#the-built-in-patient-no-openai-key):
 * "Is your mum still alive?" is answered from what the note says of the mother, "Any heart disease in
 * the family?" from the relatives who had it, and "No, not that I know of" when the note names none.
 */
import { familyAskWords, familyIllnessRows, relativeGroups } from './lexicon/relatives.js';
import type { Question } from './questions.js';
import { askedWords, factWords, wordKeys } from './recall.js';
import { contentWords } from './text.js';
import type { Fact } from './types.js';

const groups = relativeGroups.map((g) => new Set(contentWords(g.words)));
const askWords = new Set([...contentWords(familyAskWords), ...groups.flatMap((g) => [...g])]);
const illnessGroups = familyIllnessRows.map((r) => contentWords(r.words));

/** A word of the question, with the conditions a note may name for it. */
const meanings = (w: string): string[] => {
  // ("problems with their hips" finds "a hip replacement".)
  const one = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
  return [
    w,
    ...(one !== w ? [one] : []),
    ...illnessGroups.filter((g) => g.includes(w) || g.includes(one)).flat(),
  ];
};

/** The family facts that speak to what the question asks of, and whether the note names it at all. */
export function focusFamily(
  q: Question,
  found: readonly Fact[],
  all: readonly Fact[] = found,
): { facts: Fact[]; unrecorded: boolean } {
  const asked = askedWords(q.text).map((g) => g[0] ?? '');
  const relatives = groups.filter((g) => asked.some((w) => g.has(w)));
  const illnessIn = (text: string) =>
    askedWords(text)
      .map((g) => g[0] ?? '')
      .filter((w) => !askWords.has(w) && w.length > 2);
  const illness = illnessIn(q.text);
  // "heart disease or stroke": either, each of its words.
  const alternatives = q.text
    .split(/\bor\b/)
    .map(illnessIn)
    .filter((a) => a.length);
  const ofRelative = (f: Fact) =>
    !relatives.length || relatives.some((g) => contentWords(`${f.phrase} ${f.source}`).some((w) => g.has(w)));
  // Every illness word asked ("breast cancer" is not "bowel cancer"), each by its meanings.
  const says = (f: Fact, w: string) => meanings(w).some((m) => wordKeys(m).some((k) => factWords(f).has(k)));
  const ofIllness = (f: Fact) => !alternatives.length || alternatives.some((a) => a.every((w) => says(f, w)));
  // A relative asked of by name is found wherever the note tells of them ("his birth mum has asthma",
  // "lives with her husband, who has dementia"), not only among the family history.
  const elsewhere = relatives.length
    ? all.filter((f) => f.polarity === 'present' && !found.includes(f) && ofRelative(f) && ofIllness(f))
    : [];
  const present = found.filter((f) => f.polarity === 'present');
  // Nothing of the family recorded, or the note's "nothing runs in the family": as it is.
  if ((!relatives.length && !illness.length) || (!present.length && !elsewhere.length))
    return { facts: [...found], unrecorded: false };
  const facts = present.filter((f) => ofRelative(f) && ofIllness(f));
  const told = facts.length ? facts : elsewhere.slice(0, 2);
  // An illness or a relative the note says nothing of: not that the patient knows of.
  return { facts: told, unrecorded: !told.length };
}
