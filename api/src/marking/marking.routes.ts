import { z } from 'zod';
import { forReader } from '../assignments/answerKey.js';
import { assignmentJson, assignmentSchema } from '../assignments/assignments.json.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { markSubmission } from './marking.service.js';

const fail = (description: string) => ({ description, schema: messageSchema });

export const markingRoutes: RouteDef[] = [
  defineRoute({
    method: 'post',
    path: '/openai/results',
    tag: 'Marking',
    summary: 'Mark a submitted assignment',
    access: 'user',
    rule: 'The student themself (after submitting) or an admin within what they may see. The assignment must be completed and markable. Marks come with evidence: which questions were asked and which symptoms drawn out, quoted from the transcript.',
    body: z.object({ patientId: id('patientId'), studentId: id('studentId') }),
    responses: {
      200: {
        description: 'Marked',
        schema: z.object({ message: z.string(), assignment: assignmentSchema }),
      },
      400: fail('Invalid input'),
      403: fail('Not yours'),
      404: fail('No such assignment'),
      409: fail('Not submitted, already marked, or not markable'),
    },
    async handler({ services, actor, body }) {
      const a = await markSubmission(services, actor, body);
      return {
        body: { message: 'Assignment marked successfully!', assignment: forReader(assignmentJson(a), actor) },
      };
    },
  }),
];
