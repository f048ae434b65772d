import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/testApi.js';
import type { Db } from '../database.js';
import * as latest from './2026-11-27T1726_reset_request_latest_a91f.js';

// On embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server.
let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await startTestApi();
  db = api.db;
});
afterAll(() => api?.stop());

// How the latest request of an assignment is found, as a list reads it (assignmentLists.repository.ts). Without
// statistics the planner would scan a table this small; a school's many requests are what the index is for.
const plan = () =>
  db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select request_status from reset_requests
      where assignment_id = 1 order by created_at desc, id desc limit 1`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });

it('finds an assignment’s latest reset request through the index, and goes down and up again', async () => {
  expect(await plan()).toContain('reset_requests_latest_idx');
  await latest.down(db);
  expect(await plan()).not.toContain('reset_requests_latest_idx');
  await latest.up(db);
  expect(await plan()).toContain('reset_requests_latest_idx');
});
