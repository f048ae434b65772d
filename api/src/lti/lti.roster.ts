import type { Actor } from '../lib/actor.js';
import { ApiError, forbidden, notFound } from '../lib/errors.js';
import type { AppServices } from '../lib/route.js';
import type { Launch } from './lti.launch.js';
import { accessToken } from './lti.outbox.js';
import { lti } from './lti.repository.js';
import { isTeacherRole, linkUser } from './lti.service.js';

export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const NRPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const MAX_PAGES = 50;

interface Member {
  user_id?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
  roles?: unknown;
  status?: unknown;
}

const upstream = (message: string) => new ApiError(502, 'LTI_PLATFORM_ERROR', message);

/** The course's members as the platform's NRPS endpoint lists them, every page (Link rel="next"). */
async function fetchMembers(services: AppServices, platformId: number, url: string): Promise<Member[]> {
  const platform = await lti.platform(services.db, platformId);
  if (!platform) throw notFound('Platform not found.');
  let token: string;
  try {
    token = await accessToken(services, platform, NRPS_SCOPE);
  } catch (e) {
    throw upstream(`The course platform refused Anamnesis access to the roster (${(e as Error).message}).`);
  }
  const members: Member[] = [];
  let next: string | undefined = url;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const res: Response = await fetch(next, {
      headers: { accept: NRPS_TYPE, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw upstream(`The course platform did not give the roster (it answered ${res.status}).`);
    const body = (await res.json()) as { members?: unknown };
    if (!Array.isArray(body.members)) throw upstream('The course platform’s roster had no member list.');
    members.push(...(body.members as Member[]));
    next = res.headers.get('link')?.match(/<([^>]+)>\s*;\s*rel="next"/)?.[1];
  }
  return members;
}

/**
 * NRPS import (docs/lti.md#rosters): the course's active learners into a classroom of the course's name,
 * made on the first import; the classroom's students become exactly those learners on each import.
 */
export async function importRoster(services: AppServices, actor: Actor, contextId: number) {
  const { db } = services;
  const ctx = await lti.context(db, contextId);
  if (!ctx) throw notFound('Course not found.');
  if (!actor.isSuperAdmin && ctx.instructor_id !== actor.id)
    throw forbidden('Only the course’s instructor can import its roster.');
  if (!ctx.memberships_url)
    throw new ApiError(409, 'CONFLICT', 'The course platform offers no roster for this course.');
  const platform = await lti.platform(db, ctx.platform_id);
  if (!platform) throw notFound('Platform not found.');
  const members = await fetchMembers(services, ctx.platform_id, ctx.memberships_url);
  const learners = members.filter(
    (m) =>
      typeof m.user_id === 'string' &&
      m.user_id &&
      (m.status === undefined || m.status === 'Active') &&
      Array.isArray(m.roles) &&
      !isTeacherRole(m.roles.map(String)),
  );
  return db.transaction().execute(async (trx) => {
    const studentIds: number[] = [];
    for (const m of learners) {
      // The same account a launch by this person would use (linked by the platform's sub).
      const launchLike = {
        platform,
        sub: m.user_id as string,
        roles: (m.roles as unknown[]).map(String),
        claims: { name: m.name, given_name: m.given_name, family_name: m.family_name, email: m.email },
      } as unknown as Launch;
      studentIds.push((await linkUser(trx, launchLike)).id);
    }
    let roomId = ctx.room_id;
    if (roomId === null) {
      const room = await trx
        .insertInto('rooms')
        .values({ name: ctx.title, room_number: `LTI-${ctx.id}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      roomId = room.id;
      await trx.updateTable('lti_contexts').set({ room_id: roomId }).where('id', '=', ctx.id).execute();
    } else {
      await trx.updateTable('rooms').set({ name: ctx.title }).where('id', '=', roomId).execute();
    }
    await trx.deleteFrom('room_students').where('room_id', '=', roomId).execute();
    if (studentIds.length)
      await trx
        .insertInto('room_students')
        .values([...new Set(studentIds)].map((id) => ({ room_id: roomId as number, student_id: id })))
        .execute();
    return { roomId, name: ctx.title, students: new Set(studentIds).size };
  });
}
