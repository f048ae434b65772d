import { readCase } from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import { compareDiagnosis } from './diagnosis.js';
import { writeFeedback } from './feedback.js';
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
import { compareTreatment, recordedAllergens } from './treatment.js';

// The built-in grader: the rubric assembled from its parts (questions.ts, diagnosis.ts, treatment.ts,
// the case-fact model's ledger for symptoms), with the feedback that explains the marks (feedback.ts).

export const builtinGraderName = 'Anamnesis built-in grader';

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
  return {
    scores,
    evidence,
    feedback: writeFeedback(evidence, scores.totalScore, 'whole'),
    markedBy: builtinGraderName,
  };
}

export const builtinGrader: Grader = {
  name: builtinGraderName,
  grade: async (input) => gradeBuiltin(input),
};
