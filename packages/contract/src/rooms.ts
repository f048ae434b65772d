import { z } from 'zod';

/** A classroom as the REST contract shows it, with its students and the patient assigned to it. */
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
export type RoomJson = z.input<typeof roomSchema>;
