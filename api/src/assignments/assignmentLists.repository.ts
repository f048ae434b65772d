import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../db/database.js';
import type { RequestStatus } from '../requests/requests.table.js';
import { likePattern } from '../users/users.repository.js';
import { type ListFilter, type Scope, scoped } from './assignments.repository.js';
import type { AssignmentRow } from './assignments.table.js';

/** What a list entry shows of an assignment (docs/api.md#lists). */
const listed = [
  'assignments.id',
  'assignments.student_id',
  'assignments.patient_id',
  'assignments.status',
  'assignments.is_markable',
  'assignments.is_note_allow',
  'assignments.findings',
  'assignments.visit_note',
  'assignments.diagnosis_draft',
  'assignments.note_draft',
  'assignments.score',
  'assignments.marks_held',
  'assignments.created_at',
] as const;

type ListedColumn = (typeof listed)[number] extends `assignments.${infer C extends keyof AssignmentRow}`
  ? C
  : never;

/**
 * An assignment as a list shows it, with the names, its latest reset-request status and, unless the
 * caller left it out, its conversation.
 */
export type AssignmentListRow = Pick<AssignmentRow, ListedColumn> &
  Partial<Pick<AssignmentRow, 'conversation_log'>> & {
    patient_name: string;
    student_name: string;
    request_status: RequestStatus | null;
  };

/** Whether a list's entries carry their conversations (the original contract) or leave them out. */
export interface ListShape {
  conversation: boolean;
}

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

/**
 * The columns of a list entry: never the whole row, since the conversation and the marking evidence are
 * the largest values an assignment holds, and the conversation only when `shape` asks for it.
 */
const listColumns = (q: ReturnType<typeof scoped>, shape: ListShape) =>
  q
    .select(listed)
    .$if(shape.conversation, (q) => q.select('assignments.conversation_log'))
    .select(['patients.name as patient_name', 'users.name as student_name'])
    .select((eb) => latestRequestStatus(eb as unknown as Eb));

/** How many rows the whole query has, beside each row of a page (counted before LIMIT and OFFSET). */
const countOver = sql<number>`(count(*) over ())::int`.as('total_count');

/** How many students or patients the matching assignments have: a group list's count past its last page. */
const countGroups = async (db: Db, scope: Scope, filter: ListFilter, group: 'users.id' | 'patients.id') =>
  (
    await db
      .selectFrom(scoped(db, scope, filter).select(group).distinct().as('g'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * A page without its window count, and the count: it rides along with the page (one query per page on
 * every visit); a page past the end has no row to carry it and asks for it alone.
 */
async function withCount<R extends { total_count: number }>(
  page: R[],
  filter: ListFilter,
  count: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total_count'>[]; total: number }> {
  const rows = page.map(({ total_count: _, ...row }) => row);
  const total = page[0]?.total_count ?? (filter.offset ? await count() : 0);
  return { rows, total };
}

/**
 * The lists of assignments (and of who does not have a case yet) that the admin and student screens page
 * through.
 */
export const assignmentLists = {
  /** One assignment with its names and latest request status (not its conversation), or undefined. */
  findListRow: (db: Db, id: number): Promise<AssignmentListRow | undefined> =>
    listColumns(scoped(db, {}), { conversation: false })
      .where('assignments.id', '=', id)
      .executeTakeFirst() as Promise<AssignmentListRow | undefined>,

  /**
   * Students who have matching assignments, a page of them in name order, with those assignments.
   * The count is of students (groups), which is what the admin table pages over.
   */
  async byStudent(db: Db, scope: Scope, filter: ListFilter, shape: ListShape) {
    const student = ['users.id', 'users.name', 'users.email', 'users.username'] as const;
    const { rows: groups, total: n } = await withCount(
      await scoped(db, scope, filter)
        .select(student)
        .select(countOver)
        .groupBy(student)
        .orderBy('users.name')
        .orderBy('users.id')
        .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
        .execute(),
      filter,
      () => countGroups(db, scope, filter, 'users.id'),
    );
    const rows = groups.length
      ? ((await listColumns(scoped(db, scope, filter), shape)
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
    const patient = ['patients.id', 'patients.name'] as const;
    const { rows: groups, total: n } = await withCount(
      await scoped(db, scope, filter)
        .select(patient)
        .select(countOver)
        .groupBy(patient)
        .orderBy('patients.name')
        .orderBy('patients.id')
        .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
        .execute(),
      filter,
      () => countGroups(db, scope, filter, 'patients.id'),
    );
    const rows = groups.length
      ? ((await listColumns(scoped(db, scope, filter), { conversation: false })
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
  async ofStudent(db: Db, scope: Scope, studentId: number, filter: ListFilter, shape: ListShape) {
    const base = () =>
      scoped(db, scope, { status: filter.status })
        .where('assignments.student_id', '=', studentId)
        .$if(Boolean(filter.search), (q) =>
          q.where('patients.name', 'ilike', likePattern(filter.search as string)),
        );
    const { rows, total } = await withCount(
      await listColumns(base(), shape)
        .select(countOver)
        .orderBy('assignments.created_at')
        .orderBy('assignments.id')
        .$if(filter.limit !== undefined, (q) => q.limit(filter.limit as number).offset(filter.offset))
        .execute(),
      filter,
      async () => (await base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
    );
    return { rows: rows as AssignmentListRow[], total };
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
};
