import { z } from 'zod';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id, listQuery } from '../lib/validation.js';
import { markAll } from '../marking/marking.service.js';
import { users } from '../users/users.repository.js';
import {
  created,
  entryQuery,
  fail,
  flags,
  groupQuery,
  idList,
  longText,
  one,
  requiredId,
  scoreValue,
  tag,
  total,
} from './assignments.inputs.js';
import {
  assignedStudentJson,
  assignmentDetailSchema,
  assignmentJson,
  entryJson,
  ownAssignmentsSchema,
  patientGroupSchema,
  studentGroupSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
} from './assignments.json.js';
import { type AssignmentListRow, assignments, type ListShape, type Scope } from './assignments.repository.js';
import {
  assignmentDetail,
  assignPatients,
  assignRoom,
  assignStudents,
  deleteAssignment,
  editMarks,
  releaseAnswers,
  requirePatient,
  requireStudent,
  scopeFor,
} from './assignments.service.js';
import { withoutHeldMarks } from './heldMarks.js';

type EntryQuery = z.output<typeof entryQuery>;

/** What the entries of a list carry: their conversations unless the caller left them out. */
const shapeOf = (query: EntryQuery): ListShape => ({ conversation: query.omit !== 'conversationLog' });

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
async function studentGroups(db: Db, scope: Scope, query: EntryQuery) {
  const { groups, rows, total: n } = await assignments.byStudent(db, scope, query, shapeOf(query));
  const byStudent = groupBy(rows, (r: AssignmentListRow) => r.student_id);
  return {
    body: groups.map((g) => ({
      ...g,
      assignedPatients: (byStudent.get(g.id) ?? []).map((r) => entryJson(r)),
    })),
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
    query: entryQuery,
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
    query: entryQuery,
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
      const { id: patientId } = await requirePatient(services.db, params.patientId);
      const { rows, total: n } = await assignments.studentsWithout(services.db, patientId, query);
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
    method: 'put',
    path: '/assignments',
    tag,
    summary: "Edit an assignment's marks and feedback",
    access: 'admin',
    rule: 'Within what the caller may see, on a completed or marked assignment. Each score is a number (or a decimal number as text), 0 or more: anything else is refused (400) and nothing changes; a score above its maximum (45, 40, 5, 10) is clamped, one left out keeps its mark, and the total is always the sum (totalScore is ignored). The assignment becomes marked, by "<admin> (edited)"; one held for review stays completed with the edits held until it is released.',
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
    method: 'get',
    path: '/assignments/{studentId}',
    tag,
    summary: "A student's assigned patients",
    access: 'user',
    rule: 'A student their own id only; an admin sees that student’s assignments within what they may see. Search is on the patient name.',
    params: z.object({ studentId: id('studentId') }),
    query: entryQuery,
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
      // A student's own list: the account was just read to authenticate them.
      const student = actor.isAdmin ? await requireStudent(services.db, params.studentId) : actor;
      const { rows, total: n } = await assignments.ofStudent(
        services.db,
        scopeFor(actor),
        student.id,
        query,
        shapeOf(query),
      );
      return {
        body: {
          id: student.id,
          name: student.name,
          assignedPatients: rows.map((r) => withoutHeldMarks(entryJson(r, actor), actor)),
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
