import { z } from 'zod';
import { ApiError, unauthorized } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { defineRoute } from '../lib/route.js';
import { bannedMessage } from '../lib/router.js';
import { tokenClaimsOf } from '../lib/tokens.js';
import { requiredText } from '../lib/validation.js';
import { messageSchema, userJson, userSchema } from '../users/users.json.js';
import { users } from '../users/users.repository.js';
import { emailField, passwordField, usernameField } from '../users/users.routes.js';
import { assertUnique, requireUser } from '../users/users.service.js';

const tag = 'Auth';
const invalidCredentials = 'Invalid email or password.';
// Verifying against a real hash when the email is unknown keeps the answer time the same either way.
const dummyHash = hashPassword('not-a-real-password');

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    tag,
    summary: 'Register a student account',
    access: 'public',
    body: z.object({
      name: requiredText('Name is required.', 200),
      username: usernameField,
      email: emailField,
      password: passwordField,
    }),
    responses: {
      201: { description: 'Registered', schema: z.object({ message: z.string(), user: userSchema }) },
      400: { description: 'Invalid input', schema: messageSchema },
      409: { description: 'Email or username taken', schema: messageSchema },
    },
    async handler({ services, body }) {
      await assertUnique(services.db, body);
      const user = await users.insert(services.db, {
        name: body.name,
        username: body.username,
        email: body.email,
        password_hash: await hashPassword(body.password),
        avatar_url: null,
      });
      return { status: 201, body: { message: 'Registration successful.', user: userJson(user) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/login',
    tag,
    summary: 'Sign in; answers the user and a bearer token valid for 2 hours',
    access: 'public',
    body: z.object({
      email: z
        .string({ message: 'Email is required.' })
        .trim()
        .min(1, { message: 'Email is required.' })
        .max(254),
      password: z
        .string({ message: 'Password is required.' })
        .min(1, { message: 'Password is required.' })
        .max(200),
    }),
    responses: {
      200: { description: 'Signed in', schema: z.object({ user: userSchema, token: z.string() }) },
      401: { description: 'Wrong email or password', schema: messageSchema },
      403: { description: 'Banned account (no token)', schema: messageSchema },
    },
    async handler({ services, body }) {
      const user = await users.findByEmail(services.db, body.email);
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), body.password);
      if (!user || !ok) throw unauthorized(invalidCredentials);
      if (!user.is_status) throw new ApiError(403, 'BANNED', bannedMessage);
      const token = await services.tokens.issue(tokenClaimsOf(user));
      return { body: { user: userJson(user), token } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/me',
    tag,
    summary: 'The signed-in user (checks that a token is still valid)',
    access: 'user',
    duringPasswordChange: true,
    responses: {
      200: { description: 'The user', schema: z.object({ user: userSchema }) },
      401: { description: 'Missing, expired or revoked token', schema: messageSchema },
      403: { description: 'Banned', schema: messageSchema },
    },
    async handler({ services, actor }) {
      return { body: { user: userJson(await requireUser(services.db, actor.id)) } };
    },
  }),
];
