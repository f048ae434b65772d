import { z } from 'zod';
import { requestStatuses } from '../requests/requests.table.js';
import type { AssignmentListRow, AttemptRow } from './assignments.repository.js';
import {
  type AssignmentRow,
  assignmentStatuses,
  type ConversationMessage,
  editedParts,
} from './assignments.table.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const log = (value: unknown): ConversationMessage[] => (Array.isArray(value) ? value : []);

/** Every stored field of an assignment, camelCase. `diagnosis` and `note` are the student's drafts. */
export const assignmentJson = (a: AssignmentRow) => ({
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
  feedback: a.feedback,
  score: a.score,
  mandatoryQuestionScore: a.mandatory_question_score,
  symptomsScore: a.symptoms_score,
  treatmentScore: a.treatment_score,
  diagnosisScore: a.diagnosis_score,
  markedBy: a.marked_by,
  markedAt: iso(a.marked_at),
  evidence: a.evidence ?? null,
  // Only while the mark is a teacher's edit (a new marking by a grader makes it the grader's again).
  editedParts: a.marked_by?.endsWith('(edited)') ? (a.edited_parts ?? []) : [],
  marksConfirmedAt: iso(a.marks_confirmed_at),
  submittedAt: iso(a.submitted_at),
  createdAt: a.created_at.toISOString(),
  updatedAt: a.updated_at.toISOString(),
});

/** An earlier attempt, kept when a reset request was accepted. */
export const attemptJson = (t: AttemptRow) => ({
  id: t.id,
  attempt: t.attempt,
  status: t.status,
  findings: t.findings,
  visitNote: t.visit_note,
  conversationLog: log(t.conversation_log),
  feedback: t.feedback,
  score: t.score,
  mandatoryQuestionScore: t.mandatory_question_score,
  symptomsScore: t.symptoms_score,
  treatmentScore: t.treatment_score,
  diagnosisScore: t.diagnosis_score,
  markedBy: t.marked_by,
  markedAt: iso(t.marked_at),
  evidence: t.evidence ?? null,
  marksHeld: t.marks_held,
  archivedAt: t.archived_at.toISOString(),
});

/** The "assigned patient entry" of the REST contract: the patient as one of a student's assignments. */
export const entryJson = (r: AssignmentListRow) => ({
  id: r.patient_id,
  name: r.patient_name,
  status: r.status,
  assignmentId: r.id,
  isMarkable: r.is_markable,
  isNoteAllow: r.is_note_allow,
  findings: r.findings,
  visitNote: r.visit_note,
  // The original client parses this string itself (docs/api.md#rest).
  conversationLog: JSON.stringify(log(r.conversation_log)),
  diagnosis: r.diagnosis_draft,
  note: r.note_draft,
  createdAt: r.created_at.toISOString(),
  requestStatus: r.request_status ?? null,
  score: r.score,
  marksHeld: r.marks_held,
});

/** A student as one of a patient's assignments (quick mark, the students list). */
export const assignedStudentJson = (r: AssignmentListRow) => ({
  id: r.student_id,
  name: r.student_name,
  status: r.status,
  assignmentId: r.id,
  isMarkable: r.is_markable,
  marksHeld: r.marks_held,
});

// --- Schemas for the OpenAPI document -------------------------------------------------------------

const status = z.enum(assignmentStatuses);
const nullableText = z.string().nullable();
const nullableInt = z.number().int().nullable();

export const conversationMessageSchema = z.object({
  id: z.string().optional(),
  text: z.string(),
  isAI: z.boolean(),
  timestamp: z.string().optional(),
  timings: z.record(z.string(), z.number()).optional(),
  facts: z.array(z.string()).optional().describe('Ids of the case facts a patient line revealed'),
  signature: z.string().optional().describe('The BFF’s signature of a patient line'),
  spoken: z.boolean().optional().describe('Student lines: asked by voice (absent: typed)'),
  verified: z
    .boolean()
    .optional()
    .describe('Patient lines: false when stored without a valid signature (marking ignores the line)'),
});

export const evidenceSchema = z
  .object({
    grader: z.string(),
    mandatoryQuestions: z.array(z.object({ question: z.string(), asked: z.boolean(), quote: nullableText })),
    symptoms: z.array(z.object({ symptom: z.string(), elicited: z.boolean(), quote: nullableText })),
    diagnosis: z.object({
      expected: z.string(),
      given: z.string(),
      matched: z.boolean(),
      partial: z.boolean(),
      keyWords: z.array(z.string()),
      overlap: z.array(z.string()),
    }),
    treatment: z.object({
      expected: z.string(),
      given: z.string(),
      matched: z.array(z.string()),
      missed: z.array(z.string()),
    }),
  })
  .describe('Why the mark is what it is; quotes are whole lines of the transcript.');

const markFields = {
  feedback: nullableText,
  score: nullableInt.describe('Total, the sum of the four parts (0 to 100)'),
  mandatoryQuestionScore: nullableInt.describe('0 to 45'),
  symptomsScore: nullableInt.describe('0 to 40'),
  treatmentScore: nullableInt.describe('0 to 5'),
  diagnosisScore: nullableInt.describe('0 to 10'),
  markedBy: nullableText,
  markedAt: nullableText,
  evidence: evidenceSchema.nullable(),
};

const marksHeld = z
  .boolean()
  .describe(
    'Marks stored but held for review (the status stays completed): a student reads no scores, feedback or evidence until a teacher releases them',
  );

export const assignmentSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  patientId: z.number().int(),
  creatorId: nullableInt,
  roomId: nullableInt,
  status,
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  attempt: z.number().int(),
  answersReleased: z
    .boolean()
    .describe('Whether the student sees the answer key (expected diagnosis and treatments) with their marks'),
  holdForReview: z
    .boolean()
    .describe('Hold marks for review: an automatic mark stays provisional until a teacher releases it'),
  marksHeld,
  findings: nullableText,
  visitNote: nullableText,
  diagnosis: nullableText.describe("The student's draft diagnosis and treatments"),
  note: nullableText.describe("The student's draft visit note"),
  conversationLog: z.array(conversationMessageSchema),
  ...markFields,
  editedParts: z
    .array(z.enum(editedParts))
    .describe('The parts of the mark a teacher changed by hand after the grader marked (Edit Assignment)'),
  marksConfirmedAt: nullableText.describe(
    'When a teacher last confirmed the marks as they stood (Confirm marks)',
  ),
  submittedAt: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const attemptSchema = z.object({
  id: z.number().int(),
  attempt: z.number().int(),
  status,
  findings: nullableText,
  visitNote: nullableText,
  conversationLog: z.array(conversationMessageSchema),
  ...markFields,
  marksHeld,
  archivedAt: z.string(),
});

export const assignmentDetailSchema = assignmentSchema.extend({
  requestStatus: z.enum(requestStatuses).nullable(),
  patient: z.object({ id: z.number().int(), name: z.string(), voiceModel: z.string() }),
  student: z.object({ id: z.number().int(), name: z.string() }),
  history: z.array(attemptSchema).describe('Earlier attempts, oldest first'),
});

export const entrySchema = z.object({
  id: z.number().int().describe('The patient id'),
  name: z.string().describe('The patient name'),
  status,
  assignmentId: z.number().int(),
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  findings: nullableText,
  visitNote: nullableText,
  conversationLog: z.string().describe('A JSON string of the messages array'),
  diagnosis: nullableText,
  note: nullableText,
  createdAt: z.string(),
  requestStatus: z.enum(requestStatuses).nullable(),
  score: nullableInt,
  marksHeld,
});

export const studentGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  assignedPatients: z.array(entrySchema),
});

export const patientGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedStudents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status,
      assignmentId: z.number().int(),
      isMarkable: z.boolean(),
      marksHeld,
    }),
  ),
});

export type AssignmentJson = ReturnType<typeof assignmentJson>;
