import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
const patient: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  for (const p of await t.api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => t?.stop());

const gql = (query: string, variables: Record<string, unknown>, who: DemoAccount) =>
  t.gql(query, variables, { token: tokens[who] });

let seq = 0;
/** A student whose submitted assignment of a seeded patient the built-in grader marked. */
async function markedAssignment(patientName: string) {
  const username = `mq${++seq}`;
  const u = await t.api.call('POST', '/users', {
    token: tokens.admin,
    body: { name: `Quality ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  const studentId = u.body.user.id as number;
  const token = await t.api.login(`${username}@example.com`, 'secret1');
  const patientId = patient[patientName] as number;
  const a = await t.api.call('POST', '/assignments/assign-patient', {
    token: tokens.teacher,
    body: { patientIds: [patientId], studentId, isMarkable: true },
  });
  await t.api.call('POST', '/assignments/submit', {
    token,
    body: { studentId, patientId, findings: 'Unsure' },
  });
  const m = await t.api.call('POST', '/openai/results', { token, body: { studentId, patientId } });
  expect(m.status).toBeLessThan(300);
  return a.body.assignments[0].id as number;
}

const CONFIRM = `mutation ($id: ID!) { confirmMarks(assignmentId: $id) {
  __typename ... on AssignmentPayload { assignment { marksConfirmedAt } } ... on Error { message } } }`;
const QUALITY = `query ($filter: MarkingQualityFilter) { markingQuality(filter: $filter) {
  reviewed edited confirmed minimumForKappa
  parts { part label max count exactAgreement withinTenPercent kappa
    largestDisagreements { assignmentId assignmentDatabaseId studentName patientName automatic final difference } }
  cases { patientName count exactAgreement meanAbsoluteDifference } } }`;

describe('markingQuality and confirmMarks', () => {
  it('a confirmed mark agrees; an edited one shows as the largest disagreement', async () => {
    const names = (await t.api.db.selectFrom('patients').select('name').orderBy('id').execute()).map(
      (p) => p.name,
    );
    const confirmed = await markedAssignment(names[0] as string);
    const edited = await markedAssignment(names[1] as string);

    const refused = await gql(CONFIRM, { id: encodeGlobalID('Assignment', confirmed) }, 'student');
    expect(refused.data.confirmMarks.__typename).toBe('ForbiddenError');
    const c = await gql(CONFIRM, { id: encodeGlobalID('Assignment', confirmed) }, 'teacher');
    expect(c.data.confirmMarks.__typename).toBe('AssignmentPayload');
    expect(c.data.confirmMarks.assignment.marksConfirmedAt).toEqual(expect.any(String));

    const before = await t.api.db
      .selectFrom('assignments')
      .selectAll()
      .where('id', '=', edited)
      .executeTakeFirstOrThrow();
    const diagnosis = before.diagnosis_score === 10 ? 0 : 10;
    await t.api.call('PUT', '/assignments', {
      token: tokens.teacher,
      body: {
        assignmentId: edited,
        scores: {
          mandatoryQuestionScore: before.mandatory_question_score,
          symptomsScore: before.symptoms_score,
          treatmentScore: before.treatment_score,
          diagnosisScore: diagnosis,
        },
      },
    });

    const r = await gql(QUALITY, {}, 'teacher');
    expect(r.errors).toBeUndefined();
    const q = r.data.markingQuality;
    expect(q).toMatchObject({ reviewed: 2, edited: 1, confirmed: 1, minimumForKappa: 5 });
    expect(q.parts.map((p: { part: string }) => p.part)).toEqual([
      'mandatoryQuestions',
      'symptoms',
      'diagnosis',
      'treatment',
      'total',
    ]);
    const dx = q.parts[2];
    expect(dx).toMatchObject({
      label: 'Diagnosis',
      max: 10,
      count: 2,
      exactAgreement: 50,
      withinTenPercent: 50,
      kappa: null,
    });
    expect(dx.largestDisagreements).toEqual([
      {
        assignmentId: encodeGlobalID('Assignment', edited),
        assignmentDatabaseId: edited,
        studentName: expect.stringMatching(/^Quality /),
        patientName: names[1],
        automatic: before.diagnosis_score,
        final: diagnosis,
        difference: diagnosis - (before.diagnosis_score as number),
      },
    ]);
    expect(q.parts[0]).toMatchObject({ exactAgreement: 100, largestDisagreements: [] });

    const onePatient = await gql(
      QUALITY,
      { filter: { patientId: encodeGlobalID('Patient', patient[names[0] as string] as number) } },
      'teacher',
    );
    expect(onePatient.data.markingQuality).toMatchObject({ reviewed: 1, confirmed: 1 });
    const bad = await gql(QUALITY, { filter: { from: 'yesterday' } }, 'teacher');
    expect(bad.errors?.[0]?.message).toMatch(/From must be a date/);
    const student = await gql(QUALITY, {}, 'student');
    expect(student.data?.markingQuality ?? null).toBeNull();
    expect(student.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
