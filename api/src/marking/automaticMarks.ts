import type { RubricScores } from './grader.js';

/**
 * The grader's own marks, stored beside the final ones so a teacher's edit keeps them (grader
 * agreement, docs/marking.md). A new automatic mark is not confirmed by anyone yet.
 */
export const automaticMarks = (scores: RubricScores) => ({
  auto_mandatory_question_score: scores.mandatoryQuestionScore,
  auto_symptoms_score: scores.symptomsScore,
  auto_diagnosis_score: scores.diagnosisScore,
  auto_treatment_score: scores.treatmentScore,
  auto_score: scores.totalScore,
  marks_confirmed_at: null,
  marks_confirmed_by: null,
});
