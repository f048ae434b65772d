/**
 * Which symptom is the presenting complaint: one the note's "PC:" heading names, else the most severe,
 * and among equally severe ones the one the history tells of first, else the first listed. A case's
 * symptom list comes from a catalogue in no particular order; a prodrome told first ("two days of a
 * runny nose, then tonight a barking cough") is not what brought the patient in.
 */

import { expand, lay } from './phrasing.js';
import { sectionsOf } from './sections.js';
import { knowSymptom, mentions } from './symptoms.js';
import type { CaseInput, CaseSymptom } from './types.js';

const rank = { severe: 3, moderate: 2, mild: 1 } as const;

/** The first word of a text from which a six-word window speaks of the symptom, or Infinity. */
function firstMention(text: string, s: CaseSymptom, i: number): number {
  const words = lay(expand(text)).split(' ');
  const k = knowSymptom(s, i);
  for (let at = 0; at < words.length; at++) if (mentions(k, words.slice(at, at + 6).join(' '))) return at;
  return Number.POSITIVE_INFINITY;
}

export function presentingOrder(input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>): CaseSymptom[] {
  const history = input.medicalHistory ?? '';
  const pc = sectionsOf(history)
    .filter((s) => s.section === 'pc')
    .map((s) => s.text)
    .join(' ');
  return input.symptoms
    .map((s, i) => ({
      s,
      i,
      inPc: pc ? Number.isFinite(firstMention(pc, s, i)) : false,
      at: firstMention(history, s, i),
    }))
    .sort(
      (a, b) =>
        Number(b.inPc) - Number(a.inPc) ||
        rank[b.s.severity] - rank[a.s.severity] ||
        a.at - b.at ||
        a.i - b.i,
    )
    .map((x) => x.s);
}
