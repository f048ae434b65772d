import { z } from 'zod';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { id, listQuery } from '../lib/validation.js';
import { users } from '../users/users.repository.js';
import { type AssignmentListRow, assignmentLists, type ListShape } from './assignmentLists.repository.js';
import { entryQuery, fail, groupQuery, tag, total } from './assignments.inputs.js';
import {
  assignedStudentJson,
  entryJson,
  ownAssignmentsSchema,
  patientGroupSchema,
  studentGroupSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
} from './assignments.json.js';
import type { Scope } from './assignments.repository.js';
import { requirePatient, requireStudent, scopeFor } from './assignments.service.js';
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
  const { groups, rows, total: n } = await assignmentLists.byStudent(db, scope, query, shapeOf(query));
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

/**
 * The lists the admin screens (assignments by student, quick mark by patient, assigning) and the student's
 * own list read; fixed paths before `/assignments/{studentId}`.
 */
export const assignmentListRoutes: RouteDef[] = [
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
      const { groups, rows, total: n } = await assignmentLists.byPatient(services.db, scopeFor(actor), query);
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
      const { rows, total: n } = await assignmentLists.studentsWithout(services.db, patientId, query);
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
      const { rows, total: n } = await assignmentLists.patientsWithout(services.db, student.id, query);
      return { body: rows, headers: total(n) };
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
      const { rows, total: n } = await assignmentLists.ofStudent(
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
];
