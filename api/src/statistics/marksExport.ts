import { assignmentStatuses as statusLabels } from '@anamnesis/rules';
import { sql } from 'kysely';
import type { Scope } from '../assignments/assignments.repository.js';
import type { AssignmentStatus } from '../assignments/assignments.table.js';
import type { Db } from '../db/database.js';
import { type StatisticsFilter, whereOf } from './statistics.repository.js';

/** The export's columns, in order (docs/partners.md). */
export const marksColumns = [
  'Student',
  'Email',
  'Room',
  'Patient',
  'Status',
  'Mandatory Questions',
  'Symptoms',
  'Diagnosis',
  'Treatment',
  'Total',
  'Marked By',
  'Marked At',
  'Attempt',
] as const;

/** Rows read per query while streaming: memory stays flat however large the export. */
export const exportPageSize = 500;

/**
 * One CSV cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: such a cell gets a leading apostrophe. Then RFC 4180 quoting.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

interface ExportRow {
  student: string;
  email: string;
  room: string | null;
  patient: string;
  status: AssignmentStatus;
  mq: number | null;
  sy: number | null;
  dx: number | null;
  tx: number | null;
  total: number | null;
  marked_by: string | null;
  marked_at: Date | string | null;
  attempt: number;
  assignment_id: number;
}

/**
 * One page of the export, after `after` (keyset: student name, assignment, attempt): the current attempt
 * of each assignment and the earlier ones a reset kept. Marks show only on a marked attempt (held marks
 * are not released).
 */
function page(db: Db, scope: Scope, f: StatisticsFilter, after: ExportRow | null) {
  const where = whereOf(scope, f);
  const scores = (t: string) =>
    sql.raw(`
      case when ${t}.status = 'marked' then ${t}.mandatory_question_score end as mq,
      case when ${t}.status = 'marked' then ${t}.symptoms_score end as sy,
      case when ${t}.status = 'marked' then ${t}.diagnosis_score end as dx,
      case when ${t}.status = 'marked' then ${t}.treatment_score end as tx,
      case when ${t}.status = 'marked' then ${t}.score end as total,
      case when ${t}.status = 'marked' then ${t}.marked_by end as marked_by,
      case when ${t}.status = 'marked' then ${t}.marked_at end as marked_at`);
  const joins = sql`
    join users u on u.id = a.student_id
    join patients p on p.id = a.patient_id
    left join room_students rs on rs.student_id = a.student_id
    left join rooms r on r.id = coalesce(a.room_id, rs.room_id)`;
  const keyset = after
    ? sql`where (x.student, x.assignment_id, x.attempt) > (${after.student}, ${after.assignment_id}, ${after.attempt})`
    : sql``;
  return sql<ExportRow>`
    select * from (
      select u.name as student, u.email, r.name as room, p.name as patient, a.status, ${scores('a')},
        a.attempt, a.id as assignment_id
      from assignments a ${joins}
      where ${where}
      union all
      select u.name, u.email, r.name, p.name, t.status, ${scores('t')}, t.attempt, a.id
      from assignment_attempts t join assignments a on a.id = t.assignment_id ${joins}
      where ${where}
    ) x
    ${keyset}
    order by x.student, x.assignment_id, x.attempt
    limit ${exportPageSize}`.execute(db);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const label = (s: AssignmentStatus) => statusLabels[s.toUpperCase() as keyof typeof statusLabels]?.label ?? s;

const rowLine = (r: ExportRow) =>
  csvLine([
    r.student,
    r.email,
    r.room,
    r.patient,
    label(r.status),
    r.mq,
    r.sy,
    r.dx,
    r.tx,
    r.total,
    r.marked_by,
    iso(r.marked_at),
    r.attempt,
  ]);

/**
 * The marks as CSV, UTF-8 with a byte-order mark (spreadsheets then read it as UTF-8), page by page. The
 * first page is read before anything is answered: a query that fails then is an error answer, never a
 * "successful" 200 whose CSV stops short. A later page failing can still only end the stream.
 */
export async function marksCsvStream(
  db: Db,
  scope: Scope,
  f: StatisticsFilter,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let rows = (await page(db, scope, f, null)).rows;
  let text = `\uFEFF${csvLine([...marksColumns])}`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      text += rows.map(rowLine).join('');
      if (text) controller.enqueue(encoder.encode(text));
      text = '';
      if (rows.length < exportPageSize) {
        controller.close();
        return;
      }
      rows = (await page(db, scope, f, rows[rows.length - 1] ?? null)).rows;
    },
  });
}
