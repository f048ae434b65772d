// The model behind an Assignment node: what the REST answers carried, read field by field.

import type { GraphQLContext } from '../../context.js';
import type {
  RestAssignedStudent,
  RestAssignment,
  RestAssignmentDetail,
  RestAssignmentStatus,
  RestAttempt,
  RestEntry,
  RestEvidence,
  RestMessage,
  RestRequestStatus,
} from '../../upstream/assignments.js';
import type { PatientSource } from '../patients.js';
import type { UserSource } from '../users.js';

/** The patient as an assignment's answer embeds it: its id and, from most answers, its name. */
type PatientSummary = PatientSource;
/** The student as an assignment's answer embeds it: its id and, from most answers, its name. */
type StudentSummary = Pick<UserSource, 'id' | 'name' | 'email' | 'username'>;

/** Everything the schema can tell about an assignment, normalised from any of the REST shapes. */
export interface AssignmentFacts {
  studentId: number;
  patientId: number;
  status: RestAssignmentStatus;
  isMarkable: boolean;
  isNoteAllow: boolean;
  holdForReview: boolean;
  marksHeld: boolean;
  attempt: number;
  findings: string | null;
  visitNote: string | null;
  diagnosisDraft: string | null;
  noteDraft: string | null;
  conversation: RestMessage[];
  feedback: string | null;
  score: number | null;
  mandatoryQuestionScore: number | null;
  symptomsScore: number | null;
  treatmentScore: number | null;
  diagnosisScore: number | null;
  markedBy: string | null;
  markedAt: string | null;
  evidence: RestEvidence | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  requestStatus: RestRequestStatus | null;
  history: RestAttempt[];
  patient: PatientSummary;
  student: StudentSummary;
}

/**
 * An assignment as some REST answer described it: `known` holds what that answer carried. List
 * entries carry what their screens show, so a list never reads assignments one by one; a field the
 * source did not carry is read once through the by-id loader (and then only for that field's asker).
 */
export interface AssignmentModel {
  id: number;
  known: Partial<AssignmentFacts>;
}

/** From a write's answer: every stored field, but no names, request or history. */
export const fromRest = (a: RestAssignment): AssignmentModel => ({
  id: a.id,
  known: {
    studentId: a.studentId,
    patientId: a.patientId,
    status: a.status,
    isMarkable: a.isMarkable,
    isNoteAllow: a.isNoteAllow,
    holdForReview: a.holdForReview,
    marksHeld: a.marksHeld,
    attempt: a.attempt,
    findings: a.findings,
    visitNote: a.visitNote,
    diagnosisDraft: a.diagnosis,
    noteDraft: a.note,
    conversation: a.conversationLog,
    feedback: a.feedback,
    score: a.score,
    mandatoryQuestionScore: a.mandatoryQuestionScore,
    symptomsScore: a.symptomsScore,
    treatmentScore: a.treatmentScore,
    diagnosisScore: a.diagnosisScore,
    markedBy: a.markedBy,
    markedAt: a.markedAt,
    evidence: a.evidence,
    submittedAt: a.submittedAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    patient: { id: a.patientId },
    student: { id: a.studentId },
  },
});

export const fromDetail = (d: RestAssignmentDetail): AssignmentModel => {
  const base = fromRest(d);
  return {
    id: d.id,
    known: {
      ...base.known,
      requestStatus: d.requestStatus,
      history: d.history,
      patient: d.patient,
      student: d.student,
    },
  };
};

/** A list entry (admin table, student dashboard): the patient is the entry, the student its group. */
export const fromEntry = (e: RestEntry, student: StudentSummary): AssignmentModel => ({
  id: e.assignmentId,
  known: {
    studentId: student.id,
    patientId: e.id,
    status: e.status,
    isMarkable: e.isMarkable,
    isNoteAllow: e.isNoteAllow,
    findings: e.findings,
    visitNote: e.visitNote,
    diagnosisDraft: e.diagnosis,
    noteDraft: e.note,
    // A list leaves the conversations out unless the query reads them (docs/api.md#lists).
    ...(e.conversationLog === undefined ? {} : { conversation: e.conversationLog }),
    createdAt: e.createdAt,
    requestStatus: e.requestStatus,
    score: e.score,
    marksHeld: e.marksHeld,
    patient: { id: e.id, name: e.name },
    student,
  },
});

/** A quick-mark entry: the student is the entry, the patient its group. */
export const fromAssignedStudent = (s: RestAssignedStudent, patient: PatientSummary): AssignmentModel => ({
  id: s.assignmentId,
  known: {
    studentId: s.id,
    patientId: patient.id,
    status: s.status,
    isMarkable: s.isMarkable,
    marksHeld: s.marksHeld,
    patient,
    student: { id: s.id, name: s.name },
  },
});

/** The same assignment described by two answers; the later one wins. */
export const merged = (a: AssignmentModel, b: AssignmentModel): AssignmentModel => ({
  id: b.id,
  known: { ...a.known, ...b.known },
});

/** A field of the assignment: from what is known, else from the by-id read (once per request). */
export async function fact<K extends keyof AssignmentFacts>(
  m: AssignmentModel,
  key: K,
  ctx: GraphQLContext,
): Promise<AssignmentFacts[K]> {
  if (key in m.known) return m.known[key] as AssignmentFacts[K];
  return fromDetail(await ctx.loaders.assignments.byId.load(m.id)).known[key] as AssignmentFacts[K];
}

/** The assignment's full detail (one read, unless a detail is what the model came from). */
export async function assignmentDetail(ctx: GraphQLContext, id: number) {
  return ctx.loaders.assignments.byId.load(id);
}

/**
 * The assignment's patient as far as the assignment's answers tell (the Patient type reads any
 * other field through the patient loader); the assignment is read only when its patient id is unknown.
 */
export async function patientOf(m: AssignmentModel, ctx: GraphQLContext): Promise<PatientSource> {
  return m.known.patient ?? { id: await fact(m, 'patientId', ctx) };
}

/** The assignment's student, as `patientOf`. */
export async function studentOf(m: AssignmentModel, ctx: GraphQLContext): Promise<UserSource> {
  return studentSource(m.known.student ?? { id: await fact(m, 'studentId', ctx) });
}

/** Only students are assigned patients, so an embedded student's role is known without a read. */
export const studentSource = (s: StudentSummary): UserSource => ({
  ...s,
  isAdmin: false,
  isSuperAdmin: false,
});
