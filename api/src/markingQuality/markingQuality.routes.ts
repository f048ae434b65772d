import { markingQualitySchema } from '@anamnesis/contract';
import { z } from 'zod';
import { assignmentJson, assignmentSchema } from '../assignments/assignments.json.js';
import { badRequest } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { confirmMarks, qualityReport } from './markingQuality.service.js';

const tag = 'Assignments';
const fail = (description: string) => ({ description, schema: messageSchema });

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
/** A day (YYYY-MM-DD, UTC) or an ISO date-time; `to` of a day includes that whole day. */
const when = (label: 'from' | 'to') =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD).` })
    .max(40, { message: `${label} must be a date (YYYY-MM-DD).` })
    .refine((v) => !Number.isNaN(Date.parse(v)), { message: `${label} must be a date (YYYY-MM-DD).` })
    .transform((v) => {
      const d = new Date(v);
      if (label === 'to' && dateOnly.test(v)) d.setUTCDate(d.getUTCDate() + 1);
      return d;
    })
    .optional();

/** Grader agreement (docs/marking.md). Registered before the assignments' `{studentId}` paths. */
export const markingQualityRoutes: RouteDef[] = [
  defineRoute({
    method: 'get',
    path: '/assignments/marking-quality',
    tag,
    summary: 'How the automatic marks compare with the teachers’ final marks',
    access: 'admin',
    rule: 'Over the assignments a grader marked and a teacher then edited or confirmed, within what the caller may see (a super admin every assignment, an admin those they created). `from` / `to` bound when the teacher reviewed the mark (a `to` day is included); `roomId` keeps assignments of that room or of its students.',
    query: z.object({
      from: when('from'),
      to: when('to'),
      roomId: id('roomId').optional(),
      patientId: id('patientId').optional(),
    }),
    responses: {
      200: { description: 'Agreement per rubric part', schema: markingQualitySchema },
      400: fail('Invalid filter'),
    },
    async handler({ services, actor, query }) {
      if (query.from && query.to && query.from >= query.to) throw badRequest('from must not be after to.');
      return { body: await qualityReport(services.db, actor, query) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/assignment/{assignmentId}/confirm-marks',
    tag,
    summary: 'Confirm the marks as they stand (“Confirm marks”)',
    access: 'admin',
    rule: 'An admin within what they may see, on a marked assignment. Records that a teacher agrees with the mark without changing it (docs/marking.md).',
    params: z.object({ assignmentId: id('assignmentId') }),
    responses: {
      200: {
        description: 'Confirmed',
        schema: z.object({ message: z.string(), assignment: assignmentSchema }),
      },
      403: fail('Not visible to the caller'),
      404: fail('No such assignment'),
      409: fail('Not marked yet'),
    },
    async handler({ services, actor, params }) {
      const a = await confirmMarks(services.db, actor, params.assignmentId);
      return { body: { message: 'Marks confirmed.', assignment: assignmentJson(a) } };
    },
  }),
];
