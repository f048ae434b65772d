import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let tokens: Awaited<ReturnType<TestApi['demoTokens']>>;

beforeAll(async () => {
  // The demo school has four students, fewer than the statistics scope's minimum group: the group rule
  // is statistics.test.ts's; here every scope reads the statistics whole.
  api = await startTestApi({ partnerRateLimitPerMinute: 1000, statisticsMinGroupSize: 1 });
  tokens = await api.demoTokens();
});
afterAll(() => api?.stop());

const create = async (scope: string, extra: Record<string, unknown> = {}) => {
  const r = await api.call('POST', '/partner-tokens', {
    token: tokens.admin,
    body: { name: `Gradebook ${scope}`, scope, ...extra },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { message: string; token: { id: number }; secret: string };
};

describe('managing partner tokens', () => {
  it('creates a token whose secret is shown once and stored only as its SHA-256', async () => {
    const r = await create('statistics', { expiresAt: '2099-12-31' });
    expect(r.message).toBe('Partner token created.');
    expect(r.secret).toMatch(/^anp_[A-Za-z0-9_-]{43}$/);
    const row = await api.db
      .selectFrom('partner_tokens')
      .selectAll()
      .where('id', '=', r.token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(r.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(r.secret);
    expect(r.token).toMatchObject({
      scope: 'statistics',
      expiresAt: '2100-01-01T00:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await api.call('GET', '/partner-tokens', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.body[0].id).toBe(r.token.id);
    expect(JSON.stringify(list.body)).not.toMatch(/anp_|token_hash|secret/);
  });

  it('is for the super admin only', async () => {
    for (const who of [tokens.teacher, tokens.student]) {
      const body = { name: 'x', scope: 'statistics' };
      expect((await api.call('POST', '/partner-tokens', { token: who, body })).status).toBe(403);
      expect((await api.call('GET', '/partner-tokens', { token: who })).status).toBe(403);
      expect((await api.call('DELETE', '/partner-tokens/1', { token: who })).status).toBe(403);
    }
    expect((await api.call('GET', '/partner-tokens')).status).toBe(401);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await api.db.selectFrom('partner_tokens').select('id').execute();
    for (const [body, message] of [
      [{ scope: 'statistics' }, 'Name is required.'],
      [{ name: 'x' }, 'Scope is required.'],
      [{ name: 'x', scope: 'everything' }, 'Scope must be statistics, statistics_and_marks or read_only.'],
      [{ name: 'x', scope: 'statistics', expiresAt: '2026-02-31' }, 'Expiry must be a date (YYYY-MM-DD).'],
      [{ name: 'x', scope: 'statistics', expiresAt: '2020-01-01' }, 'Expiry must be today or later.'],
    ] as const) {
      const r = await api.call('POST', '/partner-tokens', { token: tokens.admin, body });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await api.db.selectFrom('partner_tokens').select('id').execute()).toEqual(before);
    expect((await api.call('DELETE', '/partner-tokens/999999', { token: tokens.admin })).status).toBe(404);
  });
});

describe('what each scope may do', () => {
  const get = (secret: string, path: string) => api.call('GET', path, { token: secret });

  it('a statistics token reads the statistics and nothing else, and changes nothing', async () => {
    const { secret } = await create('statistics');
    const stats = await get(secret, '/statistics');
    expect(stats.status).toBe(200);
    // The school, as a super admin sees it.
    const school = await api.call('GET', '/statistics', { token: tokens.admin });
    expect(stats.body.assignmentsByStatus).toEqual(school.body.assignmentsByStatus);
    const assignment = await api.db.selectFrom('assignments').select('id').executeTakeFirstOrThrow();
    for (const path of [
      `/assignments/assignment/${assignment.id}`,
      '/assignments/patients',
      '/statistics/marks.csv',
      '/users',
      '/partner-tokens',
      '/apiKeys/api-keys',
      '/apiKeys/active-openai',
      '/auth/me',
    ]) {
      const r = await get(secret, path);
      expect(r.status, path).toBe(403);
    }
    for (const [method, path] of [
      ['POST', '/partner-tokens'],
      ['POST', '/assignments/store'],
      ['PUT', '/users/1'],
      ['DELETE', `/partner-tokens/1`],
      ['POST', '/auth/login'],
    ] as const) {
      const r = await api.call(method, path, { token: secret, body: { name: 'x', scope: 'read_only' } });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.message).toBe('A partner token can only read.');
    }
    const self = await get(secret, '/partner-tokens/self');
    expect(self.body.token.scope).toBe('statistics');
  });

  it('a marks token also downloads the marks export, still no conversations', async () => {
    const { secret } = await create('statistics_and_marks');
    expect((await get(secret, '/statistics')).status).toBe(200);
    const csv = await get(secret, '/statistics/marks.csv');
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Student,Email,Room');
    const assignment = await api.db.selectFrom('assignments').select('id').executeTakeFirstOrThrow();
    expect((await get(secret, `/assignments/assignment/${assignment.id}`)).status).toBe(403);
  });

  it('a read-only token reads what an admin reads, school-wide, but never tokens or provider keys', async () => {
    const { secret } = await create('read_only');
    const mine = await get(secret, '/assignments/patients');
    expect(mine.status).toBe(200);
    const school = await api.call('GET', '/assignments/patients', { token: tokens.admin });
    expect(mine.body).toEqual(school.body);
    expect((await get(secret, '/statistics/marks.csv')).status).toBe(200);
    for (const path of ['/partner-tokens', '/apiKeys/api-keys', '/apiKeys/models', '/apiKeys/active-openai'])
      expect((await get(secret, path)).status, path).toBe(403);
    const write = await api.call('PUT', '/users/1', { token: secret, body: { name: 'x' } });
    expect(write.status).toBe(403);
  });

  it('refuses a revoked or expired token at once, and an unknown one', async () => {
    const { secret, token } = await create('statistics');
    expect((await get(secret, '/statistics')).status).toBe(200);
    const revoked = await api.call('DELETE', `/partner-tokens/${token.id}`, { token: tokens.admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Partner token revoked.');
    expect(revoked.body.token.revokedAt).not.toBeNull();
    const after = await get(secret, '/statistics');
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/revoked, has expired or does not exist/);

    const expiring = await create('statistics');
    expect((await get(expiring.secret, '/statistics')).status).toBe(200);
    await api.db
      .updateTable('partner_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.token.id)
      .execute();
    expect((await get(expiring.secret, '/statistics')).status).toBe(401);
    expect((await get(`anp_${'x'.repeat(43)}`, '/statistics')).status).toBe(401);
  });

  it('records when a token was last used', async () => {
    const { secret, token } = await create('statistics');
    await get(secret, '/statistics');
    const list = await api.call('GET', '/partner-tokens', { token: tokens.admin });
    const listed = list.body.find((t: { id: number }) => t.id === token.id);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit, per token, and counts it in /metrics', async () => {
    const limited = await startTestApi({ partnerRateLimitPerMinute: 3, statisticsMinGroupSize: 1 });
    try {
      const admin = (await limited.demoTokens()).admin;
      const make = async () =>
        (
          await limited.call('POST', '/partner-tokens', {
            token: admin,
            body: { name: 'Script', scope: 'statistics' },
          })
        ).body.secret as string;
      const [one, two] = [await make(), await make()];
      for (let i = 0; i < 3; i++)
        expect((await limited.call('GET', '/statistics', { token: one })).status).toBe(200);
      const refused = await limited.call('GET', '/statistics', { token: one });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(refused.body.message).toMatch(
        /^Too many requests with this partner token\. Please try again in \d+ second\(s\)\.$/,
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another token has its own allowance.
      expect((await limited.call('GET', '/statistics', { token: two })).status).toBe(200);
      const metrics = await (await fetch(`${limited.url}/metrics`)).text();
      expect(metrics).toMatch(/anamnesis_api_partner_requests_total\{scope="statistics",outcome="ok"\} 4/);
      expect(metrics).toMatch(
        /anamnesis_api_partner_requests_total\{scope="statistics",outcome="rate_limited"\} 1/,
      );
    } finally {
      await limited.stop();
    }
  });
});
