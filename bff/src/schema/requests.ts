import type { GraphQLContext } from '../context.js';
import { requireViewer } from '../context.js';
import { NotFoundError } from '../upstream/errors.js';
import type { RestRequest } from '../upstream/requests.js';
import {
  Assignment,
  type AssignmentModel,
  assignmentDetail,
  fromDetail,
  ResetRequestStatusEnum,
  studentSource,
} from './assignments/index.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { Patient } from './patients.js';
import { User } from './users.js';

/** The assignment a request is about, as far as the request tells. */
const assignmentOf = (r: RestRequest): AssignmentModel => ({
  id: r.assignmentId,
  known: { studentId: r.student.id, patientId: r.patient.id, patient: r.patient, student: r.student },
});

export const ResetRequest = builder.loadableNode('ResetRequest', {
  description: 'A student’s request for a fresh attempt at a submitted assignment.',
  id: { resolve: (r: RestRequest) => r.id },
  load: async (ids: string[], ctx: GraphQLContext) => {
    const me = await requireViewer(ctx);
    const all = await ctx.loaders.requests.all(me.userId);
    return ids.map((id) => all.find((r) => r.id === Number(id)) ?? new NotFoundError('Request not found.'));
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    status: t.field({
      type: ResetRequestStatusEnum,
      description: 'Pending, accepted or declined.',
      resolve: (r) => r.requestStatus,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the student asked.',
      resolve: (r) => r.createdAt,
    }),
    handledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an admin accepted or declined it.',
      resolve: (r) => r.handledAt,
    }),
    student: t.field({
      type: User,
      description: 'The student who asked (id and name come with the list).',
      resolve: (r) => studentSource(r.student),
    }),
    patient: t.field({
      type: Patient,
      description: 'The patient of the assignment (id and name come with the list).',
      resolve: (r) => r.patient,
    }),
    assignment: t.field({
      type: Assignment,
      description: 'The assignment to reset (its id comes with the list; other fields read it).',
      resolve: (r) => assignmentOf(r),
    }),
  }),
});

const ResetRequestStatusFilterEnum = builder.enumType('ResetRequestStatusFilter', {
  description: 'The filter of the Requests screen.',
  values: {
    ALL: { value: 'all', description: 'Every request.' },
    PENDING: { value: 'pending', description: 'Waiting for an admin (the default).' },
    ACCEPTED: { value: 'accepted', description: 'Accepted.' },
    DECLINED: { value: 'declined', description: 'Declined.' },
  } as const,
});

const ResetRequestActionEnum = builder.enumType('ResetRequestAction', {
  description: 'What to do with a pending reset request.',
  values: {
    ACCEPT: {
      value: 'accept',
      description: 'Keep the attempt in the history and give the student a fresh one.',
    },
    DECLINE: { value: 'decline', description: 'Leave the assignment as it is.' },
  } as const,
});

builder.queryField('resetRequests', (t) =>
  t.connection(
    {
      type: ResetRequest,
      description:
        'Reset requests on the assignments the viewer may see (a super admin every one, an admin those they created), newest first.',
      authScopes: { admin: true },
      args: {
        status: t.arg({
          type: ResetRequestStatusFilterEnum,
          required: false,
          defaultValue: 'pending',
          description: 'Which requests; PENDING by default.',
        }),
      },
      resolve: async (_root, args, ctx) => {
        const me = await requireViewer(ctx, 'admin');
        return offsetConnection(args, (limit, offset) =>
          ctx.loaders.requests.list(me.userId, { status: args.status ?? 'pending', limit, offset }),
        );
      },
    },
    { name: 'ResetRequestConnection' },
  ),
);

const HandleResetRequestInput = builder.inputType('HandleResetRequestInput', {
  description: 'An admin’s answer to the pending reset request of an assignment.',
  fields: (t) => ({
    assignmentId: t.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    action: t.field({ type: ResetRequestActionEnum, required: true, description: 'Accept or decline.' }),
  }),
});

const ResetRequestPayload = builder
  .objectRef<{ request: RestRequest; assignment: AssignmentModel }>('ResetRequestPayload')
  .implement({
    description: 'The request after the change, and its assignment.',
    fields: (t) => ({
      request: t.field({ type: ResetRequest, description: 'The request.', resolve: (p) => p.request }),
      assignment: t.field({
        type: Assignment,
        description: 'The assignment (after an accepted reset: the fresh attempt).',
        resolve: (p) => p.assignment,
      }),
    }),
  });

const changed = (ctx: GraphQLContext) => ctx.pubsub.publish('requests:changed', { at: Date.now() });

builder.mutationFields((t) => ({
  requestReset: t.field({
    type: ResetRequestPayload,
    description:
      'A student asks for a fresh attempt at their submitted assignment (ConflictError when one is already pending).',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: {
      assignmentId: t.arg.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    },
    resolve: async (_root, { assignmentId }, ctx) => {
      const before = await assignmentDetail(ctx, Number(assignmentId.id));
      const request = await ctx.loaders.requests.create(before.studentId, before.patientId);
      ctx.loaders.assignments.byId.clear(before.id);
      changed(ctx);
      const { id, known } = fromDetail(before);
      const assignment: AssignmentModel = { id, known: { ...known, requestStatus: 'pending' } };
      return { request, assignment };
    },
  }),
  handleResetRequest: t.field({
    type: ResetRequestPayload,
    description:
      'Accepts or declines the pending reset request of an assignment (NotFoundError when none is pending).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: HandleResetRequestInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const request = await ctx.loaders.requests.handle(Number(input.assignmentId.id), input.action);
      ctx.loaders.assignments.byId.clear(request.assignmentId);
      changed(ctx);
      // A fresh attempt: every replica drops what it holds of the old one (docs/marking.md).
      if (input.action === 'accept')
        ctx.pubsub.publish('assignment:reset', { assignmentId: request.assignmentId });
      return { request, assignment: assignmentOf(request) };
    },
  }),
}));
