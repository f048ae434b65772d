import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { createSlidingWindow, type EventWindow, type WindowFactory } from './slidingWindow.js';

/**
 * The throttles' windows in Redis, so that every BFF replica counts the same attempts (README,
 * Throttling): each key is a sorted set of event times, written in one MULTI (trim, add, expire).
 * Fails safe: every event is also kept in this replica's memory, and while Redis does not answer the
 * throttles count from there (one warning per outage), so Redis going away neither lets everyone in
 * nor locks anyone out.
 */
export function createSharedWindows(redisUrl: string, log: Logger): WindowFactory & { close(): void } {
  const client = new Redis(redisUrl, {
    // A sign-in never waits for Redis: a command fails at once while disconnected, within 1 s otherwise.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (n: number) => Math.min(n * 200, 2000),
  });
  client.on('error', () => {});
  let down = false;

  async function shared<T>(command: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const value = await command();
      if (down) log.info('redis answers again: throttles count over every replica');
      down = false;
      return value;
    } catch (error) {
      if (!down)
        log.warn('redis unreachable: throttles count on this replica alone until it answers', {
          reason: (error as Error).message,
        });
      down = true;
      return local();
    }
  }

  /** The transaction's answers, or a throw when it or any of its commands failed. */
  const results = (answers: [Error | null, unknown][] | null) => {
    if (!answers) throw new Error('transaction aborted');
    for (const [error] of answers) if (error) throw error;
    return answers.map(([, value]) => value);
  };

  const windows: WindowFactory = (name, windowMs) => {
    const local = createSlidingWindow(windowMs);
    // Hashed: no email address or client address is stored in Redis, and keys stay short.
    const key = (k: string) =>
      `anamnesis:throttle:${name}:${createHash('sha256').update(k).digest('base64url').slice(0, 32)}`;
    const window: EventWindow = {
      now: Date.now,
      recent: (keys) =>
        shared(
          async () => {
            const since = Date.now() - windowMs;
            const tx = client.multi();
            for (const k of keys) tx.zrangebyscore(key(k), `(${since}`, '+inf', 'WITHSCORES');
            return results(await tx.exec()).map((pairs) =>
              (pairs as string[]).filter((_, i) => i % 2 === 1).map(Number),
            );
          },
          () => local.recent(keys),
        ),
      async add(keys) {
        await local.add(keys);
        await shared(
          async () => {
            const at = Date.now();
            const tx = client.multi();
            for (const k of keys) {
              tx.zremrangebyscore(key(k), '-inf', at - windowMs);
              tx.zadd(key(k), at, `${at}:${randomBytes(6).toString('base64url')}`);
              tx.pexpire(key(k), windowMs);
            }
            results(await tx.exec());
          },
          async () => {},
        );
      },
      async forget(keys) {
        await local.forget(keys);
        await shared(
          async () => {
            await client.del(...keys.map(key));
          },
          async () => {},
        );
      },
    };
    return window;
  };
  return Object.assign(windows, { close: () => client.disconnect() });
}
