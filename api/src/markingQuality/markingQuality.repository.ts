import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { type Scope, scoped } from '../assignments/assignments.repository.js';
import type { Database, Db } from '../db/database.js';

/** A rubric part: the grader's column and the final one (docs/marking.md, "Grader agreement"). */
export interface PartColumns {
  automatic: string;
  final: string;
  max: number;
}

export interface QualityFilter {
  /** Reviewed at or after. */
  from?: Date;
  /** Reviewed before. */
  to?: Date;
  roomId?: number;
  patientId?: number;
  /** The statistics' filter (docs/partners.md): any of these rooms (as `roomId`), patients, students. */
  roomIds?: number[];
  patientIds?: number[];
  studentIds?: number[];
}

/** When a teacher last looked at the mark: their edit (marked_at) or their confirmation. */
const reviewedAt = sql<Date>`greatest(assignments.marked_at, assignments.marks_confirmed_at)`;
const isEdited = sql<boolean>`assignments.marked_by like '%(edited)'`;

/**
 * The assignments a teacher reviewed, in scope and filter: marked by a grader (its marks kept), then
 * edited or confirmed by a teacher.
 */
function reviewed(db: Db, scope: Scope, filter: QualityFilter) {
  return scoped(db, scope)
    .where('assignments.status', '=', 'marked')
    .where('assignments.auto_score', 'is not', null)
    .where((eb) => eb.or([eb(isEdited, '=', true), eb('assignments.marks_confirmed_at', 'is not', null)]))
    .$if(filter.from !== undefined, (q) => q.where(reviewedAt, '>=', filter.from as Date))
    .$if(filter.to !== undefined, (q) => q.where(reviewedAt, '<', filter.to as Date))
    .$if(filter.patientId !== undefined, (q) =>
      q.where('assignments.patient_id', '=', filter.patientId as number),
    )
    .$if(Boolean(filter.patientIds?.length), (q) =>
      q.where('assignments.patient_id', 'in', filter.patientIds as number[]),
    )
    .$if(Boolean(filter.studentIds?.length), (q) =>
      q.where('assignments.student_id', 'in', filter.studentIds as number[]),
    )
    .$if(Boolean(filter.roomIds?.length), (q) =>
      q.where((eb: ExpressionBuilder<Database, 'assignments'>) =>
        eb.or([
          eb('assignments.room_id', 'in', filter.roomIds as number[]),
          eb.exists(
            eb
              .selectFrom('room_students')
              .select('room_students.student_id')
              .whereRef('room_students.student_id', '=', 'assignments.student_id')
              .where('room_students.room_id', 'in', filter.roomIds as number[]),
          ),
        ]),
      ),
    )
    .$if(filter.roomId !== undefined, (q) =>
      // Assigned to the room, or to a student who is in it.
      q.where((eb: ExpressionBuilder<Database, 'assignments'>) =>
        eb.or([
          eb('assignments.room_id', '=', filter.roomId as number),
          eb.exists(
            eb
              .selectFrom('room_students')
              .select('room_students.student_id')
              .whereRef('room_students.student_id', '=', 'assignments.student_id')
              .where('room_students.room_id', '=', filter.roomId as number),
          ),
        ]),
      ),
    );
}

const ref = (column: string) => sql.ref(`assignments.${column}`);
const f8 = (e: RawBuilder<unknown>) => sql<number | null>`(${e})::float8`;

export const markingQuality = {
  /**
   * How many reviewed, how many of those edited and how many confirmed without an edit; and how many
   * students they are of.
   */
  counts: (db: Db, scope: Scope, filter: QualityFilter) =>
    reviewed(db, scope, filter)
      .select([
        sql<number>`count(*)::int`.as('reviewed'),
        sql<number>`(count(*) filter (where ${isEdited}))::int`.as('edited'),
        sql<number>`(count(*) filter (where not (${isEdited})))::int`.as('confirmed'),
        sql<number>`count(distinct assignments.student_id)::int`.as('students'),
      ])
      .executeTakeFirstOrThrow(),

  /**
   * The sums a part's agreement figures come from: exact and within-10 % counts, the means, the
   * population variances and the mean squared difference (for quadratic-weighted kappa).
   */
  partAggregates: (db: Db, scope: Scope, filter: QualityFilter, p: PartColumns) => {
    const a = ref(p.automatic);
    const b = ref(p.final);
    return reviewed(db, scope, filter)
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where ${a} = ${b}))::int`.as('exact'),
        sql<number>`(count(*) filter (where abs(${a} - ${b}) <= ${sql.lit(p.max / 10)}))::int`.as('within'),
        f8(sql`avg(${a})`).as('meanAutomatic'),
        f8(sql`avg(${b})`).as('meanFinal'),
        f8(sql`var_pop(${a})`).as('varAutomatic'),
        f8(sql`var_pop(${b})`).as('varFinal'),
        f8(sql`avg((${a} - ${b}) * (${a} - ${b}))`).as('meanSquaredDifference'),
      ])
      .executeTakeFirstOrThrow();
  },

  /** The reviewed assignments where the automatic and final marks of a part differ most. */
  largestDisagreements: (db: Db, scope: Scope, filter: QualityFilter, p: PartColumns, limit: number) => {
    const a = ref(p.automatic);
    const b = ref(p.final);
    return reviewed(db, scope, filter)
      .select([
        'assignments.id as assignmentId',
        'users.id as studentId',
        'users.name as studentName',
        'patients.id as patientId',
        'patients.name as patientName',
        sql<number>`${a}`.as('automatic'),
        sql<number>`${b}`.as('final'),
      ])
      .where(sql<boolean>`${a} <> ${b}`)
      .orderBy(sql`abs(${a} - ${b})`, 'desc')
      .orderBy('assignments.id')
      .limit(limit)
      .execute();
  },

  /**
   * Per patient case: how many reviewed, exact agreement and mean absolute difference of the total, and
   * how many students they are of.
   */
  cases: (db: Db, scope: Scope, filter: QualityFilter, limit: number) =>
    reviewed(db, scope, filter)
      .select([
        'patients.id as patientId',
        'patients.name as patientName',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where assignments.auto_score = assignments.score))::int`.as('exact'),
        f8(sql`avg(abs(assignments.auto_score - assignments.score))`).as('meanAbsoluteDifference'),
        sql<number>`count(distinct assignments.student_id)::int`.as('students'),
      ])
      .groupBy(['patients.id', 'patients.name'])
      .orderBy(sql`avg(abs(assignments.auto_score - assignments.score))`, 'desc')
      .orderBy('patients.name')
      .limit(limit)
      .execute(),
};
