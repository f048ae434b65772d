import type { Actor } from '../lib/actor.js';

/** The mark fields a student does not read while their marks are held for review. */
const markFields = [
  'feedback',
  'score',
  'mandatoryQuestionScore',
  'symptomsScore',
  'treatmentScore',
  'diagnosisScore',
  'markedBy',
  'markedAt',
  'evidence',
] as const;

/**
 * "Hold marks for review": until a teacher releases them, a student reads their assignment (or an
 * earlier attempt, or a dashboard entry) without scores, feedback or evidence (docs/marking.md).
 */
export function withoutHeldMarks<T extends { marksHeld?: boolean }>(json: T, actor: Actor): T {
  if (actor.isAdmin || !json.marksHeld) return json;
  const out: Record<string, unknown> = { ...json };
  for (const k of markFields) if (k in out) out[k] = null;
  if ('editedParts' in out) out.editedParts = [];
  return out as T;
}
