import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../test/stubBff.js';
import type { RestRequest } from '../upstream/requests.js';

// The Requests screen's list as the GraphQL layer pages it (bff/src/schema/pagination.ts), on stub
// loaders: what the API stores and who may see it is requests.test.ts's part.

const stored: RestRequest[] = Array.from({ length: 56 }, (_, i) => ({
  id: 1000 - i,
  assignmentId: 500 + i,
  requestStatus: 'pending',
  createdAt: new Date(Date.UTC(2026, 10, 1, 9, 0, 56 - i)).toISOString(),
  handledAt: null,
  student: { id: 10 + (i % 3), name: `Student ${i % 3}` },
  patient: { id: 20 + (i % 2), name: i % 2 ? 'Grace Okafor' : 'John Miller' },
}));

const pages: { viewerId: number; args: unknown }[] = [];
const t = stubBff(
  {
    requests: {
      list: async (viewerId: number, args: { limit: number; offset: number }) => {
        pages.push({ viewerId, args });
        return { items: stored.slice(args.offset, args.offset + args.limit), total: stored.length };
      },
    },
  },
  { teacher: stubUser(7, 'admin', 'Dr. Tessa Morgan'), student: stubUser(10, 'student') },
);

const LIST = `query ($status: ResetRequestStatusFilter, $first: Int, $after: String) {
  resetRequests(status: $status, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage }
    pageCursors { page cursor }
    edges { node {
      id databaseId status createdAt handledAt
      student { id name }
      patient { id name }
      assignment { id }
    } }
  }
}`;

describe('resetRequests paging', () => {
  it('pages by 50 with one list read a page, names and ids coming with the list', async () => {
    pages.length = 0;
    t.calls.length = 0;
    const page1 = await t.gql(LIST, {}, 'teacher');
    expect(page1.errors).toBeUndefined();
    const c = page1.data.resetRequests;
    expect(c.totalCount).toBe(56);
    expect(c.edges).toHaveLength(50);
    expect(c.pageInfo.hasNextPage).toBe(true);
    expect(c.pageCursors.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect(c.edges[1].node).toMatchObject({
      databaseId: 999,
      status: 'PENDING',
      handledAt: null,
      student: { name: 'Student 1' },
      patient: { name: 'Grace Okafor' },
    });
    expect(pages).toEqual([{ viewerId: 7, args: { status: 'pending', limit: 50, offset: 0 } }]);

    const page2 = await t.gql(LIST, { after: c.pageCursors[1].cursor }, 'teacher');
    expect(
      page2.data.resetRequests.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId),
    ).toEqual([950, 949, 948, 947, 946, 945]);
    expect(page2.data.resetRequests.pageInfo.hasNextPage).toBe(false);
    expect(pages[1]).toEqual({ viewerId: 7, args: { status: 'pending', limit: 50, offset: 50 } });
    // Only the viewer and the list pages: no read per row.
    expect(t.calls).toEqual(['auth.me', 'requests.list', 'auth.me', 'requests.list']);
  });

  it('passes the status filter on, and refuses a page size over 100 or a cursor that is none', async () => {
    pages.length = 0;
    await t.gql(LIST, { status: 'ALL', first: 10 }, 'teacher');
    expect(pages).toEqual([{ viewerId: 7, args: { status: 'all', limit: 10, offset: 0 } }]);
    const big = await t.gql(LIST, { first: 101 }, 'teacher');
    expect(big.errors?.[0]).toMatchObject({
      message: 'first must be between 0 and 100.',
      extensions: { code: 'VALIDATION' },
    });
    for (const after of ['a'.repeat(300), 'é'.repeat(50), 'YXJyYXljb25uZWN0aW9uOng=']) {
      const r = await t.gql(LIST, { after }, 'teacher');
      expect(r.status).toBe(200);
      expect(r.errors?.[0]).toMatchObject({
        message: 'after is not a valid cursor.',
        extensions: { code: 'VALIDATION' },
      });
    }
    expect(pages).toHaveLength(1);
  });

  it('is for admins: a student and an anonymous caller get typed errors and no list read', async () => {
    pages.length = 0;
    const student = await t.gql(LIST, {}, 'student');
    expect(student.data).toBeNull();
    expect(student.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anon = await t.gql(LIST, {});
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(pages).toEqual([]);
  });
});
