import { MIN_PASSWORD_LENGTH } from '@anamnesis/rules';
import { z } from 'zod';
import { requireViewer } from '../context.js';
import { waitMinutes } from '../session/loginThrottle.js';
import { tokenExpiry } from '../session/session.js';
import { AuthenticationError, RateLimitedError, ValidationError } from '../upstream/errors.js';
import type { RestUser } from '../upstream/users.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { emailRule, passwordRule, requiredText, User } from './users.js';

interface ViewerShape {
  user: RestUser;
  token?: string;
}

export const Viewer = builder.objectRef<ViewerShape>('Viewer').implement({
  description: 'The signed-in user and their session.',
  fields: (t) => ({
    user: t.field({ type: User, description: 'The account.', resolve: (v) => v.user }),
    mustChangePassword: t.boolean({
      description:
        'An administrator set the password: until the user changes it (changePassword), everything else is refused with PASSWORD_CHANGE_REQUIRED.',
      resolve: (v) => v.user.mustChangePassword,
    }),
    sessionExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the session ends (the API token lifetime, 2 hours by default, after sign-in); the UI signs out then.',
      resolve: (v) => tokenExpiry(v.token),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in user, or null without a valid session.',
    resolve: async (_root, _args, ctx) => {
      const user = await ctx.viewer();
      return user ? { user, token: ctx.token } : null;
    },
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  description: 'Credentials.',
  fields: (t) => ({
    email: t.string({
      required: true,
      description: 'Email address.',
      validate: z.string().trim().min(1, 'Email is required.').max(254),
    }),
    password: t.string({
      required: true,
      description: 'Password.',
      validate: z.string().min(1, 'Password is required.').max(200),
    }),
    bearer: t.boolean({
      required: false,
      description:
        'Also return the bearer token, for scripts and partners. The web app never asks: its session is a cookie.',
    }),
  }),
});

const LoginPayload = builder.objectRef<ViewerShape & { bearer: boolean }>('LoginPayload').implement({
  description: 'A new session; the session cookie is set on the answer.',
  fields: (t) => ({
    viewer: t.field({ type: Viewer, description: 'The signed-in user.', resolve: (p) => p }),
    bearerToken: t.string({
      nullable: true,
      description: 'The bearer token, only when `bearer: true` was asked.',
      resolve: (p) => (p.bearer ? (p.token ?? null) : null),
    }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'A new student account.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Full name.',
      validate: requiredText('Name is required.'),
    }),
    username: t.string({
      required: true,
      description: 'Username.',
      validate: requiredText('Username is required.', 100),
    }),
    email: t.string({ required: true, description: 'Email address.', validate: emailRule }),
    password: t.string({
      required: true,
      description: `At least ${MIN_PASSWORD_LENGTH} characters.`,
      validate: passwordRule,
    }),
  }),
});

const RegisterPayload = builder.objectRef<{ user: RestUser }>('RegisterPayload').implement({
  description: 'The new account.',
  fields: (t) => ({ user: t.field({ type: User, description: 'The account.', resolve: (p) => p.user }) }),
});

const LogoutPayload = builder.objectRef<{ ok: boolean }>('LogoutPayload').implement({
  description: 'The session is over; the cookie is cleared.',
  fields: (t) => ({ ok: t.exposeBoolean('ok', { description: 'Always true.' }) }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Your own name and username.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Full name.',
      validate: requiredText('Name is required.'),
    }),
    username: t.string({
      required: true,
      description: 'Username.',
      validate: requiredText('Username is required.', 100),
    }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'Your own password change.',
  fields: (t) => ({
    currentPassword: t.string({
      required: true,
      description: 'The password in use now.',
      validate: z.string().min(1, 'Current password is required.'),
    }),
    newPassword: t.string({
      required: true,
      description: `At least ${MIN_PASSWORD_LENGTH} characters.`,
      validate: passwordRule,
    }),
    confirmPassword: t.string({ required: true, description: 'The new password again.' }),
  }),
});

const ViewerPayload = builder.objectRef<{ viewer: ViewerShape }>('ViewerPayload').implement({
  description: 'Your account after the change.',
  fields: (t) => ({
    viewer: t.field({ type: Viewer, description: 'The signed-in user.', resolve: (p) => p.viewer }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayload,
    description:
      'Signs in. Refused for banned accounts; throttled after repeated failures per account and per address.',
    errors: { types: [...commonErrors, RateLimitedError] },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const wait = await ctx.loginThrottle.retryAfter(input.email, ctx.clientAddress);
      if (wait > 0) {
        throw new RateLimitedError(
          `Too many sign-in attempts. Please try again in ${waitMinutes(wait)} minute(s).`,
        );
      }
      try {
        const { user, token } = await ctx.loaders.auth.login(input.email, input.password);
        await ctx.loginThrottle.recordSuccess(input.email, ctx.clientAddress);
        ctx.session.start(token);
        return { user, token, bearer: input.bearer ?? false };
      } catch (error) {
        if (error instanceof AuthenticationError)
          await ctx.loginThrottle.recordFailure(input.email, ctx.clientAddress);
        throw error;
      }
    },
  }),
  register: t.field({
    type: RegisterPayload,
    description:
      'Creates a student account. Throttled per client address and per hour overall (RateLimitedError).',
    errors: { types: [...commonErrors, RateLimitedError] },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const refusal = await ctx.registrationThrottle.refusal(ctx.clientAddress);
      if (refusal) throw new RateLimitedError(refusal);
      await ctx.registrationThrottle.record(ctx.clientAddress);
      return { user: await ctx.loaders.auth.register(input) };
    },
  }),
  logout: t.field({
    type: LogoutPayload,
    description: 'Ends the browser session (clears the cookie).',
    resolve: (_root, _args, ctx) => {
      ctx.session.end();
      return { ok: true };
    },
  }),
  updateProfile: t.field({
    type: ViewerPayload,
    description: 'Changes your own name and username.',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const me = await requireViewer(ctx);
      const user = await ctx.loaders.users.update(me.userId, { name: input.name, username: input.username });
      return { viewer: { user, token: ctx.token } };
    },
  }),
  changePassword: t.field({
    type: ViewerPayload,
    description: 'Changes your own password; other sessions end and this one is renewed.',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.newPassword !== input.confirmPassword) {
        throw new ValidationError('New password and confirmation do not match.', 'confirmPassword');
      }
      const me = await ctx.viewer();
      if (!me) throw new AuthenticationError();
      const { token } = await ctx.loaders.users.changePassword(
        me.id,
        input.currentPassword,
        input.newPassword,
      );
      ctx.session.start(token);
      return { viewer: { user: { ...me, mustChangePassword: false }, token } };
    },
  }),
}));
