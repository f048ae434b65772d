import type { RestLtiContext, RestLtiKey, RestLtiPlatform, RestLtiScore } from '../../upstream/lti.js';
import { builder } from '../builder.js';

/**
 * Learning platforms (LTI 1.3, docs/lti.md): the registrations, the tool's signing keys and the score
 * outbox for the super admin; the courses launched from platforms, with their roster import, for admins.
 */

export const PlatformStatusEnum = builder.enumType('LtiPlatformStatus', {
  description: 'Whether a platform’s launches are accepted.',
  values: {
    ACTIVE: { value: 'active', description: 'Launches work.' },
    PENDING: {
      value: 'pending',
      description: 'Registered itself (Dynamic Registration); waits for a super admin’s approval.',
    },
    DISABLED: { value: 'disabled', description: 'Turned off; launches are refused.' },
  } as const,
});

const PlatformOriginEnum = builder.enumType('LtiPlatformOrigin', {
  description: 'How a platform was registered.',
  values: {
    MANUAL: { value: 'manual', description: 'By a super admin, in Settings.' },
    DYNAMIC: { value: 'dynamic', description: 'By the platform itself, through LTI Dynamic Registration.' },
  } as const,
});

const ScoreStatusEnum = builder.enumType('LtiScoreStatus', {
  description: 'Where a score in the outbox stands.',
  values: {
    PENDING: { value: 'pending', description: 'Waiting for its next attempt.' },
    SENT: { value: 'sent', description: 'The platform accepted it.' },
    FAILED: { value: 'failed', description: 'Given up after 12 attempts; can be sent again.' },
  } as const,
});

export const LtiPlatform = builder.loadableNode('LtiPlatform', {
  description: 'A learning platform registered with Anamnesis (issuer and client id).',
  id: { resolve: (p: RestLtiPlatform) => p.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map((id) => ctx.loaders.lti.platform(Number(id)).catch((e: Error) => e))) as Promise<
      (RestLtiPlatform | Error)[]
    >,
  authScopes: { superAdmin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: 'The name shown in Settings.' }),
    issuer: t.exposeString('issuer', { description: 'The platform’s issuer (Platform ID).' }),
    clientId: t.exposeString('clientId', { description: 'The client id the platform gave Anamnesis.' }),
    deploymentIds: t.exposeStringList('deploymentIds', { description: 'The deployments that may launch.' }),
    authUrl: t.exposeString('authUrl', { description: 'The OIDC authentication request URL.' }),
    tokenUrl: t.exposeString('tokenUrl', { description: 'The access token URL.' }),
    jwksUrl: t.exposeString('jwksUrl', { description: 'The platform’s public keyset (JWKS) URL.' }),
    status: t.field({
      type: PlatformStatusEnum,
      description: 'Whether launches work.',
      resolve: (p) => p.status,
    }),
    origin: t.field({
      type: PlatformOriginEnum,
      description: 'How it was registered.',
      resolve: (p) => p.origin,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was registered.',
      resolve: (p) => p.createdAt,
    }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it last launched; null: never.',
      resolve: (p) => p.lastUsedAt,
    }),
  }),
});

export const LtiToolKey = builder.objectRef<RestLtiKey>('LtiToolKey').implement({
  description: 'One of the tool’s signing keys (its public half is at /lti/jwks).',
  fields: (t) => ({
    kid: t.exposeString('kid', { description: 'The key id platforms see.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (k) => k.createdAt }),
    retiredAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a rotation retired it (published a day more); null: the key that signs now.',
      resolve: (k) => k.retiredAt,
    }),
  }),
});

export const LtiScore = builder.loadableNode('LtiScore', {
  description: 'A score in the grade passback outbox, on its way to a platform’s gradebook.',
  id: { resolve: (s: RestLtiScore) => s.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map((id) => ctx.loaders.lti.score(Number(id)).catch((e: Error) => e))) as Promise<
      (RestLtiScore | Error)[]
    >,
  authScopes: { superAdmin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    platformName: t.exposeString('platformName', { description: 'The platform it goes to.' }),
    assignmentDatabaseId: t.exposeInt('assignmentId', {
      nullable: true,
      description: 'The assignment it marks (null once deleted).',
    }),
    scoreGiven: t.float({ description: 'The mark sent.', resolve: (s) => s.score.scoreGiven }),
    scoreMaximum: t.float({ description: 'Out of (100).', resolve: (s) => s.score.scoreMaximum }),
    gradingProgress: t.string({
      description: '`PendingManual` (held for review) or `FullyGraded`.',
      resolve: (s) => s.score.gradingProgress,
    }),
    status: t.field({ type: ScoreStatusEnum, description: 'Where it stands.', resolve: (s) => s.status }),
    attempts: t.exposeInt('attempts', { description: 'How many times it was posted.' }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      description: 'When it is posted next (while pending).',
      resolve: (s) => s.nextAttemptAt,
    }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the mark was made.',
      resolve: (s) => s.createdAt,
    }),
    sentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the platform accepted it.',
      resolve: (s) => s.sentAt,
    }),
  }),
});

export const LtiCourse = builder.loadableNode('LtiCourse', {
  description: 'A course (LTI context) launched from a platform.',
  id: { resolve: (c: RestLtiContext) => c.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map((id) => ctx.loaders.lti.context(Number(id)).catch((e: Error) => e))) as Promise<
      (RestLtiContext | Error)[]
    >,
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    title: t.exposeString('title', { description: 'The course’s title on its platform.' }),
    roomDatabaseId: t.exposeInt('roomId', {
      nullable: true,
      description: 'The classroom its roster was imported into; null: not imported yet.',
    }),
    hasRoster: t.exposeBoolean('hasRoster', { description: 'Whether the platform offers its roster.' }),
  }),
});

builder.queryFields((t) => ({
  ltiPlatforms: t.field({
    type: [LtiPlatform],
    description: 'The registered learning platforms (super admin only).',
    authScopes: { superAdmin: true },
    resolve: (_root, _args, ctx) => ctx.loaders.lti.platforms(),
  }),
  ltiToolKeys: t.field({
    type: [LtiToolKey],
    description: 'The tool’s signing keys, newest first (super admin only).',
    authScopes: { superAdmin: true },
    resolve: (_root, _args, ctx) => ctx.loaders.lti.keys(),
  }),
  ltiScoreOutbox: t.field({
    type: [LtiScore],
    description: 'The latest 200 scores of the grade passback outbox, newest first (super admin only).',
    authScopes: { superAdmin: true },
    resolve: (_root, _args, ctx) => ctx.loaders.lti.scores(),
  }),
  ltiCourses: t.field({
    type: [LtiCourse],
    description: 'Courses launched from platforms: an admin’s own as instructor, all for a super admin.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.loaders.lti.contexts(),
  }),
}));
