import { type CaseFacts, readUtterance, resolveLedger } from '@anamnesis/clinical';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import type { PatientCase } from './grader.js';
import type { Exchange } from './record.js';
import { keyWords, normalize, presentIn } from './text.js';

// The symptoms part of a mark (docs/marking.md#the-rubric): a symptom counts by the facts verified
// patient lines revealed (their ledger); `mentionsSymptom` reads a line for a symptom by its words.

/** Everyday words a patient uses for the catalogue's symptoms, matched at a word start. */
const symptomSynonyms: Record<string, RegExp[]> = {
  'chest pain': [/\bchest\b/, /\bcrushing\b/, /\bangina\b/],
  'shortness of breath': [/\bbreath/, /\bwinded\b/, /\bdyspno?ea\b/, /\bcan't breathe\b/],
  sweating: [/\bsweat/, /\bclammy\b/, /\bperspir/, /\bdiaphore/],
  nausea: [
    /\bnause/,
    /\bqueasy\b/,
    /\bfeel(ing)? sick\b/,
    /\bsick to my stomach\b/,
    /\bvomit/,
    /\bthrow(ing)? up\b/,
    /\bthrew up\b/,
  ],
  fever: [/\bfever/, /\btemperature\b/, /\bchills?\b/, /\bshiver/, /\bhot and cold\b/],
  cough: [/\bcough/],
  headache: [/\bheadaches?\b/, /\bmy head\b/, /\bmigraine/],
  fatigue: [
    /\btired/,
    /\bfatigue/,
    /\bexhaust/,
    /\bno energy\b/,
    /\blethargic\b/,
    /\bworn out\b/,
    /\bweary\b/,
    /\bdrained\b/,
  ],
  'abdominal pain': [/\babdom/, /\btumm(y|ies)\b/, /\bstomach\b/, /\bbelly\b/],
  'loss of appetite': [
    /\bappetite\b/,
    /\bnot hungry\b/,
    /\boff my food\b/,
    /\b(can't|don't|not) (feel like )?eat/,
  ],
  'excessive thirst': [/\bthirst/, /\bdrinking (a lot|so much|loads)\b/, /\bdry mouth\b/],
  'frequent urination': [
    /\burin/,
    /\btoilet\b/,
    /\bpee(s|ing)?\b/,
    /\bwee(s|ing)?\b/,
    /\bbathroom\b/,
    /\bloo\b/,
    /\bpassing water\b/,
  ],
  wheezing: [/\bwheez/, /\bwhistl/],
  'sensitivity to light': [/\blight\b/, /\bbright/, /\bphotophob/],
};

const symptomFiller = new Set(['excessive', 'frequent', 'sensitivity', 'loss', 'increased', 'decreased']);

/** A patient's line mentions the symptom: a known synonym, or every key word of its name. */
export function mentionsSymptom(symptom: string, line: string): boolean {
  const text = normalize(line);
  const known = symptomSynonyms[normalize(symptom).trim().replace(/\s+/g, ' ')];
  if (known?.some((re) => re.test(text))) return true;
  const keys = keyWords(symptom, symptomFiller);
  const fallback = keys.length ? keys : keyWords(symptom);
  return fallback.length > 0 && presentIn(fallback, text).length === fallback.length;
}

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
