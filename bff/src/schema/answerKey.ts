import { Assignment, AssignmentPayload, fromRest } from './assignments/index.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';

/**
 * The answer key (expected diagnosis and treatments) reaches a student only when the teacher released
 * it: the API hides it from students until then (docs/marking.md).
 */
builder.objectField(Assignment, 'answersReleased', (t) =>
  t.boolean({
    description:
      'Whether the student sees the answer key (expected diagnosis and treatments) with their marks: ‘Show the expected answers after marking’ when assigned, or ‘Release answers’ later.',
    resolve: async (m, _args, ctx) => (await ctx.loaders.assignments.byId.load(m.id)).answersReleased,
  }),
);

builder.mutationField('releaseAnswers', (t) =>
  t.field({
    type: AssignmentPayload,
    description:
      '‘Release answers’: from now on the student sees the expected diagnosis and treatments with their marks.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      assignmentId: t.arg.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    },
    resolve: async (_root, { assignmentId }, ctx) => ({
      assignment: fromRest(await ctx.loaders.assignments.releaseAnswers(Number(assignmentId.id))),
    }),
  }),
);
