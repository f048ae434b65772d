import { type CaseFacts, readUtterance, resolveLedger } from '@anamnesis/clinical';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import type { PatientCase } from './grader.js';
import type { Exchange } from './record.js';

// The symptoms part of a mark (docs/marking.md#the-rubric): a symptom counts by the facts verified
// patient lines revealed (their ledger), or for a line stored without one, what the package's matcher
// reads in it: the patient's own understanding of symptoms, not a list of the grader's.

/**
 * Which of the case's symptoms the student drew out, each with the patient line that revealed it: a
 * symptom counts when a verified patient line revealed one of its facts in answer to the student (its
 * ledger, else what the line reads as), never when the line denied it.
 */
export function elicitedSymptoms(
  exchanges: readonly Exchange[],
  symptoms: PatientCase['symptoms'],
  facts: CaseFacts,
): MarkingEvidence['symptoms'] {
  const byId = new Map(facts.facts.map((f) => [f.id, f]));
  const elicitedBy = new Map<string, string>();
  for (const e of exchanges)
    for (const line of e.answers) {
      const read = readUtterance(line.text, facts);
      // An id this version does not know (an earlier version's) is read from the line's own words.
      const ledger = resolveLedger(line, facts).filter((id) => !read.denied.includes(id));
      for (const id of ledger) {
        const f = byId.get(id);
        // Its presence, or a detail of its own from the history; not the catalogue's general description.
        const own = f?.polarity === 'present' && (f.origin === 'symptom' || f.origin === 'history');
        if (f?.symptom && own && !elicitedBy.has(f.symptom)) elicitedBy.set(f.symptom, line.text);
      }
    }
  return symptoms.map((s) => {
    const quote = elicitedBy.get(s.name) ?? null;
    return { symptom: s.name, elicited: quote !== null, quote };
  });
}
