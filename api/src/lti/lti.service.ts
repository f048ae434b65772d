import { createHash, randomBytes } from 'node:crypto';
import { assignments } from '../assignments/assignments.repository.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../users/users.table.js';
import {
  AGS_ENDPOINT,
  claim,
  DEEP_LINKING_SETTINGS,
  type Launch,
  LtiRefusal,
  NRPS_CLAIM,
} from './lti.launch.js';
import { lti } from './lti.repository.js';

const ADMIN_ROLES = [
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator',
  // LTI 1.3 allows the short forms too (Core, role vocabularies).
  'Instructor',
  'Administrator',
];

/** Instructor or Administrator (membership, institution or system) → admin; anyone else a student. */
export const isTeacherRole = (roles: string[]) => roles.some((r) => ADMIN_ROLES.includes(r));

/** A password hash no password verifies: an LMS account signs in through its platform only. */
const NO_PASSWORD = '!lti-launch-only';

/**
 * The Anamnesis account of the platform's user (`sub`), made on the first launch with the name and email
 * the claims give. An email already used by another account is not taken over: the new account gets a
 * placeholder address instead (docs/lti.md#accounts).
 */
export async function linkUser(db: Db, launch: Launch): Promise<UserRow> {
  const found = await lti.userLink(db, launch.platform.id, launch.sub);
  if (found) return found;
  const c = launch.claims;
  const given = typeof c.given_name === 'string' ? c.given_name : '';
  const family = typeof c.family_name === 'string' ? c.family_name : '';
  const name =
    (typeof c.name === 'string' && c.name.trim()) || `${given} ${family}`.trim() || 'Course member';
  const tag = createHash('sha256').update(`${launch.platform.id}:${launch.sub}`).digest('hex').slice(0, 12);
  const username = `lti-${tag}`;
  let email = typeof c.email === 'string' ? c.email.trim().toLowerCase() : '';
  if (email) {
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) email = '';
  }
  // Two first launches at once (two tabs, a double click) make one account: the second insert waits for
  // the first and does nothing, and both read the link the first made.
  const insert = (address: string) =>
    db
      .insertInto('users')
      .values({
        name: name.slice(0, 200),
        username,
        email: address,
        password_hash: NO_PASSWORD,
        is_admin: isTeacherRole(launch.roles),
        avatar_url: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  const placeholder = `${username}@lti.invalid`;
  let user = await insert(email || placeholder);
  if (!user) {
    const linked = await lti.userLink(db, launch.platform.id, launch.sub);
    if (linked) return linked;
    // The address was taken meanwhile by someone else.
    user = await insert(placeholder);
  }
  if (!user) {
    const linked = await lti.userLink(db, launch.platform.id, launch.sub);
    if (linked) return linked;
    throw new Error('LTI account could not be created');
  }
  await db
    .insertInto('lti_user_links')
    .values({ platform_id: launch.platform.id, sub: launch.sub, user_id: user.id })
    .onConflict((oc) => oc.columns(['platform_id', 'sub']).doNothing())
    .execute();
  return user;
}

/** The course (context) of a launch, remembered with its roster URL and, for a teacher, its instructor. */
export async function rememberContext(db: Db, launch: Launch, user: UserRow) {
  const ctx = launch.claims[claim('context')] as
    | { id?: unknown; title?: unknown; label?: unknown }
    | undefined;
  if (!ctx || typeof ctx.id !== 'string' || !ctx.id) return undefined;
  const nrps = launch.claims[NRPS_CLAIM] as { context_memberships_url?: unknown } | undefined;
  const title =
    typeof ctx.title === 'string' && ctx.title
      ? ctx.title
      : typeof ctx.label === 'string'
        ? ctx.label
        : ctx.id;
  return lti.upsertContext(
    db,
    {
      platform_id: launch.platform.id,
      context_id: ctx.id,
      title: title.slice(0, 200),
      memberships_url:
        typeof nrps?.context_memberships_url === 'string' ? nrps.context_memberships_url : null,
    },
    user.is_admin ? user.id : null,
  );
}

/** Where a resource-link launch leads: the student's assignment (made once), or the teacher's dashboard. */
export async function resourceLaunch(
  db: Db,
  launch: Launch,
  user: UserRow,
  toolUrl: string,
): Promise<string> {
  const linkId = (launch.claims[claim('resource_link')] as { id: string }).id;
  const custom = (launch.claims[claim('custom')] ?? {}) as Record<string, unknown>;
  const ags = launch.claims[AGS_ENDPOINT] as { lineitem?: unknown } | undefined;
  let link = await lti.resourceLink(db, launch.platform.id, linkId);
  if (!link) {
    const deepLinkId = Number(custom.anamnesis_link);
    const deepLink = Number.isInteger(deepLinkId)
      ? await lti.deepLink(db, launch.platform.id, deepLinkId)
      : undefined;
    if (!deepLink)
      throw new LtiRefusal(
        404,
        'resource link names no Anamnesis case',
        'This activity is not linked to a patient case in Anamnesis. Ask your teacher to add it again from Anamnesis’s list of cases.',
        launch.platform.issuer,
      );
    await db
      .insertInto('lti_resource_links')
      .values({
        platform_id: launch.platform.id,
        resource_link_id: linkId,
        deep_link_id: deepLink.id,
        lineitem_url: typeof ags?.lineitem === 'string' ? ags.lineitem : null,
        tool_url: toolUrl,
      })
      .onConflict((oc) => oc.columns(['platform_id', 'resource_link_id']).doNothing())
      .execute();
    link = await lti.resourceLink(db, launch.platform.id, linkId);
  } else if (!link.lineitem_url && typeof ags?.lineitem === 'string') {
    await db
      .updateTable('lti_resource_links')
      .set({ lineitem_url: ags.lineitem })
      .where('id', '=', link.id)
      .execute();
  }
  if (!link) throw new Error('resource link vanished');
  if (user.is_admin || user.is_super_admin) return '/admin/dashboard';
  // Made once: a launch racing another for the same student and case waits for it and takes its row.
  await db
    .insertInto('assignments')
    .values({
      student_id: user.id,
      patient_id: link.patient_id,
      creator_id: link.created_by,
      room_id: null,
      is_markable: link.is_markable,
      is_note_allow: link.is_note_allow,
      hold_for_review: link.hold_for_review,
      conversation_log: '[]',
    })
    .onConflict((oc) => oc.columns(['student_id', 'patient_id']).doNothing())
    .execute();
  const a = await assignments.findByPair(db, user.id, link.patient_id);
  if (!a) throw new Error('assignment not created');
  await db
    .insertInto('lti_assignments')
    .values({ assignment_id: a.id, resource_link_id: link.id, sub: launch.sub })
    .onConflict((oc) => oc.column('assignment_id').doNothing())
    .execute();
  return a.status === 'marked' ? `/view-marks/${a.id}` : `/voice-chat/${link.patient_id}`;
}

const TICKET_SECONDS = 300;

/** A one-time ticket that hands the launch's session to the browser (docs/lti.md#session). */
export async function issueTicket(db: Db, userId: number, target: string) {
  const ticket = randomBytes(32).toString('base64url');
  await lti.insertState(db, {
    state: ticket,
    kind: 'ticket',
    user_id: userId,
    target,
    expires_at: new Date(Date.now() + TICKET_SECONDS * 1000),
  });
  return ticket;
}

const originOf = (v: unknown) => {
  if (typeof v !== 'string') return undefined;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The sites this launch shows Anamnesis in, as the platform signed them: its issuer, the launch's return
 * URL and the deep-linking return URL. The web app lets these frame it (docs/lti.md#session).
 */
export async function rememberFrameOrigins(db: Db, launch: Launch) {
  const presentation = launch.claims[claim('launch_presentation')] as { return_url?: unknown } | undefined;
  const settings = launch.claims[DEEP_LINKING_SETTINGS] as { deep_link_return_url?: unknown } | undefined;
  const platformUrl = (launch.claims[claim('tool_platform')] as { url?: unknown } | undefined)?.url;
  const origins = new Set(
    [launch.platform.issuer, presentation?.return_url, settings?.deep_link_return_url, platformUrl]
      .map(originOf)
      .filter((o): o is string => !!o),
  );
  if (!origins.size) return;
  await db
    .insertInto('lti_frame_origins')
    .values([...origins].map((origin) => ({ platform_id: launch.platform.id, origin })))
    .onConflict((oc) => oc.columns(['platform_id', 'origin']).doNothing())
    .execute();
}

/** Every origin active platforms show Anamnesis in: their issuers' and those their launches named. */
export async function frameOrigins(db: Db): Promise<string[]> {
  const platforms = await db
    .selectFrom('lti_platforms')
    .select(['id', 'issuer'])
    .where('status', '=', 'active')
    .execute();
  const seen = platforms.length
    ? await db
        .selectFrom('lti_frame_origins')
        .select('origin')
        .where(
          'platform_id',
          'in',
          platforms.map((p) => p.id),
        )
        .execute()
    : [];
  return [...new Set([...platforms.map((p) => originOf(p.issuer)), ...seen.map((r) => r.origin)])]
    .filter((o): o is string => !!o)
    .sort();
}
