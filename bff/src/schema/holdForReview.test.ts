import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

// "Hold marks for review" through GraphQL (docs/marking.md).
let t: TestBff;
let tokens: Record<DemoAccount, string>;
let emily: number;

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  emily = (
    await t.api.db
      .selectFrom('patients')
      .select('id')
      .where('name', '=', 'Emily Clark')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t?.stop());

const ASSIGN = `mutation ($input: AssignPatientsToStudentInput!) {
  assignPatientsToStudent(input: $input) {
    __typename
    ... on AssignmentsPayload { assignments { id status holdForReview marksHeld } }
    ... on Error { message code }
  }
}`;
const DRAFT = `mutation ($input: SaveAssignmentDraftInput!) {
  saveAssignmentDraft(input: $input) { __typename }
}`;
const SUBMIT = `mutation ($input: SubmitAssignmentInput!) {
  submitAssignment(input: $input) {
    __typename
    ... on SubmitAssignmentPayload { marked assignment { id status marksHeld feedback scores { total } } }
    ... on Error { message code }
  }
}`;
const READ = `query ($id: ID!) {
  assignment(id: $id) { status holdForReview marksHeld feedback markedBy scores { total } evidence { grader } }
}`;
const MINE = `query { myAssignments(first: 50) { edges { node { id status marksHeld scores { total } } } } }`;
const QUICK = `query ($search: String) {
  quickMarkPatients(search: $search, first: 50) {
    edges { node { readiness readinessLabel assignments { id status marksHeld } } }
  }
}`;
const MARK = `mutation ($id: ID!) {
  markAssignment(id: $id) {
    __typename
    ... on AssignmentPayload { assignment { status marksHeld scores { total } } }
    ... on Error { message code }
  }
}`;

describe('Hold marks for review', () => {
  it('holds the automatic mark from the student until Mark Assignment releases it', async () => {
    const r = await t.api.call('POST', '/users', {
      token: tokens.admin,
      body: { name: 'Held Student', email: 'held1@example.com', username: 'held1', password: 'secret1' },
    });
    const studentId = r.body.user.id as number;
    const me = { token: await t.api.login('held1@example.com', 'secret1') };

    const assigned = await t.gql(
      ASSIGN,
      {
        input: {
          studentId: encodeGlobalID('User', studentId),
          patientIds: [encodeGlobalID('Patient', emily)],
          isMarkable: true,
          holdForReview: true,
        },
      },
      { token: tokens.teacher },
    );
    const created = assigned.data.assignPatientsToStudent.assignments[0];
    expect(created).toMatchObject({ status: 'ASSIGNED', holdForReview: true, marksHeld: false });
    const id = created.id as string;

    await t.api.call('POST', '/assignments/store', {
      token: me.token,
      headers: t.api.service,
      body: {
        studentId,
        patientId: emily,
        messages: await t.api.serverLines(studentId, emily, [
          { text: 'What brings you in today?', isAI: false },
          { text: 'I have had a fever and a bad cough for five days.', isAI: true },
        ]),
      },
    });
    await t.gql(
      DRAFT,
      { input: { assignmentId: id, diagnosis: 'Community-acquired pneumonia', treatments: 'Chest X-ray' } },
      me,
    );
    const submitted = await t.gql(SUBMIT, { input: { assignmentId: id } }, me);
    expect(submitted.data.submitAssignment).toMatchObject({
      marked: false,
      assignment: { status: 'COMPLETED', marksHeld: true, feedback: null, scores: { total: null } },
    });

    const seen = await t.gql(READ, { id }, me);
    expect(seen.data.assignment).toMatchObject({
      status: 'COMPLETED',
      marksHeld: true,
      feedback: null,
      markedBy: null,
      evidence: null,
      scores: { total: null },
    });
    const mine = await t.gql(MINE, {}, me);
    expect(mine.data.myAssignments.edges[0].node).toMatchObject({ marksHeld: true, scores: { total: null } });

    const teacherView = await t.gql(READ, { id }, { token: tokens.teacher });
    const held = teacherView.data.assignment.scores.total as number;
    expect(held).toBeGreaterThan(0);
    const quick = await t.gql(QUICK, { search: 'Held Student' }, { token: tokens.teacher });
    expect(quick.data.quickMarkPatients.edges[0].node).toMatchObject({
      readiness: 'READY_TO_MARK',
      readinessLabel: 'Ready to Mark',
      assignments: [{ id, status: 'COMPLETED', marksHeld: true }],
    });

    const marked = await t.gql(MARK, { id }, { token: tokens.teacher });
    expect(marked.data.markAssignment).toMatchObject({
      __typename: 'AssignmentPayload',
      assignment: { status: 'MARKED', marksHeld: false, scores: { total: held } },
    });
    const after = await t.gql(READ, { id }, me);
    expect(after.data.assignment).toMatchObject({
      status: 'MARKED',
      marksHeld: false,
      scores: { total: held },
    });
  });
});
