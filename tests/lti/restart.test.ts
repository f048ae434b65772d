// The score outbox is durable (docs/lti.md#grade-passback): a score the platform could not take before the
// API stopped is delivered by the next API process on the same database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestApi } from '../../api/src/test/testApi.js';
import { type FakeLtiPlatform, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';
import { form, launchAndLand, registerPlatform } from './support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-lti-'));
// One database on disk for both processes (embedded PGlite; the same SECRET_KEY opens the same keys).
const config = { dataDir, databaseUrl: undefined, secretKey: randomBytes(24).toString('base64url') };
let platform: FakeLtiPlatform | undefined;
afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async <T>(what: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

it('delivers after a restart the score the platform refused before it', async () => {
  platform = await startFakeLtiPlatform();
  const first = await startTestApi(config);
  const { admin } = await first.demoTokens();
  await registerPlatform(first, platform, admin);
  const patientId = (
    await first.db.selectFrom('patients').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const picker = await (
    await platform.launch(first.url, {
      type: 'LtiDeepLinkingRequest',
      sub: 't',
      role: 'Instructor',
      context: { id: 'c', title: 'C' },
    })
  ).text();
  const ticket = picker.match(/name="ticket" value="([^"]+)"/)?.[1] as string;
  const answer = await (
    await fetch(
      `${first.url}/lti/deep-link`,
      form({ ticket, patientId: String(patientId), markable: 'true' }),
    )
  ).text();
  const jwt = answer.match(/name="JWT" value="([^"]+)"/)?.[1] as string;
  const custom = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString())[
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items'
  ][0].custom;
  const w = { api: first, platform, platformId: 0, admin, stop: async () => {} };
  const landing = await launchAndLand(w, {
    type: 'LtiResourceLinkRequest',
    sub: 'restart-1',
    name: 'Rita Restart',
    role: 'Learner',
    context: { id: 'c', title: 'C' },
    resourceLinkId: 'rl',
    custom,
    lineitem: `${platform.url}/lineitems/9/lineitem`,
  });
  const studentId = (
    await first.db
      .selectFrom('lti_user_links')
      .select('user_id')
      .where('sub', '=', 'restart-1')
      .executeTakeFirstOrThrow()
  ).user_id;
  platform.configure({ failScores: 1000 });
  await first.call('POST', '/assignments/submit', { token: landing.token, body: { studentId, patientId } });
  const marked = await first.call('POST', '/openai/results', {
    token: landing.token,
    body: { studentId, patientId },
  });
  expect(marked.status).toBe(200);
  await until(
    async () =>
      (await first.db
        .selectFrom('lti_score_outbox')
        .selectAll()
        .where('attempts', '>=', 1)
        .executeTakeFirst()) ?? undefined,
  );
  await first.stop();

  platform.configure({ failScores: 0 });
  const second = await startTestApi(config);
  try {
    // The platform knows the tool by its URL, which a restart on a new port changed here.
    platform.configure({ toolJwksUrl: `${second.url}/lti/jwks` });
    const row = await second.db.selectFrom('lti_score_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // Due now rather than after its 30 s backoff.
    await second.db
      .updateTable('lti_score_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const score = await until(async () => platform?.scores.find((s) => s.body.userId === 'restart-1'));
    expect(score.body).toMatchObject({
      scoreGiven: marked.body.assignment.score,
      gradingProgress: 'FullyGraded',
    });
    const sent = await second.db
      .selectFrom('lti_score_outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
  } finally {
    await second.stop();
  }
});
