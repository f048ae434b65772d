import { rubric } from '@anamnesis/rules';
import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../../api/src/test/testApi.js';
import { ASSIGN_PATIENTS, assignmentsFixture } from '../../test/assignmentsFixture.js';

const { t, tokens, user, patient, gql, gid, row, assignmentGid, newStudent, assignRest } =
  assignmentsFixture();

const ASSIGN_STUDENTS = `mutation ($input: AssignStudentsToPatientInput!) {
  assignStudentsToPatient(input: $input) {
    __typename
    ... on AssignmentsPayload { assignments { id status student { name } } }
    ... on Error { message code }
  }
}`;
const ASSIGN_ROOM = `mutation ($input: AssignPatientToRoomInput!) {
  assignPatientToRoom(input: $input) {
    __typename
    ... on AssignmentsPayload { assignments { id status student { name } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const countAssignments = async () =>
  (
    await t.api.db
      .selectFrom('assignments')
      .select(t.api.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('assigning', () => {
  it('assigns patients to a student with the flags', async () => {
    const s = await newStudent();
    const r = await gql(
      ASSIGN_PATIENTS,
      {
        input: {
          studentId: gid('User', s.id),
          patientIds: [
            gid('Patient', patient['Grace Okafor'] as number),
            gid('Patient', patient['John Miller'] as number),
          ],
          isMarkable: true,
        },
      },
      'teacher',
    );
    expect(r.data.assignPatientsToStudent.__typename).toBe('AssignmentsPayload');
    const list = r.data.assignPatientsToStudent.assignments;
    expect(list.map((a: { patient: { name: string } }) => a.patient.name).sort()).toEqual([
      'Grace Okafor',
      'John Miller',
    ]);
    expect(list[0]).toMatchObject({ status: 'ASSIGNED', isMarkable: true, isNoteAllow: false });
    expect(list[0].student.name).toMatch(/^Student as/);
    expect((await row(s.id, patient['Grace Okafor'] as number)).creator_id).toBe(user.teacher);
  });

  it('refuses empty selections, duplicates, students and anonymous callers, creating nothing', async () => {
    const s = await newStudent();
    await assignRest('teacher', s.id, 'Emily Clark');
    const before = await countAssignments();
    const student = gid('User', s.id);
    const emily = gid('Patient', patient['Emily Clark'] as number);
    const empty = await gql(ASSIGN_PATIENTS, { input: { studentId: student, patientIds: [] } }, 'teacher');
    expect(empty.data.assignPatientsToStudent).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please select a student and at least one patient.',
    });
    const noStudent = await gql(
      ASSIGN_PATIENTS,
      { input: { studentId: null, patientIds: [emily] } },
      'teacher',
    );
    expect(noStudent.data.assignPatientsToStudent).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please select a student and at least one patient.',
      field: 'studentId',
    });
    const dup = await gql(ASSIGN_PATIENTS, { input: { studentId: student, patientIds: [emily] } }, 'teacher');
    expect(dup.data.assignPatientsToStudent).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringMatching(/^Emily Clark is already assigned to Student as \d+\.$/),
    });
    const byStudent = await gql(
      ASSIGN_PATIENTS,
      { input: { studentId: student, patientIds: [emily] } },
      'student',
    );
    expect(byStudent.data.assignPatientsToStudent).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'Access denied. Only admin allowed.',
    });
    const anon = await gql(ASSIGN_PATIENTS, { input: { studentId: student, patientIds: [emily] } }, null);
    expect(anon.data.assignPatientsToStudent.__typename).toBe('AuthenticationError');
    expect(await countAssignments()).toBe(before);
  });

  it('assigns students to a patient, with the spec message when nothing is picked', async () => {
    const a = await newStudent();
    const b = await newStudent();
    const robert = gid('Patient', patient['Robert Hughes'] as number);
    const ok = await gql(
      ASSIGN_STUDENTS,
      { input: { patientId: robert, studentIds: [gid('User', a.id), gid('User', b.id), gid('User', a.id)] } },
      'admin',
    );
    expect(ok.data.assignStudentsToPatient.assignments).toHaveLength(2);
    const before = await countAssignments();
    for (const input of [
      { patientId: robert, studentIds: [] },
      { patientId: null, studentIds: [gid('User', a.id)] },
    ]) {
      const r = await gql(ASSIGN_STUDENTS, { input }, 'admin');
      expect(r.data.assignStudentsToPatient).toMatchObject({
        __typename: 'ValidationError',
        message: 'Please select a patient and at least one student.',
      });
    }
    const dup = await gql(
      ASSIGN_STUDENTS,
      { input: { patientId: robert, studentIds: [gid('User', a.id)] } },
      'admin',
    );
    expect(dup.data.assignStudentsToPatient).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringMatching(/^Robert Hughes is already assigned to Student as \d+\.$/),
    });
    expect(await countAssignments()).toBe(before);
  });

  it('assigns a patient to a room, once', async () => {
    const a = await newStudent();
    const room = await t.api.call('POST', '/rooms', {
      token: tokens.teacher,
      body: { name: 'Ward 9', roomNumber: 'W-9' },
    });
    const roomId = room.body.room.id as number;
    await t.api.call('POST', '/rooms/assign-rooms', {
      token: tokens.teacher,
      body: { roomId, studentIds: [a.id] },
    });
    const input = {
      patientId: gid('Patient', patient['Grace Okafor'] as number),
      roomId: gid('Room', roomId),
      isMarkable: true,
      isNoteAllow: true,
    };
    const missing = await gql(ASSIGN_ROOM, { input: { ...input, roomId: null } }, 'teacher');
    expect(missing.data.assignPatientToRoom).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please select both a patient and a room.',
      field: 'roomId',
    });
    const ok = await gql(ASSIGN_ROOM, { input }, 'teacher');
    expect(ok.data.assignPatientToRoom.assignments).toEqual([
      { id: expect.any(String), status: 'ASSIGNED', student: { name: expect.stringMatching(/^Student as/) } },
    ]);
    const again = await gql(ASSIGN_ROOM, { input }, 'teacher');
    expect(again.data.assignPatientToRoom).toMatchObject({
      __typename: 'ConflictError',
      message: 'Room W-9 already has a patient assigned.',
    });
  });
});

const DELETE = `mutation ($id: ID!) {
  deleteAssignment(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message code } }
}`;

describe('deleteAssignment', () => {
  it('deletes what the admin may see, and refuses the rest', async () => {
    const s = await newStudent();
    const id = gid('Assignment', await assignRest('admin', s.id, 'Emily Clark'));
    const teacher = await gql(DELETE, { id }, 'teacher');
    expect(teacher.data.deleteAssignment).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only manage assignments you created.',
    });
    const student = await gql(DELETE, { id }, { token: s.token });
    expect(student.data.deleteAssignment.__typename).toBe('ForbiddenError');
    expect(await row(s.id, patient['Emily Clark'] as number)).toBeTruthy();
    const ok = await gql(DELETE, { id }, 'admin');
    expect(ok.data.deleteAssignment).toEqual({ __typename: 'DeletedPayload', deletedId: id });
    const gone = await gql(DELETE, { id }, 'admin');
    expect(gone.data.deleteAssignment).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Assignment not found.',
    });
  });
});

const MARK = `mutation ($id: ID!) {
  markAssignment(id: $id) {
    __typename
    ... on AssignmentPayload { assignment { status markedBy scores { total } evidence { grader } patient { name } } }
    ... on Error { message code }
  }
}`;
const MARK_ALL = `mutation ($patientId: ID) {
  markAll(patientId: $patientId) { __typename ... on MarkAllPayload { markedCount } ... on Error { message code } }
}`;
const EDIT = `mutation ($input: UpdateAssignmentMarksInput!) {
  updateAssignmentMarks(input: $input) {
    __typename
    ... on AssignmentPayload { assignment { status feedback markedBy scores { total mandatoryQuestions symptoms diagnosis treatment } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;

/** A new student whose assignment (by `creator`) is submitted through REST, not marked. */
async function submitted(creator: DemoAccount, patientName: string) {
  const s = await newStudent('sub');
  const id = await assignRest(creator, s.id, patientName);
  const p = patient[patientName] as number;
  await t.api.call('POST', '/assignments/store', {
    token: s.token,
    body: {
      studentId: s.id,
      patientId: p,
      messages: [
        { text: 'Do you have a fever?', isAI: false },
        { text: 'Yes, a fever.', isAI: true },
      ],
    },
  });
  const r = await t.api.call('POST', '/assignments/submit', {
    token: s.token,
    body: { studentId: s.id, patientId: p, findings: 'Diagnosis: Pneumonia\nSuggested Treaments: Rest' },
  });
  expect(r.status).toBe(200);
  return { ...s, assignmentId: id, gid: gid('Assignment', id), patientId: p };
}

describe('marking', () => {
  it('marks a completed assignment, once, and only for admins who may see it', async () => {
    const s = await submitted('teacher', 'Emily Clark');
    const student = await gql(MARK, { id: s.gid }, { token: s.token });
    expect(student.data.markAssignment.__typename).toBe('ForbiddenError');
    const admin = await gql(MARK, { id: await assignmentGid('student', 'Grace Okafor') }, 'teacher');
    expect(admin.data.markAssignment).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only manage assignments you created.',
    });
    const ok = await gql(MARK, { id: s.gid }, 'teacher');
    expect(ok.data.markAssignment).toMatchObject({
      __typename: 'AssignmentPayload',
      assignment: {
        status: 'MARKED',
        patient: { name: 'Emily Clark' },
        evidence: { grader: expect.any(String) },
      },
    });
    expect(ok.data.markAssignment.assignment.scores.total).toBeGreaterThan(0);
    const again = await gql(MARK, { id: s.gid }, 'teacher');
    expect(again.data.markAssignment).toMatchObject({
      __typename: 'ConflictError',
      message: 'This assignment has already been marked.',
    });
    const open = await gql(MARK, { id: await assignmentGid('student', 'Emily Clark') }, 'teacher');
    expect(open.data.markAssignment).toMatchObject({
      __typename: 'ConflictError',
      message: 'This assignment has not been submitted yet.',
    });
  });

  it('marks all ready work of one patient, or everything the admin may see', async () => {
    const a = await submitted('teacher', 'Robert Hughes');
    const b = await submitted('teacher', 'John Miller');
    const one = await gql(
      MARK_ALL,
      { patientId: gid('Patient', patient['Robert Hughes'] as number) },
      'teacher',
    );
    expect(one.data.markAll.markedCount).toBeGreaterThanOrEqual(1);
    expect((await row(a.id, a.patientId)).status).toBe('marked');
    expect((await row(b.id, b.patientId)).status).toBe('completed');
    const student = await gql(MARK_ALL, {}, 'student');
    expect(student.data.markAll.__typename).toBe('ForbiddenError');
    expect((await row(b.id, b.patientId)).status).toBe('completed');
    const all = await gql(MARK_ALL, {}, 'teacher');
    expect(all.data.markAll.markedCount).toBeGreaterThanOrEqual(1);
    expect((await row(b.id, b.patientId)).status).toBe('marked');
    // The super admin's own completed assignment (Sam's diabetes case) is not the teacher's to mark.
    expect((await row(user.student as number, patient['Grace Okafor'] as number)).status).toBe('completed');
  });

  it('lets an admin set marks by hand: capped at each maximum, total the sum, negatives refused', async () => {
    const s = await submitted('teacher', 'Grace Okafor');
    const input = {
      assignmentId: s.gid,
      feedback: 'Good history; ask about family history.',
      scores: { mandatoryQuestions: 50, symptoms: 30, diagnosis: 7, treatment: 4 },
    };
    const ok = await gql(EDIT, { input }, 'teacher');
    expect(ok.data.updateAssignmentMarks.assignment).toEqual({
      status: 'MARKED',
      feedback: 'Good history; ask about family history.',
      markedBy: 'Dr. Tessa Morgan (edited)',
      // 50 is clamped to the maximum.
      scores: {
        total: rubric.mandatoryQuestions + 30 + 7 + 4,
        mandatoryQuestions: rubric.mandatoryQuestions,
        symptoms: 30,
        diagnosis: 7,
        treatment: 4,
      },
    });
    const before = await row(s.id, s.patientId);
    const negative = await gql(
      EDIT,
      { input: { ...input, scores: { ...input.scores, symptoms: -1 } } },
      'teacher',
    );
    expect(negative.data.updateAssignmentMarks).toMatchObject({
      __typename: 'ValidationError',
      message: 'Scores cannot be negative.',
      field: 'symptoms',
    });
    const student = await gql(EDIT, { input }, { token: s.token });
    expect(student.data.updateAssignmentMarks.__typename).toBe('ForbiddenError');
    const notMine = await gql(
      EDIT,
      { input: { ...input, assignmentId: await assignmentGid('mei', 'Emily Clark') } },
      'teacher',
    );
    expect(notMine.data.updateAssignmentMarks.__typename).toBe('ForbiddenError');
    const notSubmitted = await gql(
      EDIT,
      { input: { ...input, assignmentId: await assignmentGid('student', 'Emily Clark') } },
      'teacher',
    );
    expect(notSubmitted.data.updateAssignmentMarks).toMatchObject({
      __typename: 'ConflictError',
      message: 'Only a submitted assignment can be marked.',
    });
    expect(await row(s.id, s.patientId)).toEqual(before);
  });
});
