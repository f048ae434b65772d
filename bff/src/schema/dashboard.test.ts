import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
const patient: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  for (const p of await t.api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => t?.stop());

const as = (who: DemoAccount | null) => (who ? { token: tokens[who] } : {});

const DASHBOARD = `{
  adminDashboard {
    stats { students patients interactions assessments }
    recentAssessments { assignmentId studentName patientName markedAt totalScore }
  }
}`;

type Recent = {
  assignmentId: string;
  studentName: string;
  patientName: string;
  markedAt: string;
  totalScore: number;
};

describe('adminDashboard', () => {
  it('is for admins only', async () => {
    const anon = await t.gql(DASHBOARD, {}, as(null));
    expect(anon.data).toBeNull();
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const student = await t.gql(DASHBOARD, {}, as('student'));
    expect(student.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('gives a super admin every count and the latest marks', async () => {
    const r = await t.gql(DASHBOARD, {}, as('admin'));
    const d = r.data.adminDashboard;
    // Seeded: four students, four patients, four assignments with messages, two marked.
    expect(d.stats).toEqual({ students: 4, patients: 4, interactions: 4, assessments: 2 });
    expect(d.recentAssessments.map((x: Recent) => [x.studentName, x.patientName]).sort()).toEqual([
      ['Mei Chen', 'Emily Clark'],
      ['Sam Carter', 'John Miller'],
    ]);
    const [first] = d.recentAssessments as Recent[];
    expect(first?.totalScore).toBeGreaterThan(0);
    expect(first?.assignmentId).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(new Date(first?.markedAt ?? '').getTime()).toBeGreaterThan(0);
  });

  it('counts only what a plain admin created, students and patients excepted', async () => {
    const d = (await t.gql(DASHBOARD, {}, as('teacher'))).data.adminDashboard;
    expect(d.stats).toEqual({ students: 4, patients: 4, interactions: 2, assessments: 1 });
    expect(d.recentAssessments).toEqual([
      expect.objectContaining({ studentName: 'Sam Carter', patientName: 'John Miller' }),
    ]);
  });

  it('links a recent assessment to its assignment', async () => {
    const r = await t.gql(
      '{ adminDashboard { recentAssessments { assignmentId totalScore assignment { id status scores { total } } } } }',
      {},
      as('teacher'),
    );
    const [row] = r.data.adminDashboard.recentAssessments;
    expect(row.assignment).toEqual({
      id: row.assignmentId,
      status: 'MARKED',
      scores: { total: row.totalScore },
    });
  });

  it('makes two REST calls in one round trip, however many students and marks', async () => {
    for (let i = 0; i < 60; i++) {
      const username = `dash${i}`;
      const u = await t.api.call('POST', '/users', {
        token: tokens.admin,
        body: { name: `Dash ${i}`, email: `${username}@example.com`, username, password: 'secret1' },
      });
      const studentId = u.body.user.id as number;
      const a = await t.api.call('POST', '/assignments/assign-patient', {
        token: tokens.teacher,
        body: { patientIds: [patient['Emily Clark']], studentId, isMarkable: 1, isNoteAllow: 0 },
      });
      expect(a.status).toBe(201);
      if (i < 12) {
        const token = await t.api.login(`${username}@example.com`, 'secret1');
        const body = { studentId, patientId: patient['Emily Clark'] };
        await t.api.call('POST', '/assignments/store', {
          token,
          body: { ...body, messages: [{ text: 'Do you have a fever?', isAI: false }] },
        });
        await t.api.call('POST', '/assignments/submit', {
          token,
          body: { ...body, findings: 'Diagnosis: Pneumonia\nSuggested Treaments: Rest' },
        });
        await t.api.call('POST', '/openai/results', { token, body });
      }
    }
    t.bff.rest.calls = 0;
    const r = await t.gql(DASHBOARD, {}, as('teacher'));
    expect(t.bff.rest.calls).toBe(2);
    const d = r.data.adminDashboard;
    expect(d.stats).toEqual({ students: 64, patients: 4, interactions: 14, assessments: 13 });
    expect(d.recentAssessments).toHaveLength(10);
    expect(d.recentAssessments.every((x: Recent) => x.patientName === 'Emily Clark')).toBe(true);
    const times = d.recentAssessments.map((x: Recent) => new Date(x.markedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = new Set(d.recentAssessments.map((x: Recent) => x.assignmentId));
    expect(ids.size).toBe(10);
    expect([...ids].every((id) => typeof id === 'string' && id !== encodeGlobalID('Assignment', 0))).toBe(
      true,
    );
  });
});
