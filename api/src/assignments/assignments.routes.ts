import { rubric } from '@anamnesis/rules';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id } from '../lib/validation.js';
import { markAll } from '../marking/marking.service.js';
import {
  created,
  fail,
  flags,
  idList,
  longText,
  one,
  requiredId,
  scoreValue,
  tag,
} from './assignments.inputs.js';
import { assignmentDetailSchema, assignmentJson } from './assignments.json.js';
import {
  assignmentDetail,
  assignPatients,
  assignRoom,
  assignStudents,
  deleteAssignment,
  editMarks,
  releaseAnswers,
} from './assignments.service.js';

/**
 * Assigning, marking all, one assignment (its detail, releasing its answers, editing its marks) and deleting
 * it; the lists are in assignmentLists.routes.ts.
 */
export const assignmentRoutes: RouteDef[] = [
  defineRoute({
    method: 'post',
    path: '/assignments/assign-patient',
    tag,
    summary: 'Assign patients to a student',
    access: 'admin',
    rule: 'One assignment per student and patient: if the student already has any of the patients, nothing is created (409). The creator is the caller.',
    body: z.object({
      patientIds: idList('patientIds', 'Please select a student and at least one patient.'),
      studentId: requiredId('studentId', 'Please select a student and at least one patient.'),
      ...flags,
    }),
    responses: {
      201: created('Created'),
      400: fail('Invalid input'),
      404: fail('Unknown student or patient'),
      409: fail('Already assigned'),
    },
    async handler({ services, actor, body }) {
      const rows = await assignPatients(services.db, actor, body);
      return {
        status: 201,
        body: {
          message: 'Patient(s) assigned to student(s) successfully!',
          assignments: rows.map(assignmentJson),
        },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/assign-student',
    tag,
    summary: 'Assign students to a patient',
    access: 'admin',
    rule: 'As assign-patient: all or nothing, 409 naming the patient if a student already has it.',
    body: z.object({
      patientId: requiredId('patientId', 'Please select a patient and at least one student.'),
      studentIds: idList('studentIds', 'Please select a patient and at least one student.'),
      ...flags,
    }),
    responses: {
      201: created('Created'),
      400: fail('Invalid input'),
      404: fail('Unknown student or patient'),
      409: fail('Already assigned'),
    },
    async handler({ services, actor, body }) {
      const rows = await assignStudents(services.db, actor, body);
      return {
        status: 201,
        body: {
          message: 'Student(s) assigned to patient successfully!',
          assignments: rows.map(assignmentJson),
        },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/assign-patientroom',
    tag,
    summary: 'Assign a patient to every student of a room',
    access: 'admin',
    rule: 'The room must not be occupied (409) and must have students (400); students who already have the patient are skipped. The room becomes occupied.',
    body: z.object({
      patientId: requiredId('patientId', 'Please select both a patient and a room.'),
      roomId: requiredId('roomId', 'Please select both a patient and a room.'),
      ...flags,
    }),
    responses: {
      201: created('Created, one per student'),
      400: fail('Invalid input or empty room'),
      404: fail('Unknown patient or room'),
      409: fail('Room occupied, or every student already has the patient'),
    },
    async handler({ services, actor, body }) {
      const rows = await assignRoom(services.db, actor, body);
      return {
        status: 201,
        body: { message: 'Patient assigned to room successfully!', assignments: rows.map(assignmentJson) },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/mark-all',
    tag,
    summary: 'Mark every completed, markable assignment (of one patient when given)',
    access: 'admin',
    rule: 'Within what the caller may see: a super admin every assignment, an admin those they created. Uses the built-in grader. Marks held for review are released as they stand, not graded again.',
    body: z.object({ patientId: id('patientId').optional() }),
    responses: {
      200: {
        description: 'Marked; `marked` is how many',
        schema: z.object({ message: z.string(), marked: z.number().int() }),
      },
      404: fail('Unknown patient'),
    },
    async handler({ services, actor, body }) {
      const marked = await markAll(services, actor, body.patientId);
      return { body: { message: 'Assignment marked successfully!', marked } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/assignment/{assignmentId}',
    tag,
    summary: 'One assignment with marks, evidence and earlier attempts',
    access: 'user',
    rule: 'A student their own; an admin within what they may see.',
    params: z.object({ assignmentId: id('assignmentId') }),
    responses: {
      200: { description: 'The assignment', schema: assignmentDetailSchema },
      403: fail('Not yours'),
      404: fail('No such assignment'),
    },
    async handler({ services, actor, params }) {
      return { body: await assignmentDetail(services.db, actor, params.assignmentId) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/assignments/assignment/{assignmentId}/release-answers',
    tag,
    summary: 'Release the answer key to the student (“Release answers”)',
    access: 'admin',
    rule: 'An admin within what they may see. From then on the student sees the expected diagnosis and treatments with their marks (docs/marking.md).',
    params: z.object({ assignmentId: id('assignmentId') }),
    responses: {
      200: one('Released'),
      403: fail('Not visible to the caller'),
      404: fail('No such assignment'),
    },
    async handler({ services, actor, params }) {
      const a = await releaseAnswers(services.db, actor, params.assignmentId);
      return { body: { message: 'Answers released.', assignment: assignmentJson(a) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/assignments',
    tag,
    summary: "Edit an assignment's marks and feedback",
    access: 'admin',
    rule: `Within what the caller may see, on a completed or marked assignment. Each score is a number (or a decimal number as text), 0 or more: anything else is refused (400) and nothing changes; a score above its maximum (${rubric.mandatoryQuestions}, ${rubric.symptoms}, ${rubric.treatment}, ${rubric.diagnosis}) is clamped, one left out keeps its mark, and the total is always the sum (totalScore is ignored). The assignment becomes marked, by "<admin> (edited)"; one held for review stays completed with the edits held until it is released.`,
    body: z.object({
      assignmentId: id('assignmentId'),
      feedback: longText('feedback'),
      scores: z.object(
        {
          totalScore: z.unknown().optional().describe('Ignored: the total is the sum'),
          mandatoryQuestionScore: scoreValue('mandatoryQuestionScore'),
          symptomsScore: scoreValue('symptomsScore'),
          treatmentScore: scoreValue('treatmentScore'),
          diagnosisScore: scoreValue('diagnosisScore'),
        },
        { message: 'scores is required.' },
      ),
    }),
    responses: {
      200: one('Updated'),
      400: fail('Invalid input'),
      403: fail('Not yours'),
      404: fail('No such assignment'),
      409: fail('Not submitted yet'),
    },
    async handler({ services, actor, body }) {
      const a = await editMarks(services.db, actor, body);
      return { body: { message: 'Assignment updated successfully!', assignment: assignmentJson(a) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/assignments/{id}',
    tag,
    summary: 'Delete an assignment',
    access: 'admin',
    rule: 'Within what the caller may see. Its history and requests go with it.',
    params: z.object({ id: id() }),
    responses: { 200: fail('Deleted'), 403: fail('Not yours'), 404: fail('No such assignment') },
    async handler({ services, actor, params }) {
      await deleteAssignment(services.db, actor, params.id);
      return { body: { message: 'Assignment deleted successfully!' } };
    },
  }),
];
