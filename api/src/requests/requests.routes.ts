import { z } from 'zod';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id, listQuery } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { requestJson, requestSchema } from './requests.json.js';
import { alreadyPending, createRequest, handleRequest, listRequests } from './requests.service.js';
import { requestStatuses } from './requests.table.js';

const tag = 'Requests';
const fail = (description: string) => ({ description, schema: messageSchema });
const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), request: requestSchema }),
});

export const requestRoutes: RouteDef[] = [
  defineRoute({
    method: 'post',
    path: '/requests/create',
    tag,
    summary: 'Ask for a fresh attempt at a submitted assignment',
    access: 'user',
    rule: `The student themself, on a completed or marked assignment, when no request is pending (409 '${alreadyPending}').`,
    body: z.object({ studentId: id('studentId'), patientId: id('patientId') }),
    responses: {
      201: one('Sent'),
      400: fail('Invalid input'),
      403: fail('Not your assignment'),
      404: fail('No such assignment'),
      409: fail('Not submitted, or a request is already pending'),
    },
    async handler({ services, actor, body }) {
      const request = await createRequest(services.db, actor, body);
      return {
        status: 201,
        body: { message: 'Reset Request Sent successfully.', request: requestJson(request) },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/requests/handle',
    tag,
    summary: 'Accept or decline the pending reset request of an assignment',
    access: 'admin',
    rule: 'Within what the caller may see. Accepting keeps the current attempt (log, findings, marks, evidence) in the history and resets the assignment to a fresh attempt.',
    body: z.object({
      assignmentId: id('assignmentId'),
      action: z.enum(['accept', 'decline'], { message: "action must be 'accept' or 'decline'." }),
    }),
    responses: {
      200: one('Handled'),
      400: fail('Invalid input'),
      403: fail('Not yours'),
      404: fail('No such assignment, or no pending request'),
    },
    async handler({ services, actor, body }) {
      const request = await handleRequest(services.db, actor, body);
      const message =
        body.action === 'accept' ? 'Request accepted successfully.' : 'Request declined successfully.';
      return { body: { message, request: requestJson(request) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/requests/{userId}',
    tag,
    summary: 'Reset requests',
    access: 'user',
    rule: "userId must be the caller's own id. A student gets their own requests; a super admin every request; an admin the requests on assignments they created. Newest first.",
    params: z.object({ userId: id('userId') }),
    query: listQuery.omit({ search: true }).extend({
      status: z
        .enum([...requestStatuses, 'all'], { message: 'status must be pending, accepted, declined or all.' })
        .default('all'),
    }),
    responses: {
      200: {
        description: 'The requests; `X-Total-Count` before paging.',
        schema: z.object({ requests: z.array(requestSchema) }),
      },
      403: fail('Not your own id'),
    },
    async handler({ services, actor, params, query }) {
      const { rows, total } = await listRequests(services.db, actor, params.userId, {
        status: query.status === 'all' ? undefined : query.status,
        limit: query.limit,
        offset: query.offset,
      });
      return { body: { requests: rows.map(requestJson) }, headers: { 'X-Total-Count': String(total) } };
    },
  }),
];
