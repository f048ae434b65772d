import type { Actor } from '../lib/actor.js';
import type { MarkingEvidence } from './assignments.table.js';
import { withoutHeldMarks } from './heldMarks.js';

/** What a student reads where the answer key would be, until their teacher releases it. */
export const hiddenAnswer = '(shown when your teacher releases the answers)';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key's words in a feedback text, replaced: "the expected diagnosis is Acute MI" → "… is (shown …)". */
function withoutKey(text: string, key: string[]): string {
  let out = text;
  for (const k of key.filter((x) => x.trim().length > 2).sort((a, b) => b.length - a.length))
    out = out.replace(new RegExp(escapeRegExp(k.trim()), 'gi'), hiddenAnswer);
  // A list of missed key items reads as their count.
  return out.replace(
    /missing: ([^.]*)\./g,
    (_m, items: string) => `missing: ${items.split(/, | and /).length} key item(s).`,
  );
}

/**
 * An assignment (or an earlier attempt) as a student may read it: their scores, feedback and which of
 * their own questions and findings earned marks, but not the answer key (expected diagnosis, expected
 * treatments, missed items named from the key) unless the teacher released it (docs/marking.md). Marks
 * held for review are not read at all until released.
 */
export function forReader<
  T extends {
    evidence: MarkingEvidence | null;
    feedback: string | null;
    answersReleased?: boolean;
    marksHeld?: boolean;
  },
>(given: T, actor: Actor): T {
  const json = withoutHeldMarks(given, actor);
  if (actor.isAdmin || json.answersReleased || !json.evidence) return json;
  const e = json.evidence;
  const key = [e.diagnosis.expected, e.treatment.expected, ...e.treatment.missed, ...e.treatment.matched];
  return {
    ...json,
    feedback: json.feedback === null ? null : withoutKey(json.feedback, key),
    evidence: {
      ...e,
      diagnosis: { ...e.diagnosis, expected: '', keyWords: [] },
      treatment: { ...e.treatment, expected: '', missed: [] },
    },
  };
}
