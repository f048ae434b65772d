import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import * as lti from '../db/migrations/2026-11-28T0300_lti_7c1e.js';
import * as frameOrigins from '../db/migrations/2026-11-28T0310_lti_frame_origins_b2f4.js';
import * as holdMarks from '../db/migrations/2026-11-28T0320_lti_hold_marks_c9a1.js';

const tables = [
  'lti_assignments',
  'lti_contexts',
  'lti_deep_links',
  'lti_deployments',
  'lti_frame_origins',
  'lti_platforms',
  'lti_resource_links',
  'lti_score_outbox',
  'lti_states',
  'lti_tool_keys',
  'lti_user_links',
];

let db: Db;
beforeAll(async () => {
  db = createDb({ dataDir: 'memory' });
  await migrateToLatest(db);
});
afterAll(() => db?.destroy());

const present = async () =>
  (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name like 'lti\\_%' order by table_name`.execute(db)
  ).rows.map((r) => r.name);

it('the LTI migrations go down to no LTI table and up again to all of them', async () => {
  expect(await present()).toEqual(tables);
  await holdMarks.down(db);
  await frameOrigins.down(db);
  await lti.down(db);
  expect(await present()).toEqual([]);
  await lti.up(db);
  await frameOrigins.up(db);
  await holdMarks.up(db);
  expect(await present()).toEqual(tables);
});

it('refuses a platform status or a state kind outside the known ones', async () => {
  const platform = {
    name: 'p',
    issuer: 'https://p.example',
    client_id: 'c',
    auth_url: 'https://p.example/auth',
    token_url: 'https://p.example/token',
    jwks_url: 'https://p.example/jwks',
    origin: 'manual' as const,
  };
  await expect(
    db
      .insertInto('lti_platforms')
      .values({ ...platform, status: 'approved' as never })
      .execute(),
  ).rejects.toThrow();
  await db
    .insertInto('lti_platforms')
    .values({ ...platform, status: 'active' })
    .execute();
  // One registration per issuer and client id.
  await expect(
    db
      .insertInto('lti_platforms')
      .values({ ...platform, status: 'active' })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('lti_states')
      .values({ state: 's', kind: 'other' as never, expires_at: new Date() })
      .execute(),
  ).rejects.toThrow();
});
