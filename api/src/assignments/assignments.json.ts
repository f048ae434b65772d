import type { AssignedStudentJson, AssignmentJson, AttemptJson, EntryJson } from '@anamnesis/contract';
import { isIsoTimestamp } from '@anamnesis/rules';
import type { Actor } from '../lib/actor.js';
import { wholeEvidence } from '../marking/evidenceView.js';
import { feedbackFor } from '../marking/feedback.js';
import type { AssignmentListRow } from './assignmentLists.repository.js';
import type { AssignmentRow, ConversationMessage, EditedPart } from './assignments.table.js';
import type { AttemptRow } from './attempts.repository.js';

export {
  assignmentDetailSchema,
  assignmentSchema,
  ownAssignmentsSchema,
  patientGroupSchema,
  studentGroupSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
} from '@anamnesis/contract';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A stored line as the API answers it: a timestamp that is not an ISO instant (stored before writes were
 * checked) reads as absent, so that no reader stumbles on it (docs/voice.md#what-a-line-may-hold).
 */
export function readableLine(m: ConversationMessage): ConversationMessage {
  if (m.timestamp === undefined || isIsoTimestamp(m.timestamp)) return m;
  const { timestamp: _unreadable, ...line } = m;
  return line;
}

const log = (value: unknown): ConversationMessage[] => (Array.isArray(value) ? value.map(readableLine) : []);

/**
 * Who reads each patient line whole, with its ledger (`facts`): teachers and admins, and the BFF on a
 * student's behalf (its service credential: the voice engine needs them). A student calling the API
 * reads the lines without them (docs/marking.md#the-record).
 */
export const readsLinesWhole = (actor: Actor) => actor.isAdmin || actor.viaBff === true;

/** A conversation as `actor` may read it. */
export function linesFor(lines: ConversationMessage[], actor: Actor): ConversationMessage[] {
  if (readsLinesWhole(actor)) return lines;
  return lines.map(({ facts: _facts, ...line }) => line);
}

/** The parts a teacher changed by hand, while the mark is their edit (a grader's new mark is its own). */
export const editedPartsOf = (m: {
  marked_by: string | null;
  edited_parts: EditedPart[] | null;
}): EditedPart[] => (m.marked_by?.endsWith('(edited)') ? (m.edited_parts ?? []) : []);

/** Every stored field of an assignment, camelCase. `diagnosis` and `note` are the student's drafts. */
export const assignmentJson = (a: AssignmentRow): AssignmentJson => ({
  id: a.id,
  studentId: a.student_id,
  patientId: a.patient_id,
  creatorId: a.creator_id,
  roomId: a.room_id,
  status: a.status,
  isMarkable: a.is_markable,
  isNoteAllow: a.is_note_allow,
  attempt: a.attempt,
  answersReleased: a.answers_released,
  holdForReview: a.hold_for_review,
  marksHeld: a.marks_held,
  findings: a.findings,
  visitNote: a.visit_note,
  diagnosis: a.diagnosis_draft,
  note: a.note_draft,
  conversationLog: log(a.conversation_log),
  feedback: feedbackFor({ ...a, editedParts: editedPartsOf(a) }, 'whole'),
  score: a.score,
  mandatoryQuestionScore: a.mandatory_question_score,
  symptomsScore: a.symptoms_score,
  treatmentScore: a.treatment_score,
  diagnosisScore: a.diagnosis_score,
  markedBy: a.marked_by,
  markedAt: iso(a.marked_at),
  evidence: a.evidence ? wholeEvidence(a.evidence) : null,
  editedParts: editedPartsOf(a),
  marksConfirmedAt: iso(a.marks_confirmed_at),
  submittedAt: iso(a.submitted_at),
  createdAt: a.created_at.toISOString(),
  updatedAt: a.updated_at.toISOString(),
});

/** An earlier attempt, kept when a reset request was accepted. */
export const attemptJson = (t: AttemptRow): AttemptJson => ({
  id: t.id,
  attempt: t.attempt,
  status: t.status,
  findings: t.findings,
  visitNote: t.visit_note,
  conversationLog: log(t.conversation_log),
  feedback: feedbackFor({ ...t, editedParts: editedPartsOf(t) }, 'whole'),
  score: t.score,
  mandatoryQuestionScore: t.mandatory_question_score,
  symptomsScore: t.symptoms_score,
  treatmentScore: t.treatment_score,
  diagnosisScore: t.diagnosis_score,
  markedBy: t.marked_by,
  markedAt: iso(t.marked_at),
  evidence: t.evidence ? wholeEvidence(t.evidence) : null,
  editedParts: editedPartsOf(t),
  marksHeld: t.marks_held,
  archivedAt: t.archived_at.toISOString(),
});

/** The "assigned patient entry" of the REST contract: the patient as one of a student's assignments. */
export const entryJson = (r: AssignmentListRow, reader?: Actor): EntryJson => ({
  id: r.patient_id,
  name: r.patient_name,
  status: r.status,
  assignmentId: r.id,
  isMarkable: r.is_markable,
  isNoteAllow: r.is_note_allow,
  findings: r.findings,
  visitNote: r.visit_note,
  // The original client parses this string itself (docs/api.md#rest); absent when the caller left it
  // out (docs/api.md#lists).
  ...(r.conversation_log === undefined
    ? {}
    : {
        conversationLog: JSON.stringify(
          reader ? linesFor(log(r.conversation_log), reader) : log(r.conversation_log),
        ),
      }),
  diagnosis: r.diagnosis_draft,
  note: r.note_draft,
  createdAt: r.created_at.toISOString(),
  requestStatus: r.request_status ?? null,
  score: r.score,
  marksHeld: r.marks_held,
});

/** A student as one of a patient's assignments (quick mark, the students list). */
export const assignedStudentJson = (r: AssignmentListRow): AssignedStudentJson => ({
  id: r.student_id,
  name: r.student_name,
  status: r.status,
  assignmentId: r.id,
  isMarkable: r.is_markable,
  marksHeld: r.marks_held,
});
