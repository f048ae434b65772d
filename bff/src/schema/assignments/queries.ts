// The assignment lists and reads: the student dashboard, Assigned Patients, Quick Mark, the assign forms.

import { requireViewer } from '../../context.js';
import type { RestPatientGroup, RestStudentGroup } from '../../upstream/assignments.js';
import { ForbiddenError } from '../../upstream/errors.js';
import { builder } from '../builder.js';
import { offsetConnection } from '../pagination.js';
import { Patient } from '../patients.js';
import { recordIdOf } from '../recordId.js';
import { asksFor } from '../selection.js';
import { User } from '../users.js';
import { AssignmentStatusEnum, MarkReadinessEnum } from './enums.js';
import { fromAssignedStudent, fromEntry, studentSource } from './model.js';
import { Assignment } from './types.js';

const StudentAssignments = builder.objectRef<RestStudentGroup>('StudentAssignments').implement({
  description:
    'A student with the assignments shown to the viewer (one group of the Assigned Patients table).',
  fields: (t) => ({
    student: t.field({
      type: User,
      description: 'The student.',
      resolve: (g) => studentSource({ id: g.id, name: g.name, email: g.email, username: g.username }),
    }),
    assignments: t.field({
      type: [Assignment],
      description: 'Their assignments matching the search and filter.',
      resolve: (g) =>
        g.assignedPatients.map((e) =>
          fromEntry(e, { id: g.id, name: g.name, email: g.email, username: g.username }),
        ),
    }),
  }),
});

const readyToMark = (g: RestPatientGroup) =>
  g.assignedStudents.some((s) => s.status === 'completed' && s.isMarkable);

const PatientAssignments = builder.objectRef<RestPatientGroup>('PatientAssignments').implement({
  description: 'A patient with their assigned students (one row of Quick Mark Assignments).',
  fields: (t) => ({
    patient: t.field({
      type: Patient,
      description: 'The patient case.',
      resolve: (g) => ({ id: g.id, name: g.name }),
    }),
    assignments: t.field({
      type: [Assignment],
      description: 'Each student’s assignment of this patient, with its status.',
      resolve: (g) => g.assignedStudents.map((s) => fromAssignedStudent(s, { id: g.id, name: g.name })),
    }),
    readiness: t.field({
      type: MarkReadinessEnum,
      description: 'Ready to mark when at least one assignment is completed and markable.',
      resolve: (g) => (readyToMark(g) ? 'READY_TO_MARK' : 'NOT_READY'),
    }),
    readinessLabel: t.string({
      description: 'The status badge text: ‘Ready to Mark’ or ‘Not Ready’.',
      resolve: (g) => (readyToMark(g) ? 'Ready to Mark' : 'Not Ready'),
    }),
  }),
});

/** 50 student groups (or patients) per page (docs/api.md#paging-and-search). */
const GROUP_PAGE_SIZE = 50;

builder.queryFields((t) => ({
  assignment: t.field({
    type: Assignment,
    description:
      'One assignment with marks, evidence and earlier attempts. A student reads only their own (FORBIDDEN otherwise); an admin those they may see.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({
        required: true,
        description: 'The assignment: its record id (as in /view-marks/19) or its global ID.',
      }),
    },
    resolve: (_root, { id }) => recordIdOf(String(id), 'Assignment', 'No assignment found.'),
  }),
  myAssignments: t.connection(
    {
      type: Assignment,
      description:
        'The signed-in student’s assigned patients (the student dashboard), newest first, searched and filtered on the server.',
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the patient name.' }),
        status: t.arg({
          type: AssignmentStatusEnum,
          required: false,
          description: 'Only assignments in this status; absent for all.',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const me = await requireViewer(ctx);
        if (me.isAdmin) throw new ForbiddenError('Access denied. Admins cannot access user routes.');
        return offsetConnection(args, async (limit, offset) => {
          const r = await ctx.loaders.assignments.ofStudent(
            me.userId,
            { search: args.search ?? undefined, status: args.status ?? undefined, limit, offset },
            { conversation: asksFor(info, 'conversation') },
          );
          return { items: r.items.map((e) => fromEntry(e, r.student)), total: r.total };
        });
      },
    },
    { name: 'AssignmentConnection' },
  ),
  assignedPatients: t.connection(
    {
      type: StudentAssignments,
      description:
        'Students with their assignments (Assigned Patients), 50 students a page. A super admin sees every assignment, an admin those they created.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the student or the patient name.' }),
        status: t.arg({
          type: AssignmentStatusEnum,
          required: false,
          description: 'Only assignments in this status; absent for all.',
        }),
      },
      resolve: (_root, args, ctx, info) =>
        offsetConnection(
          args,
          (limit, offset) =>
            ctx.loaders.assignments.studentGroups(
              { search: args.search ?? undefined, status: args.status ?? undefined, limit, offset },
              { conversation: asksFor(info, 'conversation') },
            ),
          GROUP_PAGE_SIZE,
        ),
    },
    { name: 'StudentAssignmentsConnection' },
  ),
  quickMarkPatients: t.connection(
    {
      type: PatientAssignments,
      description:
        'Patients with at least one assigned student the viewer may see, with a readiness flag (Quick Mark), 50 a page.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the patient or a student name.' }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          (limit, offset) =>
            ctx.loaders.assignments.patientGroups({ search: args.search ?? undefined, limit, offset }),
          GROUP_PAGE_SIZE,
        ),
    },
    { name: 'PatientAssignmentsConnection' },
  ),
  unassignedStudents: t.field({
    type: [User],
    description:
      'Students who do not have this patient yet and are not banned, in name order (Assign Student(s) to Patient).',
    authScopes: { admin: true },
    args: { patientId: t.arg.globalID({ required: true, for: Patient, description: 'The patient.' }) },
    // A banned student cannot sign in to do the work (docs/accounts.md#user-management): not offered. The
    // REST answer does not carry the status, so the student list says who is banned.
    resolve: async (_root, { patientId }, ctx) => {
      const [students, banned] = await Promise.all([
        ctx.loaders.assignments.unassignedStudents(Number(patientId.id)),
        ctx.loaders.users.bannedStudentIds(),
      ]);
      return students.filter((s) => !banned.has(s.id)).map(studentSource);
    },
  }),
  unassignedPatients: t.field({
    type: [Patient],
    description: 'Patients this student does not have yet, in name order (Assign Patient(s) to Student).',
    authScopes: { admin: true },
    args: { studentId: t.arg.globalID({ required: true, for: User, description: 'The student.' }) },
    resolve: async (_root, { studentId }, ctx) =>
      ctx.loaders.assignments.unassignedPatients(Number(studentId.id)),
  }),
}));
