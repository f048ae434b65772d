import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, validationMessages } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { RestUser } from '../upstream/users.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';

export const requiredText = (message: string, max = 200) =>
  z.string().trim().min(1, { message }).max(max, { message: 'This value is too long.' });
export const emailRule = z
  .string()
  .trim()
  .min(1, { message: validationMessages.emailRequired })
  .regex(EMAIL_PATTERN, { message: validationMessages.emailInvalid });
export const passwordRule = z
  .string()
  .min(1, { message: validationMessages.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { message: validationMessages.passwordTooShort });

export const UserRoleEnum = builder.enumType('UserRole', {
  description: 'What an account may do.',
  values: {
    STUDENT: { description: 'A student: sees only their own assignments.' },
    ADMIN: { description: 'An administrator (teacher).' },
    SUPER_ADMIN: { description: 'A super administrator: also manages admins and sees every assignment.' },
  } as const,
});

export const UserRoleFilterEnum = builder.enumType('UserRoleFilter', {
  description: 'The role filter of the user list (admins see students only, whatever they ask).',
  values: {
    ALL: { description: 'Admins and students.' },
    ADMIN: { description: 'Admins only.' },
    STUDENT: { description: 'Students only.' },
  } as const,
});

/**
 * An account as some answer carried it: a whole account, or the id and the few fields another record
 * embeds (an assignment's student, a request's). A field the answer did not carry is read through the
 * user loader, once per account and request, and only when a query asks for it.
 */
export type UserSource = Pick<RestUser, 'id'> & Partial<RestUser>;

function userField<K extends keyof RestUser>(
  u: UserSource,
  key: K,
  ctx: GraphQLContext,
): RestUser[K] | Promise<RestUser[K]> {
  const known = u[key];
  if (known !== undefined) return known as RestUser[K];
  return ctx.loaders.users.byId.load(u.id).then((whole) => whole[key]);
}

export const User = builder.loadableNode('User', {
  description: 'An account: a student, an admin or a super admin.',
  id: { resolve: (u: UserSource) => u.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map((id) => ctx.loaders.users.byId.load(Number(id)).catch((e: Error) => e))) as Promise<
      (UserSource | Error)[]
    >,
  fields: (t) => {
    const field = <K extends keyof RestUser>(key: K) => ({
      resolve: (u: UserSource, _args: object, ctx: GraphQLContext) => userField(u, key, ctx),
    });
    return {
      databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
      name: t.string({ description: 'Full name.', ...field('name') }),
      email: t.string({ description: 'Email address (unique, lower case).', ...field('email') }),
      username: t.string({ description: 'Unique username.', ...field('username') }),
      role: t.field({
        type: UserRoleEnum,
        description: 'The account’s role.',
        resolve: async (u, _args, ctx) =>
          (await userField(u, 'isSuperAdmin', ctx))
            ? 'SUPER_ADMIN'
            : (await userField(u, 'isAdmin', ctx))
              ? 'ADMIN'
              : 'STUDENT',
      }),
      isAdmin: t.boolean({ description: 'Admin or super admin.', ...field('isAdmin') }),
      isSuperAdmin: t.boolean({ description: 'Super admin.', ...field('isSuperAdmin') }),
      isStatus: t.boolean({
        description: 'The REST flag: true when active, false when banned.',
        ...field('isStatus'),
      }),
      isBanned: t.boolean({
        description: 'Whether the account is banned.',
        resolve: async (u, _args, ctx) => !(await userField(u, 'isStatus', ctx)),
      }),
      avatarUrl: t.string({
        nullable: true,
        description: 'Picture, when one is set.',
        ...field('avatarUrl'),
      }),
    };
  },
});

builder.queryFields((t) => ({
  users: t.connection({
    type: User,
    description:
      'The user list, searched and paged on the server. Admins see students only; the account `admin` is never listed.',
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ required: false, description: 'Matches name, email or username.' }),
      role: t.arg({
        type: UserRoleFilterEnum,
        required: false,
        description: 'Super admins only; default ALL.',
      }),
    },
    resolve: (_root, args, ctx) =>
      offsetConnection(args, async (limit, offset) =>
        ctx.loaders.users.list({
          search: args.search ?? undefined,
          role: (args.role ?? 'ALL').toLowerCase() as 'all' | 'admin' | 'student',
          limit,
          offset,
        }),
      ),
  }),
  studentsWithoutRoom: t.field({
    type: [User],
    description: 'Students who are in no classroom and not banned (for Assign Class Rooms).',
    authScopes: { admin: true },
    // A banned student cannot sign in to do the work (docs/accounts.md#user-management): not offered.
    resolve: async (_root, _args, ctx) =>
      (await ctx.loaders.users.unassignedToRoom()).filter((u) => u.isStatus),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'A new account made by an admin.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Full name.',
      validate: requiredText('Name is required.'),
    }),
    email: t.string({
      required: true,
      description: 'Email address.',
      validate: requiredText('Email is required.', 254),
    }),
    username: t.string({
      required: true,
      description: 'Username.',
      validate: requiredText('Username is required.', 100),
    }),
    password: t.string({
      required: true,
      description: 'Initial password.',
      validate: requiredText('Password is required.'),
    }),
    isAdmin: t.boolean({
      required: false,
      description: 'Grant admin access (super admins only). Default false.',
    }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'An admin’s edit of an account.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: User, description: 'The user to edit.' }),
    name: t.string({
      required: true,
      description: 'Full name.',
      validate: requiredText('Name is required.'),
    }),
    email: t.string({
      required: true,
      description: 'Email address.',
      validate: requiredText('Email is required.', 254),
    }),
    username: t.string({
      required: true,
      description: 'Username.',
      validate: requiredText('Username is required.', 100),
    }),
    password: t.string({
      required: false,
      description: 'A new password; empty or absent keeps the current one.',
    }),
  }),
});

const UserPayload = builder.objectRef<{ user: RestUser }>('UserPayload').implement({
  description: 'The account after the change.',
  fields: (t) => ({ user: t.field({ type: User, description: 'The account.', resolve: (p) => p.user }) }),
});

/** The answer of every delete mutation: the deleted object's global ID (the pages read their list again). */
export const DeletedPayload = builder.objectRef<{ deletedId: string }>('DeletedPayload').implement({
  description: 'What was deleted.',
  fields: (t) => ({
    deletedId: t.exposeID('deletedId', { description: 'The global ID of the deleted object.' }),
  }),
});

const userId = (id: { typename: string; id: string }) => Number(id.id);

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserPayload,
    description: 'Creates an account. Only a super admin may grant admin access.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await ctx.loaders.users.create({ ...input, isAdmin: input.isAdmin ?? false, isActive: true }),
    }),
  }),
  updateUser: t.field({
    type: UserPayload,
    description: 'Edits an account (admins: students; super admins: anyone).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await ctx.loaders.users.update(userId(input.id), {
        name: input.name,
        email: input.email,
        username: input.username,
        ...(input.password ? { password: input.password } : {}),
      }),
    }),
  }),
  deleteUser: t.field({
    type: DeletedPayload,
    description: 'Deletes an account. Never yourself, never the super admin `admin`.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: User, description: 'The user to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.users.remove(userId(id));
      return { deletedId: encodeGlobalID('User', id.id) };
    },
  }),
  toggleUserBan: t.field({
    type: UserPayload,
    description: 'Bans an active account or unbans a banned one; a ban ends its sessions.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: User, description: 'The user to ban or unban.' }) },
    resolve: async (_root, { id }, ctx) => ({ user: await ctx.loaders.users.toggleBan(userId(id)) }),
  }),
}));
