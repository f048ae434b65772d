import type { CaseInput } from '@anamnesis/clinical';
import type { ConversationMessage, MarkingEvidence } from '../assignments/assignments.table.js';

// What every grader is given and answers: the built-in grader (builtinGrader.ts) and the model grader
// (modelGrader.ts) share these shapes, and the model grader falls back on the built-in one.

/** What a grader knows of the patient: the case record as the admin wrote it. */
export interface PatientCase {
  name: string;
  /** The expected diagnosis (the patient's `answer`). */
  diagnosis: string;
  /** The case's mandatory questions, one per line; empty: the standard ones (questions.ts). */
  mandatoryQuestions: string;
  predefinedTreatments: string;
  /** The free-text history: the case's facts (allergies for contraindications, the ledger's facts). */
  medicalHistory?: string;
  symptoms: { name: string; description?: string | null; severity?: 'mild' | 'moderate' | 'severe' }[];
}

export interface GradingInput {
  transcript: readonly ConversationMessage[];
  /** As the student submitted it: 'Diagnosis: X\nSuggested Treaments: Y'. */
  findings: string | null;
  visitNote?: string | null;
  patient: PatientCase;
}

export interface RubricScores {
  mandatoryQuestionScore: number;
  symptomsScore: number;
  diagnosisScore: number;
  treatmentScore: number;
  totalScore: number;
}

export interface GradingResult {
  scores: RubricScores;
  evidence: MarkingEvidence;
  feedback: string;
  /** Recorded as the assignment's marked_by. */
  markedBy: string;
}

/**
 * Anything that marks a submitted conversation. The built-in grader (builtinGrader.ts) always answers; a
 * model-based grader can be put in front of it with `withFallback(modelGrader, builtinGrader)`.
 */
export interface Grader {
  readonly name: string;
  grade(input: GradingInput): Promise<GradingResult>;
}

/**
 * Tries `primary`; if it throws (provider down, malformed output), `fallback` marks instead and
 * `markedBy` says so.
 */
export function withFallback(
  primary: Grader,
  fallback: Grader,
  onFallback: (error: unknown) => void = () => {},
): Grader {
  return {
    name: `${primary.name}, else ${fallback.name}`,
    async grade(input) {
      try {
        return await primary.grade(input);
      } catch (error) {
        onFallback(error);
        const result = await fallback.grade(input);
        return { ...result, markedBy: `${result.markedBy} (${primary.name} unavailable)` };
      }
    },
  };
}

/** Splits the findings the student dialog composes ('Diagnosis: X\nSuggested Treaments: Y'). */
export function parseFindings(findings: string | null): { diagnosis: string; treatment: string } {
  const text = (findings ?? '').trim();
  if (!text) return { diagnosis: '', treatment: '' };
  // The product spells it 'Treaments'; accept the correct spelling too.
  const treatAt = text.search(/suggested\s+trea?t?e?ments?\s*:/i);
  const head = treatAt >= 0 ? text.slice(0, treatAt) : text;
  const treatment = treatAt >= 0 ? text.slice(treatAt).replace(/^suggested\s+trea?t?e?ments?\s*:/i, '') : '';
  const diagnosis = head.replace(/^\s*diagnosis\s*:/i, '');
  return { diagnosis: diagnosis.trim(), treatment: treatment.trim() };
}

/** The case record as the case-fact model reads it. */
export function caseInputOf(patient: PatientCase): CaseInput {
  return {
    name: patient.name,
    medicalHistory: patient.medicalHistory ?? '',
    symptoms: patient.symptoms.map((s) => ({
      name: s.name,
      description: s.description ?? '',
      severity: s.severity ?? 'moderate',
    })),
    diagnosis: patient.diagnosis,
    treatments: patient.predefinedTreatments,
  };
}
