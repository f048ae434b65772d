import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../test/stubBff.js';
import { type RestRoom, restRoom } from '../upstream/rooms.js';

// Class Rooms as the GraphQL layer pages it, on stub loaders: 10 rooms a page, students embedded in the
// list (no read per room or per student). What the API stores and who may change it is rooms.test.ts's part.

const rooms: RestRoom[] = Array.from({ length: 60 }, (_, i) =>
  restRoom.parse({
    id: 500 - i,
    name: `Bulk ${i}`,
    roomNumber: `B-${i}`,
    isOccupied: false,
    patient: null,
    students: [
      { id: 900 + i, name: `Bulk Student ${i}`, email: `bulk${i}@example.com`, username: `bulk${i}` },
    ],
    createdAt: '2026-11-01T09:00:00.000Z',
  }),
);

const pages: unknown[] = [];
const t = stubBff(
  {
    rooms: {
      list: async (args: { limit: number; offset: number }) => {
        pages.push(args);
        return { items: rooms.slice(args.offset, args.offset + args.limit), total: rooms.length };
      },
    },
  },
  { teacher: stubUser(2, 'admin') },
);

const QUERY = `query ($first: Int, $search: String) {
  rooms(first: $first, search: $search) {
    totalCount
    pageCursors { page }
    edges { node { name studentCount students { name username } } }
  }
}`;

describe('rooms paging', () => {
  it('pages by 10 unless asked, with one list read and nothing per room or student', async () => {
    pages.length = 0;
    t.calls.length = 0;
    const first = await t.gql(QUERY, { search: 'Bulk' }, 'teacher');
    expect(first.errors).toBeUndefined();
    expect(first.data.rooms.totalCount).toBe(60);
    expect(first.data.rooms.edges).toHaveLength(10);
    expect(first.data.rooms.pageCursors).toHaveLength(6);
    expect(first.data.rooms.edges[3].node).toEqual({
      name: 'Bulk 3',
      studentCount: 1,
      students: [{ name: 'Bulk Student 3', username: 'bulk3' }],
    });
    const fifty = await t.gql(QUERY, { first: 50 }, 'teacher');
    expect(fifty.data.rooms.edges).toHaveLength(50);
    expect(pages).toEqual([
      { search: 'Bulk', limit: 10, offset: 0 },
      { limit: 50, offset: 0 },
    ]);
    expect(t.calls).toEqual(['auth.me', 'rooms.list', 'auth.me', 'rooms.list']);
  });
});
