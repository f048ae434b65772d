import { assignments } from '../assignments/assignments.repository.js';
import { requireVisible, scopeFor } from '../assignments/assignments.service.js';
import type { AssignmentStatus } from '../assignments/assignments.table.js';
import { attempts } from '../assignments/attempts.repository.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { type RequestListOptions, requests } from './requests.repository.js';

export const alreadyPending = 'A reset request is already pending for this assignment.';
const resettable: AssignmentStatus[] = ['completed', 'marked'];

/** A student asks for a fresh attempt at a submitted assignment of theirs. */
export function createRequest(db: Db, actor: Actor, input: { studentId: number; patientId: number }) {
  if (actor.id !== input.studentId) throw forbidden('You can only request a reset of your own assignments.');
  return db.transaction().execute(async (trx) => {
    const a = await assignments.findByPair(trx, input.studentId, input.patientId);
    if (!a) throw notFound('Assignment not found.');
    if (!resettable.includes(a.status)) throw conflict('Only a submitted assignment can be reset.');
    if (await requests.findPending(trx, a.id)) throw conflict(alreadyPending);
    const { id } = await requests.insert(trx, {
      assignment_id: a.id,
      student_id: a.student_id,
      patient_id: a.patient_id,
    });
    return requests.findWithNames(trx, id);
  });
}

/** Your own requests as a student; as an admin, the requests on assignments you may see. */
export function listRequests(db: Db, actor: Actor, userId: number, options: RequestListOptions) {
  if (userId !== actor.id) throw forbidden('You can only view your own requests.');
  return requests.list(db, scopeFor(actor), options);
}

/**
 * Accepting keeps the current attempt in the history and gives the student a fresh one, in one
 * transaction; declining only settles the request.
 */
export function handleRequest(
  db: Db,
  actor: Actor,
  input: { assignmentId: number; action: 'accept' | 'decline' },
) {
  return db.transaction().execute(async (trx) => {
    const a = await requireVisible(trx, actor, input.assignmentId);
    const pending = await requests.findPending(trx, a.id);
    if (!pending) throw notFound('No pending request for this assignment.');
    const settled = await requests.settle(
      trx,
      pending.id,
      input.action === 'accept' ? 'accepted' : 'declined',
      actor.id,
    );
    if (!settled) throw notFound('No pending request for this assignment.');
    if (input.action === 'accept') {
      await attempts.archiveAttempt(trx, a.id);
      await attempts.resetToFreshAttempt(trx, a.id);
    }
    return requests.findWithNames(trx, pending.id);
  });
}
