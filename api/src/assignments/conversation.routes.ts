import {
  type ConversationAppendedJson,
  conversationAppendedSchema,
  conversationSinceSchema,
} from '@anamnesis/contract';
import { hasControlCharacters, noControlCharacters } from '@anamnesis/rules';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id } from '../lib/validation.js';
import { forReader } from './answerKey.js';
import { fail, longText, maxText, messageInput, one, tag } from './assignments.inputs.js';
import { assignmentJson } from './assignments.json.js';
import {
  appendToSession,
  conversationSince,
  maxMessages,
  saveDraft,
  storeSession,
  submit,
  tooManyMessages,
} from './conversation.service.js';

/**
 * The student's own work on an assignment: the conversation saved (whole, or appended to as the voice
 * chat goes), the draft diagnosis and note, and submitting.
 */
export const conversationRoutes: RouteDef[] = [
  defineRoute({
    method: 'post',
    path: '/assignments/submit',
    tag,
    summary: "Submit a student's assignment",
    access: 'user',
    rule: 'The student themself, while the assignment is assigned or in progress. Findings need a markable assignment, a visit note needs note permission; absent ones fall back to the saved drafts.',
    body: z.object({
      studentId: id('studentId'),
      patientId: id('patientId'),
      findings: longText('findings'),
      visitNote: longText('visitNote'),
    }),
    responses: {
      200: one('Submitted; status is completed'),
      400: fail('Findings or note not allowed, or invalid input'),
      403: fail('Not your assignment'),
      404: fail('No such assignment'),
      409: fail('Already submitted'),
    },
    async handler({ services, actor, body }) {
      const a = await submit(services.db, actor, body);
      return {
        body: {
          message: 'Assignment submitted successfully.',
          assignment: forReader(assignmentJson(a), actor),
        },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/store',
    tag,
    summary: 'Save the voice session: the lines not stored yet appended, nothing stored rewritten',
    access: 'user',
    rule: 'The student themself, before submitting. A line the log holds already (by id; without one, by its place and words) stays as stored, with its verification; the others are appended, and a stored line missing from the body stays. The assignment becomes in progress (Save Session); with `autosave: true` (the voice chat keeping every exchange safe) the status stays as it is. A patient line is kept `verified` only when the BFF wrote it (its service credential) in answer to the question before it; from a user’s token it is kept unverified and earns nothing (docs/trust.md).',
    body: z.object({
      studentId: id('studentId'),
      patientId: id('patientId'),
      messages: z
        .array(messageInput, { message: 'messages must be a list of messages.' })
        .max(maxMessages, { message: tooManyMessages }),
      autosave: z.boolean({ message: 'autosave must be true or false.' }).optional(),
    }),
    responses: {
      200: one('Saved'),
      400: fail('Invalid messages'),
      403: fail('Not your assignment'),
      404: fail('No such assignment'),
      409: fail('Already submitted'),
    },
    async handler({ services, actor, body }) {
      const a = await storeSession(services.db, actor, body);
      return {
        body: { message: 'Session saved successfully!', assignment: forReader(assignmentJson(a), actor) },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/assignment/{assignmentId}/conversation',
    tag,
    summary: 'The voice session from a position on: what was added since the caller last read it',
    access: 'user',
    rule: 'A student their own; an admin within what they may see. `from` is how many lines the caller has (0: all); `messageCount` is the stored length.',
    params: z.object({ assignmentId: id('assignmentId') }),
    query: z.object({
      from: z.coerce
        .number({ message: 'from must be a number.' })
        .int({ message: 'from must be a whole number.' })
        .min(0, { message: 'from must be a whole number.' })
        .default(0),
    }),
    responses: {
      200: {
        description: 'The lines from `from` on',
        schema: conversationSinceSchema,
      },
      403: fail('Not yours'),
      404: fail('No such assignment'),
    },
    async handler({ services, actor, params, query }) {
      return { body: await conversationSince(services.db, actor, params.assignmentId, query.from) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/assignment/{assignmentId}/conversation',
    tag,
    summary: 'Add to the voice session: new messages appended, nothing rewritten',
    access: 'user',
    rule: 'The student themself, before submitting, on the attempt they talked in (409 after a reset). Messages whose id is already stored are left as they are; `timings` adds reply timings to stored messages; `lastQuestion` (optional) names the question a leading patient line answers. Status as for store. A patient line is kept `verified` only when the BFF wrote it (its service credential) in answer to the question before it; from a user’s token it is kept unverified and earns nothing (docs/trust.md).',
    params: z.object({ assignmentId: id('assignmentId') }),
    body: z.object({
      attempt: z.number({ message: 'attempt must be a number.' }).int().min(0),
      messages: z
        .array(messageInput, { message: 'messages must be a list of messages.' })
        .max(maxMessages, { message: tooManyMessages }),
      timings: z
        .record(z.string().max(200), z.record(z.string().max(100), z.number()), {
          message: 'timings must map message ids to timings.',
        })
        .refine((t) => Object.keys(t).length <= maxMessages, { message: tooManyMessages })
        .optional(),
      autosave: z.boolean({ message: 'autosave must be true or false.' }).optional(),
      lastQuestion: z
        .string({ message: 'lastQuestion must be text.' })
        .max(maxText, { message: 'lastQuestion is too long (at most 20,000 characters).' })
        .refine((text) => !hasControlCharacters(text), { message: noControlCharacters('lastQuestion') })
        .optional()
        .describe(
          'When the first message is a patient line: the text of the question it answers, which the caller believes is the last question stored. It saves a read (the line is verified against it, and stored only if it is so); the line is never verified against anything but the question really before it, and only when the BFF writes it.',
        ),
    }),
    responses: {
      200: {
        description: 'Saved; `messageCount` is the length of the stored conversation',
        schema: conversationAppendedSchema,
      },
      400: fail('Invalid messages, or more than 2000 in all'),
      403: fail('Not your assignment'),
      404: fail('No such assignment'),
      409: fail('Already submitted, or reset since'),
    },
    async handler({ services, actor, params, body }) {
      const assignment = await appendToSession(services.db, actor, params.assignmentId, body);
      return {
        body: { message: 'Session saved successfully!', assignment } satisfies ConversationAppendedJson,
      };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/assignments/assignment/{assignmentId}/draft',
    tag,
    summary: "Save the student's draft diagnosis or visit note",
    access: 'user',
    rule: 'The student themself, before submitting; a diagnosis needs a markable assignment, a note needs note permission. Blank or null clears a draft.',
    params: z.object({ assignmentId: id('assignmentId') }),
    body: z.object({ diagnosis: longText('diagnosis'), note: longText('note') }),
    responses: {
      200: one('Saved'),
      400: fail('Not allowed on this assignment, or nothing sent'),
      403: fail('Not yours'),
      404: fail('No such assignment'),
      409: fail('Already submitted'),
    },
    async handler({ services, actor, params, body }) {
      const a = await saveDraft(services.db, actor, params.assignmentId, body);
      return {
        body: { message: 'Draft saved successfully.', assignment: forReader(assignmentJson(a), actor) },
      };
    },
  }),
];
