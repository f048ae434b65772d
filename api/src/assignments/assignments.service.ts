import { verifyPatientLine } from '@anamnesis/clinical/signature';
import type { ConversationSinceJson } from '@anamnesis/contract';
import { rubric } from '@anamnesis/rules';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { users } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { forReader } from './answerKey.js';
import { assignmentJson, attemptJson } from './assignments.json.js';
import { assignments, type Scope } from './assignments.repository.js';
import {
  type AssignmentRow,
  type AssignmentStatus,
  type ConversationMessage,
  type EditedPart,
  editedParts,
} from './assignments.table.js';

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
  const row = await assignments.findListRow(db, a.id);
  const patient = await db
    .selectFrom('patients')
    .select(['id', 'name', 'voice_model'])
    .where('id', '=', a.patient_id)
    .executeTakeFirstOrThrow();
  const attempts = await assignments.attemptsOf(db, a.id);
  return {
    ...forReader(assignmentJson(a), actor),
    requestStatus: row?.request_status ?? null,
    patient: { id: patient.id, name: patient.name, voiceModel: patient.voice_model },
    student: { id: a.student_id, name: row?.student_name ?? '' },
    history: attempts.map((t) =>
      forReader({ ...attemptJson(t), answersReleased: a.answers_released }, actor),
    ),
  };
}

/** The caller's own assignment of this patient; for a student's own actions. */
export async function ownAssignment(
  db: Db,
  actor: Actor,
  studentId: number,
  patientId: number,
  refusal: string,
): Promise<AssignmentRow> {
  if (actor.id !== studentId) throw forbidden(refusal);
  const a = await assignments.findByPair(db, studentId, patientId);
  if (!a) throw notFound('Assignment not found.');
  return a;
}

const open: readonly AssignmentStatus[] = ['assigned', 'inprogress'];
const blankToNull = (v: string | null | undefined) => (v?.trim() ? v : null);

export async function submit(
  db: Db,
  actor: Actor,
  input: { studentId: number; patientId: number; findings?: string | null; visitNote?: string | null },
) {
  const a = await ownAssignment(
    db,
    actor,
    input.studentId,
    input.patientId,
    'You can only submit your own assignments.',
  );
  if (!open.includes(a.status)) throw conflict(alreadySubmitted);
  const givenFindings = blankToNull(input.findings);
  const givenNote = blankToNull(input.visitNote);
  if (givenFindings && !a.is_markable) throw badRequest(noDiagnosisAllowed);
  if (givenNote && !a.is_note_allow) throw badRequest(noNoteAllowed);
  // What the dialogs saved as drafts counts when the client sends nothing.
  const findings = a.is_markable ? (givenFindings ?? blankToNull(a.diagnosis_draft)) : null;
  const visitNote = a.is_note_allow ? (givenNote ?? blankToNull(a.note_draft)) : null;
  const updated = await assignments.updateIfStatus(db, a.id, open, {
    status: 'completed',
    findings,
    visit_note: visitNote,
    diagnosis_draft: findings,
    note_draft: visitNote,
    submitted_at: new Date(),
  });
  if (!updated) throw conflict(alreadySubmitted);
  return updated;
}

/**
 * Whoever stores a conversation, the server decides which patient lines are real: a line keeps
 * `verified: true` only when the BFF's signature over it (and the question it answers) holds.
 */
export function withVerification(
  messages: readonly ConversationMessage[],
  a: Pick<AssignmentRow, 'id' | 'attempt'>,
  secret: string,
  /** The question a patient line answers when it comes first: the last one already stored. */
  question = '',
): ConversationMessage[] {
  return messages.map((m) => {
    const { verified: _claimed, ...line } = m;
    if (!m.isAI) {
      question = m.text;
      return line;
    }
    const verified = verifyPatientLine(
      secret,
      {
        assignmentId: a.id,
        attempt: a.attempt,
        id: m.id ?? '',
        text: m.text,
        facts: m.facts ?? [],
        question,
      },
      m.signature,
    );
    return { ...line, verified };
  });
}

export async function storeSession(
  db: Db,
  actor: Actor,
  input: { studentId: number; patientId: number; messages: ConversationMessage[]; autosave?: boolean },
  secret: string,
) {
  const a = await ownAssignment(
    db,
    actor,
    input.studentId,
    input.patientId,
    'You can only save your own sessions.',
  );
  if (!open.includes(a.status)) throw conflict(alreadySubmitted);
  const updated = await assignments.updateIfStatus(db, a.id, open, {
    conversation_log: JSON.stringify(withVerification(input.messages, a, secret)),
    // Save Session starts the assignment (an empty save of an untouched one does not); an autosave
    // keeps every exchange safe without changing the status, so Talk to Patient stays open.
    status: input.autosave
      ? a.status
      : input.messages.length || a.status === 'inprogress'
        ? 'inprogress'
        : 'assigned',
  });
  if (!updated) throw conflict(alreadySubmitted);
  return updated;
}

/**
 * What the voice chat re-reads before a question: the conversation's lines from position `from` on (what
 * another tab or replica added), with its length, status and attempt; nothing else of the assignment.
 */
export async function conversationSince(
  db: Db,
  actor: Actor,
  id: number,
  from: number,
): Promise<ConversationSinceJson> {
  const a = await assignments.conversationFrom(db, id, from);
  if (!a) throw notFound('Assignment not found.');
  assertVisible(actor, a);
  return {
    id: a.id,
    status: a.status,
    attempt: a.attempt,
    messageCount: a.length,
    messages: a.messages,
  };
}

export const maxMessages = 2000;
export const tooManyMessages = 'A session can hold at most 2000 messages.';
const earlierAttempt = 'The assignment was reset: this conversation belongs to an earlier attempt.';

/**
 * The voice chat's save: the new messages are appended to the stored conversation (nothing stored is
 * sent back or rewritten), in one statement that holds only while the conversation is as read, so that
 * each patient line is verified against the question really before it.
 */
export async function appendToSession(
  db: Db,
  actor: Actor,
  id: number,
  input: {
    attempt: number;
    messages: ConversationMessage[];
    timings?: Record<string, Record<string, number>>;
    autosave?: boolean;
  },
  secret: string,
) {
  const ids = input.messages.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  // No patient line to verify (a question saved while the reply is produced, or timings): one statement
  // whose conditions are the checks below; when it changes nothing, they say why.
  if (!input.messages.some((m) => m.isAI)) {
    const once = new Set<string>();
    const lines = withVerification(
      input.messages.filter((m) => m.id === undefined || (!once.has(m.id) && once.add(m.id))),
      { id, attempt: input.attempt },
      secret,
    );
    const saved = await assignments.appendUnlessStored(
      db,
      { id, studentId: actor.id, ...input },
      lines,
      maxMessages,
    );
    if (saved) return saved;
  }
  for (let tries = 0; ; tries++) {
    const a = await assignments.conversationHead(db, id, ids);
    if (!a) throw notFound('Assignment not found.');
    if (a.student_id !== actor.id) throw forbidden('You can only save your own sessions.');
    if (!open.includes(a.status)) throw conflict(alreadySubmitted);
    if (a.attempt !== input.attempt) throw conflict(earlierAttempt);
    // Lines already stored (a save retried) stay as they are; a line sent twice is kept once.
    const seen = new Set(a.stored_ids);
    const fresh = input.messages.filter((m) => m.id === undefined || (!seen.has(m.id) && seen.add(m.id)));
    if (a.length + fresh.length > maxMessages) throw badRequest(tooManyMessages);
    const added = withVerification(fresh, a, secret, a.last_question ?? '');
    const saved = await assignments.appendConversation(db, a, added, input.timings ?? {}, {
      status: input.autosave
        ? a.status
        : a.length + added.length || a.status === 'inprogress'
          ? 'inprogress'
          : 'assigned',
    });
    if (saved) return saved;
    // Another save came in between (another tab or replica): read again. Past a few, it is a conflict.
    if (tries >= 4) throw conflict('The conversation changed while saving; try again.');
  }
}

export async function saveDraft(
  db: Db,
  actor: Actor,
  id: number,
  input: { diagnosis?: string | null; note?: string | null },
) {
  const a = await requireAssignment(db, id);
  if (a.student_id !== actor.id) throw forbidden('You can only edit your own assignments.');
  if (input.diagnosis === undefined && input.note === undefined)
    throw badRequest('Send a diagnosis or a note to save.');
  if (!open.includes(a.status)) throw conflict(alreadySubmitted);
  if (input.diagnosis !== undefined && !a.is_markable) throw badRequest(noDiagnosisAllowed);
  if (input.note !== undefined && !a.is_note_allow) throw badRequest(noNoteAllowed);
  const updated = await assignments.updateIfStatus(db, a.id, open, {
    ...(input.diagnosis !== undefined ? { diagnosis_draft: blankToNull(input.diagnosis) } : {}),
    ...(input.note !== undefined ? { note_draft: blankToNull(input.note) } : {}),
  });
  if (!updated) throw conflict(alreadySubmitted);
  return updated;
}

/** A score as typed in the edit form: numbers or numeric strings, clamped; anything else is 0. */
export function clampScore(value: unknown, max: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.min(max, Math.max(0, Math.round(n)));
}

export type ScoreInput = Partial<Record<keyof typeof scoreMax | 'totalScore', unknown>>;

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
    mandatory_question_score: clampScore(
      input.scores.mandatoryQuestionScore,
      scoreMax.mandatoryQuestionScore,
    ),
    symptoms_score: clampScore(input.scores.symptomsScore, scoreMax.symptomsScore),
    treatment_score: clampScore(input.scores.treatmentScore, scoreMax.treatmentScore),
    diagnosis_score: clampScore(input.scores.diagnosisScore, scoreMax.diagnosisScore),
  };
  // What differs from the mark as it stood: added to the parts already edited since the grader marked.
  const changed: EditedPart[] = [];
  if (s.mandatory_question_score !== a.mandatory_question_score) changed.push('mandatoryQuestions');
  if (s.symptoms_score !== a.symptoms_score) changed.push('symptoms');
  if (s.treatment_score !== a.treatment_score) changed.push('treatment');
  if (s.diagnosis_score !== a.diagnosis_score) changed.push('diagnosis');
  if (input.feedback !== undefined && (input.feedback ?? '') !== (a.feedback ?? '')) changed.push('feedback');
  const before = a.marked_by?.endsWith('(edited)') ? (a.edited_parts ?? []) : [];
  const parts = editedParts.filter((p) => before.includes(p) || changed.includes(p));
  // Held for review: the edits stay held too, until Mark Assignment, Mark or Mark All releases them.
  const held = a.status === 'completed' && a.hold_for_review;
  const updated = await assignments.updateIfStatus(db, a.id, allowed, {
    ...s,
    score: s.mandatory_question_score + s.symptoms_score + s.treatment_score + s.diagnosis_score,
    ...(input.feedback !== undefined ? { feedback: input.feedback } : {}),
    edited_parts: JSON.stringify(parts),
    status: held ? 'completed' : 'marked',
    marks_held: held,
    marked_by: `${actor.name} (edited)`,
    marked_at: new Date(),
  });
  if (!updated) throw conflict('Only a submitted assignment can be marked.');
  return updated;
}
