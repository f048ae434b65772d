import type { Db } from '../db/database.js';
import type { AppServices } from '../lib/route.js';
import { SCORE_MAXIMUM } from './lti.deepLinking.js';
import { signWithToolKey } from './lti.keys.js';
import { lti } from './lti.repository.js';
import type { LtiOutboxRow, LtiPlatformRow, LtiScore } from './lti.table.js';

export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';
const MAX_ATTEMPTS = 12;
const BATCH = 20;
const TICK_MS = 5000;
/** A claimed row is left alone this long by other replicas while one posts it. */
const LEASE_MS = 60_000;

/** 30 s, 1 min, 2 min, … capped at 6 h: about a day and a half of retries in all (docs/lti.md#grade-passback). */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

/** The assignment's fields a score is made of. */
interface Marked {
  id: number;
  score: number | null;
  marks_held: boolean;
  status: string;
}

/**
 * Called where marks change (marking, release of held marks, a teacher's edit): when the assignment was
 * launched from a platform with a line item, its score goes into the outbox in the same database.
 */
export async function enqueueScore(db: Db, a: Marked | undefined | null): Promise<void> {
  if (!a || (a.status !== 'marked' && !a.marks_held) || a.score === null) return;
  const link = await lti.passbackOf(db, a.id);
  if (!link?.lineitem_url) return;
  const score: LtiScore = {
    userId: link.sub,
    scoreGiven: a.score,
    scoreMaximum: SCORE_MAXIMUM,
    comment: `Results in Anamnesis: ${link.tool_url}/view-marks/${a.id}`,
    timestamp: new Date().toISOString(),
    activityProgress: 'Completed',
    gradingProgress: a.marks_held ? 'PendingManual' : 'FullyGraded',
  };
  await lti.enqueueScore(db, {
    platform_id: link.platform_id,
    assignment_id: a.id,
    lineitem_url: link.lineitem_url,
    score,
  });
  kick?.();
}

/** `/scores` goes before the line item URL's query string, never after it (../shared TOOLCHAIN notes, AGS). */
export function scoresUrl(lineitem: string) {
  const u = new URL(lineitem);
  u.pathname = `${u.pathname.replace(/\/$/, '')}/scores`;
  return u.toString();
}

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** An access token by the client-credentials grant with our signed JWT assertion, cached until it expires. */
export async function accessToken(
  services: AppServices,
  platform: LtiPlatformRow,
  scope: string,
): Promise<string> {
  const key = `${platform.id} ${platform.token_url} ${scope}`;
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const assertion = await signWithToolKey(services.db, services.secretKey, {
    iss: platform.client_id,
    sub: platform.client_id,
    aud: platform.token_url,
  });
  const res = await fetch(platform.token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('token endpoint gave no access_token');
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  // A minute early, so a token never expires on its way.
  tokenCache.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

async function post(services: AppServices, row: LtiOutboxRow) {
  const platform = await lti.platform(services.db, row.platform_id);
  if (!platform) throw new Error('platform removed');
  const token = await accessToken(services, platform, SCORE_SCOPE);
  const res = await fetch(scoresUrl(row.lineitem_url), {
    method: 'POST',
    headers: { 'content-type': SCORE_TYPE, authorization: `Bearer ${token}` },
    body: JSON.stringify(row.score),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 401) tokenCache.delete(`${platform.id} ${platform.token_url} ${SCORE_SCOPE}`);
  if (!res.ok) throw new Error(`score endpoint answered ${res.status}`);
}

/** Posts every due score once; a failure is retried later with backoff, and given up after 12 attempts. */
export async function drainScores(services: AppServices): Promise<number> {
  const { db } = services;
  let sent = 0;
  for (const row of await lti.dueScores(db, BATCH)) {
    // Claim the row: another replica's worker skips it while the lease runs.
    const claimed = await db
      .updateTable('lti_score_outbox')
      .set({ next_attempt_at: new Date(Date.now() + LEASE_MS) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await post(services, row);
      await db
        .updateTable('lti_score_outbox')
        .set({ status: 'sent', sent_at: new Date(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent++;
    } catch (e) {
      const attempts = row.attempts + 1;
      const reason = String((e as Error).message ?? e).slice(0, 500);
      services.log.warn('lti score not delivered', {
        outboxId: row.id,
        platformId: row.platform_id,
        attempts,
        reason,
      });
      await db
        .updateTable('lti_score_outbox')
        .set({
          attempts,
          last_error: reason,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + backoffMs(attempts)),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return sent;
}

let kick: (() => void) | undefined;

/** A pass of the worker now (a retry asked for by a super admin). */
export const kickScoreOutbox = () => kick?.();

/** The outbox worker: a pass at start (what a restart left), every few seconds, and right after a new score. */
export function startScoreOutbox(services: AppServices): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let passes = 0;
  const run = () => {
    if (stopped || running) return;
    // Now and then (at start, then about hourly) the spent login states and tickets go too.
    const prune = passes++ % 720 === 0 ? lti.pruneStates(services.db) : Promise.resolve();
    running = prune
      .then(() => drainScores(services))
      .catch((e) =>
        services.log.warn('lti outbox pass failed', { reason: String((e as Error).message ?? e) }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, TICK_MS);
  timer.unref();
  kick = run;
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (kick === run) kick = undefined;
      await running;
    },
  };
}

/** The marked assignment, its score put in the outbox first when it came from a platform (a hook for marking). */
export async function withLtiScore<T extends Marked | undefined>(db: Db, a: T): Promise<T> {
  await enqueueScore(db, a);
  return a;
}
