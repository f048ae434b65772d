import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { VoiceEventPayload } from './voice/events.js';

/** Every event the BFF publishes, with its payload: typed end to end. */
export type AppEvents = {
  /** Something changed the reset requests (created or handled); admins re-read their pending count. */
  'requests:changed': [{ at: number }];
  /** A voice session's events (bff/src/voice/events.ts), routed by the session key. */
  'voice:event': [sessionKey: string, event: VoiceEventPayload];
  /** A reset was accepted: the assignment starts a fresh attempt; replicas drop cached sessions of it. */
  'assignment:reset': [{ assignmentId: number }];
  /** How far a case check is, routed by `<userId>:<progressId>`. */
  'caseCheck:progress': [key: string, progress: { done: number; total: number }];
};

/**
 * An EventTarget without Node's warning past 10 listeners of one event: every open subscription of an
 * event (each admin's pending count) is one listener, and more than 10 is normal use, not a leak.
 */
function manyListeners() {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

export type RedisHealth = 'not configured' | 'ok' | 'unreachable';

/** A Redis command whose failure is not this caller's problem: Redis down must not crash the BFF. */
function quiet(client: Redis) {
  return {
    publish: (channel: string, message: string) => client.publish(channel, message).catch(() => 0),
    subscribe: (channel: string) => client.subscribe(channel).catch(() => 0),
    unsubscribe: (channel: string) => client.unsubscribe(channel).catch(() => 0),
    on: client.on.bind(client),
  } as unknown as Redis;
}

/**
 * In-process by default; with `redisUrl`, events cross replicas through Redis. While Redis is
 * unreachable, events are delivered on this replica only, so queries, mutations and local
 * subscriptions keep working; /readyz says so.
 */
export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) {
    return {
      pubsub: createPubSub<AppEvents>({ eventTarget: manyListeners() }),
      health: (): RedisHealth => 'not configured',
      close: async () => {},
    };
  }
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (n: number) => Math.min(n * 200, 2000),
  };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  for (const c of [publishClient, subscribeClient]) c.on('error', () => {});
  const health = (): RedisHealth =>
    publishClient.status === 'ready' && subscribeClient.status === 'ready' ? 'ok' : 'unreachable';

  type Target = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;
  const viaRedis = createRedisEventTarget({
    publishClient: quiet(publishClient),
    subscribeClient: quiet(subscribeClient),
  }) as unknown as Target;
  const local = manyListeners() as unknown as Target;
  const eventTarget: Target = {
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
      viaRedis.addEventListener(type, listener);
      local.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
      viaRedis.removeEventListener(type, listener);
      local.removeEventListener(type, listener);
    },
    dispatchEvent: (event: Parameters<Target['dispatchEvent']>[0]) =>
      health() === 'ok' ? viaRedis.dispatchEvent(event) : local.dispatchEvent(event),
  };
  return {
    pubsub: createPubSub<AppEvents>({ eventTarget }),
    health,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type AppPubSub = ReturnType<typeof createAppPubSub>['pubsub'];
