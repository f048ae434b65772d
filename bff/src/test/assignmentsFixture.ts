import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from './testBff.js';

/**
 * What the assignment suites share: one BFF over a fresh demo API per suite file, the demo accounts'
 * tokens and ids, and helpers that read the stored rows and make students and assignments through REST.
 */
export function assignmentsFixture() {
  let started: TestBff | undefined;
  // The suite's BFF, once started (a stand-in until then, so suites can name it at their top level).
  const t = new Proxy({} as TestBff, {
    get: (_target, key) => (started as unknown as Record<PropertyKey, unknown>)[key],
  });
  const tokens = {} as Record<DemoAccount, string>;
  const user: Record<string, number> = {};
  const patient: Record<string, number> = {};

  beforeAll(async () => {
    started = await startTestBff();
    Object.assign(tokens, await started.api.demoTokens());
    for (const u of await started.api.db.selectFrom('users').select(['id', 'username']).execute())
      user[u.username] = u.id;
    for (const p of await started.api.db.selectFrom('patients').select(['id', 'name']).execute())
      patient[p.name] = p.id;
  });
  afterAll(() => started?.stop());

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

  return { t, tokens, user, patient, gql, gid, row, assignmentGid, newStudent, assignRest };
}

/** The whole assignment, as the detail screens read it. */
export const ASSIGNMENT = `query ($id: ID!) {
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

/** The signed-in student's assignments (the student dashboard). */
export const MINE = `query ($search: String, $status: AssignmentStatus, $first: Int) {
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

/** Assign Patient(s) to Student. */
export const ASSIGN_PATIENTS = `mutation ($input: AssignPatientsToStudentInput!) {
  assignPatientsToStudent(input: $input) {
    __typename
    ... on AssignmentsPayload { assignments { id status isMarkable isNoteAllow patient { name } student { name } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
