import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../../test/stubBff.js';
import type { GroupListArgs, RestStudentGroup } from '../../upstream/assignments.js';

// Assigned Patients as the GraphQL layer pages it, on stub loaders: 50 students a page, one list read a
// page, conversations asked of the API only when the query reads them (docs/api.md#lists). What the API
// lists for whom is queries.test.ts's part.

const groups: RestStudentGroup[] = Array.from({ length: 63 }, (_, i) => ({
  id: 100 + i,
  name: `Student ${i}`,
  email: `s${i}@example.com`,
  username: `s${i}`,
  assignedPatients: [
    {
      id: 7,
      name: i % 2 ? 'Emily Clark' : 'Robert Hughes',
      status: 'assigned',
      assignmentId: 1000 + i,
      isMarkable: true,
      isNoteAllow: false,
      findings: null,
      visitNote: null,
      conversationLog: [{ text: 'Hello', isAI: false }],
      diagnosis: null,
      note: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      requestStatus: null,
      score: null,
      marksHeld: false,
    },
  ],
}));

const reads: { args: GroupListArgs; shape: { conversation: boolean } }[] = [];
const t = stubBff(
  {
    assignments: {
      studentGroups: async (args: GroupListArgs, shape: { conversation: boolean }) => {
        reads.push({ args, shape });
        return { items: groups.slice(args.offset, args.offset + args.limit), total: groups.length };
      },
    },
  },
  { teacher: stubUser(2, 'admin') },
);

const GROUPS = `query ($first: Int, $after: String, $search: String, $status: AssignmentStatus) {
  assignedPatients(first: $first, after: $after, search: $search, status: $status) {
    totalCount
    pageInfo { hasNextPage }
    pageCursors { page cursor }
    edges { node { student { name username } assignments { status patient { name } student { name } } } }
  }
}`;

describe('assignedPatients paging', () => {
  it('pages 50 students at a time with one list read a page, without conversations unless read', async () => {
    reads.length = 0;
    t.calls.length = 0;
    const page1 = await t.gql(GROUPS, {}, 'teacher');
    expect(page1.errors).toBeUndefined();
    const c = page1.data.assignedPatients;
    expect(c.totalCount).toBe(63);
    expect(c.edges).toHaveLength(50);
    expect(c.pageInfo.hasNextPage).toBe(true);
    expect(c.edges[1].node).toEqual({
      student: { name: 'Student 1', username: 's1' },
      assignments: [{ status: 'ASSIGNED', patient: { name: 'Emily Clark' }, student: { name: 'Student 1' } }],
    });
    const page2 = await t.gql(GROUPS, { after: c.pageCursors[1].cursor }, 'teacher');
    expect(page2.data.assignedPatients.edges).toHaveLength(13);
    expect(page2.data.assignedPatients.pageInfo.hasNextPage).toBe(false);
    expect(reads).toEqual([
      { args: { limit: 50, offset: 0 }, shape: { conversation: false } },
      { args: { limit: 50, offset: 50 }, shape: { conversation: false } },
    ]);
    // The viewer and one list read a page: names come with the list, nothing is read per row.
    expect(t.calls).toEqual(['auth.me', 'assignments.studentGroups', 'auth.me', 'assignments.studentGroups']);
  });

  it('passes search and status on, and asks for conversations only when the query reads them', async () => {
    reads.length = 0;
    const r = await t.gql(
      '{ assignedPatients(first: 2, search: "Emily", status: INPROGRESS) { edges { node { assignments { conversation { text isAI } } } } } }',
      {},
      'teacher',
    );
    expect(r.data.assignedPatients.edges[0].node.assignments[0].conversation).toEqual([
      { text: 'Hello', isAI: false },
    ]);
    expect(reads).toEqual([
      {
        args: { search: 'Emily', status: 'inprogress', limit: 2, offset: 0 },
        shape: { conversation: true },
      },
    ]);
    const big = await t.gql(GROUPS, { first: 101 }, 'teacher');
    expect(big.errors?.[0]?.message).toBe('first must be between 0 and 100.');
    expect(reads).toHaveLength(1);
  });
});
