import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
/** User global IDs by username. */
const user: Record<string, string> = {};
let seededRoom: string;
beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  for (const u of (await t.api.call('GET', '/users', { token: tokens.admin })).body)
    user[u.username] = encodeGlobalID('User', u.id);
  const rooms = (await t.api.call('GET', '/rooms', { token: tokens.admin })).body.rooms;
  seededRoom = encodeGlobalID(
    'Room',
    rooms.find((r: { roomNumber: string }) => r.roomNumber === 'CS-101').id,
  );
});
afterAll(() => t?.stop());

const gql = (query: string, variables: Record<string, unknown>, who: DemoAccount | null) =>
  t.gql(query, variables, who ? { token: tokens[who] } : {});

const ROOM_FIELDS = 'id name roomNumber isOccupied studentCount students { id name username email role }';
const LIST = `query ($first: Int, $after: String, $search: String) {
  rooms(first: $first, after: $after, search: $search) {
    totalCount
    edges { node { ${ROOM_FIELDS} } }
    pageCursors { page cursor isCurrent }
  }
}`;
const ONE = `query ($id: ID!) { room(id: $id) { ${ROOM_FIELDS} } }`;
const AVAILABLE = `{ availableRooms { id name roomNumber isOccupied } }`;
const CREATE = `mutation ($input: CreateRoomInput!) {
  createRoom(input: $input) {
    __typename
    ... on RoomPayload { room { ${ROOM_FIELDS} } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const ASSIGN = `mutation ($input: AssignStudentsToRoomInput!) {
  assignStudentsToRoom(input: $input) {
    __typename
    ... on RoomPayload { room { id students { username } } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const REMOVE = `mutation ($input: RemoveStudentFromRoomInput!) {
  removeStudentFromRoom(input: $input) {
    __typename
    ... on RemoveStudentFromRoomPayload { removedStudentId room { id students { username } } }
    ... on Error { message code }
  }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteRoom(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message code } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Room { name roomNumber studentCount } } }`;

const restRooms = async () => (await t.api.call('GET', '/rooms', { token: tokens.admin })).body.rooms;
async function newRoom(name: string, roomNumber: string) {
  const r = await gql(CREATE, { input: { name, roomNumber } }, 'teacher');
  expect(r.data.createRoom.__typename).toBe('RoomPayload');
  return r.data.createRoom.room.id as string;
}

describe('rooms query', () => {
  it('needs a session, and admin rights', async () => {
    for (const q of [LIST, AVAILABLE]) {
      const anon = await gql(q, {}, null);
      expect(anon.data).toBeNull();
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const student = await gql(q, {}, 'student');
      expect(student.errors?.[0]).toMatchObject({
        message: 'Access denied. Only admin allowed.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const one = await gql(ONE, { id: seededRoom }, 'student');
    expect(one.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(ONE, { id: seededRoom }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists rooms with their students as Users', async () => {
    const r = await gql(LIST, {}, 'teacher');
    expect(r.errors).toBeUndefined();
    const room = r.data.rooms.edges.find((e: { node: { id: string } }) => e.node.id === seededRoom).node;
    expect(room).toMatchObject({
      name: 'Clinical Skills A',
      roomNumber: 'CS-101',
      isOccupied: true,
      studentCount: 2,
    });
    expect(room.students).toEqual(
      expect.arrayContaining([
        {
          id: user.priya,
          name: 'Priya Natarajan',
          username: 'priya',
          email: 'priya@example.com',
          role: 'STUDENT',
        },
        expect.objectContaining({ id: user.luis, username: 'luis', role: 'STUDENT' }),
      ]),
    );
  });

  it('searches by room name, number or student on the server', async () => {
    for (const search of ['clinical', 'cs-101', 'Priya']) {
      const r = await gql(LIST, { search }, 'teacher');
      expect(r.data.rooms.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([seededRoom]);
      expect(r.data.rooms.totalCount).toBe(1);
    }
    expect((await gql(LIST, { search: 'nowhere' }, 'teacher')).data.rooms.totalCount).toBe(0);
  });

  it('reads one room, and NOT_FOUND for a missing one', async () => {
    const r = await gql(ONE, { id: seededRoom }, 'teacher');
    expect(r.data.room).toMatchObject({ id: seededRoom, roomNumber: 'CS-101', studentCount: 2 });
    const missing = await gql(ONE, { id: encodeGlobalID('Room', 999999) }, 'teacher');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Room not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('createRoom', () => {
  it('refuses anonymous callers and students with typed errors, changing nothing', async () => {
    const before = await restRooms();
    const input = { name: 'Nope', roomNumber: 'N-1' };
    expect((await gql(CREATE, { input }, null)).data.createRoom).toMatchObject({
      __typename: 'AuthenticationError',
      code: 'UNAUTHENTICATED',
    });
    expect((await gql(CREATE, { input }, 'student')).data.createRoom).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'FORBIDDEN',
    });
    expect(await restRooms()).toEqual(before);
  });

  it('names the missing field, the room number under its own field', async () => {
    const before = await restRooms();
    const noName = await gql(CREATE, { input: { name: ' ', roomNumber: 'X-1' } }, 'teacher');
    expect(noName.data.createRoom).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION',
      message: 'Name is required.',
      field: 'name',
    });
    const noNumber = await gql(CREATE, { input: { name: 'Ward B', roomNumber: '  ' } }, 'teacher');
    expect(noNumber.data.createRoom).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION',
      message: 'Room Number is required.',
      field: 'roomNumber',
    });
    expect(await restRooms()).toEqual(before);
  });

  it('creates an empty, unoccupied room; a duplicate number is a ConflictError', async () => {
    const r = await gql(CREATE, { input: { name: 'Ward B', roomNumber: 'WB-2' } }, 'teacher');
    expect(r.data.createRoom.room).toMatchObject({
      name: 'Ward B',
      roomNumber: 'WB-2',
      isOccupied: false,
      studentCount: 0,
      students: [],
    });
    const dup = await gql(CREATE, { input: { name: 'Other', roomNumber: 'wb-2' } }, 'admin');
    expect(dup.data.createRoom).toMatchObject({
      __typename: 'ConflictError',
      message: 'A room with this number already exists.',
    });
    const available = await gql(AVAILABLE, {}, 'teacher');
    const ids = available.data.availableRooms.map((x: { id: string }) => x.id);
    expect(ids).toContain(r.data.createRoom.room.id);
    expect(ids).not.toContain(seededRoom);
    expect(available.data.availableRooms.every((x: { isOccupied: boolean }) => !x.isOccupied)).toBe(true);
  });
});

describe('assignStudentsToRoom and removeStudentFromRoom', () => {
  it('needs a room and a student, and puts students in the room', async () => {
    const roomId = await newRoom('Ward C', 'WC-3');
    const input = { roomId, studentIds: [user.mei, user.mei] };
    expect((await gql(ASSIGN, { input }, null)).data.assignStudentsToRoom.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(ASSIGN, { input }, 'student')).data.assignStudentsToRoom.__typename).toBe(
      'ForbiddenError',
    );
    const message = 'Please select at least one Student and one Room.';
    const noStudents = await gql(ASSIGN, { input: { roomId, studentIds: [] } }, 'teacher');
    expect(noStudents.data.assignStudentsToRoom).toMatchObject({ __typename: 'ValidationError', message });
    const noRoom = await gql(ASSIGN, { input: { roomId: null, studentIds: [user.mei] } }, 'teacher');
    expect(noRoom.data.assignStudentsToRoom).toMatchObject({ __typename: 'ValidationError', message });
    expect((await gql(ONE, { id: roomId }, 'teacher')).data.room.students).toEqual([]);

    const ok = await gql(ASSIGN, { input }, 'teacher');
    expect(ok.data.assignStudentsToRoom).toEqual({
      __typename: 'RoomPayload',
      room: { id: roomId, students: [{ username: 'mei' }] },
    });
    const elsewhere = await gql(ASSIGN, { input: { roomId, studentIds: [user.priya] } }, 'teacher');
    expect(elsewhere.data.assignStudentsToRoom).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringContaining('Already in another room: Priya Natarajan (CS-101)'),
    });
    const admin = await gql(ASSIGN, { input: { roomId, studentIds: [user.teacher] } }, 'teacher');
    expect(admin.data.assignStudentsToRoom.__typename).toBe('ValidationError');

    const remove = { studentId: user.mei, roomId };
    expect((await gql(REMOVE, { input: remove }, null)).data.removeStudentFromRoom.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(REMOVE, { input: remove }, 'student')).data.removeStudentFromRoom.__typename).toBe(
      'ForbiddenError',
    );
    const removed = await gql(REMOVE, { input: remove }, 'teacher');
    expect(removed.data.removeStudentFromRoom).toEqual({
      __typename: 'RemoveStudentFromRoomPayload',
      removedStudentId: user.mei,
      room: { id: roomId, students: [] },
    });
    const again = await gql(REMOVE, { input: { studentId: user.mei } }, 'teacher');
    expect(again.data.removeStudentFromRoom).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('deleteRoom and node', () => {
  it('round-trips a Room through node(id:), and delete returns the global id', async () => {
    const id = await newRoom('Ward D', 'WD-4');
    expect((await gql(NODE, { id }, 'teacher')).data.node).toEqual({
      __typename: 'Room',
      id,
      name: 'Ward D',
      roomNumber: 'WD-4',
      studentCount: 0,
    });
    expect((await gql(NODE, { id }, 'student')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(DELETE, { id }, null)).data.deleteRoom.__typename).toBe('AuthenticationError');
    expect((await gql(DELETE, { id }, 'student')).data.deleteRoom.__typename).toBe('ForbiddenError');
    expect((await gql(DELETE, { id }, 'teacher')).data.deleteRoom).toEqual({
      __typename: 'DeletedPayload',
      deletedId: id,
    });
    expect((await restRooms()).map((r: { roomNumber: string }) => r.roomNumber)).not.toContain('WD-4');
    expect((await gql(DELETE, { id }, 'teacher')).data.deleteRoom).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Room not found.',
    });
  });
});

describe('the patient of a room', () => {
  it('is named, not just "assigned"; a room without one has none', async () => {
    const q = 'query ($id: ID!) { room(id: $id) { isOccupied assignedPatientName } }';
    const seeded = await gql(q, { id: seededRoom }, 'admin');
    expect(seeded.data.room).toEqual({ isOccupied: true, assignedPatientName: 'John Miller' });
    const created = await gql(CREATE, { input: { name: 'Empty Lab', roomNumber: 'EL-9' } }, 'admin');
    const empty = await gql(q, { id: created.data.createRoom.room.id }, 'admin');
    expect(empty.data.room).toEqual({ isOccupied: false, assignedPatientName: null });
  });
});
