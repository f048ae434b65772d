import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let admin: string;
let teacher: string;
let student: string;
beforeAll(async () => {
  t = await startTestBff();
  const tokens = await t.api.demoTokens();
  ({ admin, teacher, student } = tokens);
  for (let i = 0; i < 60; i++) {
    await t.api.call('POST', '/auth/register', {
      body: {
        name: `Learner ${String(i).padStart(2, '0')}`,
        username: `learner${i}`,
        email: `learner${i}@example.com`,
        password: 'secret1',
      },
    });
  }
});
afterAll(() => t?.stop());

const USERS = `query ($first: Int, $after: String, $search: String, $role: UserRoleFilter) {
  users(first: $first, after: $after, search: $search, role: $role) {
    totalCount
    pageCursors { page cursor isCurrent }
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id databaseId name username email role isBanned } }
  }
}`;

describe('users connection', () => {
  it('pages on the server with a fixed number of REST calls', async () => {
    t.bff.rest.calls = 0;
    const page1 = await t.gql(USERS, { first: 50 }, { token: admin });
    expect(t.bff.rest.calls).toBe(1); // one page: the role comes from the verified session token
    const c = page1.data.users;
    expect(c.edges).toHaveLength(50);
    expect(c.totalCount).toBeGreaterThanOrEqual(65);
    expect(c.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(c.pageCursors.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect(c.pageCursors[0]).toMatchObject({ cursor: null, isCurrent: true });

    t.bff.rest.calls = 0;
    const page2 = await t.gql(USERS, { first: 50, after: c.pageCursors[1].cursor }, { token: admin });
    expect(t.bff.rest.calls).toBe(1);
    expect(page2.data.users.pageCursors[1].isCurrent).toBe(true);
    expect(page2.data.users.edges.length).toBe(c.totalCount - 50);
    const ids = new Set(
      [...c.edges, ...page2.data.users.edges].map((e: { node: { id: string } }) => e.node.id),
    );
    expect(ids.size).toBe(c.totalCount);
  });

  it('searches and filters by role on the server', async () => {
    const r = await t.gql(USERS, { first: 10, search: 'learner1' }, { token: admin });
    expect(r.data.users.totalCount).toBe(11); // learner1, learner10..19
    const admins = await t.gql(USERS, { first: 10, role: 'ADMIN' }, { token: admin });
    expect(admins.data.users.edges.map((e: { node: { username: string } }) => e.node.username)).toEqual([
      'teacher',
    ]);
    const teacherAsks = await t.gql(USERS, { first: 100, role: 'ADMIN' }, { token: teacher });
    expect(
      teacherAsks.data.users.edges.every((e: { node: { role: string } }) => e.node.role === 'STUDENT'),
    ).toBe(true);
  });

  it('caps first at 100 and refuses anonymous users and students', async () => {
    expect((await t.gql(USERS, { first: 101 }, { token: admin })).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION',
    );
    expect((await t.gql(USERS, { first: 5 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const s = await t.gql(USERS, { first: 5 }, { token: student });
    expect(s.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('resolves a user through Query.node with an opaque global id', async () => {
    const r = await t.gql(USERS, { first: 1, search: 'learner0' }, { token: admin });
    const { id, username } = r.data.users.edges[0].node;
    expect(id).not.toMatch(/^\d+$/);
    const node = await t.gql(
      'query ($id: ID!) { node(id: $id) { __typename ... on User { username } } }',
      { id },
      { token: admin },
    );
    expect(node.data.node).toEqual({ __typename: 'User', username });
  });
});

describe('user mutations', () => {
  const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { __typename ... on UserPayload { user { id username role } } ... on Error { message code } } }`;
  const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ... on UserPayload { user { name email } } ... on Error { message } ... on ValidationError { field } } }`;
  const BAN = `mutation ($id: ID!) { toggleUserBan(id: $id) { __typename ... on UserPayload { user { isBanned } } ... on Error { message } } }`;
  const DELETE = `mutation ($id: ID!) { deleteUser(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message } } }`;

  it('creates, edits, bans, unbans and deletes a student', async () => {
    const created = await t.gql(
      CREATE,
      { input: { name: 'Kim', email: 'kim@example.com', username: 'kim', password: 'secret1' } },
      { token: teacher },
    );
    expect(created.data.createUser.__typename).toBe('UserPayload');
    const id = created.data.createUser.user.id;
    const edited = await t.gql(
      UPDATE,
      { input: { id, name: 'Kim Lee', email: 'kimlee@example.com', username: 'kim' } },
      { token: teacher },
    );
    expect(edited.data.updateUser.user).toEqual({ name: 'Kim Lee', email: 'kimlee@example.com' });
    expect((await t.gql(BAN, { id }, { token: teacher })).data.toggleUserBan.user.isBanned).toBe(true);
    expect((await t.gql(BAN, { id }, { token: teacher })).data.toggleUserBan.user.isBanned).toBe(false);
    expect((await t.gql(DELETE, { id }, { token: teacher })).data.deleteUser).toEqual({
      __typename: 'DeletedPayload',
      deletedId: id,
    });
  });

  it('returns typed errors with the messages the UI shows', async () => {
    const blank = await t.gql(
      UPDATE,
      { input: { id: 'VXNlcjo1', name: ' ', email: 'x@example.com', username: 'x' } },
      { token: admin },
    );
    expect(blank.data.updateUser).toMatchObject({
      __typename: 'ValidationError',
      message: 'Name is required.',
      field: 'name',
    });
    const adminByTeacher = await t.gql(
      CREATE,
      { input: { name: 'B', email: 'b@example.com', username: 'bb', password: 'secret1', isAdmin: true } },
      { token: teacher },
    );
    expect(adminByTeacher.data.createUser).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    const dup = await t.gql(
      CREATE,
      { input: { name: 'D', email: 'teacher@example.com', username: 'dd', password: 'secret1' } },
      { token: admin },
    );
    expect(dup.data.createUser).toMatchObject({
      __typename: 'ConflictError',
      message: 'Email is already registered.',
    });
    const byStudent = await t.gql(
      CREATE,
      { input: { name: 'S', email: 's@example.com', username: 'ss', password: 'secret1' } },
      { token: student },
    );
    expect(byStudent.data.createUser).toMatchObject({ __typename: 'ForbiddenError' });
    const users = await t.api.call('GET', '/users?search=bb', { token: admin });
    expect(users.body).toEqual([]);
  });

  it('refuses to delete or ban the super admin', async () => {
    const me = await t.gql('{ viewer { user { id } } }', {}, { token: admin });
    const r = await t.gql(DELETE, { id: me.data.viewer.user.id }, { token: admin });
    expect(r.data.deleteUser).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'The super admin account cannot be deleted or banned.',
    });
  });
});
