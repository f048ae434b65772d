import { sql } from 'kysely';
import type { Scope } from '../assignments/assignments.repository.js';
import type { Db } from '../db/database.js';
import type { RequestStatus } from './requests.table.js';

export interface RequestListOptions {
  status?: RequestStatus;
  limit?: number;
  offset: number;
}

/** Requests joined with their assignment (for the creator scope), student and patient. */
const scoped = (db: Db, scope: Scope) =>
  db
    .selectFrom('reset_requests')
    .innerJoin('assignments', 'assignments.id', 'reset_requests.assignment_id')
    .innerJoin('users', 'users.id', 'reset_requests.student_id')
    .innerJoin('patients', 'patients.id', 'reset_requests.patient_id')
    .$if(scope.creatorId !== undefined, (q) =>
      q.where('assignments.creator_id', '=', scope.creatorId as number),
    )
    .$if(scope.studentId !== undefined, (q) =>
      q.where('reset_requests.student_id', '=', scope.studentId as number),
    );

const columns = (q: ReturnType<typeof scoped>) =>
  q.selectAll('reset_requests').select(['users.name as student_name', 'patients.name as patient_name']);

export type RequestListRow = Awaited<ReturnType<typeof requests.findWithNames>>;

export const requests = {
  findPending: (db: Db, assignmentId: number) =>
    db
      .selectFrom('reset_requests')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .where('request_status', '=', 'pending')
      .executeTakeFirst(),

  findWithNames: (db: Db, id: number) =>
    columns(scoped(db, {})).where('reset_requests.id', '=', id).executeTakeFirstOrThrow(),

  insert: (db: Db, values: { assignment_id: number; student_id: number; patient_id: number }) =>
    db.insertInto('reset_requests').values(values).returning('id').executeTakeFirstOrThrow(),

  /** Moves a pending request on; undefined if it was no longer pending. */
  settle: (db: Db, id: number, status: Exclude<RequestStatus, 'pending'>, handledBy: number) =>
    db
      .updateTable('reset_requests')
      .set({ request_status: status, handled_by: handledBy, handled_at: new Date() })
      .where('id', '=', id)
      .where('request_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst(),

  async list(db: Db, scope: Scope, o: RequestListOptions) {
    const base = () =>
      scoped(db, scope).$if(o.status !== undefined, (q) =>
        q.where('reset_requests.request_status', '=', o.status as RequestStatus),
      );
    const rows = await columns(base())
      .orderBy('reset_requests.created_at', 'desc')
      .orderBy('reset_requests.id', 'desc')
      .$if(o.limit !== undefined, (q) => q.limit(o.limit as number).offset(o.offset))
      .execute();
    const { n } = await base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return { rows, total: n };
  },
};
