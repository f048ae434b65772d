import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
let uid: Record<string, number>;

interface Room {
  id: number;
  name: string;
  roomNumber: string;
  isOccupied: boolean;
  students: { id: number; name: string; email: string; username: string }[];
}

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  const rows = await api.db.selectFrom('users').select(['id', 'username']).execute();
  uid = Object.fromEntries(rows.map((u) => [u.username, u.id]));
});
afterAll(() => api?.stop());

const list = (query = '') => api.call('GET', `/rooms${query}`, { token: t.admin });
const rooms = async () => (await list()).body.rooms as Room[];
const byNumber = async (n: string) => (await rooms()).find((r) => r.roomNumber === n) as Room;
const memberships = () => api.db.selectFrom('room_students').selectAll().orderBy('student_id').execute();
const create = async (name: string, roomNumber: string) => {
  const r = await api.call('POST', '/rooms', { token: t.admin, body: { name, roomNumber } });
  expect(r.status).toBe(201);
  return r.body.room as Room;
};
const assign = (roomId: unknown, studentIds: unknown, token = t.admin) =>
  api.call('POST', '/rooms/assign-rooms', { token, body: { roomId, studentIds } });

describe('permissions', () => {
  it.each([
    ['GET', '/rooms'],
    ['GET', '/rooms/students'],
    ['GET', '/rooms/1'],
    ['POST', '/rooms', { name: 'Student room', roomNumber: 'ST-1' }],
    ['POST', '/rooms/assign-rooms', { roomId: 1, studentIds: [3] }],
    ['DELETE', '/rooms/remove-student/4'],
    ['DELETE', '/rooms/1'],
  ])('%s %s: anonymous 401, student 403, nothing changes', async (method, path, body?: unknown) => {
    const before = [await rooms(), await memberships()];
    const anon = await api.call(method, path, { body });
    expect(anon.status).toBe(401);
    const student = await api.call(method, path, { token: t.priya, body });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Access denied. Only admin allowed.');
    expect([await rooms(), await memberships()]).toEqual(before);
  });
});

describe('reading rooms', () => {
  it('GET /rooms lists rooms with their students under `rooms`', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('1');
    expect(r.body).toEqual({
      rooms: [
        {
          id: expect.any(Number),
          name: 'Clinical Skills A',
          roomNumber: 'CS-101',
          isOccupied: true,
          // The patient the demo room was assigned (it names the patient, not just "assigned").
          patient: { id: expect.any(Number), name: 'John Miller' },
          students: [
            { id: uid.luis, name: 'Luis Ortega', email: 'luis@example.com', username: 'luis' },
            { id: uid.priya, name: 'Priya Natarajan', email: 'priya@example.com', username: 'priya' },
          ],
          createdAt: expect.stringMatching(/^\d{4}-/),
        },
      ],
    });
  });

  it('GET /rooms/students answers the same rooms under `data`, for a plain admin too', async () => {
    const r = await api.call('GET', '/rooms/students', { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('1');
    expect(r.body).toEqual({ data: await rooms() });
  });

  it('GET /rooms/{id} answers one room, 404 when unknown', async () => {
    const cs = await byNumber('CS-101');
    const r = await api.call('GET', `/rooms/${cs.id}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ room: cs });
    const missing = await api.call('GET', '/rooms/999999', { token: t.admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Room not found.');
    expect((await api.call('GET', '/rooms/abc', { token: t.admin })).status).toBe(400);
  });
});

describe('POST /rooms', () => {
  it('creates a room (201), empty and not occupied', async () => {
    const r = await api.call('POST', '/rooms', {
      token: t.teacher,
      body: { name: ' Anatomy Lab ', roomNumber: ' AL-2 ' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      message: 'Room created successfully!',
      room: {
        id: expect.any(Number),
        name: 'Anatomy Lab',
        roomNumber: 'AL-2',
        isOccupied: false,
        patient: null,
        students: [],
        createdAt: expect.any(String),
      },
    });
    expect(await byNumber('AL-2')).toEqual(r.body.room);
  });

  it('accepts a numeric room number', async () => {
    const r = await api.call('POST', '/rooms', {
      token: t.admin,
      body: { name: 'Numbered', roomNumber: 204 },
    });
    expect(r.status).toBe(201);
    expect(r.body.room.roomNumber).toBe('204');
  });

  it.each([
    [{ roomNumber: 'X-1' }, 'Name is required.'],
    [{ name: '  ', roomNumber: 'X-1' }, 'Name is required.'],
    [{ name: 'Room' }, 'Room Number is required.'],
    [{ name: 'Room', roomNumber: '   ' }, 'Room Number is required.'],
    [{ name: 'Room', roomNumber: null }, 'Room Number is required.'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const before = await rooms();
    const r = await api.call('POST', '/rooms', { token: t.admin, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await rooms()).toEqual(before);
  });

  it('refuses a room number already used, whatever its case (409)', async () => {
    const before = await rooms();
    const r = await api.call('POST', '/rooms', {
      token: t.admin,
      body: { name: 'Copy', roomNumber: 'cs-101' },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A room with this number already exists.');
    expect(await rooms()).toEqual(before);
  });
});

describe('search and paging', () => {
  it('searches room name, room number and student names', async () => {
    const numbers = async (q: string) => {
      const r = await list(`?search=${encodeURIComponent(q)}`);
      expect(Number(r.headers.get('x-total-count'))).toBe(r.body.rooms.length);
      return r.body.rooms.map((x: Room) => x.roomNumber).sort();
    };
    expect(await numbers('anatomy')).toEqual(['AL-2']);
    expect(await numbers('cs-1')).toEqual(['CS-101']);
    expect(await numbers('priya')).toEqual(['CS-101']);
    expect(await numbers('nobody here')).toEqual([]);
    // A room found through one student still lists all of them.
    const [cs] = (await list('?search=Priya')).body.rooms;
    expect(cs.students).toHaveLength(2);
  });

  it('pages by 10 with the unpaged count in X-Total-Count', async () => {
    for (let i = 1; i <= 10; i++) await create(`Ward ${i}`, `W-${i}`);
    const total = (await rooms()).length;
    expect(total).toBe(13);
    const first = await list('?limit=10');
    expect(first.headers.get('x-total-count')).toBe('13');
    expect(first.body.rooms).toHaveLength(10);
    const second = await list('?limit=10&offset=10');
    expect(second.body.rooms).toHaveLength(3);
    const ids = [...first.body.rooms, ...second.body.rooms].map((r: Room) => r.id);
    expect(new Set(ids).size).toBe(13);
    expect(
      (await api.call('GET', '/rooms/students?limit=10&offset=10', { token: t.admin })).body.data,
    ).toEqual(second.body.rooms);
  });
});

describe('POST /rooms/assign-rooms', () => {
  it('puts students in a room, ignoring duplicates in the list', async () => {
    const al = await byNumber('AL-2');
    const r = await assign(al.id, [uid.mei, uid.student, uid.mei]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Room assigned to student(s) successfully!');
    expect(r.body.room.students.map((s: { username: string }) => s.username)).toEqual(['mei', 'student']);
    expect(await byNumber('AL-2')).toEqual(r.body.room);
  });

  it('leaves students already in this room as they are', async () => {
    const al = await byNumber('AL-2');
    const before = await memberships();
    const r = await assign(String(al.id), [String(uid.mei)], t.teacher);
    expect(r.status).toBe(200);
    expect(r.body.room.students).toHaveLength(2);
    expect(await memberships()).toEqual(before);
  });

  it('refuses a student who is in another room (409) and changes nothing', async () => {
    const w1 = await byNumber('W-1');
    const before = await memberships();
    const one = await assign(w1.id, [uid.priya]);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(
      'Already in another room: Priya Natarajan (CS-101). Remove the student from that room first.',
    );
    const several = await assign(w1.id, [uid.priya, uid.mei]);
    expect(several.status).toBe(409);
    expect(several.body.message).toBe(
      'Already in another room: Priya Natarajan (CS-101) and Mei Chen (AL-2). Remove them from that room first.',
    );
    expect(await memberships()).toEqual(before);
    expect((await byNumber('W-1')).students).toEqual([]);
  });

  it.each([
    [{ studentIds: [4] }, 400, 'Please select at least one Student and one Room.'],
    [{ roomId: '', studentIds: [4] }, 400, 'Please select at least one Student and one Room.'],
    [{ roomId: 'ROOM', studentIds: [4] }, 400, 'Room id must be a number.'],
    [{ roomId: 1, studentIds: [] }, 400, 'Please select at least one Student and one Room.'],
    [{ roomId: 1 }, 400, 'Please select at least one Student and one Room.'],
    [{ roomId: 1, studentIds: ['x'] }, 400, 'Student id must be a number.'],
  ])('refuses %j (%i "%s")', async (body, status, message) => {
    const before = await memberships();
    const r = await api.call('POST', '/rooms/assign-rooms', { token: t.admin, body });
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
    expect(await memberships()).toEqual(before);
  });

  it('refuses unknown rooms, unknown users and admin accounts, changing nothing', async () => {
    const w2 = await byNumber('W-2');
    const before = await memberships();
    const noRoom = await assign(999999, [uid.student]);
    expect(noRoom.status).toBe(404);
    expect(noRoom.body.message).toBe('Room not found.');
    const noUser = await assign(w2.id, [999999]);
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toBe('Student not found: 999999.');
    const admins = await assign(w2.id, [uid.teacher, uid.admin]);
    expect(admins.status).toBe(400);
    expect(admins.body.message).toBe(
      'Only students can be placed in a room: Dr. Tessa Morgan and Super Admin.',
    );
    expect(await memberships()).toEqual(before);
  });
});

describe('DELETE /rooms/remove-student/{studentId}', () => {
  it('takes a student out of their room; a second time answers 404', async () => {
    const r = await api.call('DELETE', `/rooms/remove-student/${uid.student}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Student removed from room successfully!' });
    expect((await byNumber('AL-2')).students.map((s) => s.username)).toEqual(['mei']);
    const again = await api.call('DELETE', `/rooms/remove-student/${uid.student}`, { token: t.admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This student is not in any room.');
    expect((await api.call('DELETE', '/rooms/remove-student/abc', { token: t.admin })).status).toBe(400);
  });

  it('lets the student join another room afterwards', async () => {
    const w3 = await byNumber('W-3');
    const r = await assign(w3.id, [uid.student]);
    expect(r.status).toBe(200);
    expect(r.body.room.students.map((s: { username: string }) => s.username)).toEqual(['student']);
  });
});

describe('DELETE /rooms/{id}', () => {
  it('deletes a room; its students become room-less and keep their assignments', async () => {
    const cs = await byNumber('CS-101');
    const roomAssignments = await api.db
      .selectFrom('assignments')
      .select(['id', 'student_id'])
      .where('room_id', '=', cs.id)
      .execute();
    expect(roomAssignments.length).toBe(2);
    const r = await api.call('DELETE', `/rooms/${cs.id}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Room deleted successfully!' });
    expect(await byNumber('CS-101')).toBeUndefined();
    expect((await api.call('GET', `/rooms/${cs.id}`, { token: t.admin })).status).toBe(404);
    const left = await memberships();
    expect(left.map((m) => m.student_id)).not.toContain(uid.priya);
    const kept = await api.db
      .selectFrom('assignments')
      .select(['id', 'room_id'])
      .where(
        'id',
        'in',
        roomAssignments.map((a) => a.id),
      )
      .execute();
    expect(kept).toHaveLength(2);
    expect(kept.every((a) => a.room_id === null)).toBe(true);
    // Priya is free to join another room now.
    expect((await assign((await byNumber('W-1')).id, [uid.priya])).status).toBe(200);
  });

  it('answers 404 for an unknown room and changes nothing', async () => {
    const before = await rooms();
    const r = await api.call('DELETE', '/rooms/999999', { token: t.admin });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Room not found.');
    expect(await rooms()).toEqual(before);
  });
});
