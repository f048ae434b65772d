import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Database, Db } from '../db/database.js';
import type { RequestStatus } from '../requests/requests.table.js';
import { likePattern } from '../users/users.repository.js';
import type {
  AssignmentRow,
  AssignmentStatus,
  AssignmentsTable,
  ConversationMessage,
} from './assignments.table.js';

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

/** An assignment with the names a list shows and its latest reset-request status. */
export type AssignmentListRow = AssignmentRow & {
  patient_name: string;
  student_name: string;
  request_status: RequestStatus | null;
};

export type AttemptRow = Awaited<ReturnType<typeof assignments.attemptsOf>>[number];

type Eb = ExpressionBuilder<Database, 'assignments'>;

const latestRequestStatus = (eb: Eb) =>
  eb
    .selectFrom('reset_requests as rr')
    .select('rr.request_status')
    .whereRef('rr.assignment_id', '=', 'assignments.id')
    .orderBy('rr.created_at', 'desc')
    .orderBy('rr.id', 'desc')
    .limit(1)
    .as('request_status');

const isStudent = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([eb('users.is_admin', '=', false), eb('users.is_super_admin', '=', false)]);

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

const listColumns = (q: ReturnType<typeof scoped>) =>
  q
    .selectAll('assignments')
    .select(['patients.name as patient_name', 'users.name as student_name'])
    .select((eb) => latestRequestStatus(eb as unknown as Eb));

/** The stored conversation with `timings` merged into its lines by id (the column itself when none). */
const withTimings = (timings: Record<string, Record<string, number>>) =>
  Object.keys(timings).length
    ? sql`(select coalesce(jsonb_agg(case when t.timings is null then l.m
          else jsonb_set(l.m, '{timings}', coalesce(l.m->'timings', '{}'::jsonb) || t.timings) end
          order by l.i), '[]'::jsonb)
        from jsonb_array_elements(conversation_log) with ordinality as l(m, i)
        left join jsonb_each(${JSON.stringify(timings)}::jsonb) as t(id, timings) on t.id = l.m->>'id')`
    : sql`conversation_log`;

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

  /**
   * What appending to a conversation needs, without reading the conversation: its length, the text of
   * its last question, and which of `ids` it already holds.
   */
  conversationHead: (db: Db, id: number, ids: string[]) =>
    db
      .selectFrom('assignments')
      .select(['id', 'student_id', 'status', 'attempt'])
      .select([
        sql<number>`jsonb_array_length(conversation_log)`.as('length'),
        sql<
          string | null
        >`(select l.m->>'text' from jsonb_array_elements(conversation_log) with ordinality as l(m, i)
          where l.m->>'isAI' = 'false' order by l.i desc limit 1)`.as('last_question'),
        sql<string[]>`array(select l.m->>'id' from jsonb_array_elements(conversation_log) as l(m)
          where l.m->>'id' = any(${ids}::text[]))`.as('stored_ids'),
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The conversation's lines from position `from` on (0 = all), with its length, status and attempt. */
  conversationFrom: (db: Db, id: number, from: number) =>
    db
      .selectFrom('assignments')
      .select(['id', 'student_id', 'creator_id', 'status', 'attempt'])
      .select([
        sql<number>`jsonb_array_length(conversation_log)`.as('length'),
        sql<ConversationMessage[]>`coalesce((select jsonb_agg(l.m order by l.i)
          from jsonb_array_elements(conversation_log) with ordinality as l(m, i) where l.i > ${from}), '[]'::jsonb)`.as(
          'messages',
        ),
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  /**
   * Appends the `messages` whose id is not stored yet and merges `timings`, in one statement: only on the
   * student's own open assignment, on `attempt`, within `max` lines; undefined otherwise.
   */
  appendUnlessStored: (
    db: Db,
    where: {
      id: number;
      studentId: number;
      attempt: number;
      autosave?: boolean;
      timings?: Record<string, Record<string, number>>;
    },
    messages: readonly ConversationMessage[],
    max: number,
  ) => {
    const fresh = sql`coalesce((select jsonb_agg(n.m order by n.j)
        from jsonb_array_elements(${JSON.stringify(messages)}::jsonb) with ordinality as n(m, j)
        where n.m->'id' is null or not conversation_log @> jsonb_build_array(jsonb_build_object('id', n.m->'id'))),
      '[]'::jsonb)`;
    return db
      .updateTable('assignments')
      .set({
        conversation_log: sql`${withTimings(where.timings ?? {})} || ${fresh}`,
        // Save Session starts the assignment (an empty save of an untouched one does not); an autosave
        // leaves the status as it is.
        ...(where.autosave
          ? {}
          : {
              status: sql<AssignmentStatus>`case when status = 'inprogress' or jsonb_array_length(conversation_log) + ${messages.length} > 0
                then 'inprogress' else 'assigned' end`,
            }),
        updated_at: new Date(),
      })
      .where('id', '=', where.id)
      .where('student_id', '=', where.studentId)
      .where('attempt', '=', where.attempt)
      .where('status', 'in', ['assigned', 'inprogress'])
      .where(sql<boolean>`jsonb_array_length(conversation_log) + ${messages.length} <= ${max}`)
      .returning([
        'id',
        'status',
        'attempt',
        sql<number>`jsonb_array_length(conversation_log)`.as('messageCount'),
      ])
      .executeTakeFirst();
  },

  /**
   * Appends `messages` and merges `timings` into stored lines by id, only while the conversation is
   * still `length` long and the attempt and status as read; undefined otherwise.
   */
  appendConversation: (
    db: Db,
    read: Pick<AssignmentRow, 'id' | 'attempt' | 'status'> & { length: number },
    messages: readonly object[],
    timings: Record<string, Record<string, number>>,
    values: { status: AssignmentStatus },
  ) => {
    const base = withTimings(timings);
    return db
      .updateTable('assignments')
      .set({
        conversation_log: sql`${base} || ${JSON.stringify(messages)}::jsonb`,
        status: values.status,
        updated_at: new Date(),
      })
      .where('id', '=', read.id)
      .where('attempt', '=', read.attempt)
      .where('status', '=', read.status)
      .where(sql<boolean>`jsonb_array_length(conversation_log) = ${read.length}`)
      .returning([
        'id',
        'status',
        'attempt',
        sql<number>`jsonb_array_length(conversation_log)`.as('messageCount'),
      ])
      .executeTakeFirst();
  },

  remove: (db: Db, id: number) => db.deleteFrom('assignments').where('id', '=', id).executeTakeFirst(),

  countInRoom: (db: Db, roomId: number) =>
    db
      .selectFrom('assignments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow()
      .then((r) => r.n),

  /** One assignment with its names and latest request status, or undefined. */
  findListRow: (db: Db, id: number): Promise<AssignmentListRow | undefined> =>
    listColumns(scoped(db, {})).where('assignments.id', '=', id).executeTakeFirst() as Promise<
      AssignmentListRow | undefined
    >,

  /**
   * Students who have matching assignments, a page of them in name order, with those assignments.
   * The count is of students (groups), which is what the admin table pages over.
   */
  async byStudent(db: Db, scope: Scope, filter: ListFilter) {
    const groups = await scoped(db, scope, filter)
      .select(['users.id', 'users.name', 'users.email', 'users.username'])
      .groupBy(['users.id', 'users.name', 'users.email', 'users.username'])
      .orderBy('users.name')
      .orderBy('users.id')
      .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
      .execute();
    const { n } = await db
      .selectFrom(scoped(db, scope, filter).select('users.id').distinct().as('g'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = groups.length
      ? ((await listColumns(scoped(db, scope, filter))
          .where(
            'assignments.student_id',
            'in',
            groups.map((g) => g.id),
          )
          .orderBy('assignments.created_at')
          .orderBy('assignments.id')
          .execute()) as AssignmentListRow[])
      : [];
    return { groups, rows, total: n };
  },

  /** Patients who have matching assignments, a page of them in name order, with those assignments. */
  async byPatient(db: Db, scope: Scope, filter: ListFilter) {
    const groups = await scoped(db, scope, filter)
      .select(['patients.id', 'patients.name'])
      .groupBy(['patients.id', 'patients.name'])
      .orderBy('patients.name')
      .orderBy('patients.id')
      .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
      .execute();
    const { n } = await db
      .selectFrom(scoped(db, scope, filter).select('patients.id').distinct().as('g'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = groups.length
      ? ((await listColumns(scoped(db, scope, filter))
          .where(
            'assignments.patient_id',
            'in',
            groups.map((g) => g.id),
          )
          .orderBy('users.name')
          .orderBy('assignments.id')
          .execute()) as AssignmentListRow[])
      : [];
    return { groups, rows, total: n };
  },

  /** One student's matching assignments (search is on the patient name here), paged. */
  async ofStudent(db: Db, scope: Scope, studentId: number, filter: ListFilter) {
    const base = () =>
      scoped(db, scope, { status: filter.status })
        .where('assignments.student_id', '=', studentId)
        .$if(Boolean(filter.search), (q) =>
          q.where('patients.name', 'ilike', likePattern(filter.search as string)),
        );
    // The count rides along with the page (one query, a student's dashboard on every visit); a page past
    // the end has no row to carry it and asks for it alone.
    const page = await listColumns(base())
      .select(sql<number>`(count(*) over ())::int`.as('total_count'))
      .orderBy('assignments.created_at')
      .orderBy('assignments.id')
      .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
      .execute();
    const rows = page.map(({ total_count: _, ...row }) => row) as AssignmentListRow[];
    const n =
      page[0]?.total_count ??
      (filter.offset
        ? (await base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n
        : 0);
    return { rows, total: n };
  },

  /** Students (non-admin accounts) who do not have this patient yet. */
  async studentsWithout(db: Db, patientId: number, filter: Omit<ListFilter, 'status'>) {
    const base = () =>
      db
        .selectFrom('users')
        .where(isStudent)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('assignments')
                .select('assignments.id')
                .whereRef('assignments.student_id', '=', 'users.id')
                .where('assignments.patient_id', '=', patientId),
            ),
          ),
        )
        .$if(Boolean(filter.search), (q) => {
          const p = likePattern(filter.search as string);
          return q.where((eb) =>
            eb.or([
              eb('users.name', 'ilike', p),
              eb('users.email', 'ilike', p),
              eb('users.username', 'ilike', p),
            ]),
          );
        });
    const rows = await base()
      .select(['users.id', 'users.name', 'users.email', 'users.username'])
      .orderBy('users.name')
      .orderBy('users.id')
      .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
      .execute();
    const { n } = await base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return { rows, total: n };
  },

  /** Patients this student does not have yet. */
  async patientsWithout(db: Db, studentId: number, filter: Omit<ListFilter, 'status'>) {
    const base = () =>
      db
        .selectFrom('patients')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('assignments')
                .select('assignments.id')
                .whereRef('assignments.patient_id', '=', 'patients.id')
                .where('assignments.student_id', '=', studentId),
            ),
          ),
        )
        .$if(Boolean(filter.search), (q) =>
          q.where('patients.name', 'ilike', likePattern(filter.search as string)),
        );
    const rows = await base()
      .select(['patients.id', 'patients.name', 'patients.answer'])
      .orderBy('patients.name')
      .orderBy('patients.id')
      .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
      .execute();
    const { n } = await base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return { rows, total: n };
  },

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

  attemptsOf: (db: Db, assignmentId: number) =>
    db
      .selectFrom('assignment_attempts')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .orderBy('attempt')
      .orderBy('id')
      .execute(),

  /** Copies the current attempt into the history, as it stands. */
  archiveAttempt: (db: Db, assignmentId: number) =>
    db
      .insertInto('assignment_attempts')
      .columns([
        'assignment_id',
        'attempt',
        'status',
        'findings',
        'visit_note',
        'conversation_log',
        'feedback',
        'mandatory_question_score',
        'symptoms_score',
        'diagnosis_score',
        'treatment_score',
        'score',
        'marked_by',
        'marked_at',
        'evidence',
        'marks_held',
      ])
      .expression((eb) =>
        eb
          .selectFrom('assignments')
          .select([
            'id',
            'attempt',
            'status',
            'findings',
            'visit_note',
            'conversation_log',
            'feedback',
            'mandatory_question_score',
            'symptoms_score',
            'diagnosis_score',
            'treatment_score',
            'score',
            'marked_by',
            'marked_at',
            'evidence',
            'marks_held',
          ])
          .where('id', '=', assignmentId),
      )
      .execute(),

  /** A fresh attempt: back to 'assigned' with nothing of the previous one left on the row. */
  resetToFreshAttempt: (db: Db, id: number) =>
    db
      .updateTable('assignments')
      .set((eb) => ({
        status: 'assigned',
        attempt: eb('attempt', '+', 1),
        diagnosis_draft: null,
        note_draft: null,
        findings: null,
        visit_note: null,
        conversation_log: '[]',
        feedback: null,
        mandatory_question_score: null,
        symptoms_score: null,
        diagnosis_score: null,
        treatment_score: null,
        score: null,
        marked_by: null,
        marked_at: null,
        evidence: null,
        marks_held: false,
        auto_mandatory_question_score: null,
        auto_symptoms_score: null,
        auto_diagnosis_score: null,
        auto_treatment_score: null,
        auto_score: null,
        marks_confirmed_at: null,
        marks_confirmed_by: null,
        submitted_at: null,
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
};
