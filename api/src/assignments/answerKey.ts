import type { Actor } from '../lib/actor.js';
import { withheldEvidence } from '../marking/evidenceView.js';
import { feedbackFor } from '../marking/feedback.js';
import { linesFor, readsLinesWhole } from './assignments.json.js';
import type { ConversationMessage, MarkingEvidence } from './assignments.table.js';
import { withoutHeldMarks } from './heldMarks.js';

/**
 * An assignment (or an earlier attempt) as a student may read it: until the teacher releases the answers,
 * their own words, the counts and the marks, with feedback and evidence written for them from the
 * evidence: nothing of the answer key, no name of a question, symptom or item they missed, whatever the
 * key's length (docs/marking.md#the-answer-key). A feedback the teacher wrote is theirs, read as written. Marks
 * held for review are not read at all until released, nor the patient lines' ledgers.
 */
export function forReader<
  T extends {
    evidence: MarkingEvidence | null;
    feedback: string | null;
    score: number | null;
    editedParts?: readonly string[];
    answersReleased?: boolean;
    marksHeld?: boolean;
    conversationLog: ConversationMessage[];
  },
>(given: T, actor: Actor): T {
  const held = withoutHeldMarks(given, actor);
  // Nor the patient lines' ledgers (docs/marking.md#the-record).
  const json = readsLinesWhole(actor)
    ? held
    : { ...held, conversationLog: linesFor(held.conversationLog, actor) };
  if (actor.isAdmin || json.answersReleased || !json.evidence) return json;
  // Built from the stored evidence, not by editing the text the teacher reads (docs/marking.md#feedback).
  return {
    ...json,
    feedback: feedbackFor(json, 'withheld'),
    evidence: withheldEvidence(json.evidence),
  };
}
