import type { ConversationSinceJson } from '@anamnesis/contract';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { linesFor, readableLine } from './assignments.json.js';
import { assignments } from './assignments.repository.js';
import {
  alreadySubmitted,
  assertVisible,
  noDiagnosisAllowed,
  noNoteAllowed,
  requireAssignment,
} from './assignments.service.js';
import type { AssignmentRow, AssignmentStatus, ConversationMessage } from './assignments.table.js';
import { conversations } from './conversation.repository.js';

// A student's own work on an assignment: the conversation (stored whole or appended), the drafts and the
// submission. Patient lines count only when the BFF wrote them (docs/trust.md, docs/marking.md).

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

/** A line as a caller sends it: the BFF says which question a patient line answers (never stored). */
export type SentMessage = ConversationMessage & { answers?: string };

/** Who writes a save's lines: the BFF (its service credential) or a user's token, and what it says they answer. */
export interface Writer {
  byService: boolean;
  answered: ReadonlyMap<SentMessage, string>;
}

/**
 * Which question each patient line of a save answers, as its writer says: its `answers`, else the
 * student line before it in what was sent, else (for a line that comes first) `lastQuestion`.
 */
export function writerOf(actor: Actor, sent: readonly SentMessage[], lastQuestion?: string): Writer {
  const answered = new Map<SentMessage, string>();
  let question = lastQuestion;
  for (const m of sent) {
    if (!m.isAI) question = m.text;
    else if ((m.answers ?? question) !== undefined) answered.set(m, (m.answers ?? question) as string);
  }
  return { byService: actor.viaBff === true, answered };
}

/**
 * Whoever stores a conversation, the server decides which patient lines are real (docs/trust.md): a line
 * keeps `verified: true` only when the BFF wrote it (its service credential) and the question really
 * before it in the stored log is the one the BFF says it answers. A user's token writes patient lines
 * that are kept unverified, whatever they claim.
 */
export function withVerification(
  messages: readonly SentMessage[],
  writer: Writer,
  /** The question before these lines in the stored log: the last one already stored. */
  question = '',
): ConversationMessage[] {
  return messages.map((m) => {
    const { verified: _claimed, answers: _answers, ...line } = m;
    if (!m.isAI) {
      question = m.text;
      return line;
    }
    const answers = writer.answered.get(m);
    return { ...line, verified: writer.byService && answers?.trim() === question.trim() };
  });
}

/**
 * A line a client sent is the stored line at its place: the same speaker and words (and id, if both have
 * one).
 */
const sameLine = (sent: ConversationMessage, stored: ConversationMessage | undefined) =>
  stored !== undefined &&
  stored.isAI === sent.isAI &&
  stored.text === sent.text &&
  (sent.id === undefined || stored.id === undefined || sent.id === stored.id);

const sameTimings = (a: Record<string, number> | undefined, b: Record<string, number>) =>
  Object.entries(b).every(([k, v]) => a?.[k] === v);

/**
 * POST assignments/store: the conversation as a client holds it. Nothing stored is rewritten or dropped
 * (docs/marking.md#the-record): a line the log holds already (by id; a line without one, by its place and
 * words) stays as stored, with its verification and ledger (new timings of it are added); the others are
 * appended, each patient line verified against the question really before it. A client that sends its
 * whole conversation each time (the original one) so adds what is new, and one that sends less, or lines
 * read back without their ledgers, takes nothing away. The append holds only while the log is as read
 * (another save in between: read again).
 */
export async function storeSession(
  db: Db,
  actor: Actor,
  input: { studentId: number; patientId: number; messages: SentMessage[]; autosave?: boolean },
) {
  const writer = writerOf(actor, input.messages);
  for (let tries = 0; ; tries++) {
    const a = await ownAssignment(
      db,
      actor,
      input.studentId,
      input.patientId,
      'You can only save your own sessions.',
    );
    if (!open.includes(a.status)) throw conflict(alreadySubmitted);
    const log: ConversationMessage[] = Array.isArray(a.conversation_log) ? a.conversation_log : [];
    const storedById = new Map(log.flatMap((m) => (m.id === undefined ? [] : [[m.id, m] as const])));
    const sent = new Set<string>();
    const timings: Record<string, Record<string, number>> = {};
    const fresh = input.messages.filter((m, i) => {
      const held = m.id === undefined ? undefined : storedById.get(m.id);
      if (held) {
        if (m.id !== undefined && m.timings && !sameTimings(held.timings, m.timings))
          timings[m.id] = m.timings;
        return false;
      }
      if (sameLine(m, log[i])) return false;
      // A line sent twice is kept once (its first time).
      if (m.id === undefined) return true;
      if (sent.has(m.id)) return false;
      sent.add(m.id);
      return true;
    });
    if (log.length + fresh.length > maxMessages) throw badRequest(tooManyMessages);
    const added = withVerification(fresh, writer, a.last_question ?? '');
    const length = log.length + added.length;
    const updated = await conversations.storeConversation(
      db,
      { id: a.id, attempt: a.attempt, status: a.status, length: log.length },
      added,
      timings,
      {
        // Save Session starts the assignment (an empty save of an untouched one does not); an autosave
        // keeps every exchange safe without changing the status, so Talk to Patient stays open.
        status: input.autosave ? a.status : length || a.status === 'inprogress' ? 'inprogress' : 'assigned',
      },
    );
    if (updated) return updated;
    // Another save came in between (another tab or replica): read again. Past a few, it is a conflict.
    if (tries >= 4) throw conflict('The conversation changed while saving; try again.');
  }
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
  const a = await conversations.conversationFrom(db, id, from);
  if (!a) throw notFound('Assignment not found.');
  assertVisible(actor, a);
  return {
    id: a.id,
    status: a.status,
    attempt: a.attempt,
    messageCount: a.length,
    messages: linesFor(a.messages.map(readableLine), actor),
  };
}

export const maxMessages = 2000;
export const tooManyMessages = 'A session can hold at most 2000 messages.';
const earlierAttempt = 'The assignment was reset: this conversation belongs to an earlier attempt.';

/**
 * The voice chat's save: the new messages are appended to the stored conversation (nothing stored is
 * sent back or rewritten), so that each patient line is verified against the question really before it
 * in the stored log (docs/marking.md). Usually one statement: lines with no patient line among them are
 * appended unless stored; lines with one are verified here against the questions the save itself places
 * before them (and, for a patient line that comes first, against `lastQuestion`, the question the caller
 * says it answers) and appended by a statement that holds only while the stored log is in the state that
 * verification assumed. When it is not (a line already stored, another question in between, no
 * `lastQuestion`), the log's head is read and the lines verified against it, in a statement that holds
 * only while the log is as read.
 */
export async function appendToSession(
  db: Db,
  actor: Actor,
  id: number,
  input: {
    attempt: number;
    messages: SentMessage[];
    timings?: Record<string, Record<string, number>>;
    autosave?: boolean;
    lastQuestion?: string;
  },
) {
  const writer = writerOf(actor, input.messages, input.lastQuestion);
  const ids = input.messages.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  // A line sent twice is kept once (its first time).
  const once = new Set<string>();
  const unique = input.messages.filter((m) => m.id === undefined || (!once.has(m.id) && once.add(m.id)));
  // Who and which assignment come from the route and the token, never from the body.
  const where = { ...input, id, studentId: actor.id };
  if (!unique.some((m) => m.isAI)) {
    // No patient line to verify (a question saved while the reply is produced, or timings): the
    // statement's conditions are the checks below; when it changes nothing, they say why.
    const lines = withVerification(unique, writer);
    const saved = await conversations.appendUnlessStored(db, where, lines, maxMessages);
    if (saved) return saved;
  } else if (!unique[0]?.isAI || input.lastQuestion !== undefined) {
    const opensWithReply = unique[0]?.isAI === true;
    const assumed = opensWithReply ? input.lastQuestion : undefined;
    const lines = withVerification(unique, writer, assumed ?? '');
    const saved = await conversations.appendAsVerified(
      db,
      { ...where, ids: [...once], lastQuestion: assumed },
      lines,
      maxMessages,
    );
    if (saved) return saved;
  }
  for (let tries = 0; ; tries++) {
    const a = await conversations.conversationHead(db, id, ids);
    if (!a) throw notFound('Assignment not found.');
    if (a.student_id !== actor.id) throw forbidden('You can only save your own sessions.');
    if (!open.includes(a.status)) throw conflict(alreadySubmitted);
    if (a.attempt !== input.attempt) throw conflict(earlierAttempt);
    // Lines already stored (a save retried) stay as they are.
    const seen = new Set(a.stored_ids);
    const fresh = unique.filter((m) => m.id === undefined || !seen.has(m.id));
    if (a.length + fresh.length > maxMessages) throw badRequest(tooManyMessages);
    const added = withVerification(fresh, writer, a.last_question ?? '');
    const saved = await conversations.appendConversation(db, a, added, input.timings ?? {}, {
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
