import { sql } from 'kysely';
import type { Scope } from '../assignments/assignments.repository.js';
import type { Db } from '../db/database.js';

const count = sql<number>`count(*)::int`.as('n');

const visible = (db: Db, scope: Scope) =>
  db
    .selectFrom('assignments')
    .$if(scope.creatorId !== undefined, (q) =>
      q.where('assignments.creator_id', '=', scope.creatorId as number),
    )
    .$if(scope.studentId !== undefined, (q) =>
      q.where('assignments.student_id', '=', scope.studentId as number),
    );

export const home = {
  async stats(db: Db, scope: Scope) {
    const students = await db
      .selectFrom('users')
      .select(count)
      .where('is_admin', '=', false)
      .where('is_super_admin', '=', false)
      .executeTakeFirstOrThrow();
    const patients = await db.selectFrom('patients').select(count).executeTakeFirstOrThrow();
    const interactions = await visible(db, scope)
      .select(count)
      .where('assignments.message_count', '>', 0)
      .executeTakeFirstOrThrow();
    const assessments = await visible(db, scope)
      .select(count)
      .where('assignments.status', '=', 'marked')
      .executeTakeFirstOrThrow();
    return {
      users: students.n,
      patients: patients.n,
      interactions: interactions.n,
      assessments: assessments.n,
    };
  },

  /** The most recently marked assignments in scope, newest first. */
  recentScores: (db: Db, scope: Scope, limit: number) =>
    visible(db, scope)
      .innerJoin('users', 'users.id', 'assignments.student_id')
      .innerJoin('patients', 'patients.id', 'assignments.patient_id')
      .select([
        'assignments.id',
        'assignments.marked_at',
        'assignments.score',
        'users.name as student_name',
        'patients.name as patient_name',
      ])
      .where('assignments.status', '=', 'marked')
      .where('assignments.marked_at', 'is not', null)
      .orderBy('assignments.marked_at', 'desc')
      .orderBy('assignments.id', 'desc')
      .limit(limit)
      .execute(),
};
