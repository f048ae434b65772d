import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
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
});
