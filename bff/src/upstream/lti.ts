import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import type { Upstream } from './upstream.js';

// The super admin's LTI endpoints (docs/lti.md#rest-endpoints-super-admin-unless-said): whole lists, no
// paging (a school has a few platforms and keys; the outbox answers its latest 200 scores).

export const restLtiPlatform = z.object({
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
export type RestLtiPlatform = z.output<typeof restLtiPlatform>;

export const restLtiKey = z.object({
  kid: z.string(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type RestLtiKey = z.output<typeof restLtiKey>;

export const restLtiScore = z.object({
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
export type RestLtiScore = z.output<typeof restLtiScore>;

export const restLtiContext = z.object({
  id: z.number(),
  platformId: z.number(),
  title: z.string(),
  roomId: z.number().nullable(),
  hasRoster: z.boolean(),
});
export type RestLtiContext = z.output<typeof restLtiContext>;

export interface LtiPlatformInput {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}
export interface LtiPlatformChange {
  status?: 'active' | 'disabled';
  name?: string;
  deploymentIds?: string[];
}

const platformList = z.array(restLtiPlatform);
const keyList = z.array(restLtiKey);
const scoreList = z.array(restLtiScore);
const contextList = z.array(restLtiContext);
const rotated = z.object({ kid: z.string(), retired: z.array(z.string()) });
const message = z.object({ message: z.string() });
const roster = z.object({ roomId: z.number(), name: z.string(), students: z.number() });

/** A whole list read at most once per request (until a change forgets it), and a by-id loader on it. */
function cachedList<T extends { id: number }>(read: () => Promise<T[]>, notFound: string) {
  let all: Promise<T[]> | undefined;
  const list = () => {
    all ??= read();
    return all;
  };
  const byId = new DataLoader<number, T>(async (ids) => {
    const found = new Map((await list()).map((x) => [x.id, x]));
    return ids.map((id) => found.get(id) ?? new NotFoundError(notFound));
  });
  const forget = () => {
    all = undefined;
    byId.clearAll();
  };
  return { list, byId, forget };
}

export function ltiLoaders(up: Upstream) {
  const platforms = cachedList(
    async () => (await up.send({ method: 'GET', path: '/lti/platforms', schema: platformList })).data,
    'Platform not found.',
  );
  const scores = cachedList(
    async () => (await up.send({ method: 'GET', path: '/lti/outbox', schema: scoreList })).data,
    'Score not found.',
  );
  const contexts = cachedList(
    async () => (await up.send({ method: 'GET', path: '/lti/contexts', schema: contextList })).data,
    'Course not found.',
  );
  return {
    platforms: platforms.list,
    platform: (id: number) => platforms.byId.load(id),
    scores: scores.list,
    score: (id: number) => scores.byId.load(id),
    contexts: contexts.list,
    context: (id: number) => contexts.byId.load(id),
    async keys(): Promise<RestLtiKey[]> {
      return (await up.send({ method: 'GET', path: '/lti/keys', schema: keyList })).data;
    },
    async register(body: LtiPlatformInput): Promise<RestLtiPlatform> {
      const p = (await up.send({ method: 'POST', path: '/lti/platforms', body, schema: restLtiPlatform }))
        .data;
      platforms.forget();
      return p;
    },
    async update(id: number, body: LtiPlatformChange): Promise<RestLtiPlatform> {
      const p = (
        await up.send({ method: 'PATCH', path: `/lti/platforms/${id}`, body, schema: restLtiPlatform })
      ).data;
      platforms.forget();
      return p;
    },
    async rotateKeys() {
      return (await up.send({ method: 'POST', path: '/lti/keys/rotate', schema: rotated })).data;
    },
    async retryScore(id: number): Promise<string> {
      const r = await up.send({ method: 'POST', path: `/lti/outbox/${id}/retry`, schema: message });
      scores.forget();
      return r.data.message;
    },
    async importRoster(id: number) {
      const r = await up.send({ method: 'POST', path: `/lti/contexts/${id}/roster`, schema: roster });
      // The course now names its classroom.
      contexts.forget();
      return r.data;
    },
  };
}
