import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import type { AccountCache } from './accountCache.js';

/** The channel the `account_changed` trigger announces on (migration 2026-11-25T0020_account_changes). */
const channel = 'account_changed';

/**
 * Hears of account changes made by any process on the PostgreSQL server and forgets them in `cache`
 * (docs/decisions.md#account-cache). While the listening connection is down nothing is kept, and it is
 * opened again every `retryMs`; a notice missed meanwhile cannot leave a stale account behind.
 */
export function listenForAccountChanges(
  databaseUrl: string,
  cache: AccountCache,
  log: Logger,
  retryMs = 1000,
): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  cache.trust(false);

  const down = (reason: unknown) => {
    cache.trust(false);
    const broken = client;
    client = undefined;
    broken?.removeAllListeners();
    broken?.on('error', () => {});
    broken?.end().catch(() => {});
    if (stopped || retry) return;
    log.warn('account change listener down: accounts are read on every call until it is back', {
      reason: String((reason as Error)?.message ?? reason),
    });
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  };

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = c;
    c.on('notification', (n) => {
      const id = Number(n.payload);
      cache.forget(Number.isInteger(id) ? id : undefined);
    });
    c.on('error', (e) => down(e));
    c.on('end', () => down('connection ended'));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (client === c && !stopped) cache.trust(true);
    } catch (e) {
      if (client === c) down(e);
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      c?.on('error', () => {});
      await c?.end().catch(() => {});
    },
  };
}
