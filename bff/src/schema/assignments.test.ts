import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
const user: Record<string, number> = {};
const patient: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  for (const u of await t.api.db.selectFrom('users').select(['id', 'username']).execute())
    user[u.username] = u.id;
  for (const p of await t.api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => t?.stop());

type Who = DemoAccount | { token: string } | null;
const auth = (who: Who) => (who === null ? {} : typeof who === 'string' ? { token: tokens[who] } : who);
const gql = (query: string, variables: Record<string, unknown>, who: Who) =>
  t.gql(query, variables, auth(who));
const gid = (type: string, id: number) => encodeGlobalID(type, id);

/** The stored assignment row, to prove what changed and what did not. */
const row = (studentId: number, patientId: number) =>
  t.api.db
    .selectFrom('assignments')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();
const assignmentGid = async (username: string, patientName: string) =>
  gid('Assignment', (await row(user[username] as number, patient[patientName] as number)).id);

let seq = 0;
/** A new student (through REST) with a bearer token. */
async function newStudent(prefix = 'as') {
  const username = `${prefix}${++seq}`;
  const r = await t.api.call('POST', '/users', {
    token: tokens.admin,
    body: {
      name: `Student ${prefix} ${seq}`,
      email: `${username}@example.com`,
      username,
      password: 'secret1',
    },
  });
  expect(r.status).toBe(201);
  return { id: r.body.user.id as number, token: await t.api.login(`${username}@example.com`, 'secret1') };
}

async function assignRest(creator: DemoAccount, studentId: number, patientName: string, flags = 1) {
  const r = await t.api.call('POST', '/assignments/assign-patient', {
    token: tokens[creator],
    body: { patientIds: [patient[patientName]], studentId, isMarkable: flags, isNoteAllow: flags },
  });
  expect(r.status).toBe(201);
  return r.body.assignments[0].id as number;
}

const ASSIGNMENT = `query ($id: ID!) {
  assignment(id: $id) {
    id databaseId status isMarkable isNoteAllow attempt findings visitNote diagnosisDraft noteDraft
    conversation { text isAI timestamp timings { name ms } }
    feedback markedBy markedAt submittedAt createdAt updatedAt requestStatus
    scores { total mandatoryQuestions symptoms diagnosis treatment
      maxima { total mandatoryQuestions symptoms diagnosis treatment } }
    evidence {
      grader
      mandatoryQuestions { question asked quote }
      symptoms { symptom elicited quote }
      diagnosis { expected given matched partial keyWords overlap }
      treatment { expected given matched missed }
    }
    history { attempt status }
    patient { id name }
    student { id name }
  }
}`;

describe('assignment', () => {
  it('needs a session', async () => {
    const r = await gql(ASSIGNMENT, { id: await assignmentGid('student', 'John Miller') }, null);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives a student their own marked work with scores, maxima and evidence, in one REST call', async () => {
    const id = await assignmentGid('student', 'John Miller');
    t.bff.rest.calls = 0;
    const r = await gql(ASSIGNMENT, { id }, 'student');
    expect(t.bff.rest.calls).toBe(1);
    const a = r.data.assignment;
    expect(a).toMatchObject({
      id,
      status: 'MARKED',
      isMarkable: true,
      isNoteAllow: true,
      attempt: 1,
      requestStatus: null,
      history: [],
      patient: { id: gid('Patient', patient['John Miller'] as number), name: 'John Miller' },
      student: { id: gid('User', user.student as number), name: 'Sam Carter' },
    });
    expect(a.findings).toMatch(/^Diagnosis: Myocardial infarction\nSuggested Treaments: /);
    expect(a.conversation[0]).toEqual({
      text: 'Hello, I am the doctor on duty. What brings you in today?',
      isAI: false,
      timestamp: null,
      timings: [],
    });
    expect(a.conversation[1].isAI).toBe(true);
    const s = a.scores;
    expect(s.maxima).toEqual({
      total: 100,
      mandatoryQuestions: 45,
      symptoms: 40,
      diagnosis: 10,
      treatment: 5,
    });
    expect(s.total).toBe(s.mandatoryQuestions + s.symptoms + s.diagnosis + s.treatment);
    expect(s.diagnosis).toBe(10);
    expect(a.evidence.grader).toMatch(/built-in/);
    // The student sees that their diagnosis matched, not the answer key (not released: docs/marking.md).
    expect(a.evidence.diagnosis).toMatchObject({ expected: '', matched: true });
    expect(a.evidence.treatment).toMatchObject({ expected: '', missed: [] });
    const chestPain = a.evidence.symptoms.find((x: { symptom: string }) => x.symptom === 'Chest pain');
    expect(chestPain).toMatchObject({ elicited: true, quote: expect.stringMatching(/chest pain/i) });
    expect(a.evidence.mandatoryQuestions.some((q: { asked: boolean }) => q.asked)).toBe(true);
    expect(new Date(a.markedAt).getTime()).toBeGreaterThan(0);
  });

  it("refuses another student's assignment, and an admin's view outside what they created", async () => {
    const mei = await assignmentGid('mei', 'Emily Clark');
    const other = await gql(ASSIGNMENT, { id: mei }, 'student');
    expect(other.data).toBeNull();
    expect(other.errors?.[0]).toMatchObject({
      message: 'You can only view your own assignments.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Mei's assignment was created by the super admin.
    const teacher = await gql(ASSIGNMENT, { id: mei }, 'teacher');
    expect(teacher.errors?.[0]).toMatchObject({
      message: 'You can only manage assignments you created.',
      extensions: { code: 'FORBIDDEN' },
    });
    const own = await gql(ASSIGNMENT, { id: await assignmentGid('student', 'John Miller') }, 'teacher');
    expect(own.data.assignment.status).toBe('MARKED');
    const admin = await gql(ASSIGNMENT, { id: mei }, 'admin');
    expect(admin.data.assignment).toMatchObject({
      status: 'MARKED',
      isNoteAllow: false,
      student: { name: 'Mei Chen' },
    });
    const missing = await gql(ASSIGNMENT, { id: gid('Assignment', 999999) }, 'admin');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Assignment not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('is a Relay node', async () => {
    const id = await assignmentGid('student', 'Robert Hughes');
    const r = await gql(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Assignment { status patient { name } } } }',
      { id },
      'student',
    );
    expect(r.data.node).toEqual({
      __typename: 'Assignment',
      id,
      status: 'INPROGRESS',
      patient: { name: 'Robert Hughes' },
    });
  });

  it('reads the whole patient only when asked for more than the list carries', async () => {
    const id = await assignmentGid('student', 'Robert Hughes');
    t.bff.rest.calls = 0;
    const r = await gql(
      `query ($id: ID!) { assignment(id: $id) { patient { ...P } } }
       fragment P on Patient { name voiceModel medicalHistory symptoms { name } }`,
      { id },
      'student',
    );
    expect(t.bff.rest.calls).toBe(2);
    expect(r.data.assignment.patient).toMatchObject({
      name: 'Robert Hughes',
      voiceModel: 'aura-arcas-en',
      medicalHistory: expect.stringMatching(/^22-year-old/),
    });
    expect(r.data.assignment.patient.symptoms.length).toBeGreaterThan(0);
  });
});

const MINE = `query ($search: String, $status: AssignmentStatus, $first: Int) {
  myAssignments(search: $search, status: $status, first: $first) {
    totalCount
    edges { node {
      id status isMarkable isNoteAllow createdAt diagnosisDraft noteDraft requestStatus findings visitNote
      conversation { text isAI }
      scores { total }
      patient { id name }
    } }
  }
}`;

describe('myAssignments', () => {
  it('lists the student’s own assignments with every status, in one REST call', async () => {
    t.bff.rest.calls = 0;
    const r = await gql(MINE, {}, 'student');
    expect(t.bff.rest.calls).toBe(1);
    const nodes = r.data.myAssignments.edges.map((e: { node: unknown }) => e.node);
    expect(r.data.myAssignments.totalCount).toBe(4);
    expect(nodes.map((n: { status: string }) => n.status).sort()).toEqual([
      'ASSIGNED',
      'COMPLETED',
      'INPROGRESS',
      'MARKED',
    ]);
    const inProgress = nodes.find((n: { status: string }) => n.status === 'INPROGRESS');
    // The REST list sends the log as a JSON string; the schema gives the messages.
    expect(inProgress.conversation).toEqual([
      { text: 'Hello, what brings you in today?', isAI: false },
      { text: 'I have a bad pain in my tummy, on the lower right side.', isAI: true },
    ]);
    expect(inProgress.patient.name).toBe('Robert Hughes');
    const marked = nodes.find((n: { status: string }) => n.status === 'MARKED');
    expect(marked.scores.total).toBeGreaterThan(0);
  });

  it('searches by patient name and filters by status on the server', async () => {
    const search = await gql(MINE, { search: 'grace' }, 'student');
    expect(
      search.data.myAssignments.edges.map(
        (e: { node: { patient: { name: string } } }) => e.node.patient.name,
      ),
    ).toEqual(['Grace Okafor']);
    const marked = await gql(MINE, { status: 'MARKED' }, 'student');
    expect(marked.data.myAssignments.totalCount).toBe(1);
    expect(marked.data.myAssignments.edges[0].node.patient.name).toBe('John Miller');
    const page = await gql(MINE, { first: 2 }, 'student');
    expect(page.data.myAssignments.edges).toHaveLength(2);
    expect(page.data.myAssignments.totalCount).toBe(4);
  });

  it('needs a student session', async () => {
    const anon = await gql(MINE, {}, null);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await gql(MINE, {}, 'teacher');
    expect(admin.errors?.[0]).toMatchObject({
      message: 'Access denied. Admins cannot access user routes.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

const GROUPS = `query ($first: Int, $after: String, $search: String, $status: AssignmentStatus) {
  assignedPatients(first: $first, after: $after, search: $search, status: $status) {
    totalCount
    pageInfo { hasNextPage }
    pageCursors { page cursor }
    edges { node {
      student { id name email username }
      assignments {
        id status isMarkable isNoteAllow findings visitNote createdAt requestStatus
        conversation { text isAI }
        scores { total }
        patient { id name }
        student { id name }
      }
    } }
  }
}`;

type Group = {
  student: { name: string; username: string };
  assignments: { id: string; status: string; patient: { name: string } }[];
};
const groupsOf = (r: { data: { assignedPatients: { edges: { node: Group }[] } } }) =>
  r.data.assignedPatients.edges.map((e) => e.node);

describe('assignedPatients', () => {
  it('is for admins only', async () => {
    const anon = await gql(GROUPS, {}, null);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const student = await gql(GROUPS, {}, 'student');
    expect(student.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('shows a super admin every assignment and a plain admin only those they created', async () => {
    const all = groupsOf(await gql(GROUPS, {}, 'admin'));
    const mine = groupsOf(await gql(GROUPS, {}, 'teacher'));
    const samAll = all.find((g) => g.student.username === 'student');
    const samMine = mine.find((g) => g.student.username === 'student');
    expect(samAll?.assignments).toHaveLength(4);
    // The diabetes case was assigned by the super admin, so the teacher does not see it.
    expect(samMine?.assignments.map((a) => a.patient.name).sort()).toEqual([
      'Emily Clark',
      'John Miller',
      'Robert Hughes',
    ]);
    expect(mine.some((g) => g.student.username === 'mei')).toBe(false);
    expect(all.some((g) => g.student.username === 'mei')).toBe(true);
  });

  it('filters by status and searches by student or patient name', async () => {
    const marked = groupsOf(await gql(GROUPS, { status: 'MARKED' }, 'admin'));
    expect(marked.flatMap((g) => g.assignments.map((a) => a.status))).toEqual(
      marked.flatMap((g) => g.assignments.map(() => 'MARKED')),
    );
    expect(marked.map((g) => g.student.username).sort()).toEqual(['mei', 'student']);
    const grace = groupsOf(await gql(GROUPS, { search: 'Grace' }, 'admin'));
    expect(grace.map((g) => [g.student.username, g.assignments.map((a) => a.patient.name)])).toEqual([
      ['student', ['Grace Okafor']],
    ]);
    const byStudent = groupsOf(await gql(GROUPS, { search: 'Priya' }, 'teacher'));
    expect(byStudent.map((g) => g.student.name)).toEqual(['Priya Natarajan']);
  });

  it('pages 50 students at a time with one REST call, however many rows', async () => {
    for (let i = 0; i < 60; i++) {
      const s = await newStudent('many');
      await assignRest('teacher', s.id, i % 2 ? 'Emily Clark' : 'Robert Hughes');
    }
    t.bff.rest.calls = 0;
    const page1 = await gql(GROUPS, {}, 'teacher');
    expect(t.bff.rest.calls).toBe(1);
    const c = page1.data.assignedPatients;
    expect(c.edges).toHaveLength(50);
    expect(c.totalCount).toBeGreaterThanOrEqual(63);
    expect(c.pageInfo.hasNextPage).toBe(true);
    t.bff.rest.calls = 0;
    const page2 = await gql(GROUPS, { after: c.pageCursors[1].cursor }, 'teacher');
    expect(t.bff.rest.calls).toBe(1);
    expect(page2.data.assignedPatients.edges).toHaveLength(c.totalCount - 50);
    const big = await gql(GROUPS, { first: 101 }, 'teacher');
    expect(big.errors?.[0]?.message).toBe('first must be between 0 and 100.');
  });
});

const QUICK = `query ($search: String, $first: Int) {
  quickMarkPatients(search: $search, first: $first) {
    totalCount
    edges { node {
      readiness readinessLabel
      patient { id name }
      assignments { id status isMarkable student { id name } }
    } }
  }
}`;

describe('quickMarkPatients', () => {
  it('lists patients with their students and readiness in one REST call', async () => {
    t.bff.rest.calls = 0;
    const r = await gql(QUICK, {}, 'admin');
    expect(t.bff.rest.calls).toBe(1);
    type Row = {
      readiness: string;
      readinessLabel: string;
      patient: { name: string };
      assignments: { status: string; student: { name: string } }[];
    };
    const rows: Row[] = r.data.quickMarkPatients.edges.map((e: { node: Row }) => e.node);
    const grace = rows.find((x) => x.patient.name === 'Grace Okafor');
    expect(grace).toMatchObject({ readiness: 'READY_TO_MARK', readinessLabel: 'Ready to Mark' });
    const robert = rows.find((x) => x.patient.name === 'Robert Hughes');
    expect(robert).toMatchObject({ readiness: 'NOT_READY', readinessLabel: 'Not Ready' });
    expect(robert?.assignments.length).toBeGreaterThan(30);
    expect(rows.every((x) => x.assignments.length > 0)).toBe(true);
    // The teacher did not assign Grace Okafor to anyone.
    const teacher = await gql(QUICK, {}, 'teacher');
    expect(
      teacher.data.quickMarkPatients.edges.some((e: { node: Row }) => e.node.patient.name === 'Grace Okafor'),
    ).toBe(false);
    const search = await gql(QUICK, { search: 'mei' }, 'admin');
    expect(search.data.quickMarkPatients.edges.map((e: { node: Row }) => e.node.patient.name)).toEqual([
      'Emily Clark',
    ]);
  });

  it('is for admins only', async () => {
    expect((await gql(QUICK, {}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(QUICK, {}, 'mei')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('unassignedStudents and unassignedPatients', () => {
  const STUDENTS = 'query ($id: ID!) { unassignedStudents(patientId: $id) { id name username } }';
  const PATIENTS = 'query ($id: ID!) { unassignedPatients(studentId: $id) { id name diagnosis } }';

  it('offers the students and patients not yet paired, in one REST call each', async () => {
    t.bff.rest.calls = 0;
    const s = await gql(STUDENTS, { id: gid('Patient', patient['Grace Okafor'] as number) }, 'teacher');
    expect(t.bff.rest.calls).toBe(1);
    const names = s.data.unassignedStudents.map((u: { username: string }) => u.username);
    expect(names).toContain('mei');
    expect(names).not.toContain('student');
    t.bff.rest.calls = 0;
    const p = await gql(PATIENTS, { id: gid('User', user.mei as number) }, 'teacher');
    expect(t.bff.rest.calls).toBe(1);
    expect(p.data.unassignedPatients.map((x: { name: string }) => x.name)).toEqual([
      'Grace Okafor',
      'John Miller',
      'Robert Hughes',
    ]);
    expect(p.data.unassignedPatients[0].diagnosis).toBe('Type 2 diabetes mellitus');
  });

  it('is for admins only, and names unknown ids', async () => {
    const id = gid('Patient', patient['Grace Okafor'] as number);
    expect((await gql(STUDENTS, { id }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(STUDENTS, { id }, 'student')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await gql(PATIENTS, { id: gid('User', 999999) }, 'admin');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Student not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

const ASSIGN_PATIENTS = `mutation ($input: AssignPatientsToStudentInput!) {
  assignPatientsToStudent(input: $input) {
    __typename
    ... on AssignmentsPayload { assignments { id status isMarkable isNoteAllow patient { name } student { name } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
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
      scores: { total: 86, mandatoryQuestions: 45, symptoms: 30, diagnosis: 7, treatment: 4 },
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

const DRAFT = `mutation ($input: SaveAssignmentDraftInput!) {
  saveAssignmentDraft(input: $input) {
    __typename
    ... on AssignmentPayload { assignment { id status diagnosisDraft noteDraft diagnosisDraftParts { diagnosis treatments } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const SAVE = `mutation ($input: SaveConversationInput!) {
  saveConversation(input: $input) {
    __typename
    ... on AssignmentPayload { assignment { id status conversation { text isAI timestamp timings { name ms } } } }
    ... on Error { message code }
  }
}`;
const SUBMIT = `mutation ($input: SubmitAssignmentInput!) {
  submitAssignment(input: $input) {
    __typename
    ... on SubmitAssignmentPayload {
      marked
      assignment { id status findings visitNote markedBy scores { total symptoms } patient { name } student { name } }
    }
    ... on Error { message code }
  }
}`;
const REQUEST = `mutation ($id: ID!) {
  requestReset(assignmentId: $id) {
    __typename
    ... on ResetRequestPayload { request { id status student { name } patient { name } } assignment { id status requestStatus } }
    ... on Error { message code }
  }
}`;
const HANDLE = `mutation ($input: HandleResetRequestInput!) {
  handleResetRequest(input: $input) {
    __typename
    ... on ResetRequestPayload {
      request { status handledAt }
      assignment { status attempt findings conversation { text } scores { total } requestStatus history { attempt status findings scores { total } evidence { grader } } }
    }
    ... on Error { message code }
  }
}`;

describe('the student’s work', () => {
  it('checks the draft dialogs’ rules and composes the diagnosis text', async () => {
    const s = await newStudent('draft');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Emily Clark'));
    const me = { token: s.token };
    const half = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: 'Pneumonia', treatments: '  ' } },
      me,
    );
    expect(half.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please fill out both fields.',
      field: 'treatments',
    });
    const onlyTreatments = await gql(DRAFT, { input: { assignmentId: id, treatments: 'Rest' } }, me);
    expect(onlyTreatments.data.saveAssignmentDraft.message).toBe('Please fill out both fields.');
    const blankNote = await gql(DRAFT, { input: { assignmentId: id, note: ' ' } }, me);
    expect(blankNote.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please fill out field.',
      field: 'note',
    });
    const other = await gql(DRAFT, { input: { assignmentId: id, note: 'Mine now' } }, 'student');
    expect(other.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only edit your own assignments.',
    });
    expect((await row(s.id, patient['Emily Clark'] as number)).diagnosis_draft).toBeNull();
    const ok = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: ' Pneumonia ', treatments: 'Antibiotics' } },
      me,
    );
    expect(ok.data.saveAssignmentDraft.assignment).toMatchObject({
      diagnosisDraft: 'Diagnosis: Pneumonia\nSuggested Treaments: Antibiotics',
      diagnosisDraftParts: { diagnosis: 'Pneumonia', treatments: 'Antibiotics' },
      noteDraft: null,
      status: 'ASSIGNED',
    });
    const note = await gql(
      DRAFT,
      { input: { assignmentId: id, note: 'Febrile, crackles at the right base.' } },
      me,
    );
    expect(note.data.saveAssignmentDraft.assignment).toMatchObject({
      diagnosisDraft: 'Diagnosis: Pneumonia\nSuggested Treaments: Antibiotics',
      noteDraft: 'Febrile, crackles at the right base.',
    });
  });

  it('refuses a diagnosis on an assignment that is not markable', async () => {
    const s = await newStudent('draft');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Emily Clark', 0));
    const r = await gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: 'X', treatments: 'Y' } },
      { token: s.token },
    );
    expect(r.data.saveAssignmentDraft).toMatchObject({
      __typename: 'ValidationError',
      message: 'This assignment does not accept a diagnosis.',
    });
  });

  it('saves a conversation only for its own student', async () => {
    const s = await newStudent('conv');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Robert Hughes'));
    const messages = [{ text: 'Where is the pain?', isAI: false, timestamp: '2024-05-01T10:00:00.000Z' }];
    // The patient's lines are the server's to write: a forged one is refused and nothing is stored.
    const forged = await gql(
      SAVE,
      {
        input: {
          assignmentId: id,
          messages: [...messages, { text: 'Lower right, and I have a fever.', isAI: true }],
        },
      },
      { token: s.token },
    );
    expect(forged.data.saveConversation).toMatchObject({
      __typename: 'ValidationError',
      message: "Only the student's lines can be saved here; the patient's lines are written by the server.",
    });
    const other = await gql(SAVE, { input: { assignmentId: id, messages } }, 'student');
    expect(other.data.saveConversation.__typename).toBe('ForbiddenError');
    const anon = await gql(SAVE, { input: { assignmentId: id, messages } }, null);
    expect(anon.data.saveConversation.__typename).toBe('AuthenticationError');
    expect((await row(s.id, patient['Robert Hughes'] as number)).conversation_log).toEqual([]);
    const ok = await gql(SAVE, { input: { assignmentId: id, messages } }, { token: s.token });
    expect(ok.data.saveConversation.assignment).toEqual({
      id,
      status: 'INPROGRESS',
      conversation: [
        { text: 'Where is the pain?', isAI: false, timestamp: '2024-05-01T10:00:00.000Z', timings: [] },
      ],
    });
  });

  it('submits without marking when the assignment is not markable, and only once', async () => {
    const s = await newStudent('sub');
    const id = gid('Assignment', await assignRest('teacher', s.id, 'Robert Hughes', 0));
    const me = { token: s.token };
    const other = await gql(SUBMIT, { input: { assignmentId: id } }, 'student');
    expect(other.data.submitAssignment.__typename).toBe('ForbiddenError');
    const ok = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(ok.data.submitAssignment).toMatchObject({
      __typename: 'SubmitAssignmentPayload',
      marked: false,
      assignment: {
        status: 'COMPLETED',
        findings: null,
        scores: { total: null },
        patient: { name: 'Robert Hughes' },
      },
    });
    const again = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(again.data.submitAssignment).toMatchObject({
      __typename: 'ConflictError',
      message: 'This assignment has already been submitted.',
    });
  });

  it('lives a whole life: assign, talk, draft, submit and get marked, ask for a reset, start afresh', async () => {
    const s = await newStudent('life');
    const me = { token: s.token };
    const emily = gid('Patient', patient['Emily Clark'] as number);
    const assigned = await gql(
      ASSIGN_PATIENTS,
      { input: { studentId: gid('User', s.id), patientIds: [emily], isMarkable: true, isNoteAllow: true } },
      'teacher',
    );
    const id = assigned.data.assignPatientsToStudent.assignments[0].id as string;

    const dashboard = await gql(MINE, {}, me);
    expect(
      dashboard.data.myAssignments.edges.map((e: { node: { id: string; status: string } }) => e.node),
    ).toMatchObject([{ id, status: 'ASSIGNED', requestStatus: null }]);

    // The student talks to the (built-in) patient: the server writes and signs its lines.
    const opened = await gql(
      `mutation ($input: OpenVoiceSessionInput!) {
        openVoiceSession(input: $input) { ... on VoiceSessionPayload { session { id } } }
      }`,
      { input: { assignmentId: id } },
      me,
    );
    const sessionId = opened.data.openVoiceSession.session.id;
    for (const text of [
      'Hello, what brings you in today?',
      'Have you had a fever?',
      'Are you short of breath, or tired?',
    ])
      await gql(
        `mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename } }`,
        { input: { sessionId, text } },
        me,
      );
    await gql(
      `mutation ($input: SaveVoiceSessionInput!) { saveVoiceSession(input: $input) { __typename } }`,
      { input: { sessionId } },
      me,
    );

    await gql(
      DRAFT,
      {
        input: {
          assignmentId: id,
          diagnosis: 'Community-acquired pneumonia',
          treatments: 'Chest X-ray, clarithromycin, fluids and rest',
        },
      },
      me,
    );
    await gql(DRAFT, { input: { assignmentId: id, note: 'Fever, cough, dyspnoea on exertion.' } }, me);

    const submit = await gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(submit.data.submitAssignment).toMatchObject({
      __typename: 'SubmitAssignmentPayload',
      marked: true,
      assignment: {
        id,
        status: 'MARKED',
        findings:
          'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Chest X-ray, clarithromycin, fluids and rest',
        visitNote: 'Fever, cough, dyspnoea on exertion.',
        patient: { name: 'Emily Clark' },
        student: { name: expect.stringMatching(/^Student life/) },
      },
    });
    const total = submit.data.submitAssignment.assignment.scores.total as number;
    expect(total).toBeGreaterThan(0);

    const marks = await gql(ASSIGNMENT, { id }, me);
    const a = marks.data.assignment;
    expect(a.scores.total).toBe(total);
    expect(a.evidence.diagnosis).toMatchObject({ given: expect.stringMatching(/pneumonia/i), matched: true });
    // The answer key is absent from everything the student reads until the teacher releases it.
    expect(a.evidence.diagnosis.expected).toBe('');
    expect(a.evidence.treatment).toMatchObject({ expected: '', missed: [] });
    expect(a.feedback).not.toMatch(/expected diagnosis \(Community-acquired pneumonia\)|doxycycline/i);
    const RELEASE = `mutation ($id: ID!) { releaseAnswers(assignmentId: $id) {
      __typename ... on AssignmentPayload { assignment { answersReleased } } } }`;
    expect((await gql(RELEASE, { id }, me)).data.releaseAnswers.__typename).toBe('ForbiddenError');
    const released = await gql(RELEASE, { id }, 'teacher');
    expect(released.data.releaseAnswers).toMatchObject({ assignment: { answersReleased: true } });
    const after = await gql(ASSIGNMENT, { id }, me);
    expect(after.data.assignment.evidence.diagnosis.expected).toBe('Community-acquired pneumonia');
    expect(a.evidence.symptoms.find((x: { symptom: string }) => x.symptom === 'Fever')).toMatchObject({
      elicited: true,
      quote: expect.stringMatching(/temperature|fever/),
    });

    const request = await gql(REQUEST, { id }, me);
    expect(request.data.requestReset).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'PENDING', patient: { name: 'Emily Clark' } },
      assignment: { id, status: 'MARKED', requestStatus: 'PENDING' },
    });
    const twice = await gql(REQUEST, { id }, me);
    expect(twice.data.requestReset).toMatchObject({
      __typename: 'ConflictError',
      message: 'A reset request is already pending for this assignment.',
    });

    const accept = await gql(HANDLE, { input: { assignmentId: id, action: 'ACCEPT' } }, 'teacher');
    expect(accept.data.handleResetRequest).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'ACCEPTED', handledAt: expect.any(String) },
      assignment: {
        status: 'ASSIGNED',
        attempt: 2,
        findings: null,
        conversation: [],
        scores: { total: null },
        requestStatus: 'ACCEPTED',
        history: [
          { attempt: 1, status: 'MARKED', scores: { total }, evidence: { grader: expect.any(String) } },
        ],
      },
    });
    expect(accept.data.handleResetRequest.assignment.history[0].findings).toMatch(/^Diagnosis: Community/);

    const fresh = await gql(MINE, {}, me);
    expect(fresh.data.myAssignments.edges[0].node).toMatchObject({
      id,
      status: 'ASSIGNED',
      diagnosisDraft: null,
      noteDraft: null,
      conversation: [],
      requestStatus: 'ACCEPTED',
    });
  });
});
