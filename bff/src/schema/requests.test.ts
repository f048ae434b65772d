import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

const requestRows = () => t.api.db.selectFrom('reset_requests').selectAll().orderBy('id').execute();
const assignmentRow = (id: number) =>
  t.api.db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let seq = 0;
/** A new student whose assignment (by `creator`) is submitted through REST. */
async function submitted(creator: DemoAccount, patientName = 'Emily Clark') {
  const username = `rq${++seq}`;
  const u = await t.api.call('POST', '/users', {
    token: tokens.admin,
    body: { name: `Requester ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  const id = u.body.user.id as number;
  const token = await t.api.login(`${username}@example.com`, 'secret1');
  const patientId = patient[patientName] as number;
  const a = await t.api.call('POST', '/assignments/assign-patient', {
    token: tokens[creator],
    body: { patientIds: [patientId], studentId: id, isMarkable: 1, isNoteAllow: 1 },
  });
  const assignmentId = a.body.assignments[0].id as number;
  await t.api.call('POST', '/assignments/store', {
    token,
    body: { studentId: id, patientId, messages: [{ text: 'What brings you in?', isAI: false }] },
  });
  const s = await t.api.call('POST', '/assignments/submit', {
    token,
    body: { studentId: id, patientId, findings: 'Diagnosis: Pneumonia\nSuggested Treaments: Rest' },
  });
  expect(s.status).toBe(200);
  return { id, token, patientId, assignmentId, gid: gid('Assignment', assignmentId) };
}

async function requestedRest(creator: DemoAccount, patientName?: string) {
  const s = await submitted(creator, patientName);
  const r = await t.api.call('POST', '/requests/create', {
    token: s.token,
    body: { studentId: s.id, patientId: s.patientId },
  });
  expect(r.status).toBe(201);
  return s;
}

const LIST = `query ($status: ResetRequestStatusFilter, $first: Int, $after: String) {
  resetRequests(status: $status, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage }
    pageCursors { page cursor }
    edges { node {
      id databaseId status createdAt handledAt
      student { id name }
      patient { id name }
      assignment { id }
    } }
  }
}`;
type Node = { id: string; status: string; student: { name: string }; assignment: { id: string } };
const nodes = (r: { data: { resetRequests: { edges: { node: Node }[] } } }) =>
  r.data.resetRequests.edges.map((e) => e.node);

const REQUEST = `mutation ($id: ID!) {
  requestReset(assignmentId: $id) {
    __typename
    ... on ResetRequestPayload { request { id status student { id name } patient { name } } assignment { id requestStatus } }
    ... on Error { message code }
  }
}`;
const HANDLE = `mutation ($input: HandleResetRequestInput!) {
  handleResetRequest(input: $input) {
    __typename
    ... on ResetRequestPayload { request { status handledAt } assignment { id status attempt history { attempt } } }
    ... on Error { message code }
  }
}`;

describe('resetRequests', () => {
  it('is for admins only', async () => {
    const anon = await gql(LIST, {}, null);
    expect(anon.data).toBeNull();
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const student = await gql(LIST, {}, 'student');
    expect(student.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('shows pending requests by default; a super admin all, a plain admin those on their assignments', async () => {
    const mine = await requestedRest('teacher');
    const theirs = await requestedRest('admin');
    const admin = nodes(await gql(LIST, {}, 'admin'));
    expect(admin.map((n) => n.assignment.id)).toEqual([theirs.gid, mine.gid]); // newest first
    expect(admin.every((n) => n.status === 'PENDING')).toBe(true);
    const teacher = nodes(await gql(LIST, {}, 'teacher'));
    expect(teacher.map((n) => n.assignment.id)).toEqual([mine.gid]);
    expect(teacher[0]).toMatchObject({
      status: 'PENDING',
      student: { name: expect.stringMatching(/^Requester/) },
      patient: { name: 'Emily Clark' },
    });
  });

  it('filters by status', async () => {
    const s = await requestedRest('teacher', 'Robert Hughes');
    await gql(HANDLE, { input: { assignmentId: s.gid, action: 'DECLINE' } }, 'teacher');
    const declined = nodes(await gql(LIST, { status: 'DECLINED' }, 'teacher'));
    expect(declined.map((n) => n.assignment.id)).toEqual([s.gid]);
    expect(nodes(await gql(LIST, { status: 'ACCEPTED' }, 'teacher'))).toEqual([]);
    const all = await gql(LIST, { status: 'ALL' }, 'teacher');
    expect(all.data.resetRequests.totalCount).toBe(
      (await gql(LIST, { status: 'PENDING' }, 'teacher')).data.resetRequests.totalCount + 1,
    );
  });

  it('is a Relay node', async () => {
    const first = nodes(await gql(LIST, {}, 'admin'))[0] as Node;
    const r = await gql(
      'query ($id: ID!) { node(id: $id) { __typename id ... on ResetRequest { status } } }',
      { id: first.id },
      'admin',
    );
    expect(r.data.node).toEqual({ __typename: 'ResetRequest', id: first.id, status: 'PENDING' });
  });
});

describe('requestReset', () => {
  it('lets a student ask once for their own submitted work', async () => {
    const s = await submitted('teacher');
    const r = await gql(REQUEST, { id: s.gid }, { token: s.token });
    expect(r.data.requestReset).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'PENDING', student: { id: gid('User', s.id) }, patient: { name: 'Emily Clark' } },
      assignment: { id: s.gid, requestStatus: 'PENDING' },
    });
    const before = await requestRows();
    const again = await gql(REQUEST, { id: s.gid }, { token: s.token });
    expect(again.data.requestReset).toMatchObject({
      __typename: 'ConflictError',
      message: 'A reset request is already pending for this assignment.',
    });
    expect(await requestRows()).toEqual(before);
  });

  it('refuses anonymous callers, other people, and work not submitted, creating nothing', async () => {
    const s = await submitted('teacher');
    const before = await requestRows();
    const anon = await gql(REQUEST, { id: s.gid }, null);
    expect(anon.data.requestReset.__typename).toBe('AuthenticationError');
    const other = await gql(REQUEST, { id: s.gid }, 'student');
    expect(other.data.requestReset).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only view your own assignments.',
    });
    const admin = await gql(REQUEST, { id: s.gid }, 'admin');
    expect(admin.data.requestReset).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only request a reset of your own assignments.',
    });
    const open = await gql(REQUEST, { id: gid('Assignment', (await sams('Emily Clark')).id) }, 'student');
    expect(open.data.requestReset).toMatchObject({
      __typename: 'ConflictError',
      message: 'Only a submitted assignment can be reset.',
    });
    expect(await requestRows()).toEqual(before);
  });
});

const sams = (patientName: string) =>
  t.api.db
    .selectFrom('assignments')
    .selectAll()
    .where('student_id', '=', user.student as number)
    .where('patient_id', '=', patient[patientName] as number)
    .executeTakeFirstOrThrow();

describe('handleResetRequest', () => {
  it('declines: only the request changes', async () => {
    const s = await requestedRest('teacher');
    const before = await assignmentRow(s.assignmentId);
    const r = await gql(HANDLE, { input: { assignmentId: s.gid, action: 'DECLINE' } }, 'teacher');
    expect(r.data.handleResetRequest).toMatchObject({
      __typename: 'ResetRequestPayload',
      request: { status: 'DECLINED', handledAt: expect.any(String) },
      assignment: { id: s.gid, status: 'COMPLETED', attempt: 1, history: [] },
    });
    expect(await assignmentRow(s.assignmentId)).toEqual(before);
    const again = await gql(HANDLE, { input: { assignmentId: s.gid, action: 'ACCEPT' } }, 'teacher');
    expect(again.data.handleResetRequest).toMatchObject({
      __typename: 'NotFoundError',
      message: 'No pending request for this assignment.',
    });
  });

  it('accepts: the student gets a fresh attempt and the old one is kept', async () => {
    const s = await requestedRest('teacher');
    const r = await gql(HANDLE, { input: { assignmentId: s.gid, action: 'ACCEPT' } }, 'admin');
    expect(r.data.handleResetRequest).toMatchObject({
      request: { status: 'ACCEPTED' },
      assignment: { id: s.gid, status: 'ASSIGNED', attempt: 2, history: [{ attempt: 1 }] },
    });
  });

  it('refuses students, admins outside their assignments and anonymous callers, changing nothing', async () => {
    const s = await requestedRest('admin');
    const before = await requestRows();
    const assignment = await assignmentRow(s.assignmentId);
    const input = { assignmentId: s.gid, action: 'ACCEPT' };
    expect((await gql(HANDLE, { input }, null)).data.handleResetRequest.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(HANDLE, { input }, { token: s.token })).data.handleResetRequest).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'Access denied. Only admin allowed.',
    });
    expect((await gql(HANDLE, { input }, 'teacher')).data.handleResetRequest).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'You can only manage assignments you created.',
    });
    const missing = await gql(
      HANDLE,
      { input: { assignmentId: gid('Assignment', 999999), action: 'DECLINE' } },
      'admin',
    );
    expect(missing.data.handleResetRequest).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Assignment not found.',
    });
    const bad = await gql(HANDLE, { input: { assignmentId: s.gid, action: 'APPROVE' } }, 'admin');
    expect(bad.errors?.[0]?.message).toMatch(/APPROVE/);
    expect(await requestRows()).toEqual(before);
    expect(await assignmentRow(s.assignmentId)).toEqual(assignment);
  });
});

describe('the pending request count, live', () => {
  it('sends an admin a new count when a student asks for a reset, and again when it is handled', async () => {
    const s = await submitted('teacher', 'Grace Okafor');
    const cookie = await t.loginCookie('admin@example.com', 'admin123');
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    const counts: number[] = [];
    const waiters: (() => void)[] = [];
    const nextCount = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no count #${n}: ${counts}`)), 5000);
        const check = () => {
          if (counts.length >= n) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      });
    const stop = client.subscribe<{ pendingRequestCount: number }>(
      { query: 'subscription { pendingRequestCount }' },
      {
        next: (v) => {
          if (typeof v.data?.pendingRequestCount === 'number') counts.push(v.data.pendingRequestCount);
          for (const w of waiters.splice(0)) w();
        },
        error: () => {},
        complete: () => {},
      },
    );
    try {
      await nextCount(1);
      const start = counts[0] as number;
      expect(start).toBe((await gql(LIST, { first: 0 }, 'admin')).data.resetRequests.totalCount);
      const sent = await gql(REQUEST, { id: s.gid }, { token: s.token });
      expect(sent.data.requestReset.__typename).toBe('ResetRequestPayload');
      await nextCount(2);
      expect(counts[1]).toBe(start + 1);
      await gql(HANDLE, { input: { assignmentId: s.gid, action: 'DECLINE' } }, 'admin');
      await nextCount(3);
      expect(counts[2]).toBe(start);
    } finally {
      stop();
      await client.dispose();
    }
  });
});
