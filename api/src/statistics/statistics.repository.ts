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
  /**
   * Which attempts of each assignment count (an accepted reset keeps the earlier ones): the latest (the
   * current attempt, the default), the first, or all of them (docs/partners.md#the-statistics).
   */
  attempts?: StatisticsAttempts;
}

export const statisticsAttempts = ['latest', 'first', 'all'] as const;
export type StatisticsAttempts = (typeof statisticsAttempts)[number];

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

/** The columns an attempt is counted by, on the assignment and on an archived attempt alike. */
const attemptColumns = (t: string) =>
  sql.raw(`${t}.status, ${t}.attempt, ${t}.mandatory_question_score, ${t}.symptoms_score, ${t}.diagnosis_score,
    ${t}.treatment_score, ${t}.score, ${t}.marked_at, ${t}.questions_asked, ${t}.spoken_questions,
    ${t}.conversation_seconds, ${t}.missed_questions, ${t}.missed_symptoms, ${t}.questions_listed,
    ${t}.symptoms_listed`);

/**
 * The attempts counted, under the assignments' name and columns: the current one of each assignment and
 * the ones a reset archived (an archived attempt's submission time, unknown before 2026-11-28, is when it
 * was marked or archived), the first of each or all of them. `attempts_made` counts every attempt at the
 * assignment once, on its first row, whichever count.
 */
const attemptsOf = (which: Exclude<StatisticsAttempts, 'latest'>) => sql`(
  select * from (
    select u.*, row_number() over (partition by u.id order by u.attempt) as nth from (
      select a.id, a.student_id, a.patient_id, a.room_id, a.creator_id, a.created_at, a.submitted_at,
        a.attempt as current_attempt, a.status as current_status, ${attemptColumns('a')}
      from assignments a
      union all
      select a.id, a.student_id, a.patient_id, a.room_id, a.creator_id, a.created_at,
        coalesce(t.submitted_at, t.marked_at, t.archived_at), a.attempt, a.status, ${attemptColumns('t')}
      from assignment_attempts t join assignments a on a.id = t.assignment_id
    ) u
  ) w ${which === 'first' ? sql`where w.nth = 1` : sql``}
)`;

/**
 * The assignments in scope and filter (or their attempts, as `f.attempts` says), with the columns the
 * sections read. The student's room is joined only when a room is asked about, and names only for a
 * search: each join costs every query a pass.
 */
const base = (scope: Scope, f: StatisticsFilter, opts: { room?: boolean } = {}) => {
  const room = opts.room || Boolean(f.roomIds?.length);
  const names = Boolean(f.search);
  const latest = !f.attempts || f.attempts === 'latest';
  const made = sql`(a.current_attempt - 1 + (a.current_status <> 'assigned')::int)`;
  return sql`
  with base as (
    select a.id, a.student_id, a.patient_id, ${room ? roomOf : sql`a.room_id`} as room_id, a.status, a.attempt,
      a.mandatory_question_score, a.symptoms_score, a.diagnosis_score, a.treatment_score, a.score,
      a.submitted_at, a.marked_at, (a.status = 'marked') as is_marked,
      a.questions_asked, a.spoken_questions, a.conversation_seconds,
      a.missed_questions, a.missed_symptoms, a.questions_listed, a.symptoms_listed,
      ${latest ? sql`(a.attempt - 1 + (a.status <> 'assigned')::int)` : sql`case when a.nth = 1 then ${made} else 0 end`} as attempts_made
    from ${latest ? sql`assignments` : attemptsOf(f.attempts as 'first' | 'all')} a
    ${names ? sql`join users u on u.id = a.student_id join patients p on p.id = a.patient_id` : sql``}
    ${room ? sql`left join room_students rs on rs.student_id = a.student_id` : sql``}
    where ${whereOf(scope, f)}
  )`;
};

const rows = async <R>(db: Db, query: RawBuilder<R>) => (await query.execute(db)).rows;

export const statistics = {
  /**
   * One pass for the counts by status, every rubric part (count, mean, median, ten buckets of a tenth of
   * the maximum each, the top one including it) and the engagement figures.
   */
  async overview(db: Db, scope: Scope, f: StatisticsFilter) {
    const marked = sql`where is_marked`;
    const partColumns = statisticsParts.flatMap((p) => {
      const c = sql.ref(p.column);
      // Integer arithmetic: marks are whole numbers, and this runs ten times a row.
      const bucket = sql`least(${c} * 10 / ${sql.lit(p.maximum)}, 9)`;
      return [
        sql`(count(${c}) filter (${marked}))::int as ${sql.ref(`${p.part}_n`)}`,
        sql`(avg(${c}) filter (${marked}))::float8 as ${sql.ref(`${p.part}_mean`)}`,
        sql`(percentile_cont(0.5) within group (order by ${c}) filter (${marked}))::float8 as ${sql.ref(`${p.part}_median`)}`,
        ...Array.from(
          { length: 10 },
          (_, b) =>
            sql`(count(*) filter (where is_marked and ${bucket} ${b === 0 ? sql`<=` : sql`=`} ${sql.lit(b)}))::int as ${sql.ref(`${p.part}_b${b}`)}`,
        ),
      ];
    });
    const statusColumns = ['assigned', 'inprogress', 'completed', 'marked'].map(
      (st) => sql`(count(*) filter (where status = ${sql.lit(st)}))::int as ${sql.ref(`status_${st}`)}`,
    );
    const [row] = await rows(
      db,
      sql<Record<string, number | null>>`${base(scope, f)}
        select ${sql.join([...statusColumns, ...partColumns])},
          (count(*) filter (where questions_asked > 0 or conversation_seconds is not null))::int as conversations,
          coalesce(sum(questions_asked), 0)::int as questions,
          coalesce(sum(spoken_questions), 0)::int as spoken,
          (percentile_cont(0.5) within group (order by conversation_seconds))::float8 as "medianSeconds",
          count(distinct student_id)::int as students,
          (count(distinct student_id) filter (where is_marked))::int as "markedStudents"
        from base`,
    );
    return row ?? {};
  },

  /** Weekly buckets (date_trunc('week') starts on Monday), UTC. */
  overTime: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<{
        week: string;
        submitted: number;
        marked: number;
        meanTotal: number | null;
        students: number;
        markedStudents: number;
      }>`${base(scope, f)}
        select to_char(w, 'YYYY-MM-DD') as week, sum(sub)::int as submitted, sum(mk)::int as marked,
          avg(total)::float8 as "meanTotal", count(distinct student_id)::int as students,
          (count(distinct student_id) filter (where mk = 1))::int as "markedStudents"
        from (
          select date_trunc('week', submitted_at at time zone 'UTC') as w, 1 as sub, 0 as mk, null::int as total,
              student_id
            from base where submitted_at is not null
          union all
          select date_trunc('week', marked_at at time zone 'UTC'), 0, 1, score, student_id
            from base where is_marked and marked_at is not null
        ) x
        group by w order by w`,
    ),

  patients: (db: Db, scope: Scope, f: StatisticsFilter) =>
    rows(
      db,
      sql<Record<string, number | string | null>>`${base(scope, f)}
        select b.patient_id as "patientId", p.name,
          sum(b.attempts_made)::int as attempts,
          (count(*) filter (where is_marked))::int as marked,
          (avg(score) filter (where is_marked))::float8 as "meanTotal",
          (percentile_cont(0.5) within group (order by score) filter (where is_marked))::float8 as "medianTotal",
          ${sql.join(
            statisticsParts.map(
              (p) =>
                sql`(avg(${sql.ref(p.column)}) filter (where is_marked))::float8 as ${sql.ref(`${p.part}_mean`)}`,
            ),
          )},
          (avg((diagnosis_score >= ${sql.lit(rubric.diagnosis)})::int) filter (where is_marked and diagnosis_score is not null))::float8 as "diagnosisRate",
          (count(*) filter (where is_marked and questions_listed > 0))::int as "questionsOf",
          (count(*) filter (where is_marked and symptoms_listed > 0))::int as "symptomsOf",
          count(distinct b.student_id)::int as students,
          (count(distinct b.student_id) filter (where is_marked))::int as "markedStudents"
        from base b join patients p on p.id = b.patient_id
        group by b.patient_id, p.name
        order by p.name, b.patient_id`,
    ),

  /**
   * How often each mandatory question (or symptom) of a case was missed, from the marking evidence of
   * the marked assignments (docs/marking.md).
   */
  missed: (db: Db, scope: Scope, f: StatisticsFilter, kind: 'questions' | 'symptoms') =>
    rows(
      db,
      sql<{ patientId: number; text: string; missed: number }>`${base(scope, f)}
        select b.patient_id as "patientId", e as text, count(*)::int as missed
        from base b
        cross join lateral jsonb_array_elements_text(
          case when jsonb_typeof(${sql.ref(`b.missed_${kind}`)}) = 'array' then ${sql.ref(`b.missed_${kind}`)} else '[]'::jsonb end
        ) e
        where b.is_marked
        group by 1, 2`,
    ),

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
        markedStudents: number;
      }>`${base(scope, f, { room: true })}
        select b.room_id as "roomId", r.name, count(distinct b.student_id)::int as students,
          count(*)::int as assignments, (count(*) filter (where is_marked))::int as marked,
          (count(distinct b.student_id) filter (where is_marked))::int as "markedStudents",
          (avg(score) filter (where is_marked))::float8 as "meanTotal",
          (percentile_cont(0.5) within group (order by score) filter (where is_marked))::float8 as "medianTotal"
        from base b join rooms r on r.id = b.room_id
        group by b.room_id, r.name
        order by r.name, b.room_id`,
    ),

  async students(db: Db, scope: Scope, f: StatisticsFilter, limit: number, offset: number) {
    const page = await rows(
      db,
      sql<{
        studentId: number;
        name: string;
        email: string;
        assignments: number;
        marked: number;
        meanTotal: number | null;
        lastSubmittedAt: Date | null;
        total: number;
      }>`${base(scope, f)}
        , per_student as (
          select student_id, count(*)::int as assignments, (count(*) filter (where is_marked))::int as marked,
            (avg(score) filter (where is_marked))::float8 as "meanTotal", max(submitted_at) as "lastSubmittedAt",
            count(*) over ()::int as total
          from base group by student_id
        )
        select s.student_id as "studentId", u.name, u.email, s.assignments, s.marked, s."meanTotal",
          s."lastSubmittedAt", s.total
        from per_student s join users u on u.id = s.student_id
        order by u.name, s.student_id
        limit ${limit} offset ${offset}`,
    );
    let total = page[0]?.total;
    // A page past the end has no row to carry the count.
    if (total === undefined && offset > 0)
      total = (
        await rows(
          db,
          sql<{ n: number }>`${base(scope, f)} select count(distinct student_id)::int as n from base`,
        )
      )[0]?.n;
    return { items: page.map(({ total: _, ...s }) => s), total: total ?? 0 };
  },
};
