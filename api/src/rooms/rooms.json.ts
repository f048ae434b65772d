import type { RoomJson } from '@anamnesis/contract';
import type { RoomRow } from './rooms.table.js';

export { type RoomJson, roomSchema } from '@anamnesis/contract';

export interface RoomStudent {
  id: number;
  name: string;
  email: string;
  username: string;
}

/** A classroom as the REST contract shows it, with its students and the patient assigned to it. */
export const roomJson = (
  r: RoomRow,
  students: RoomStudent[],
  patient: { id: number; name: string } | null = null,
): RoomJson => ({
  id: r.id,
  name: r.name,
  roomNumber: r.room_number,
  isOccupied: r.is_occupied,
  patient,
  students,
  createdAt: r.created_at.toISOString(),
});
