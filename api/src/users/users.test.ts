import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
const idOf: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  for (const u of await api.db.selectFrom('users').select(['id', 'username']).execute())
    idOf[u.username] = u.id;
});
afterAll(() => api?.stop());

async function newStudent(username: string) {
  const r = await api.call('POST', '/users', {
    token: t.admin,
    body: {
      name: `Student ${username}`,
      email: `${username}@example.com`,
      username,
      password: 'secret1',
      isAdmin: false,
      isActive: true,
    },
  });
  expect(r.status).toBe(201);
  return r.body.user.id as number;
}

async function newAdmin(username: string) {
  const r = await api.call('POST', '/users', {
    token: t.admin,
    body: {
      name: `Admin ${username}`,
      email: `${username}@example.com`,
      username,
      password: 'secret1',
      isAdmin: 1,
    },
  });
  expect(r.status).toBe(201);
  return r.body.user.id as number;
}

const usernames = (body: { username: string }[]) => body.map((u) => u.username);

/** The first demo case, assigned to a student by the admin whose token is given. */
async function giveCase(token: string, studentId: number) {
  const patientId = (await api.db.selectFrom('patients').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;
  const r = await api.call('POST', '/assignments/assign-student', {
    token,
    body: { patientId, studentIds: [studentId] },
  });
  expect(r.status).toBe(201);
}

describe('GET users', () => {
  it('shows a super admin admins and students, never the account `admin`', async () => {
    const r = await api.call('GET', '/users', { token: t.admin });
    expect(r.status).toBe(200);
    expect(usernames(r.body)).toEqual(expect.arrayContaining(['teacher', 'student', 'priya', 'luis', 'mei']));
    expect(usernames(r.body)).not.toContain('admin');
    // No password nor its hash (the `mustChangePassword` flag says only whether one must be chosen).
    expect(JSON.stringify(r.body)).not.toMatch(/"password|hash|\$argon2/i);
  });

  it('shows a plain admin students only, whatever role they ask for', async () => {
    const r = await api.call('GET', '/users?role=admin', { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body.every((u: { isAdmin: boolean }) => !u.isAdmin)).toBe(true);
    expect(usernames(r.body)).not.toContain('teacher');
  });

  it('filters by role and search and pages with X-Total-Count', async () => {
    const admins = await api.call('GET', '/users?role=admin', { token: t.admin });
    expect(usernames(admins.body)).toEqual(['teacher']);
    const search = await api.call('GET', '/users?search=PRIYA', { token: t.admin });
    expect(usernames(search.body)).toEqual(['priya']);
    const byEmail = await api.call('GET', '/users?search=luis@example', { token: t.admin });
    expect(usernames(byEmail.body)).toEqual(['luis']);
    const page1 = await api.call('GET', '/users?role=student&limit=2&offset=0', { token: t.admin });
    const page2 = await api.call('GET', '/users?role=student&limit=2&offset=2', { token: t.admin });
    const total = Number(page1.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(4);
    expect(page1.body).toHaveLength(2);
    expect(usernames(page1.body)).not.toEqual(expect.arrayContaining(usernames(page2.body)));
    const wild = await api.call('GET', '/users?search=%25', { token: t.admin });
    expect(wild.body).toEqual([]);
  });

  it('refuses anonymous (401) and students (403)', async () => {
    expect((await api.call('GET', '/users')).status).toBe(401);
    const s = await api.call('GET', '/users', { token: t.student });
    expect(s.status).toBe(403);
    expect(s.body.message).toBe('Access denied. Only admin allowed.');
  });

  it('rejects bad paging values', async () => {
    expect((await api.call('GET', '/users?limit=0', { token: t.admin })).status).toBe(400);
    expect((await api.call('GET', '/users?limit=abc', { token: t.admin })).status).toBe(400);
    expect((await api.call('GET', '/users?role=god', { token: t.admin })).status).toBe(400);
  });
});

describe('POST users', () => {
  it('lets a plain admin create a student but not an admin', async () => {
    const ok = await api.call('POST', '/users', {
      token: t.teacher,
      body: { name: 'New One', email: 'newone@example.com', username: 'newone', password: 'secret1' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      message: 'User created successfully!',
      user: { isAdmin: false, isActive: true },
    });
    const admin = await api.call('POST', '/users', {
      token: t.teacher,
      body: { name: 'Boss', email: 'boss@example.com', username: 'boss', password: 'secret1', isAdmin: true },
    });
    expect(admin.status).toBe(403);
    expect(
      await api.db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets a super admin create an admin (isAdmin as 1 or true)', async () => {
    const id = await newAdmin('admin2');
    const row = await api.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses students, bad input and duplicates', async () => {
    const body = { name: 'S', email: 's9@example.com', username: 's9', password: 'secret1' };
    expect((await api.call('POST', '/users', { token: t.student, body })).status).toBe(403);
    for (const [field, message] of [
      ['name', 'Name is required.'],
      ['email', 'Email is required.'],
      ['username', 'Username is required.'],
      ['password', 'Password is required.'],
    ] as const) {
      const r = await api.call('POST', '/users', { token: t.admin, body: { ...body, [field]: '  ' } });
      expect(r.status, field).toBe(400);
      if (field !== 'password') expect(r.body.message).toBe(message);
    }
    const dup = await api.call('POST', '/users', {
      token: t.admin,
      body: { ...body, email: 'Teacher@Example.com' },
    });
    expect(dup.status).toBe(409);
    expect(
      (await api.call('POST', '/users', { token: t.admin, body: { ...body, isAdmin: 'yes' } })).status,
    ).toBe(400);
  });
});

describe('PUT users/{id}', () => {
  it('lets an admin edit a student, including a new password that ends their sessions', async () => {
    const id = await newStudent('editme');
    await giveCase(t.teacher, id);
    const old = await api.login('editme@example.com', 'secret1');
    const r = await api.call('PUT', `/users/${id}`, {
      token: t.teacher,
      body: { name: 'Edited', email: 'edited@example.com', username: 'edited', password: 'newpass1' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'User updated successfully.',
      user: { name: 'Edited', email: 'edited@example.com' },
    });
    expect((await api.call('GET', '/auth/me', { token: old })).status).toBe(401);
    expect(
      (await api.call('POST', '/auth/login', { body: { email: 'edited@example.com', password: 'newpass1' } }))
        .status,
    ).toBe(200);
  });

  it('ignores an empty password', async () => {
    const id = await newStudent('keeppw');
    expect(
      (await api.call('PUT', `/users/${id}`, { token: t.admin, body: { name: 'Keep', password: '' } }))
        .status,
    ).toBe(200);
    expect(
      (await api.call('POST', '/auth/login', { body: { email: 'keeppw@example.com', password: 'secret1' } }))
        .status,
    ).toBe(200);
  });

  it('lets anyone edit their own profile but not their own admin flags', async () => {
    const mine = await api.call('PUT', `/users/${idOf.mei}`, {
      token: t.mei,
      body: {
        name: 'Mei Chen-Li',
        username: 'mei',
        email: 'mei@example.com',
        isAdmin: false,
        isSuperAdmin: false,
      },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.user.name).toBe('Mei Chen-Li');
    const escalate = await api.call('PUT', `/users/${idOf.mei}`, { token: t.mei, body: { isAdmin: true } });
    expect(escalate.status).toBe(403);
    const ownPw = await api.call('PUT', `/users/${idOf.mei}`, {
      token: t.mei,
      body: { password: 'hacked1' },
    });
    expect(ownPw.status).toBe(400);
    const row = await api.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', idOf.mei as number)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(false);
  });

  it('keeps students off other accounts and plain admins off admin accounts', async () => {
    expect(
      (await api.call('PUT', `/users/${idOf.priya}`, { token: t.student, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await api.call('PUT', `/users/${idOf.admin}`, { token: t.teacher, body: { name: 'X' } })).status,
    ).toBe(403);
    const other = await newAdmin('admin3');
    expect((await api.call('PUT', `/users/${other}`, { token: t.teacher, body: { name: 'X' } })).status).toBe(
      403,
    );
    expect(
      (await api.call('PUT', `/users/${other}`, { token: t.admin, body: { name: 'Renamed' } })).status,
    ).toBe(200);
  });

  it('lets only a super admin grant or remove admin access', async () => {
    const id = await newStudent('promote');
    expect((await api.call('PUT', `/users/${id}`, { token: t.teacher, body: { isAdmin: 1 } })).status).toBe(
      403,
    );
    const r = await api.call('PUT', `/users/${id}`, { token: t.admin, body: { isAdmin: 1 } });
    expect(r.status).toBe(200);
    expect(r.body.user.isAdmin).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 409 for a taken email', async () => {
    expect((await api.call('PUT', '/users/999999', { token: t.admin, body: { name: 'X' } })).status).toBe(
      404,
    );
    expect((await api.call('PUT', '/users/abc', { token: t.admin, body: { name: 'X' } })).status).toBe(400);
    const id = await newStudent('clash');
    const r = await api.call('PUT', `/users/${id}`, { token: t.admin, body: { email: 'PRIYA@example.com' } });
    expect(r.status).toBe(409);
    const row = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('clash@example.com');
  });
});

describe('a password an admin sets (docs/accounts.md#profile-and-password)', () => {
  const setPassword = (token: string, id: number, password: string) =>
    api.call('PUT', `/users/${id}`, { token, body: { name: 'Renamed', password } });
  const canSignIn = async (email: string, password: string) =>
    (await api.call('POST', '/auth/login', { body: { email, password } })).status === 200;

  it('a plain admin sets it only for students in their own assignments or classrooms', async () => {
    // Mei's assignments are the super admin's, and she is in no room of the teacher's.
    const refused = await setPassword(t.teacher, idOf.mei as number, 'taken-over');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You can only set the password of students in your own assignments or classrooms.',
    );
    expect(await canSignIn('mei@example.com', 'student123')).toBe(true);
    expect(await canSignIn('mei@example.com', 'taken-over')).toBe(false);
    const mei = await api.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', idOf.mei as number)
      .executeTakeFirstOrThrow();
    expect(mei.name).not.toBe('Renamed');
    // A student of the teacher's own assignment, and one in the room the teacher assigned a case to.
    expect((await setPassword(t.teacher, idOf.priya as number, 'priya-new')).status).toBe(200);
    const roomed = await newStudent('roomed');
    const room = await api.db
      .selectFrom('assignments')
      .select('room_id')
      .where('creator_id', '=', idOf.teacher as number)
      .where('room_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('room_students')
      .values({ student_id: roomed, room_id: room.room_id as number })
      .execute();
    expect((await setPassword(t.teacher, roomed, 'roomed-new')).status).toBe(200);
    // A super admin sets anyone's.
    expect((await setPassword(t.admin, idOf.mei as number, 'mei-new')).status).toBe(200);
  });

  it('makes the student change it at the next sign-in: nothing else answers until they do', async () => {
    const id = await newStudent('forced');
    await giveCase(t.teacher, id);
    expect((await setPassword(t.teacher, id, 'given-pw')).status).toBe(200);
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'forced@example.com', password: 'given-pw' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.mustChangePassword).toBe(true);
    const token = login.body.token as string;
    const blocked = await api.call('GET', `/assignments/${id}`, { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'An administrator set your password. Please choose a new one to continue.',
    });
    const me = await api.call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.mustChangePassword).toBe(true);
    const changed = await api.call('PUT', `/users/${id}/update-password`, {
      token,
      body: { oldPassword: 'given-pw', newPassword: 'my-own-pw' },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', `/assignments/${id}`, { token: changed.body.token })).status).toBe(200);
    const again = await api.call('POST', '/auth/login', {
      body: { email: 'forced@example.com', password: 'my-own-pw' },
    });
    expect(again.body.user.mustChangePassword).toBe(false);
  });
});

describe('DELETE users/{id} and PATCH users/restrict-user/{id}', () => {
  it('follows the rules table for every kind of caller and target', async () => {
    const otherAdmin = await newAdmin('admin4');
    const cases: [DemoAccount, () => number, number][] = [
      ['student', () => idOf.priya as number, 403],
      ['teacher', () => idOf.admin as number, 403],
      ['teacher', () => otherAdmin, 403],
      ['teacher', () => idOf.teacher as number, 403],
      ['admin', () => idOf.admin as number, 403],
    ];
    for (const [who, target, status] of cases) {
      expect(
        (await api.call('DELETE', `/users/${target()}`, { token: t[who] })).status,
        `${who} delete`,
      ).toBe(status);
      expect(
        (await api.call('PATCH', `/users/restrict-user/${target()}`, { token: t[who] })).status,
        `${who} ban`,
      ).toBe(status);
    }
    expect(
      (await api.db.selectFrom('users').select('id').where('id', '=', otherAdmin).execute()).length,
    ).toBe(1);
    const root = await api.call('DELETE', `/users/${idOf.admin}`, { token: t.admin });
    expect(root.body.message).toBe('The super admin account cannot be deleted or banned.');
  });

  it('lets a plain admin ban, unban and delete a student', async () => {
    const id = await newStudent('victim');
    const ban = await api.call('PATCH', `/users/restrict-user/${id}`, { token: t.teacher });
    expect(ban.body).toMatchObject({ message: 'User Banned successfully!', user: { isStatus: false } });
    const unban = await api.call('PATCH', `/users/restrict-user/${id}`, { token: t.teacher });
    expect(unban.body.user.isStatus).toBe(true);
    const del = await api.call('DELETE', `/users/${id}`, { token: t.teacher });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('User deleted successfully!');
    expect((await api.call('DELETE', `/users/${id}`, { token: t.teacher })).status).toBe(404);
  });

  it('refuses a plain admin deleting a student who has other admins’ assignments (403, the reason)', async () => {
    const id = await newStudent('shared');
    const patientId = (await api.db.selectFrom('patients').select('id').executeTakeFirstOrThrow()).id;
    const given = await api.call('POST', '/assignments/assign-student', {
      token: t.admin,
      body: { patientId, studentIds: [id] },
    });
    expect(given.status).toBe(201);
    const theirs = () => api.db.selectFrom('assignments').selectAll().where('student_id', '=', id).execute();
    const before = await theirs();
    const r = await api.call('DELETE', `/users/${id}`, { token: t.teacher });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(
      'This student has assignments other admins created: only a super admin can delete the student.',
    );
    expect(await theirs()).toEqual(before);
    expect((await api.call('DELETE', `/users/${id}`, { token: t.admin })).status).toBe(200);
    expect(await theirs()).toEqual([]);
  });

  it('lets a super admin delete another admin', async () => {
    const id = await newAdmin('admin5');
    expect((await api.call('DELETE', `/users/${id}`, { token: t.admin })).status).toBe(200);
  });
});

describe('PUT users/{id}/update-password', () => {
  it('changes your own password, checks the old one, and returns a fresh token', async () => {
    const id = await newStudent('pwchange');
    const token = await api.login('pwchange@example.com', 'secret1');
    const wrong = await api.call('PUT', `/users/${id}/update-password`, {
      token,
      body: { oldPassword: 'nope', newPassword: 'newpass1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');
    const short = await api.call('PUT', `/users/${id}/update-password`, {
      token,
      body: { oldPassword: 'secret1', newPassword: '123' },
    });
    expect(short.status).toBe(400);
    const ok = await api.call('PUT', `/users/${id}/update-password`, {
      token,
      body: { oldPassword: 'secret1', newPassword: 'newpass1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password updated successfully!');
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: ok.body.token })).status).toBe(200);
    expect(
      (
        await api.call('POST', '/auth/login', {
          body: { email: 'pwchange@example.com', password: 'newpass1' },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses to change someone else's password", async () => {
    const r = await api.call('PUT', `/users/${idOf.priya}/update-password`, {
      token: t.admin,
      body: { oldPassword: 'student123', newPassword: 'newpass1' },
    });
    expect(r.status).toBe(403);
  });
});

describe('GET users/un-assign-students', () => {
  it('lists students in no room', async () => {
    const r = await api.call('GET', '/users/un-assign-students', { token: t.teacher });
    expect(r.status).toBe(200);
    const names = usernames(r.body);
    expect(names).toContain('student');
    expect(names).not.toContain('priya');
    expect(names).not.toContain('teacher');
    expect((await api.call('GET', '/users/un-assign-students', { token: t.student })).status).toBe(403);
  });
});
