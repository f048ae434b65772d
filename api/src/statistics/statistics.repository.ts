import { rubric, rubricTotal } from '@anamnesis/rules';
import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../assignments/assignments.repository.js';
import type { AssignmentStatus } from '../assignments/assignments.table.js';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';

/**
 * The statistics (docs/partners.md) as SQL aggregations: every query starts from `base`, the assignments
 * in scope and filter, and returns only result rows (counts, means, medians), never assignments.
 */

export interface StatisticsFilter {
  /** Submitted (or, never submitted, created) at or after. */
  from?: Date;
  /** ... before. */
  to?: Date;
  roomIds?: number[];
  patientIds?: number[];
  studentIds?: number[];
  /** The export only: the Assigned Patients table's own filters. */
  status?: AssignmentStatus;
  search?: string;
}

/** The rubric parts in the score cards' order, then the total, with their columns. */
export const statisticsParts = [
  {
    part: 'mandatoryQuestions',
    label: 'Mandatory Questions',
    column: 'mandatory_question_score',
    maximum: rubric.mandatoryQuestions,
  },
  { part: 'symptoms', label: 'Symptoms', column: 'symptoms_score', maximum: rubric.symptoms },
  { part: 'diagnosis', label: 'Diagnosis', column: 'diagnosis_score', maximum: rubric.diagnosis },
  { part: 'treatment', label: 'Treatment', column: 'treatment_score', maximum: rubric.treatment },
  { part: 'total', label: 'Total', column: 'score', maximum: rubricTotal },
] as const;

const list = (ids: number[]) => sql.join(ids.map((i) => sql`${i}`));

/**
 * The room an assignment counts for: the room it was given to, else its student's room (a student is
 * in at most one room).
 */
const roomOf = sql`coalesce(a.room_id, rs.room_id)`;

/** The WHERE of every statistics query: scope, then each filter present. */
export function whereOf(scope: Scope, f: StatisticsFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.creatorId !== undefined) parts.push(sql`a.creator_id = ${scope.creatorId}`);
  if (scope.studentId !== undefined) parts.push(sql`a.student_id = ${scope.studentId}`);
  if (f.from) parts.push(sql`coalesce(a.submitted_at, a.created_at) >= ${f.from}`);
  if (f.to) parts.push(sql`coalesce(a.submitted_at, a.created_at) < ${f.to}`);
  if (f.roomIds?.length) parts.push(sql`${roomOf} in (${list(f.roomIds)})`);
  if (f.patientIds?.length) parts.push(sql`a.patient_id in (${list(f.patientIds)})`);
  if (f.studentIds?.length) parts.push(sql`a.student_id in (${list(f.studentIds)})`);
  if (f.status) parts.push(sql`a.status = ${f.status}`);
  if (f.search) {
    const p = likePattern(f.search);
    parts.push(sql`(u.name ilike ${p} or p.name ilike ${p})`);
  }
  return sql.join(parts, sql` and `);
}

/** The assignments in scope and filter, with the columns the sections read. */
const base = (scope: Scope, f: StatisticsFilter) => sql`
  with base as (
    select a.id, a.student_id, a.patient_id, ${roomOf} as room_id, a.status, a.attempt,
      a.mandatory_question_score, a.symptoms_score, a.diagnosis_score, a.treatment_score, a.score,
      a.submitted_at, a.marked_at, a.evidence, a.conversation_log, (a.status = 'marked') as is_marked
    from assignments a
    join users u on u.id = a.student_id
    join patients p on p.id = a.patient_id
    left join room_students rs on rs.student_id = a.student_id
    where ${whereOf(scope, f)}
  )`;

const rows = async <R>(db: Db, query: RawBuilder<R>) => (await query.execute(db)).rows;

/** An ISO date-time PostgreSQL can always read: a stored line's time is the client's text. */
const isoTime =
  '^[1-9][0-9]{3}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,6})?(Z|[+-](0[0-9]|1[0-4]):[0-5][0-9])$';

export const statistics = {
  byStatus: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<{ status: AssignmentStatus; n: number }>`${base(scope, f)}
        select status, count(*)::int as n from base group by status`,
    ),

  /** Weekly buckets (date_trunc('week') starts on Monday), UTC. */
  overTime: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<{ week: string; submitted: number; marked: number; meanTotal: number | null }>`${base(scope, f)}
        select to_char(w, 'YYYY-MM-DD') as week, sum(sub)::int as submitted, sum(mk)::int as marked,
          avg(total)::float8 as "meanTotal"
        from (
          select date_trunc('week', submitted_at at time zone 'UTC') as w, 1 as sub, 0 as mk, null::int as total
            from base where submitted_at is not null
          union all
          select date_trunc('week', marked_at at time zone 'UTC'), 0, 1, score
            from base where is_marked and marked_at is not null
        ) x
        group by w order by w`,
    ),

  /** Per part: count, mean, median and ten buckets of a tenth of the maximum each (the top one includes it). */
  async parts(db: Db, scope: Scope, f: StatisticsFilter) {
    const columns = statisticsParts.flatMap((p) => {
      const c = sql.ref(p.column);
      const bucket = sql`greatest(least(floor(${c} * 10.0 / ${sql.lit(p.maximum)}), 9), 0)`;
      return [
        sql`count(${c})::int as ${sql.ref(`${p.part}_n`)}`,
        sql`avg(${c})::float8 as ${sql.ref(`${p.part}_mean`)}`,
        sql`(percentile_cont(0.5) within group (order by ${c}))::float8 as ${sql.ref(`${p.part}_median`)}`,
        ...Array.from(
          { length: 10 },
          (_, b) =>
            sql`(count(${c}) filter (where ${bucket} = ${sql.lit(b)}))::int as ${sql.ref(`${p.part}_b${b}`)}`,
        ),
      ];
    });
    const [row] = await rows(
      db,
      sql<Record<string, number | null>>`${base(scope, f)}
        select ${sql.join(columns)} from base where is_marked`,
    );
    return row ?? {};
  },

  patients: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<Record<string, number | string | null>>`${base(scope, f)}
        select b.patient_id as "patientId", p.name,
          sum(b.attempt - 1 + (b.status <> 'assigned')::int)::int as attempts,
          (count(*) filter (where is_marked))::int as marked,
          (avg(score) filter (where is_marked))::float8 as "meanTotal",
          (percentile_cont(0.5) within group (order by score) filter (where is_marked))::float8 as "medianTotal",
          ${sql.join(
            statisticsParts.map(
              (p) =>
                sql`(avg(${sql.ref(p.column)}) filter (where is_marked))::float8 as ${sql.ref(`${p.part}_mean`)}`,
            ),
          )},
          (avg((diagnosis_score >= ${sql.lit(rubric.diagnosis)})::int) filter (where is_marked and diagnosis_score is not null))::float8 as "diagnosisRate"
        from base b join patients p on p.id = b.patient_id
        group by b.patient_id, p.name
        order by p.name, b.patient_id`,
    ),

  /**
   * How often each mandatory question (or symptom) of a case was missed, from the marking evidence of
   * the marked assignments (docs/marking.md).
   */
  missed: (db: Db, scope: Scope, f: StatisticsFilter, kind: 'questions' | 'symptoms') => {
    const key = sql.lit(kind === 'questions' ? 'mandatoryQuestions' : 'symptoms');
    const text = sql.lit(kind === 'questions' ? 'question' : 'symptom');
    const hit = sql.lit(kind === 'questions' ? 'asked' : 'elicited');
    return rows(
      db,
      sql<{ patientId: number; text: string; missed: number; of: number }>`${base(scope, f)}
        select b.patient_id as "patientId", e ->> ${text} as text,
          (count(*) filter (where (e ->> ${hit}) is distinct from 'true'))::int as missed, count(*)::int as of
        from base b
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(b.evidence -> ${key}) = 'array' then b.evidence -> ${key} else '[]'::jsonb end
        ) e
        where b.is_marked and jsonb_typeof(e) = 'object' and (e ->> ${text}) is not null
        group by 1, 2`,
    );
  },

  rooms: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<{
        roomId: number;
        name: string;
        students: number;
        assignments: number;
        marked: number;
        meanTotal: number | null;
        medianTotal: number | null;
      }>`${base(scope, f)}
        select b.room_id as "roomId", r.name, count(distinct b.student_id)::int as students,
          count(*)::int as assignments, (count(*) filter (where is_marked))::int as marked,
          (avg(score) filter (where is_marked))::float8 as "meanTotal",
          (percentile_cont(0.5) within group (order by score) filter (where is_marked))::float8 as "medianTotal"
        from base b join rooms r on r.id = b.room_id
        group by b.room_id, r.name
        order by r.name, b.room_id`,
    ),

  async students(db: Db, scope: Scope, f: StatisticsFilter, limit: number, offset: number) {
    const [page, count] = await Promise.all([
      rows(
        db,
        sql<{
          studentId: number;
          name: string;
          email: string;
          assignments: number;
          marked: number;
          meanTotal: number | null;
          lastSubmittedAt: Date | null;
        }>`${base(scope, f)}
          select b.student_id as "studentId", u.name, u.email, count(*)::int as assignments,
            (count(*) filter (where is_marked))::int as marked,
            (avg(score) filter (where is_marked))::float8 as "meanTotal",
            max(b.submitted_at) as "lastSubmittedAt"
          from base b join users u on u.id = b.student_id
          group by b.student_id, u.name, u.email
          order by u.name, b.student_id
          limit ${limit} offset ${offset}`,
      ),
      rows(db, sql<{ n: number }>`${base(scope, f)} select count(distinct student_id)::int as n from base`),
    ]);
    return { items: page, total: count[0]?.n ?? 0 };
  },

  /**
   * Conversations of the current attempts: lines said, student lines (questions), those spoken, and the
   * time from the first line to the last where both carry a readable time.
   */
  async engagement(db: Db, scope: Scope, f: StatisticsFilter) {
    const [row] = await rows(
      db,
      sql<{
        conversations: number;
        questions: number;
        spoken: number;
        medianSeconds: number | null;
      }>`${base(scope, f)}
        , logs as (
          select case when jsonb_typeof(conversation_log) = 'array' then conversation_log else '[]'::jsonb end as log
          from base
        ), lengths as (
          select jsonb_array_length(log) as n,
            log -> 0 ->> 'timestamp' as first_at, log -> -1 ->> 'timestamp' as last_at, log
          from logs
        )
        select (count(*) filter (where n > 0))::int as conversations,
          coalesce(sum(c.questions), 0)::int as questions,
          coalesce(sum(c.spoken), 0)::int as spoken,
          (percentile_cont(0.5) within group (order by
            case when n > 1 and first_at ~ ${isoTime} and last_at ~ ${isoTime}
              then greatest(0, extract(epoch from (last_at::timestamptz - first_at::timestamptz))) end
          ))::float8 as "medianSeconds"
        from lengths
        cross join lateral (
          select (count(*) filter (where e ->> 'isAI' = 'false'))::int as questions,
            (count(*) filter (where e ->> 'isAI' = 'false' and e ->> 'spoken' = 'true'))::int as spoken
          from jsonb_array_elements(log) e
        ) c`,
    );
    return row ?? { conversations: 0, questions: 0, spoken: 0, medianSeconds: null };
  },
};
