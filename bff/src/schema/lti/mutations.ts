import { PlatformError, ValidationError } from '../../upstream/errors.js';
import type { RestLtiContext, RestLtiKey, RestLtiPlatform, RestLtiScore } from '../../upstream/lti.js';
import { builder } from '../builder.js';
import { commonErrors } from '../errors.js';
import { requiredText } from '../users.js';
import { LtiCourse, LtiPlatform, LtiScore, LtiToolKey, PlatformStatusEnum } from './types.js';

// The API's own rules and words (api/src/lti/lti.routes.ts), checked here too so that each names its field.
const httpUrl = (label: string) =>
  requiredText(`${label} is required.`, 2000).refine(
    (v) => {
      try {
        return ['https:', 'http:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `${label} must be an http(s) URL.` },
  );

/** Deployment ids trimmed, blanks dropped; each at most 255 characters, at most 100. */
function deploymentIds(ids: readonly string[]): string[] {
  const clean = ids.map((d) => d.trim()).filter(Boolean);
  if (clean.length > 100) throw new ValidationError('At most 100 deployment ids.', 'deploymentIds');
  if (clean.some((d) => d.length > 255))
    throw new ValidationError('This value is too long.', 'deploymentIds');
  return clean;
}

const RegisterLtiPlatformInput = builder.inputType('RegisterLtiPlatformInput', {
  description: 'A platform registered by hand, with the values the platform shows (docs/lti.md).',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'A name for it.',
      validate: requiredText('Name is required.'),
    }),
    issuer: t.string({ required: true, description: 'Issuer (Platform ID).', validate: httpUrl('Issuer') }),
    clientId: t.string({
      required: true,
      description: 'The client id it gave Anamnesis.',
      validate: requiredText('Client id is required.', 255),
    }),
    deploymentIds: t.stringList({ required: true, description: 'Its deployment ids.' }),
    authUrl: t.string({ required: true, description: 'OIDC auth URL.', validate: httpUrl('OIDC auth URL') }),
    tokenUrl: t.string({
      required: true,
      description: 'Access token URL.',
      validate: httpUrl('Access token URL'),
    }),
    jwksUrl: t.string({ required: true, description: 'Its JWKS URL.', validate: httpUrl('JWKS URL') }),
  }),
});

const UpdateLtiPlatformInput = builder.inputType('UpdateLtiPlatformInput', {
  description: 'A change to a platform: approve or turn on (ACTIVE), disable, rename, set deployment ids.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: LtiPlatform, description: 'The platform.' }),
    status: t.field({
      type: PlatformStatusEnum,
      required: false,
      description: 'ACTIVE (approves a pending one) or DISABLED.',
    }),
    name: t.string({
      required: false,
      description: 'A new name.',
      validate: requiredText('Name is required.').nullish(),
    }),
    deploymentIds: t.stringList({
      required: false,
      description: 'The deployment ids, replacing the old ones.',
    }),
  }),
});

const LtiPlatformPayload = builder
  .objectRef<{ message: string; platform: RestLtiPlatform }>('LtiPlatformPayload')
  .implement({
    description: 'The platform after the change.',
    fields: (t) => ({
      message: t.exposeString('message', { description: 'What was done, in words for the user.' }),
      platform: t.field({ type: LtiPlatform, description: 'The platform.', resolve: (p) => p.platform }),
    }),
  });

const RotateLtiKeysPayload = builder
  .objectRef<{ message: string; keys: RestLtiKey[] }>('RotateLtiKeysPayload')
  .implement({
    description: 'The keys after the rotation.',
    fields: (t) => ({
      message: t.exposeString('message', { description: 'What was done.' }),
      keys: t.field({ type: [LtiToolKey], description: 'The keys, newest first.', resolve: (p) => p.keys }),
    }),
  });

const RetryLtiScorePayload = builder
  .objectRef<{ message: string; score: RestLtiScore }>('RetryLtiScorePayload')
  .implement({
    description: 'The score, due again now.',
    fields: (t) => ({
      message: t.exposeString('message', { description: '“The score will be sent again now.”' }),
      score: t.field({ type: LtiScore, description: 'The score.', resolve: (p) => p.score }),
    }),
  });

const ImportLtiRosterPayload = builder
  .objectRef<{ message: string; course: RestLtiContext; students: number }>('ImportLtiRosterPayload')
  .implement({
    description: 'The course’s classroom after the import.',
    fields: (t) => ({
      message: t.exposeString('message', { description: 'What was imported, in words for the user.' }),
      course: t.field({ type: LtiCourse, description: 'The course.', resolve: (p) => p.course }),
      students: t.exposeInt('students', { description: 'How many students the classroom now holds.' }),
    }),
  });

const platformMessage = (status: string | null | undefined, p: RestLtiPlatform) =>
  status === 'active'
    ? `${p.name} can now launch Anamnesis.`
    : status === 'disabled'
      ? `Launches from ${p.name} are turned off.`
      : `${p.name} saved.`;

builder.mutationFields((t) => ({
  registerLtiPlatform: t.field({
    type: LtiPlatformPayload,
    description: 'Registers a platform by hand, active at once (super admin only).',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: RegisterLtiPlatformInput, required: true, description: 'The platform.' }) },
    resolve: async (_root, { input }, ctx) => {
      const platform = await ctx.loaders.lti.register({
        name: input.name.trim(),
        issuer: input.issuer.trim(),
        clientId: input.clientId.trim(),
        deploymentIds: deploymentIds(input.deploymentIds),
        authUrl: input.authUrl.trim(),
        tokenUrl: input.tokenUrl.trim(),
        jwksUrl: input.jwksUrl.trim(),
      });
      return { message: `${platform.name} registered.`, platform };
    },
  }),
  updateLtiPlatform: t.field({
    type: LtiPlatformPayload,
    description: 'Approves, disables or turns on a platform, renames it or sets its deployment ids.',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateLtiPlatformInput, required: true, description: 'The change.' }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.status === 'pending')
        throw new ValidationError('Status must be active or disabled.', 'status');
      const platform = await ctx.loaders.lti.update(Number(input.id.id), {
        ...(input.status ? { status: input.status } : {}),
        ...(input.name ? { name: input.name.trim() } : {}),
        ...(input.deploymentIds ? { deploymentIds: deploymentIds(input.deploymentIds) } : {}),
      });
      return { message: platformMessage(input.status, platform), platform };
    },
  }),
  rotateLtiKeys: t.field({
    type: RotateLtiKeysPayload,
    description: 'A new signing key signs from now on; the old one stays published for a day.',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    resolve: async (_root, _args, ctx) => {
      await ctx.loaders.lti.rotateKeys();
      return {
        message: 'A new signing key is in use. The old one stays published for a day.',
        keys: await ctx.loaders.lti.keys(),
      };
    },
  }),
  retryLtiScore: t.field({
    type: RetryLtiScorePayload,
    description: 'Sends a pending or failed score again now (an already sent one is a ConflictError).',
    authScopes: { superAdmin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: LtiScore, description: 'The score.' }) },
    resolve: async (_root, { id }, ctx) => {
      const message = await ctx.loaders.lti.retryScore(Number(id.id));
      return { message, score: await ctx.loaders.lti.score(Number(id.id)) };
    },
  }),
  importLtiRoster: t.field({
    type: ImportLtiRosterPayload,
    description:
      'Imports the course’s learners into a classroom of its name (its instructor or a super admin).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors, PlatformError] },
    args: { id: t.arg.globalID({ required: true, for: LtiCourse, description: 'The course.' }) },
    resolve: async (_root, { id }, ctx) => {
      const r = await ctx.loaders.lti.importRoster(Number(id.id));
      const students = r.students === 1 ? '1 student is' : `${r.students} students are`;
      return {
        message: `${students} now in the classroom ${r.name}.`,
        course: await ctx.loaders.lti.context(Number(id.id)),
        students: r.students,
      };
    },
  }),
}));
