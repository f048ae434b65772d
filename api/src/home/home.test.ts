import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
const user: Record<string, number> = {};
const patient: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  for (const u of await api.db.selectFrom('users').select(['id', 'username']).execute())
    user[u.username] = u.id;
  for (const p of await api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => api?.stop());

type Recent = {
  assignmentId: number;
  studentName: string;
  patientName: string;
  createdAt: string;
  totalScore: number;
};

describe('access', () => {
  it.each(['/home/stats', '/home/getRecentScores'])('%s: anonymous 401, student 403', async (path) => {
    expect((await api.call('GET', path)).status).toBe(401);
    const r = await api.call('GET', path, { token: t.student });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Access denied. Only admin allowed.');
  });
});

describe('GET home/stats', () => {
  it('counts the seeded demo school for the super admin', async () => {
    const r = await api.call('GET', '/home/stats', { token: t.admin });
    expect(r.status).toBe(200);
    // 4 students, 4 patients; conversations on 4 assignments; 2 marked.
    expect(r.body).toEqual({ users: 4, patients: 4, interactions: 4, assessments: 2 });
  });

  it('counts only the assignments a plain admin created', async () => {
    const r = await api.call('GET', '/home/stats', { token: t.teacher });
    // Same students and patients; of the teacher's assignments, Robert (in progress) and John (marked) have talk.
    expect(r.body).toEqual({ users: 4, patients: 4, interactions: 2, assessments: 1 });
  });

  it('follows new activity: a saved session is an interaction, a marked one an assessment', async () => {
    const before = (await api.call('GET', '/home/stats', { token: t.teacher })).body;
    const saved = await api.call('POST', '/assignments/store', {
      token: t.priya,
      body: {
        studentId: user.priya,
        patientId: patient['John Miller'],
        messages: [
          { text: 'What brings you in today?', isAI: false },
          { text: 'Crushing chest pain.', isAI: true },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const submit = await api.call('POST', '/assignments/submit', {
      token: t.priya,
      body: { studentId: user.priya, patientId: patient['John Miller'], findings: 'Diagnosis: MI' },
    });
    expect(submit.status).toBe(200);
    const mark = await api.call('POST', '/openai/results', {
      token: t.teacher,
      body: { studentId: user.priya, patientId: patient['John Miller'] },
    });
    expect(mark.status).toBe(200);
    const after = (await api.call('GET', '/home/stats', { token: t.teacher })).body;
    expect(after).toEqual({
      ...before,
      interactions: before.interactions + 1,
      assessments: before.assessments + 1,
    });
    const admin = (await api.call('GET', '/home/stats', { token: t.admin })).body;
    expect(admin).toMatchObject({ interactions: 5, assessments: 3 });
  });
});

describe('GET home/getRecentScores', () => {
  it('lists the marked assignments newest first with the fields the dashboard reads', async () => {
    const r = await api.call('GET', '/home/getRecentScores', { token: t.admin });
    expect(r.status).toBe(200);
    const list = r.body.assessments as Recent[];
    expect(list[0]).toMatchObject({ studentName: 'Priya Natarajan', patientName: 'John Miller' });
    expect(list.map((a) => a.studentName)).toEqual(
      expect.arrayContaining(['Sam Carter', 'Mei Chen', 'Priya Natarajan']),
    );
    for (const a of list) {
      expect(Object.keys(a).sort()).toEqual(
        ['assignmentId', 'createdAt', 'patientName', 'studentName', 'totalScore'].sort(),
      );
      expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
      const row = await api.db
        .selectFrom('assignments')
        .select(['score', 'marked_at', 'status'])
        .where('id', '=', a.assignmentId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('marked');
      expect(a.totalScore).toBe(row.score);
      expect(a.createdAt).toBe(row.marked_at?.toISOString());
    }
    const times = list.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows a plain admin only the assignments they created', async () => {
    const r = await api.call('GET', '/home/getRecentScores', { token: t.teacher });
    const list = r.body.assessments as Recent[];
    expect(list.map((a) => a.studentName)).not.toContain('Mei Chen');
    const creators = await api.db
      .selectFrom('assignments')
      .select('creator_id')
      .where(
        'id',
        'in',
        list.map((a) => a.assignmentId),
      )
      .execute();
    expect(creators.every((c) => c.creator_id === user.teacher)).toBe(true);
  });

  it('returns at most the 10 most recent', async () => {
    const students = await api.db
      .insertInto('users')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Bulk ${i}`,
          username: `bulk${i}`,
          email: `bulk${i}@example.com`,
          password_hash: 'x',
          avatar_url: null,
        })),
      )
      .returning('id')
      .execute();
    const base = Date.now() + 60_000;
    await api.db
      .insertInto('assignments')
      .values(
        students.map((s, i) => ({
          student_id: s.id,
          patient_id: patient['Emily Clark'] as number,
          creator_id: user.admin ?? null,
          status: 'marked' as const,
          conversation_log: '[]',
          score: i,
          marked_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const r = await api.call('GET', '/home/getRecentScores', { token: t.admin });
    const list = r.body.assessments as Recent[];
    expect(list).toHaveLength(10);
    expect(list.map((a) => a.totalScore)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(list[0]?.studentName).toBe('Bulk 11');
  });
});
