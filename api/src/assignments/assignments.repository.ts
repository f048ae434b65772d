import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';
import type { AssignmentRow, AssignmentStatus, AssignmentsTable } from './assignments.table.js';

/**
 * Whose assignments a query may touch: nothing set = every assignment (super admin);
 * `creatorId` = those an admin created; `studentId` = a student's own.
 */
export interface Scope {
  creatorId?: number;
  studentId?: number;
}

export interface ListFilter {
  /** Student name or patient name, case-insensitive. */
  search?: string;
  status?: AssignmentStatus;
  limit?: number;
  offset: number;
}

/** Assignments joined with student and patient, narrowed by scope and filter: the base of every list (and of marking quality). */
export function scoped(db: Db, scope: Scope, filter: Omit<ListFilter, 'limit' | 'offset'> = {}) {
  return db
    .selectFrom('assignments')
    .innerJoin('users', 'users.id', 'assignments.student_id')
    .innerJoin('patients', 'patients.id', 'assignments.patient_id')
    .$if(scope.creatorId !== undefined, (q) =>
      q.where('assignments.creator_id', '=', scope.creatorId as number),
    )
    .$if(scope.studentId !== undefined, (q) =>
      q.where('assignments.student_id', '=', scope.studentId as number),
    )
    .$if(filter.status !== undefined, (q) =>
      q.where('assignments.status', '=', filter.status as AssignmentStatus),
    )
    .$if(Boolean(filter.search), (q) => {
      const p = likePattern(filter.search as string);
      return q.where((eb) => eb.or([eb('users.name', 'ilike', p), eb('patients.name', 'ilike', p)]));
    });
}

/**
 * One assignment and its writes; the lists an admin or a student pages through are in
 * assignmentLists.repository.ts.
 */
export const assignments = {
  findById: (db: Db, id: number) =>
    db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst(),

  findByPair: (db: Db, studentId: number, patientId: number) =>
    db
      .selectFrom('assignments')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst(),

  /** Which of these patients the student already has. */
  existingForStudent: (db: Db, studentId: number, patientIds: number[]) =>
    db
      .selectFrom('assignments')
      .innerJoin('patients', 'patients.id', 'assignments.patient_id')
      .select(['assignments.patient_id', 'patients.name as patient_name'])
      .where('assignments.student_id', '=', studentId)
      .where('assignments.patient_id', 'in', patientIds)
      .orderBy('patients.name')
      .execute(),

  /** Which of these students already have the patient. */
  existingForPatient: (db: Db, patientId: number, studentIds: number[]) =>
    db
      .selectFrom('assignments')
      .innerJoin('users', 'users.id', 'assignments.student_id')
      .select(['assignments.student_id', 'users.name as student_name'])
      .where('assignments.patient_id', '=', patientId)
      .where('assignments.student_id', 'in', studentIds)
      .orderBy('users.name')
      .execute(),

  insertMany: async (db: Db, rows: Insertable<AssignmentsTable>[]) =>
    rows.length
      ? (await db.insertInto('assignments').values(rows).returningAll().execute()).sort((a, b) => a.id - b.id)
      : ([] as AssignmentRow[]),

  update: (db: Db, id: number, values: Updateable<AssignmentsTable>) =>
    db
      .updateTable('assignments')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Updates only while the assignment is in one of `statuses`; undefined when it no longer is. */
  updateIfStatus: (
    db: Db,
    id: number,
    statuses: readonly AssignmentStatus[],
    values: Updateable<AssignmentsTable>,
  ) =>
    db
      .updateTable('assignments')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', statuses)
      .returningAll()
      .executeTakeFirst(),

  remove: (db: Db, id: number) => db.deleteFrom('assignments').where('id', '=', id).executeTakeFirst(),

  /**
   * Whether a patient's or a student's assignments include one that someone other than `adminId` created
   * (or whose creator is gone); with `marked`, only one that carries a mark, now or on an earlier attempt
   * (docs/cases.md#patients).
   */
  anyByOthers: async (
    db: Db,
    of: { patientId: number } | { studentId: number },
    adminId: number,
    opts: { marked?: boolean } = {},
  ) =>
    !!(await db
      .selectFrom('assignments')
      .select('assignments.id')
      .$if('patientId' in of, (q) =>
        q.where('assignments.patient_id', '=', (of as { patientId: number }).patientId),
      )
      .$if('studentId' in of, (q) =>
        q.where('assignments.student_id', '=', (of as { studentId: number }).studentId),
      )
      .where(sql<boolean>`assignments.creator_id is distinct from ${adminId}`)
      .$if(opts.marked === true, (q) =>
        q.where((eb) =>
          eb.or([
            eb('assignments.score', 'is not', null),
            eb.exists(
              eb
                .selectFrom('assignment_attempts')
                .select('assignment_attempts.id')
                .whereRef('assignment_attempts.assignment_id', '=', 'assignments.id')
                .where('assignment_attempts.score', 'is not', null),
            ),
          ]),
        ),
      )
      .limit(1)
      .executeTakeFirst()),

  /**
   * Whether a student is one of an admin's: in an assignment the admin created, or in a room the admin
   * gave a case to (docs/accounts.md#user-management).
   */
  isStudentOf: async (db: Db, studentId: number, adminId: number) =>
    !!(await db
      .selectFrom('assignments')
      .select('assignments.id')
      .where('assignments.creator_id', '=', adminId)
      .where((eb) =>
        eb.or([
          eb('assignments.student_id', '=', studentId),
          eb(
            'assignments.room_id',
            'in',
            eb
              .selectFrom('room_students')
              .select('room_students.room_id')
              .where('room_students.student_id', '=', studentId),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst()),

  countInRoom: (db: Db, roomId: number) =>
    db
      .selectFrom('assignments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow()
      .then((r) => r.n),

  /**
   * Completed, markable assignments in scope (of one patient when given): what "Mark All" marks, or
   * releases when their marks are held for review.
   */
  readyToMark: (db: Db, scope: Scope, patientId?: number) =>
    scoped(db, scope)
      .selectAll('assignments')
      .where('assignments.status', '=', 'completed')
      .where('assignments.is_markable', '=', true)
      .$if(patientId !== undefined, (q) => q.where('assignments.patient_id', '=', patientId as number))
      .orderBy('assignments.id')
      .execute(),
};
