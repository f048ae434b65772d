import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { users } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { type RoomJson, roomJson } from './rooms.json.js';
import { rooms } from './rooms.repository.js';
import type { RoomRow } from './rooms.table.js';

export const duplicateRoomMessage = 'A room with this number already exists.';

export async function requireRoom(db: Db, id: number): Promise<RoomRow> {
  const row = await rooms.findById(db, id);
  if (!row) throw notFound('Room not found.');
  return row;
}

/** Rows to contract JSON, with the students of all of them loaded in one query. */
export async function toJson(db: Db, rows: RoomRow[]): Promise<RoomJson[]> {
  const ids = rows.map((r) => r.id);
  const byRoom = await rooms.studentsOf(db, ids);
  // The patient assigned to a room is that of its room assignments (one patient per room).
  const patients = ids.length
    ? await db
        .selectFrom('assignments')
        .innerJoin('patients', 'patients.id', 'assignments.patient_id')
        .select(['assignments.room_id', 'patients.id', 'patients.name'])
        .where('assignments.room_id', 'in', ids)
        .distinct()
        .execute()
    : [];
  const patientOf = new Map(patients.map((p) => [p.room_id, { id: p.id, name: p.name }]));
  return rows.map((r) => roomJson(r, byRoom.get(r.id) ?? [], patientOf.get(r.id) ?? null));
}

export async function oneJson(db: Db, row: RoomRow): Promise<RoomJson> {
  const [json] = await toJson(db, [row]);
  return json as RoomJson;
}

const names = (list: string[]) =>
  list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? '');

export async function createRoom(db: Db, input: { name: string; roomNumber: string }): Promise<RoomJson> {
  // The column is unique as written; this check makes it unique regardless of case.
  if (await rooms.findByNumber(db, input.roomNumber)) throw conflict(duplicateRoomMessage);
  try {
    const row = await rooms.insert(db, { name: input.name, room_number: input.roomNumber });
    return roomJson(row, []);
  } catch (error) {
    if ((error as { code?: string })?.code === '23505') throw conflict(duplicateRoomMessage);
    throw error;
  }
}

/**
 * Puts students in a room. A student sits in at most one room: anyone already in another room stops
 * the whole call (nothing changes); those already in this room are left as they are.
 */
export async function assignStudents(db: Db, roomId: number, studentIds: number[]): Promise<RoomJson> {
  try {
    return await placeStudents(db, roomId, studentIds);
  } catch (error) {
    // room_students' primary key caught a concurrent assignment of the same student.
    if ((error as { code?: string })?.code === '23505')
      throw conflict('A selected student was placed in a room at the same time. Please try again.');
    throw error;
  }
}

function placeStudents(db: Db, roomId: number, studentIds: number[]): Promise<RoomJson> {
  return db.transaction().execute(async (trx) => {
    const room = await requireRoom(trx, roomId);
    const found = await users.findByIds(trx, studentIds);
    const byId = new Map(found.map((u) => [u.id, u]));
    const missing = studentIds.filter((id) => !byId.has(id));
    if (missing.length) throw badRequest(`Student not found: ${missing.join(', ')}.`);
    // Named in the order the caller listed them.
    const listed = studentIds.map((id) => byId.get(id) as UserRow);
    const admins = listed.filter((u) => u.is_admin || u.is_super_admin);
    if (admins.length)
      throw badRequest(`Only students can be placed in a room: ${names(admins.map((u) => u.name))}.`);
    const memberships = await rooms.membershipsOf(trx, studentIds);
    const elsewhere = memberships
      .filter((m) => m.room_id !== room.id)
      .sort((a, b) => studentIds.indexOf(a.student_id) - studentIds.indexOf(b.student_id));
    if (elsewhere.length) {
      const who = elsewhere.map((m) => `${byId.get(m.student_id)?.name} (${m.room_number})`);
      throw conflict(
        `Already in another room: ${names(who)}. Remove ${elsewhere.length > 1 ? 'them' : 'the student'} from that room first.`,
      );
    }
    const here = new Set(memberships.map((m) => m.student_id));
    const added = studentIds.filter((id) => !here.has(id));
    if (added.length) await rooms.addStudents(trx, room.id, added);
    return oneJson(trx, room);
  });
}

export async function removeStudent(db: Db, studentId: number): Promise<void> {
  const result = await rooms.removeStudent(db, studentId);
  if (!result.numDeletedRows) throw notFound('This student is not in any room.');
}

export async function deleteRoom(db: Db, id: number): Promise<void> {
  await requireRoom(db, id);
  await rooms.remove(db, id);
}
