import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { LtiPlatformsTable, LtiScore, LtiStatesTable, PlatformStatus } from './lti.table.js';

/** LTI storage, each function taking the database or a transaction first. */
export const lti = {
  platformByIssuer: (db: Db, issuer: string, clientId: string) =>
    db
      .selectFrom('lti_platforms')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('client_id', '=', clientId)
      .executeTakeFirst(),

  platformsOfIssuer: (db: Db, issuer: string) =>
    db.selectFrom('lti_platforms').selectAll().where('issuer', '=', issuer).execute(),

  platform: (db: Db, id: number) =>
    db.selectFrom('lti_platforms').selectAll().where('id', '=', id).executeTakeFirst(),

  listPlatforms: async (db: Db) => {
    const rows = await db.selectFrom('lti_platforms').selectAll().orderBy('id').execute();
    const deployments = await db.selectFrom('lti_deployments').selectAll().execute();
    return rows.map((p) => ({
      ...p,
      deployment_ids: deployments.filter((d) => d.platform_id === p.id).map((d) => d.deployment_id),
    }));
  },

  insertPlatform: async (db: Db, row: Insertable<LtiPlatformsTable>, deploymentIds: string[]) => {
    const p = await db.insertInto('lti_platforms').values(row).returningAll().executeTakeFirstOrThrow();
    await lti.setDeployments(db, p.id, deploymentIds);
    return p;
  },

  setDeployments: async (db: Db, platformId: number, deploymentIds: string[]) => {
    await db.deleteFrom('lti_deployments').where('platform_id', '=', platformId).execute();
    if (deploymentIds.length)
      await db
        .insertInto('lti_deployments')
        .values([...new Set(deploymentIds)].map((d) => ({ platform_id: platformId, deployment_id: d })))
        .execute();
  },

  hasDeployment: async (db: Db, platformId: number, deploymentId: string) =>
    !!(await db
      .selectFrom('lti_deployments')
      .select('deployment_id')
      .where('platform_id', '=', platformId)
      .where('deployment_id', '=', deploymentId)
      .executeTakeFirst()),

  setStatus: (db: Db, id: number, status: PlatformStatus) =>
    db.updateTable('lti_platforms').set({ status }).where('id', '=', id).returningAll().executeTakeFirst(),

  touchPlatform: (db: Db, id: number) =>
    db.updateTable('lti_platforms').set({ last_used_at: new Date() }).where('id', '=', id).execute(),

  insertState: (db: Db, row: Insertable<LtiStatesTable>) => db.insertInto('lti_states').values(row).execute(),

  state: (db: Db, state: string, kind: LtiStatesTable['kind']) =>
    db
      .selectFrom('lti_states')
      .selectAll()
      .where('state', '=', state)
      .where('kind', '=', kind)
      .executeTakeFirst(),

  /** Marks a state used; false when it already was (a replay) or has expired. */
  consumeState: async (db: Db, state: string, kind: LtiStatesTable['kind']) =>
    !!(await db
      .updateTable('lti_states')
      .set({ used_at: new Date() })
      .where('state', '=', state)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('state')
      .executeTakeFirst()),

  /** Old states cost nothing to keep a day for the logs, then go. */
  pruneStates: (db: Db) =>
    db
      .deleteFrom('lti_states')
      .where('expires_at', '<', new Date(Date.now() - 24 * 3600 * 1000))
      .execute(),

  userLink: (db: Db, platformId: number, sub: string) =>
    db
      .selectFrom('lti_user_links')
      .innerJoin('users', 'users.id', 'lti_user_links.user_id')
      .selectAll('users')
      .where('lti_user_links.platform_id', '=', platformId)
      .where('lti_user_links.sub', '=', sub)
      .executeTakeFirst(),

  subOfUser: (db: Db, platformId: number, userId: number) =>
    db
      .selectFrom('lti_user_links')
      .select('sub')
      .where('platform_id', '=', platformId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  upsertContext: (
    db: Db,
    row: { platform_id: number; context_id: string; title: string; memberships_url: string | null },
    instructorId: number | null,
  ) =>
    db
      .insertInto('lti_contexts')
      .values({ ...row, instructor_id: instructorId })
      .onConflict((oc) =>
        oc.columns(['platform_id', 'context_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          memberships_url: eb.fn.coalesce('excluded.memberships_url', 'lti_contexts.memberships_url'),
          instructor_id: eb.fn.coalesce('excluded.instructor_id', 'lti_contexts.instructor_id'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow(),

  context: (db: Db, id: number) =>
    db.selectFrom('lti_contexts').selectAll().where('id', '=', id).executeTakeFirst(),

  deepLink: (db: Db, platformId: number, id: number) =>
    db
      .selectFrom('lti_deep_links')
      .selectAll()
      .where('platform_id', '=', platformId)
      .where('id', '=', id)
      .executeTakeFirst(),

  resourceLink: (db: Db, platformId: number, resourceLinkId: string) =>
    db
      .selectFrom('lti_resource_links')
      .innerJoin('lti_deep_links', 'lti_deep_links.id', 'lti_resource_links.deep_link_id')
      .select([
        'lti_resource_links.id',
        'lti_resource_links.lineitem_url',
        'lti_deep_links.patient_id',
        'lti_deep_links.is_markable',
        'lti_deep_links.is_note_allow',
        'lti_deep_links.hold_for_review',
        'lti_deep_links.created_by',
      ])
      .where('lti_resource_links.platform_id', '=', platformId)
      .where('lti_resource_links.resource_link_id', '=', resourceLinkId)
      .executeTakeFirst(),

  /** The platform, line item and sub of an assignment launched from a platform, if it was. */
  passbackOf: (db: Db, assignmentId: number) =>
    db
      .selectFrom('lti_assignments')
      .innerJoin('lti_resource_links', 'lti_resource_links.id', 'lti_assignments.resource_link_id')
      .select([
        'lti_resource_links.platform_id',
        'lti_resource_links.lineitem_url',
        'lti_resource_links.tool_url',
        'lti_assignments.sub',
      ])
      .where('lti_assignments.assignment_id', '=', assignmentId)
      .executeTakeFirst(),

  enqueueScore: (
    db: Db,
    row: { platform_id: number; assignment_id: number; lineitem_url: string; score: LtiScore },
  ) =>
    db
      .insertInto('lti_score_outbox')
      .values({ ...row, score: JSON.stringify(row.score), status: 'pending' })
      .returningAll()
      .executeTakeFirstOrThrow(),

  dueScores: (db: Db, limit: number) =>
    db
      .selectFrom('lti_score_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date())
      .orderBy('id')
      .limit(limit)
      .execute(),

  listOutbox: (db: Db, limit: number) =>
    db
      .selectFrom('lti_score_outbox')
      .innerJoin('lti_platforms', 'lti_platforms.id', 'lti_score_outbox.platform_id')
      .selectAll('lti_score_outbox')
      .select('lti_platforms.name as platform_name')
      .orderBy('lti_score_outbox.id', 'desc')
      .limit(limit)
      .execute(),
};
