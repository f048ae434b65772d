import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';

// Only against a real server: scripts/with-postgres.sh exports where it lives. Embedded PGlite runs
// inside the API process and cannot restart on its own. The restart would break the connections of any
// other test file using the same server meanwhile, so scripts/test.sh runs this file alone.
const dataDir = process.env.PG_DATA_DIR;
const bin = process.env.PG_BIN;

describe.skipIf(!dataDir || !bin || !process.env.TEST_DATABASE_URL)('PostgreSQL restarted under load', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('recovers without a restart of the API, answering 503 (never 500) while the database is away', async () => {
    const { teacher } = await api.demoTokens();
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const r = await api.call('GET', '/users?limit=20', { token: teacher }).catch(() => ({ status: 0 }));
        statuses.push(r.status);
      }
    };
    const workers = Array.from({ length: 5 }, worker);
    while (statuses.length < 10) await new Promise((r) => setTimeout(r, 50));
    const restartedAt = statuses.length;
    const pgCtl = [
      `${bin}/pg_ctl`,
      '-D',
      dataDir as string,
      '-l',
      `${dataDir}/log`,
      '-m',
      'fast',
      '-w',
      'restart',
    ];
    const [cmd, ...args] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...pgCtl] : pgCtl;
    // Asynchronously, so the load keeps coming while the server goes down and up; the new server's
    // output goes to its log, not to a pipe we would wait on.
    await new Promise<void>((resolve, reject) =>
      spawn(cmd as string, args, { stdio: 'ignore' })
        .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`))))
        .on('error', reject),
    );
    // Give the pool a moment to notice, then the API must answer normally again.
    const until = Date.now() + 10_000;
    let recovered = false;
    while (Date.now() < until && !recovered) {
      await new Promise((r) => setTimeout(r, 200));
      recovered = statuses.slice(-10).length === 10 && statuses.slice(-10).every((s) => s === 200);
    }
    running = false;
    await Promise.all(workers);
    expect(recovered).toBe(true);
    expect(statuses.slice(0, restartedAt).every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
