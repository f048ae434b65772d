/** The four parts of the rubric in the order the page shows them (docs/assignments.md#assignment-results). */
export const scoreParts = [
  { key: 'mandatoryQuestions', label: 'Mandatory Questions' },
  { key: 'symptoms', label: 'Symptoms' },
  { key: 'diagnosis', label: 'Diagnosis' },
  { key: 'treatment', label: 'Treatment' },
] as const;

/** A score as a share of its maximum, 0 to 1 (0 when there is no maximum). */
export function share(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, score / max));
}
