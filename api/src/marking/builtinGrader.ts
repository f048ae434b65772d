import { readCase } from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import { compareDiagnosis } from './diagnosis.js';
import {
  caseInputOf,
  type Grader,
  type GradingInput,
  type GradingResult,
  parseFindings,
  type RubricScores,
} from './grader.js';
import { askedQuestions } from './questions.js';
import { markedExchanges } from './record.js';
import { elicitedSymptoms } from './symptoms.js';
import { compareTreatment, contraindicatedMax, recordedAllergens } from './treatment.js';

// The built-in grader: the rubric assembled from its parts (questions.ts, diagnosis.ts, treatment.ts,
// the case-fact model's ledger for symptoms), with the feedback that explains the marks.

export const builtinGraderName = 'Anamnesis built-in grader';

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

function writeFeedback(e: MarkingEvidence, scores: RubricScores): string {
  const parts: string[] = [];
  const asked = e.mandatoryQuestions.filter((q) => q.asked).length;
  const missedQ = e.mandatoryQuestions.filter((q) => !q.asked).map((q) => q.question.toLowerCase());
  parts.push(
    missedQ.length
      ? `You asked ${asked} of ${e.mandatoryQuestions.length} mandatory history questions; not covered: ${list(missedQ)}.`
      : `You asked all ${e.mandatoryQuestions.length} mandatory history questions.`,
  );
  const elicited = e.symptoms.filter((s) => s.elicited).length;
  const missedS = e.symptoms.filter((s) => !s.elicited).map((s) => s.symptom);
  if (e.symptoms.length)
    parts.push(
      missedS.length
        ? `You drew out ${elicited} of ${e.symptoms.length} symptoms; missed: ${list(missedS)}.`
        : `You drew out all ${e.symptoms.length} symptoms.`,
    );
  const d = e.diagnosis;
  if (!d.given) parts.push(`No diagnosis was given; the expected diagnosis is ${d.expected}.`);
  else if (d.negated)
    parts.push(`You set aside the expected diagnosis (${d.expected}), so it earns nothing.`);
  else if (d.matched) parts.push(`Your diagnosis matches the expected diagnosis (${d.expected}).`);
  else if (d.differential)
    parts.push(
      `The expected diagnosis (${d.expected}) is among your differentials but not your working diagnosis.`,
    );
  else if (d.partial) parts.push(`Your diagnosis is partly right; the expected diagnosis is ${d.expected}.`);
  else parts.push(`Your diagnosis (${d.given}) does not match the expected diagnosis (${d.expected}).`);
  const t = e.treatment;
  if (!t.given) parts.push('No treatment was suggested.');
  else if (t.missed.length)
    parts.push(
      `Your treatment covers ${t.matched.length} of ${t.matched.length + t.missed.length} key items; missing: ${list(t.missed)}.`,
    );
  else parts.push('Your treatment covers every key item.');
  if (t.contraindicated?.length)
    parts.push(
      `The patient's recorded allergies rule out ${list(t.contraindicated)}, so the treatment earns at most ${contraindicatedMax} of ${rubric.treatment}.`,
    );
  parts.push(`Total ${scores.totalScore}/100.`);
  return parts.join(' ');
}

/**
 * The deterministic built-in grader: pure, so the same transcript, findings and case always give the
 * same marks. It marks meaning, on the record only the server wrote (docs/marking.md): questions by
 * what they ask, symptoms by the facts verified patient lines revealed (never by a denial), the
 * diagnosis by its names, negations and differentials, treatments by their items and the patient's
 * allergies. Evidence quotes whole lines of the transcript.
 */
export function gradeBuiltin(input: GradingInput): GradingResult {
  const { patient } = input;
  const exchanges = markedExchanges(input.transcript);
  const studentLines = exchanges.map((e) => e.question);
  const mandatoryQuestions = askedQuestions(studentLines, patient.mandatoryQuestions);

  // A symptom counts when a verified patient line revealed one of its facts in answer to the student.
  const facts = readCase(caseInputOf(patient));
  const symptoms = elicitedSymptoms(exchanges, patient.symptoms, facts);

  const findings = parseFindings(input.findings);
  const { score: diagnosisScore, ...diagnosis } = compareDiagnosis(patient.diagnosis, findings.diagnosis);
  const allergens = recordedAllergens(facts);
  const { score: treatmentScore, ...treatment } = compareTreatment(
    patient.predefinedTreatments,
    findings.treatment,
    allergens,
  );

  const askedCount = mandatoryQuestions.filter((q) => q.asked).length;
  const elicited = symptoms.filter((s) => s.elicited).length;
  const mandatoryQuestionScore = mandatoryQuestions.length
    ? Math.round((rubric.mandatoryQuestions * askedCount) / mandatoryQuestions.length)
    : 0;
  // A case without symptoms has nothing to elicit: full marks, but only for an actual conversation.
  const symptomsScore = symptoms.length
    ? Math.round((rubric.symptoms * elicited) / symptoms.length)
    : exchanges.length
      ? rubric.symptoms
      : 0;
  const scores: RubricScores = {
    mandatoryQuestionScore,
    symptomsScore,
    diagnosisScore,
    treatmentScore,
    totalScore: mandatoryQuestionScore + symptomsScore + diagnosisScore + treatmentScore,
  };
  const evidence: MarkingEvidence = {
    grader: builtinGraderName,
    mandatoryQuestions,
    symptoms,
    diagnosis,
    treatment,
  };
  return { scores, evidence, feedback: writeFeedback(evidence, scores), markedBy: builtinGraderName };
}

export const builtinGrader: Grader = {
  name: builtinGraderName,
  grade: async (input) => gradeBuiltin(input),
};
