import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/** Calls per key in fixed windows, each starting with the key's first call in it. */
export interface WindowCounter {
  /** Counts one call of `key`: the calls in its window so far (this one included), and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): void;
}

/** The windows in this process's memory. */
export function createMemoryCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        // Forget windows long over, so the map holds only keys in use.
        if (windows.size > 1000)
          for (const [k, other] of windows) if (t - other.start >= windowMs) windows.delete(k);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.start + windowMs - t };
    },
    close() {},
  };
}

/** INCR and, on a window's first call, PEXPIRE, as one atomic step; answers the count and the time left. */
const hitScript = `
local n = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {n, left}`;

/**
 * The windows in Redis, shared by every API process (docs/partners.md#rate-limit). Fails safe: each
 * call is also counted in memory, and while Redis does not answer that count decides (one warning per
 * outage), so Redis going away neither lifts the limit nor refuses every call.
 */
export function createRedisCounter(redisUrl: string, log: Logger): WindowCounter {
  const local = createMemoryCounter();
  const client = new Redis(redisUrl, {
    // A call never waits for Redis: a command fails at once while disconnected, within 1 s otherwise.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (n: number) => Math.min(n * 200, 2000),
  });
  client.on('error', () => {});
  let down = false;
  return {
    async hit(key, windowMs) {
      const mine = await local.hit(key, windowMs);
      try {
        const [count, resetInMs] = (await client.eval(hitScript, 1, `anamnesis:window:${key}`, windowMs)) as [
          number,
          number,
        ];
        if (down) log.info('redis answers again: limits count over every API process');
        down = false;
        return { count, resetInMs };
      } catch (error) {
        if (!down)
          log.warn('redis unreachable: limits count in this API process alone until it answers', {
            reason: (error as Error).message,
          });
        down = true;
        return mine;
      }
    },
    close: () => client.disconnect(),
  };
}
