import { z } from 'zod';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { flag, id, listQuery } from '../lib/validation.js';
import { markAll } from '../marking/marking.service.js';
import { messageSchema } from '../users/users.json.js';
import { users } from '../users/users.repository.js';
import { forReader } from './answerKey.js';
import {
  assignedStudentJson,
  assignmentDetailSchema,
  assignmentJson,
  assignmentSchema,
  entryJson,
  ownAssignmentsSchema,
  patientGroupSchema,
  studentGroupSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
} from './assignments.json.js';
import {
  type AssignmentListRow,
  assignments,
  type ListFilter,
  type Scope,
} from './assignments.repository.js';
import {
  assignmentDetail,
  assignPatients,
  assignRoom,
  assignStudents,
  deleteAssignment,
  editMarks,
  releaseAnswers,
  requireStudent,
  saveDraft,
  scopeFor,
  storeSession,
  submit,
} from './assignments.service.js';
import { assignmentStatuses } from './assignments.table.js';
import { withoutHeldMarks } from './heldMarks.js';

const tag = 'Assignments';
const fail = (description: string) => ({ description, schema: messageSchema });
const total = (n: number) => ({ 'X-Total-Count': String(n) });

/** A required id whose absence gets the screen's own message rather than a type error. */
const requiredId = (label: string, missing: string) =>
  z
    .union([z.number(), z.string()], { message: missing })
    .pipe(id(label) as unknown as z.ZodType<number, number | string>);
const idList = (label: string, missing: string) =>
  z
    .array(id(label), { message: missing })
    .min(1, { message: missing })
    .max(500, { message: `At most 500 ${label} at once.` });

const flags = {
  isMarkable: flag('isMarkable').default(false),
  isNoteAllow: flag('isNoteAllow').default(false),
  showAnswers: flag('showAnswers')
    .default(false)
    .describe('Show the expected answers after marking: the student sees the answer key with their marks.'),
  holdForReview: flag('holdForReview')
    .default(false)
    .describe(
      'Hold marks for review: the automatic mark is provisional (the student sees "Awaiting review") until Mark Assignment, Mark or Mark All releases it.',
    ),
  creatorId: z
    .unknown()
    .optional()
    .describe('Accepted for compatibility and ignored: the creator is always the caller.'),
};

const statusFilter = z
  .enum([...assignmentStatuses, 'all'], {
    message: 'status must be one of assigned, inprogress, completed, marked or all.',
  })
  .optional()
  .transform((s) => (s === 'all' ? undefined : s));
const groupQuery = listQuery.extend({ status: statusFilter });

const created = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), assignments: z.array(assignmentSchema) }),
});
const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), assignment: assignmentSchema }),
});

const maxText = 20_000;
const longText = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .max(maxText, { message: `${label} is too long (at most 20,000 characters).` })
    .nullable()
    .optional();

const messageInput = z.object({
  text: z
    .string({ message: 'Each message needs a text.' })
    .max(maxText, { message: 'A message is too long (at most 20,000 characters).' }),
  isAI: z.boolean({ message: 'Each message needs isAI set to true or false.' }),
  id: z
    .union([z.string().max(200), z.number()], { message: 'A message id must be text or a number.' })
    .transform(String)
    .optional(),
  timestamp: z
    .union(
      [
        z.string().max(100),
        z
          .number()
          .min(0)
          .max(8.64e15)
          .transform((n) => new Date(n).toISOString()),
      ],
      { message: 'A message timestamp must be an ISO date or milliseconds.' },
    )
    .optional(),
  timings: z
    .record(z.string().max(100), z.number(), { message: 'timings must map names to numbers.' })
    .optional(),
  facts: z
    .array(z.string().max(60), { message: 'facts must be a list of fact ids.' })
    .max(50, { message: 'A message reveals at most 50 facts.' })
    .optional(),
  signature: z.string({ message: 'A signature must be text.' }).max(100).optional(),
});

const scoreValue = z.union([z.number(), z.string(), z.null()]).optional();

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Students with their assignments, as the admin table and the creator view show them. */
async function studentGroups(db: Db, scope: Scope, filter: ListFilter) {
  const { groups, rows, total: n } = await assignments.byStudent(db, scope, filter);
  const byStudent = groupBy(rows, (r: AssignmentListRow) => r.student_id);
  return {
    body: groups.map((g) => ({ ...g, assignedPatients: (byStudent.get(g.id) ?? []).map(entryJson) })),
    headers: total(n),
  };
}

const studentList = {
  200: {
    description: 'Students with their assignments; `X-Total-Count` is the number of students before paging.',
    schema: z.array(studentGroupSchema),
  },
};

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
    summary: 'Save the voice session (replaces the conversation log)',
    access: 'user',
    rule: 'The student themself, before submitting. The assignment becomes in progress (Save Session); with `autosave: true` (the voice chat keeping every exchange safe) the status stays as it is. A patient line is kept `verified` only when the BFF’s signature over it holds (docs/marking.md).',
    body: z.object({
      studentId: id('studentId'),
      patientId: id('patientId'),
      messages: z
        .array(messageInput, { message: 'messages must be a list of messages.' })
        .max(2000, { message: 'A session can hold at most 2000 messages.' }),
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
      const a = await storeSession(services.db, actor, body, services.secretKey);
      return {
        body: { message: 'Session saved successfully!', assignment: forReader(assignmentJson(a), actor) },
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
    path: '/assignments/patients',
    tag,
    summary: 'Students with their assigned patients',
    access: 'admin',
    rule: 'A super admin sees every assignment, an admin those they created. Search is on student or patient name; paging is over students, in name order.',
    query: groupQuery,
    responses: studentList,
    async handler({ services, actor, query }) {
      return studentGroups(services.db, scopeFor(actor), query);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/students',
    tag,
    summary: 'Patients with their assigned students (quick mark)',
    access: 'admin',
    rule: 'Only patients with at least one assignment the caller may see. Search is on patient or student name; paging is over patients, in name order.',
    query: groupQuery,
    responses: {
      200: {
        description: 'Patients; `X-Total-Count` is the number of patients before paging.',
        schema: z.array(patientGroupSchema),
      },
    },
    async handler({ services, actor, query }) {
      const { groups, rows, total: n } = await assignments.byPatient(services.db, scopeFor(actor), query);
      const byPatient = groupBy(rows, (r: AssignmentListRow) => r.patient_id);
      return {
        body: groups.map((g) => ({
          ...g,
          assignedStudents: (byPatient.get(g.id) ?? []).map(assignedStudentJson),
        })),
        headers: total(n),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/creator/{adminId}',
    tag,
    summary: 'Students with the assignments one admin created',
    access: 'admin',
    rule: 'An admin may ask only for their own id; a super admin for any admin.',
    params: z.object({ adminId: id('adminId') }),
    query: groupQuery,
    responses: { ...studentList, 403: fail('Not your id'), 404: fail('No such admin') },
    async handler({ services, actor, params, query }) {
      if (!actor.isSuperAdmin && params.adminId !== actor.id)
        throw forbidden('You can only view the assignments you created.');
      const admin = await users.findById(services.db, params.adminId);
      if (!admin || !(admin.is_admin || admin.is_super_admin)) throw notFound('Admin not found.');
      return studentGroups(services.db, { creatorId: admin.id }, query);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/unassigned-students/{patientId}',
    tag,
    summary: 'Students who do not have this patient yet',
    access: 'admin',
    params: z.object({ patientId: id('patientId') }),
    query: listQuery,
    responses: {
      200: {
        description: 'Students in name order; `X-Total-Count` before paging.',
        schema: z.array(unassignedStudentSchema),
      },
      404: fail('No such patient'),
    },
    async handler({ services, params, query }) {
      const p = await services.db
        .selectFrom('patients')
        .select('id')
        .where('id', '=', params.patientId)
        .executeTakeFirst();
      if (!p) throw notFound('Patient not found.');
      const { rows, total: n } = await assignments.studentsWithout(services.db, p.id, query);
      return { body: rows, headers: total(n) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/assignments/unassigned-patients/{studentId}',
    tag,
    summary: 'Patients this student does not have yet',
    access: 'admin',
    params: z.object({ studentId: id('studentId') }),
    query: listQuery,
    responses: {
      200: {
        description: 'Patients in name order; `X-Total-Count` before paging.',
        schema: z.array(unassignedPatientSchema),
      },
      404: fail('No such student'),
    },
    async handler({ services, params, query }) {
      const student = await requireStudent(services.db, params.studentId);
      const { rows, total: n } = await assignments.patientsWithout(services.db, student.id, query);
      return { body: rows, headers: total(n) };
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
  defineRoute({
    method: 'put',
    path: '/assignments',
    tag,
    summary: "Edit an assignment's marks and feedback",
    access: 'admin',
    rule: 'Within what the caller may see, on a completed or marked assignment. Each score is clamped to its maximum (45, 40, 5, 10), non-numeric counts as 0, and the total is always the sum (totalScore is ignored). The assignment becomes marked, by "<admin> (edited)"; one held for review stays completed with the edits held until it is released.',
    body: z.object({
      assignmentId: id('assignmentId'),
      feedback: longText('feedback'),
      scores: z.object(
        {
          totalScore: scoreValue.describe('Ignored: the total is the sum'),
          mandatoryQuestionScore: scoreValue,
          symptomsScore: scoreValue,
          treatmentScore: scoreValue,
          diagnosisScore: scoreValue,
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
    method: 'get',
    path: '/assignments/{studentId}',
    tag,
    summary: "A student's assigned patients",
    access: 'user',
    rule: 'A student their own id only; an admin sees that student’s assignments within what they may see. Search is on the patient name.',
    params: z.object({ studentId: id('studentId') }),
    query: groupQuery,
    responses: {
      200: {
        description: 'The student; `X-Total-Count` is the number of assignments before paging.',
        schema: ownAssignmentsSchema,
      },
      403: fail('Not yourself'),
      404: fail('No such student'),
    },
    async handler({ services, actor, params, query }) {
      if (!actor.isAdmin && params.studentId !== actor.id)
        throw forbidden('You can only view your own assignments.');
      const student = await requireStudent(services.db, params.studentId);
      const { rows, total: n } = await assignments.ofStudent(services.db, scopeFor(actor), student.id, query);
      return {
        body: {
          id: student.id,
          name: student.name,
          assignedPatients: rows.map((r) => withoutHeldMarks(entryJson(r), actor)),
        },
        headers: total(n),
      };
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
