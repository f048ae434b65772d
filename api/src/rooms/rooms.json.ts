import { z } from 'zod';
import type { RoomRow } from './rooms.table.js';

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
) => ({
  id: r.id,
  name: r.name,
  roomNumber: r.room_number,
  isOccupied: r.is_occupied,
  patient,
  students,
  createdAt: r.created_at.toISOString(),
});

export type RoomJson = ReturnType<typeof roomJson>;

export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roomNumber: z.string(),
  isOccupied: z.boolean().describe('A patient has been assigned to the room'),
  patient: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The patient assigned to the room (Assign Patient to Room), when there is one'),
  students: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), username: z.string() }),
  ),
  createdAt: z.string(),
});
