import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../test/stubBff.js';
import type { RestRecentScore, RestStats } from '../upstream/home.js';

// The admin dashboard as the GraphQL layer reads it, on stub loaders: its two reads go out together and
// nothing is read per row, however many rows. What the API counts for whom is dashboard.test.ts's part.

const recent: RestRecentScore[] = Array.from({ length: 10 }, (_, i) => ({
  assignmentId: 300 - i,
  studentName: `Dash ${i}`,
  patientName: 'Emily Clark',
  totalScore: 50 + i,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 10 - i)).toISOString(),
}));
const stats: RestStats = { users: 64, patients: 4, interactions: 14, assessments: 13 };

/** Settles when both reads have started: neither answers before the other was asked. */
let started = 0;
let bothStarted: () => void = () => {};
const together = new Promise<void>((resolve) => {
  bothStarted = resolve;
});
const begin = async () => {
  if (++started === 2) bothStarted();
  await together;
};
const t = stubBff(
  {
    home: {
      stats: async () => {
        await begin();
        return stats;
      },
      recentScores: async () => {
        await begin();
        return recent;
      },
    },
  },
  { teacher: stubUser(2, 'admin') },
);

const DASHBOARD = `{
  adminDashboard {
    stats { students patients interactions assessments }
    recentAssessments {
      assignmentId studentName patientName markedAt totalScore
      assignment { id status scores { total } }
    }
  }
}`;

describe('adminDashboard', () => {
  it('makes its two reads at once, and none per row', async () => {
    t.calls.length = 0;
    const r = await t.gql(DASHBOARD, {}, 'teacher');
    expect(r.errors).toBeUndefined();
    expect(t.calls.sort()).toEqual(['auth.me', 'home.recentScores', 'home.stats']);
    const d = r.data.adminDashboard;
    expect(d.stats).toEqual({ students: 64, patients: 4, interactions: 14, assessments: 13 });
    expect(d.recentAssessments).toHaveLength(10);
    // Each row links to its assignment by global ID, with what the row already says.
    expect(d.recentAssessments[0]).toEqual({
      assignmentId: encodeGlobalID('Assignment', 300),
      studentName: 'Dash 0',
      patientName: 'Emily Clark',
      markedAt: recent[0]?.createdAt,
      totalScore: 50,
      assignment: { id: encodeGlobalID('Assignment', 300), status: 'MARKED', scores: { total: 50 } },
    });
  });
});
