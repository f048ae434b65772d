/**
 * Which symptom is the presenting complaint: the one the history tells of first, else the most severe,
 * else the first listed. A case's symptom list comes from a catalogue in no particular order.
 */
import { expand, lay } from './phrasing.js';
import { knowSymptom, mentions } from './symptoms.js';
import type { CaseInput, CaseSymptom } from './types.js';

const rank = { severe: 3, moderate: 2, mild: 1 } as const;

export function presentingOrder(input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>): CaseSymptom[] {
  const history = lay(expand(input.medicalHistory ?? ''));
  const words = history.split(' ');
  const firstMention = input.symptoms.map((s, i) => {
    const k = knowSymptom(s, i);
    // The first window of the history that speaks of this symptom.
    for (let at = 0; at < words.length; at++) if (mentions(k, words.slice(at, at + 6).join(' '))) return at;
    return Number.POSITIVE_INFINITY;
  });
  return input.symptoms
    .map((s, i) => ({ s, i, at: firstMention[i] ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at || rank[b.s.severity] - rank[a.s.severity] || a.i - b.i)
    .map((x) => x.s);
}
