import { z } from 'zod';
import type { Actor } from '../lib/actor.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { idParams, requiredText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { rotateKeys } from './lti.keys.js';
import { kickScoreOutbox } from './lti.outbox.js';
import { lti } from './lti.repository.js';
import { importRoster } from './lti.roster.js';

const tag = 'Learning platforms (LTI)';
const fail = (description: string) => ({ description, schema: messageSchema });
const superAdminOnly = 'Access denied. Only super admin allowed.';
const onlySuper = (actor: Actor) => {
  if (!actor.isSuperAdmin) throw forbidden(superAdminOnly);
};

const url = (label: string) =>
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
const deploymentIds = z
  .array(requiredText('A deployment id is required.', 255), { message: 'Deployment ids must be a list.' })
  .max(100, { message: 'At most 100 deployment ids.' });

const platformSchema = z.object({
  id: z.number(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  status: z.enum(['active', 'pending', 'disabled']),
  origin: z.enum(['manual', 'dynamic']),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
type PlatformJson = z.infer<typeof platformSchema>;
const platformJson = (p: Awaited<ReturnType<typeof lti.listPlatforms>>[number]): PlatformJson => ({
  id: p.id,
  name: p.name,
  issuer: p.issuer,
  clientId: p.client_id,
  deploymentIds: p.deployment_ids,
  authUrl: p.auth_url,
  tokenUrl: p.token_url,
  jwksUrl: p.jwks_url,
  status: p.status,
  origin: p.origin,
  createdAt: p.created_at.toISOString(),
  lastUsedAt: p.last_used_at?.toISOString() ?? null,
});
const platformById = async (db: Parameters<typeof lti.listPlatforms>[0], id: number) => {
  const p = (await lti.listPlatforms(db)).find((x) => x.id === id);
  if (!p) throw notFound('Platform not found.');
  return platformJson(p);
};

const outboxSchema = z.object({
  id: z.number(),
  platformId: z.number(),
  platformName: z.string(),
  assignmentId: z.number().nullable(),
  lineitemUrl: z.string(),
  score: z
    .object({
      userId: z.string(),
      scoreGiven: z.number(),
      scoreMaximum: z.number(),
      gradingProgress: z.string(),
    })
    .passthrough(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const ltiRoutes: RouteDef[] = [
  defineRoute({
    method: 'get',
    path: '/lti/platforms',
    tag,
    summary: 'List registered learning platforms, with their status and when each last launched',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only.',
    responses: {
      200: { description: 'The platforms', schema: z.array(platformSchema) },
      403: fail('Not a super admin'),
    },
    async handler({ services, actor }) {
      onlySuper(actor);
      return { body: (await lti.listPlatforms(services.db)).map(platformJson) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/lti/platforms',
    tag,
    summary: 'Register a learning platform by hand (active at once)',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only. Issuer and client id together are unique.',
    body: z.object({
      name: requiredText('Name is required.', 200),
      issuer: url('Issuer'),
      clientId: requiredText('Client id is required.', 255),
      deploymentIds,
      authUrl: url('OIDC auth URL'),
      tokenUrl: url('Access token URL'),
      jwksUrl: url('JWKS URL'),
    }),
    responses: {
      201: { description: 'Registered', schema: platformSchema },
      400: fail('Invalid input'),
      403: fail('Not a super admin'),
      409: fail('Already registered'),
    },
    async handler({ services, actor, body }) {
      onlySuper(actor);
      const { db } = services;
      if (await lti.platformByIssuer(db, body.issuer, body.clientId))
        throw conflict('A platform with this issuer and client id is already registered.');
      const p = await db.transaction().execute((trx) =>
        lti.insertPlatform(
          trx,
          {
            name: body.name,
            issuer: body.issuer,
            client_id: body.clientId,
            auth_url: body.authUrl,
            token_url: body.tokenUrl,
            jwks_url: body.jwksUrl,
            status: 'active',
            origin: 'manual',
          },
          body.deploymentIds,
        ),
      );
      return { status: 201, body: await platformById(db, p.id) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/lti/platforms/{id}',
    tag,
    summary: 'Approve, disable or re-enable a platform (status), rename it, or set its deployment ids',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only. Approving a dynamically registered platform is setting its status to active.',
    params: idParams,
    body: z.object({
      status: z.enum(['active', 'disabled'], { message: 'Status must be active or disabled.' }).optional(),
      name: requiredText('Name is required.', 200).optional(),
      deploymentIds: deploymentIds.optional(),
    }),
    responses: {
      200: { description: 'The platform as it now stands', schema: platformSchema },
      400: fail('Invalid input'),
      403: fail('Not a super admin'),
      404: fail('No such platform'),
    },
    async handler({ services, actor, params, body }) {
      onlySuper(actor);
      const { db } = services;
      await db.transaction().execute(async (trx) => {
        const p = await lti.platform(trx, params.id);
        if (!p) throw notFound('Platform not found.');
        if (body.status || body.name)
          await trx
            .updateTable('lti_platforms')
            .set({
              ...(body.status ? { status: body.status } : {}),
              ...(body.name ? { name: body.name } : {}),
            })
            .where('id', '=', p.id)
            .execute();
        if (body.deploymentIds) await lti.setDeployments(trx, p.id, body.deploymentIds);
      });
      return { body: await platformById(db, params.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/lti/keys',
    tag,
    summary:
      "The tool's signing keys (public parts): the current one and those retired, as /lti/jwks publishes them",
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only.',
    responses: {
      200: {
        description: 'Keys, newest first',
        schema: z.array(
          z.object({ kid: z.string(), createdAt: z.string(), retiredAt: z.string().nullable() }),
        ),
      },
      403: fail('Not a super admin'),
    },
    async handler({ services, actor }) {
      onlySuper(actor);
      const rows = await services.db
        .selectFrom('lti_tool_keys')
        .select(['kid', 'created_at', 'retired_at'])
        .orderBy('created_at', 'desc')
        .execute();
      return {
        body: rows.map((r) => ({
          kid: r.kid,
          createdAt: r.created_at.toISOString(),
          retiredAt: r.retired_at?.toISOString() ?? null,
        })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/lti/keys/rotate',
    tag,
    summary: 'Rotate the signing key: a new key signs from now on; the old one stays published for a day',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only.',
    responses: {
      200: {
        description: 'The new key id and the keys retired',
        schema: z.object({ kid: z.string(), retired: z.array(z.string()) }),
      },
      403: fail('Not a super admin'),
    },
    async handler({ services, actor }) {
      onlySuper(actor);
      return { body: await rotateKeys(services.db, services.secretKey) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/lti/outbox',
    tag,
    summary:
      'Grade passback outbox: the latest 200 scores, sent, pending (with their next attempt) or failed',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only.',
    responses: {
      200: { description: 'Newest first', schema: z.array(outboxSchema) },
      403: fail('Not a super admin'),
    },
    async handler({ services, actor }) {
      onlySuper(actor);
      const rows = await lti.listOutbox(services.db, 200);
      return {
        body: rows.map((r) => ({
          id: r.id,
          platformId: r.platform_id,
          platformName: r.platform_name,
          assignmentId: r.assignment_id,
          lineitemUrl: r.lineitem_url,
          score: r.score,
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.next_attempt_at.toISOString(),
          lastError: r.last_error,
          createdAt: r.created_at.toISOString(),
          sentAt: r.sent_at?.toISOString() ?? null,
        })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/lti/outbox/{id}/retry',
    tag,
    summary: 'Send a pending or failed score again now (after the platform was fixed)',
    access: 'admin',
    partner: 'never',
    rule: 'Super admins only. A score already sent stays as it is (409).',
    params: idParams,
    responses: {
      200: { description: 'Due now; the worker posts it within seconds', schema: messageSchema },
      403: fail('Not a super admin'),
      404: fail('No such score'),
      409: fail('Already sent'),
    },
    async handler({ services, actor, params }) {
      onlySuper(actor);
      const row = await services.db
        .selectFrom('lti_score_outbox')
        .select(['id', 'status'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound('Score not found.');
      if (row.status === 'sent') throw conflict('This score was already sent.');
      await services.db
        .updateTable('lti_score_outbox')
        .set({ status: 'pending', next_attempt_at: new Date() })
        .where('id', '=', row.id)
        .where('status', '!=', 'sent')
        .execute();
      kickScoreOutbox();
      return { body: { message: 'The score will be sent again now.' } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/lti/contexts',
    tag,
    summary: 'Courses launched from platforms: the caller’s own as instructor (all for a super admin)',
    access: 'admin',
    partner: 'never',
    responses: {
      200: {
        description: 'The courses',
        schema: z.array(
          z.object({
            id: z.number(),
            platformId: z.number(),
            title: z.string(),
            roomId: z.number().nullable(),
            hasRoster: z.boolean(),
          }),
        ),
      },
    },
    async handler({ services, actor }) {
      let q = services.db.selectFrom('lti_contexts').selectAll().orderBy('title');
      if (!actor.isSuperAdmin) q = q.where('instructor_id', '=', actor.id);
      const rows = await q.execute();
      return {
        body: rows.map((r) => ({
          id: r.id,
          platformId: r.platform_id,
          title: r.title,
          roomId: r.room_id,
          hasRoster: !!r.memberships_url,
        })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/lti/contexts/{id}/roster',
    tag,
    summary: "Import the course's learners (NRPS) into a classroom of the course's name, made or updated",
    access: 'admin',
    partner: 'never',
    rule: "The course's instructor (the teacher who launched from it) or a super admin.",
    params: idParams,
    responses: {
      200: {
        description: 'The classroom and how many students it now holds',
        schema: z.object({ roomId: z.number(), name: z.string(), students: z.number() }),
      },
      403: fail('Not the course’s instructor'),
      404: fail('No such course'),
      409: fail('The platform offers no roster for this course'),
      502: fail('The platform refused or failed'),
    },
    async handler({ services, actor, params }) {
      return { body: await importRoster(services, actor, params.id) };
    },
  }),
];
