import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';
import type { RoomStudent } from './rooms.json.js';
import type { RoomRow, RoomsTable } from './rooms.table.js';

export interface RoomListOptions {
  search?: string;
  limit?: number;
  offset: number;
}

export const rooms = {
  findById: (db: Db, id: number) =>
    db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Room numbers are unique case-insensitively ("cs-101" is "CS-101"). */
  findByNumber: (db: Db, roomNumber: string) =>
    db
      .selectFrom('rooms')
      .select(['id', 'room_number'])
      .where(sql<string>`lower(room_number)`, '=', roomNumber.toLowerCase())
      .executeTakeFirst(),

  async list(db: Db, o: RoomListOptions): Promise<{ rows: RoomRow[]; total: number }> {
    let q = db.selectFrom('rooms');
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) =>
        eb.or([
          eb('rooms.name', 'ilike', p),
          eb('rooms.room_number', 'ilike', p),
          eb.exists(
            eb
              .selectFrom('room_students')
              .innerJoin('users', 'users.id', 'room_students.student_id')
              .whereRef('room_students.room_id', '=', 'rooms.id')
              .where('users.name', 'ilike', p)
              .select('room_students.student_id'),
          ),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll('rooms')
        .orderBy('rooms.created_at', 'desc')
        .orderBy('rooms.id', 'desc')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  /** The students of many rooms in one query (no N+1), each list alphabetical. */
  async studentsOf(db: Db, roomIds: number[]): Promise<Map<number, RoomStudent[]>> {
    const byRoom = new Map<number, RoomStudent[]>(roomIds.map((id) => [id, []]));
    if (!roomIds.length) return byRoom;
    const rows = await db
      .selectFrom('room_students')
      .innerJoin('users', 'users.id', 'room_students.student_id')
      .select(['room_students.room_id', 'users.id', 'users.name', 'users.email', 'users.username'])
      .where('room_students.room_id', 'in', roomIds)
      .orderBy(sql`lower(users.name)`)
      .orderBy('users.id')
      .execute();
    for (const { room_id, ...student } of rows) byRoom.get(room_id)?.push(student);
    return byRoom;
  },

  /** Where each of these users currently sits, if anywhere. */
  membershipsOf: (db: Db, studentIds: number[]) =>
    studentIds.length
      ? db
          .selectFrom('room_students')
          .innerJoin('rooms', 'rooms.id', 'room_students.room_id')
          .select(['room_students.student_id', 'rooms.id as room_id', 'rooms.room_number'])
          .where('room_students.student_id', 'in', studentIds)
          .execute()
      : Promise.resolve([]),

  insert: (db: Db, values: Insertable<RoomsTable>) =>
    db.insertInto('rooms').values(values).returningAll().executeTakeFirstOrThrow(),

  addStudents: (db: Db, roomId: number, studentIds: number[]) =>
    db
      .insertInto('room_students')
      .values(studentIds.map((student_id) => ({ room_id: roomId, student_id })))
      .execute(),

  removeStudent: (db: Db, studentId: number) =>
    db.deleteFrom('room_students').where('student_id', '=', studentId).executeTakeFirst(),

  /** Memberships go by cascade; assignments made through the room keep existing, unlinked. */
  remove: (db: Db, id: number) => db.deleteFrom('rooms').where('id', '=', id).executeTakeFirst(),
};
