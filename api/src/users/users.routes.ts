import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, validationMessages } from '@anamnesis/rules';
import { z } from 'zod';
import { forbidden } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import { defineRoute } from '../lib/route.js';
import { tokenClaimsOf } from '../lib/tokens.js';
import { flag, idParams, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema, userJson, userSchema } from './users.json.js';
import { users } from './users.repository.js';
import {
  assertMayManage,
  assertUnique,
  changeOwnPassword,
  deleteUser,
  editUser,
  requireUser,
  rootUsername,
} from './users.service.js';

const tag = 'Users';
export const emailField = z
  .string({ message: validationMessages.emailRequired })
  .trim()
  .min(1, { message: validationMessages.emailRequired })
  .max(254)
  .regex(EMAIL_PATTERN, { message: validationMessages.emailInvalid });
export const passwordField = z
  .string({ message: validationMessages.passwordRequired })
  .min(1, { message: validationMessages.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { message: validationMessages.passwordTooShort })
  .max(200, { message: 'Password is too long.' });
export const usernameField = requiredText('Username is required.', 100).regex(/^\S+$/, {
  message: 'Username cannot contain spaces.',
});

const listed = {
  200: {
    description: 'The matching users; `X-Total-Count` carries the count before paging.',
    schema: z.array(userSchema),
  },
};
const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), user: userSchema }),
});
const fail = (description: string) => ({ description, schema: messageSchema });

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/users',
    tag,
    summary: 'List users',
    access: 'admin',
    rule: 'Super admin: admins and students. Admin: students only. The account `admin` is never listed.',
    query: listQuery.extend({ role: z.enum(['all', 'admin', 'student']).default('all') }),
    responses: { ...listed, 403: fail('Not an admin') },
    async handler({ services, actor, query }) {
      const { rows, total } = await users.list(services.db, {
        ...query,
        role: actor.isSuperAdmin ? query.role : 'student',
        studentsOnly: !actor.isSuperAdmin,
        hiddenUsername: rootUsername,
      });
      return { body: rows.map(userJson), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/un-assign-students',
    tag,
    summary: 'Students who are in no classroom',
    access: 'admin',
    responses: { 200: { description: 'Students', schema: z.array(userSchema) } },
    async handler({ services }) {
      return { body: (await users.unassignedToRoom(services.db)).map(userJson) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users',
    tag,
    summary: 'Create a user',
    access: 'admin',
    rule: 'Only a super admin may create an admin (isAdmin true).',
    body: z.object({
      name: requiredText('Name is required.', 200),
      email: emailField,
      username: usernameField,
      password: passwordField,
      isAdmin: flag('isAdmin').default(false),
      isActive: flag('isActive').default(true),
    }),
    responses: {
      201: one('Created'),
      400: fail('Invalid input'),
      403: fail('Not allowed'),
      409: fail('Email or username taken'),
    },
    async handler({ services, actor, body }) {
      if (body.isAdmin && !actor.isSuperAdmin) throw forbidden('Only a super admin can create admin users.');
      await assertUnique(services.db, body);
      const user = await users.insert(services.db, {
        name: body.name,
        email: body.email,
        username: body.username,
        password_hash: await hashPassword(body.password),
        is_admin: body.isAdmin,
        is_active: body.isActive,
        avatar_url: null,
      });
      return { status: 201, body: { message: 'User created successfully!', user: userJson(user) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/{id}',
    tag,
    summary: 'Read one user',
    access: 'user',
    rule: 'Yourself; an admin reads students; a super admin reads anyone.',
    params: idParams,
    responses: { 200: one('The user'), 403: fail('Not allowed'), 404: fail('No such user') },
    async handler({ services, actor, params }) {
      const user = await requireUser(services.db, params.id);
      assertMayManage(actor, user, 'edit');
      return { body: { message: 'OK', user: userJson(user) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/users/{id}',
    tag,
    summary: 'Edit a user or your own profile',
    access: 'user',
    rule: 'Yourself (name, email, username); an admin edits students; a super admin edits anyone and alone changes isAdmin / isSuperAdmin (never their own). A new password here is for an admin resetting someone else; your own goes through update-password.',
    params: idParams,
    body: z.object({
      name: requiredText('Name is required.', 200).optional(),
      email: emailField.optional(),
      username: usernameField.optional(),
      password: z.union([z.literal(''), passwordField]).optional(),
      isAdmin: flag('isAdmin').optional(),
      isSuperAdmin: flag('isSuperAdmin').optional(),
    }),
    responses: {
      200: one('Updated'),
      400: fail('Invalid input'),
      403: fail('Not allowed'),
      404: fail('No such user'),
      409: fail('Email or username taken'),
    },
    async handler({ services, actor, params, body }) {
      const user = await editUser(services.db, actor, params.id, body);
      return { body: { message: 'User updated successfully.', user: userJson(user) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/users/{id}',
    tag,
    summary: 'Delete a user',
    access: 'admin',
    rule: 'An admin deletes students, and only those whose assignments are all theirs (403 with the reason otherwise: the student’s assignments, marks and conversations go with the account); a super admin anyone. Never yourself, never `admin`.',
    params: idParams,
    responses: { 200: fail('Deleted'), 403: fail('Not allowed'), 404: fail('No such user') },
    async handler({ services, actor, params }) {
      await deleteUser(services.db, actor, params.id);
      return { body: { message: 'User deleted successfully!' } };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/users/restrict-user/{id}',
    tag,
    summary: 'Ban or unban a user (toggles isStatus)',
    access: 'admin',
    rule: 'As delete. A ban ends the user’s sessions at once.',
    params: idParams,
    responses: { 200: one('Toggled'), 403: fail('Not allowed'), 404: fail('No such user') },
    async handler({ services, actor, params }) {
      const user = await requireUser(services.db, params.id);
      assertMayManage(actor, user, 'ban');
      const updated = await users.toggleStatus(services.db, user.id);
      return { body: { message: 'User Banned successfully!', user: userJson(updated) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/users/{id}/update-password',
    tag,
    summary: 'Change your own password',
    access: 'user',
    duringPasswordChange: true,
    rule: 'Yourself only. Earlier tokens stop working; the answer carries a new one.',
    params: idParams,
    body: z.object({
      oldPassword: z
        .string({ message: 'Current password is required.' })
        .min(1, { message: 'Current password is required.' }),
      newPassword: passwordField,
    }),
    responses: {
      200: { description: 'Changed', schema: z.object({ message: z.string(), token: z.string() }) },
      400: fail('Wrong current password or invalid new one'),
      403: fail('Not yourself'),
    },
    async handler({ services, actor, params, body }) {
      const user = await changeOwnPassword(services.db, actor, params.id, body.oldPassword, body.newPassword);
      const token = await services.tokens.issue(tokenClaimsOf(user));
      return { body: { message: 'Password updated successfully!', token } };
    },
  }),
];
