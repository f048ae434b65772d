import { statisticsSchema } from '@anamnesis/contract';
import { z } from 'zod';
import { assignmentStatuses } from '../assignments/assignments.table.js';
import { badRequest } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { isDay, searchText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { marksCsvStream } from './marksExport.js';
import { statisticsAttempts } from './statistics.repository.js';
import {
  type StatisticsSection,
  statisticsReport,
  statisticsScope,
  statisticsSections,
} from './statistics.service.js';

const tag = 'Statistics';
const fail = (description: string) => ({ description, schema: messageSchema });

const dayMessage = (label: string) => `${label} must be a date (YYYY-MM-DD).`;
/** A day (UTC); `to` includes that whole day. */
const day = (label: 'from' | 'to') =>
  z
    .string({ message: dayMessage(label) })
    .trim()
    .refine((v) => isDay(v), { message: dayMessage(label) })
    .transform((v) => {
      const d = new Date(`${v}T00:00:00.000Z`);
      if (label === 'to') d.setUTCDate(d.getUTCDate() + 1);
      return d;
    })
    .optional();

/** `1,2,3`: record ids, at most `max`. */
const idList = (label: string, max: number) =>
  z
    .string({ message: `${label} must be ids separated by commas.` })
    .trim()
    .refine((v) => v === '' || /^\d{1,10}(,\d{1,10})*$/.test(v), {
      message: `${label} must be ids separated by commas.`,
    })
    .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map(Number))]))
    .refine((ids) => ids.every((i) => i >= 1 && i <= 2_147_483_647), {
      message: `${label} must be record ids.`,
    })
    .refine((ids) => ids.length <= max, { message: `${label}: at most ${max} ids.` })
    .optional();

const filterQuery = z.object({
  from: day('from'),
  to: day('to'),
  roomIds: idList('roomIds', 100),
  patientIds: idList('patientIds', 100),
  studentIds: idList('studentIds', 500),
});

const checkPeriod = (q: { from?: Date; to?: Date }) => {
  if (q.from && q.to && q.from >= q.to) throw badRequest('from must not be after to.');
};

const sectionsField = z
  .string()
  .trim()
  .transform((v) => v.split(',').filter(Boolean))
  .refine((names) => names.every((n) => (statisticsSections as readonly string[]).includes(n)), {
    message: `sections must be among ${statisticsSections.join(', ')}.`,
  })
  .transform((names) => names as StatisticsSection[])
  .optional();

const exportDate = () => new Date().toISOString().slice(0, 10);

export const statisticsRoutes: RouteDef[] = [
  defineRoute({
    method: 'get',
    path: '/statistics',
    tag,
    summary:
      'Statistics of the assignments: by status, over time, per rubric part, case, room and student; engagement; grader agreement',
    access: 'admin',
    partner: 'statistics',
    rule: 'Admins over the assignments they created; super admins and partner tokens (every scope) over the school. `from` / `to` bound when the assignment was submitted (or, never submitted, created; a `to` day is included); `roomIds` keeps assignments given to those rooms or, given to no room, to students in them. `attempts` says which attempts of each assignment count when a reset kept earlier ones: `latest` (the current attempt, the default), `first` or `all` (every attempt, marked or not, counts as one). `sections` (comma-separated) limits the answer to those sections; `studentsLimit` / `studentsOffset` page the students (default 50 from 0). A `statistics`-scoped partner token reads aggregates only (docs/partners.md): `studentIds` and the `students` section answer 403 (they need the marks scope), the grader agreement names no one, a filter leaving fewer than `STATISTICS_MIN_GROUP_SIZE` (5) students answers 403, a week, case, room or grader-agreement case of fewer students is left out, and marks of fewer marked students are withheld (null, or an empty distribution).',
    query: filterQuery.extend({
      attempts: z
        .enum(statisticsAttempts, { message: 'attempts must be latest, first or all.' })
        .default('latest'),
      sections: sectionsField,
      studentsLimit: z.coerce.number().int().min(1).max(1000).default(50),
      studentsOffset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    }),
    responses: {
      200: { description: 'The sections asked for (all by default)', schema: statisticsSchema.partial() },
      400: fail('Invalid filter'),
      403: fail('Not an admin or a partner token, or more than a statistics partner token may read'),
    },
    async handler({ services, actor, query }) {
      checkPeriod(query);
      const body = await statisticsReport(services.db, actor, {
        filter: query,
        sections: query.sections,
        studentsLimit: query.studentsLimit,
        studentsOffset: query.studentsOffset,
        minimumGroup: services.config.statisticsMinGroupSize,
      });
      return { body };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/statistics/marks.csv',
    tag,
    summary: 'The marks as CSV, one row per assignment attempt, streamed',
    access: 'admin',
    partner: 'marks',
    rule: 'The same rights as GET /statistics, and partner tokens with a marks scope. Columns: Student, Email, Room, Patient, Status, Mandatory Questions, Symptoms, Diagnosis, Treatment, Total, Marked By, Marked At (ISO), Attempt. UTF-8 with a byte-order mark; a cell starting with = + - @ (or tab / CR) gets a leading apostrophe. Besides the statistics filter, `status` and `search` (student or patient name) as on Assigned Patients; marks show on marked attempts only.',
    query: filterQuery.extend({
      status: z
        .enum(assignmentStatuses, { message: 'status must be assigned, inprogress, completed or marked.' })
        .optional(),
      search: searchText.optional(),
    }),
    responses: {
      200: { description: '`text/csv; charset=utf-8`, as an attachment' },
      400: fail('Invalid filter'),
      403: fail('Not allowed'),
    },
    async handler({ services, actor, query }) {
      checkPeriod(query);
      const stream = await marksCsvStream(services.db, statisticsScope(actor), query);
      return {
        body: null,
        stream,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="marks-${exportDate()}.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
];
