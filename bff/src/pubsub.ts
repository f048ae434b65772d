import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** Every event the BFF publishes, with its payload: typed end to end. */
export type AppEvents = {
  /** Something changed the reset requests (created or handled); admins re-read their pending count. */
  'requests:changed': [{ at: number }];
};

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<AppEvents>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  for (const c of [publishClient, subscribeClient]) c.on('error', () => {});
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<AppEvents>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type AppPubSub = ReturnType<typeof createAppPubSub>['pubsub'];
