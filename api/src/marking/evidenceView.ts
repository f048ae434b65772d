import type { AssignmentJson } from '@anamnesis/contract';
import type { DiagnosisVerdict, MarkingEvidence } from '../assignments/assignments.table.js';

// The evidence of a mark as it leaves the API: whole for teachers (and for the student once the answers
// are released), withheld for a student before that (docs/marking.md#the-answer-key).

type EvidenceJson = NonNullable<AssignmentJson['evidence']>;

const countsOf = (e: MarkingEvidence): EvidenceJson['counts'] => ({
  questionsAsked: e.mandatoryQuestions.filter((q) => q.asked).length,
  questions: e.mandatoryQuestions.length,
  symptomsElicited: e.symptoms.filter((s) => s.elicited).length,
  symptoms: e.symptoms.length,
  treatmentItemsCovered: e.treatment.matched.length,
  treatmentItems: e.treatment.matched.length + e.treatment.missed.length,
});

/** The stored evidence whole, with its counts. */
export const wholeEvidence = (e: MarkingEvidence): EvidenceJson & MarkingEvidence => ({
  ...e,
  counts: countsOf(e),
  withheld: false,
});

/** The verdict a student may read before release: set aside or contradicted reads as not matching. */
const withheldVerdict = (d: MarkingEvidence['diagnosis']): DiagnosisVerdict =>
  d.negated || d.verdict === 'negated' || d.verdict === 'contradicted' ? 'none' : (d.verdict ?? 'none');

/**
 * A student's view before the answers are released, built field by field from the evidence (a field a
 * grader adds later stays out until it is added here): the questions they asked and the symptoms they
 * drew out, each with the line that shows it; their own diagnosis and treatments with the verdict; the
 * counts. Not the expected diagnosis or treatments, not the key items they covered (the key's own words),
 * not the names of what they missed. That a diagnosis they set aside was the expected one would be the key
 * itself: it reads as not matching.
 */
export function withheldEvidence(e: MarkingEvidence): EvidenceJson {
  const d = e.diagnosis;
  return {
    grader: e.grader,
    mandatoryQuestions: e.mandatoryQuestions
      .filter((q) => q.asked)
      .map((q) => ({ question: q.question, asked: true, quote: q.quote })),
    symptoms: e.symptoms
      .filter((s) => s.elicited)
      .map((s) => ({ symptom: s.symptom, elicited: true, quote: s.quote })),
    diagnosis: {
      expected: '',
      given: d.given,
      matched: d.matched && !d.negated,
      partial: d.partial && !d.negated,
      keyWords: [],
      overlap: [],
      // How their words were read, not which of several candidates decided (that would point at the key).
      ...(d.verdict ? { verdict: withheldVerdict(d) } : {}),
    },
    treatment: {
      expected: '',
      given: e.treatment.given,
      matched: [],
      missed: [],
      // What each of their items earned, in their words; not the key item it earned it against.
      ...(e.treatment.credited
        ? {
            credited: e.treatment.credited.map((c) => ({
              said: c.said,
              item: '',
              credit: c.credit,
              why: c.why,
            })),
          }
        : {}),
    },
    counts: countsOf(e),
    withheld: true,
  };
}
