import { rubric } from '@anamnesis/rules';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { withLtiScore } from '../lti/lti.outbox.js';
import { feedbackFor } from '../marking/feedback.js';
import { users } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { forReader } from './answerKey.js';
import { assignmentLists } from './assignmentLists.repository.js';
import { assignmentJson, attemptJson, editedPartsOf } from './assignments.json.js';
import { assignments, type Scope } from './assignments.repository.js';
import {
  type AssignmentRow,
  type AssignmentStatus,
  type EditedPart,
  editedParts,
} from './assignments.table.js';
import { attempts } from './attempts.repository.js';

export const alreadySubmitted = 'This assignment has already been submitted.';
export const noDiagnosisAllowed = 'This assignment does not accept a diagnosis.';
export const noNoteAllowed = 'Visit notes are not allowed for this assignment.';
const notYours = 'You can only manage assignments you created.';

/** Max of each part of the rubric (docs/marking.md#the-rubric). */
export const scoreMax = {
  mandatoryQuestionScore: rubric.mandatoryQuestions,
  symptomsScore: rubric.symptoms,
  treatmentScore: rubric.treatment,
  diagnosisScore: rubric.diagnosis,
} as const;

/** Super admin: everything; admin: what they created; student: their own. */
export const scopeFor = (actor: Actor): Scope =>
  actor.isSuperAdmin ? {} : actor.isAdmin ? { creatorId: actor.id } : { studentId: actor.id };

export function assertVisible(actor: Actor, a: Pick<AssignmentRow, 'creator_id' | 'student_id'>): void {
  if (actor.isSuperAdmin) return;
  if (actor.isAdmin) {
    if (a.creator_id !== actor.id) throw forbidden(notYours);
    return;
  }
  if (a.student_id !== actor.id) throw forbidden('You can only view your own assignments.');
}

export async function requireAssignment(db: Db, id: number): Promise<AssignmentRow> {
  const a = await assignments.findById(db, id);
  if (!a) throw notFound('Assignment not found.');
  return a;
}

export async function requireVisible(db: Db, actor: Actor, id: number): Promise<AssignmentRow> {
  const a = await requireAssignment(db, id);
  assertVisible(actor, a);
  return a;
}

const isAdminRow = (u: UserRow) => u.is_admin || u.is_super_admin;

export async function requireStudent(db: Db, id: number): Promise<UserRow> {
  const u = await users.findById(db, id);
  if (!u || isAdminRow(u)) throw notFound('Student not found.');
  return u;
}

export async function requirePatient(db: Db, id: number) {
  const p = await db.selectFrom('patients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!p) throw notFound('Patient not found.');
  return p;
}

const names = (list: string[]) =>
  list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? '');

export interface AssignFlags {
  isMarkable: boolean;
  isNoteAllow: boolean;
  /** "Show the expected answers after marking": the answer key is released from the start. */
  showAnswers?: boolean;
  /** "Hold marks for review": the automatic mark waits for a teacher to release it. */
  holdForReview?: boolean;
}

const newRow = (actor: Actor, studentId: number, patientId: number, flags: AssignFlags, roomId?: number) => ({
  student_id: studentId,
  patient_id: patientId,
  creator_id: actor.id,
  room_id: roomId ?? null,
  is_markable: flags.isMarkable,
  is_note_allow: flags.isNoteAllow,
  answers_released: flags.showAnswers ?? false,
  hold_for_review: flags.holdForReview ?? false,
  conversation_log: '[]',
});

/** "Release answers": the student sees the expected diagnosis and treatments with their marks. */
export async function releaseAnswers(db: Db, actor: Actor, id: number) {
  const a = await requireVisible(db, actor, id);
  return db
    .updateTable('assignments')
    .set({ answers_released: true, updated_at: new Date() })
    .where('id', '=', a.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Several patients to one student; all or nothing. The creator is always the caller. */
export function assignPatients(
  db: Db,
  actor: Actor,
  input: { studentId: number; patientIds: number[] } & AssignFlags,
) {
  const patientIds = [...new Set(input.patientIds)];
  return db.transaction().execute(async (trx) => {
    const student = await requireStudent(trx, input.studentId);
    const found = await trx.selectFrom('patients').select('id').where('id', 'in', patientIds).execute();
    const missing = patientIds.filter((id) => !found.some((p) => p.id === id));
    if (missing.length) throw notFound(`Patient not found: ${missing.join(', ')}.`);
    const existing = await assignments.existingForStudent(trx, student.id, patientIds);
    if (existing.length) {
      const which = existing.map((e) => e.patient_name);
      throw conflict(
        `${names(which)} ${which.length > 1 ? 'are' : 'is'} already assigned to ${student.name}.`,
      );
    }
    return assignments.insertMany(
      trx,
      patientIds.map((p) => newRow(actor, student.id, p, input)),
    );
  });
}

/** One patient to several students; all or nothing. */
export function assignStudents(
  db: Db,
  actor: Actor,
  input: { patientId: number; studentIds: number[] } & AssignFlags,
) {
  const studentIds = [...new Set(input.studentIds)];
  return db.transaction().execute(async (trx) => {
    const patient = await requirePatient(trx, input.patientId);
    const found = await users.findByIds(trx, studentIds);
    const missing = studentIds.filter((id) => !found.some((u) => u.id === id && !isAdminRow(u)));
    if (missing.length) throw notFound(`Student not found: ${missing.join(', ')}.`);
    const existing = await assignments.existingForPatient(trx, patient.id, studentIds);
    if (existing.length)
      throw conflict(`${patient.name} is already assigned to ${names(existing.map((e) => e.student_name))}.`);
    return assignments.insertMany(
      trx,
      studentIds.map((s) => newRow(actor, s, patient.id, input)),
    );
  });
}

/** The patient to every student of a room who does not have it yet; the room becomes occupied. */
export function assignRoom(db: Db, actor: Actor, input: { patientId: number; roomId: number } & AssignFlags) {
  return db.transaction().execute(async (trx) => {
    const patient = await requirePatient(trx, input.patientId);
    const room = await trx.selectFrom('rooms').selectAll().where('id', '=', input.roomId).executeTakeFirst();
    if (!room) throw notFound('Room not found.');
    if (room.is_occupied) throw conflict(`Room ${room.room_number} already has a patient assigned.`);
    const members = await trx
      .selectFrom('room_students')
      .innerJoin('users', 'users.id', 'room_students.student_id')
      .select('users.id')
      .where('room_students.room_id', '=', room.id)
      .where('users.is_admin', '=', false)
      .where('users.is_super_admin', '=', false)
      .execute();
    if (!members.length) throw badRequest(`Room ${room.room_number} has no students.`);
    const memberIds = members.map((m) => m.id);
    const have = new Set(
      (await assignments.existingForPatient(trx, patient.id, memberIds)).map((e) => e.student_id),
    );
    const toAssign = memberIds.filter((id) => !have.has(id));
    if (!toAssign.length)
      throw conflict(`Every student in room ${room.room_number} already has ${patient.name}.`);
    const created = await assignments.insertMany(
      trx,
      toAssign.map((s) => newRow(actor, s, patient.id, input, room.id)),
    );
    await trx.updateTable('rooms').set({ is_occupied: true }).where('id', '=', room.id).execute();
    return created;
  });
}

/** Deletes one assignment; a room whose last room assignment goes is free again. */
export function deleteAssignment(db: Db, actor: Actor, id: number) {
  return db.transaction().execute(async (trx) => {
    const a = await requireVisible(trx, actor, id);
    await assignments.remove(trx, a.id);
    if (a.room_id !== null && (await assignments.countInRoom(trx, a.room_id)) === 0)
      await trx.updateTable('rooms').set({ is_occupied: false }).where('id', '=', a.room_id).execute();
  });
}

/** The assignment with its patient, student, latest request and earlier attempts. */
export async function assignmentDetail(db: Db, actor: Actor, id: number) {
  const a = await requireVisible(db, actor, id);
  const row = await assignmentLists.findListRow(db, a.id);
  const patient = await db
    .selectFrom('patients')
    .select(['id', 'name', 'voice_model'])
    .where('id', '=', a.patient_id)
    .executeTakeFirstOrThrow();
  const earlier = await attempts.attemptsOf(db, a.id);
  return {
    ...forReader(assignmentJson(a), actor),
    requestStatus: row?.request_status ?? null,
    patient: { id: patient.id, name: patient.name, voiceModel: patient.voice_model },
    student: { id: a.student_id, name: row?.student_name ?? '' },
    history: earlier.map((t) => forReader({ ...attemptJson(t), answersReleased: a.answers_released }, actor)),
  };
}

/**
 * A part of the admin's mark: the number sent (validated in assignments.inputs.ts), rounded and clamped
 * to the part's maximum; a part left out keeps the mark it has (0 when it has none yet).
 */
function scorePart(sent: number | undefined, stored: number | null, max: number): number {
  if (sent === undefined) return stored ?? 0;
  return Math.min(max, Math.max(0, Math.round(sent)));
}

type ScoreInput = Partial<Record<keyof typeof scoreMax, number>>;

/** The admin's own marks: the total is always the sum, and marked_by says it was edited by hand. */
export async function editMarks(
  db: Db,
  actor: Actor,
  input: { assignmentId: number; feedback?: string | null; scores: ScoreInput },
) {
  const a = await requireVisible(db, actor, input.assignmentId);
  const allowed: AssignmentStatus[] = ['completed', 'marked'];
  if (!allowed.includes(a.status)) throw conflict('Only a submitted assignment can be marked.');
  const s = {
    mandatory_question_score: scorePart(
      input.scores.mandatoryQuestionScore,
      a.mandatory_question_score,
      scoreMax.mandatoryQuestionScore,
    ),
    symptoms_score: scorePart(input.scores.symptomsScore, a.symptoms_score, scoreMax.symptomsScore),
    treatment_score: scorePart(input.scores.treatmentScore, a.treatment_score, scoreMax.treatmentScore),
    diagnosis_score: scorePart(input.scores.diagnosisScore, a.diagnosis_score, scoreMax.diagnosisScore),
  };
  // What differs from the mark as it stood: added to the parts already edited since the grader marked.
  const changed: EditedPart[] = [];
  if (s.mandatory_question_score !== a.mandatory_question_score) changed.push('mandatoryQuestions');
  if (s.symptoms_score !== a.symptoms_score) changed.push('symptoms');
  if (s.treatment_score !== a.treatment_score) changed.push('treatment');
  if (s.diagnosis_score !== a.diagnosis_score) changed.push('diagnosis');
  // The feedback as the teacher read it: the grader's is written from the evidence with the marks as they
  // stood; sent back unchanged it stays the grader's, and its total follows the new marks
  // (docs/marking.md#feedback).
  const before = editedPartsOf(a);
  const shown = feedbackFor({ ...a, editedParts: before }, 'whole');
  if (input.feedback !== undefined && (input.feedback ?? '') !== (shown ?? '')) changed.push('feedback');
  const parts = editedParts.filter((p) => before.includes(p) || changed.includes(p));
  // Held for review: the edits stay held too, until Mark Assignment, Mark or Mark All releases them.
  const held = a.status === 'completed' && a.hold_for_review;
  const updated = await assignments.updateIfStatus(db, a.id, allowed, {
    ...s,
    score: s.mandatory_question_score + s.symptoms_score + s.treatment_score + s.diagnosis_score,
    ...(changed.includes('feedback') ? { feedback: input.feedback } : {}),
    edited_parts: JSON.stringify(parts),
    status: held ? 'completed' : 'marked',
    marks_held: held,
    marked_by: `${actor.name} (edited)`,
    marked_at: new Date(),
  });
  if (!updated) throw conflict('Only a submitted assignment can be marked.');
  return withLtiScore(db, updated);
}
