import { roomSchema } from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Page, Upstream } from './upstream.js';
import type { RestUser } from './users.js';

/**
 * A student as a room embeds them: id, name, email, username. Only students sit in rooms, so the
 * role flags are known; the rest of the user shape gets defaults instead of a read per student.
 */
const roomStudent = roomSchema.shape.students.element.transform(
  (s): RestUser => ({
    ...s,
    isAdmin: false,
    isSuperAdmin: false,
    isStatus: true,
    isActive: true,
    avatarUrl: null,
    // Only the viewer's own flag matters (docs/accounts.md#profile-and-password).
    mustChangePassword: false,
  }),
);

/** A classroom, students embedded, as the contract defines it; older servers may not send its patient. */
export const restRoom = roomSchema.extend({
  patient: roomSchema.shape.patient.optional().default(null),
  students: z.array(roomStudent),
});
export type RestRoom = z.output<typeof restRoom>;

const withRoom = z.object({ message: z.string().optional(), room: restRoom });
const message = z.object({ message: z.string() });

const roomList = z.object({ rooms: z.array(restRoom) });

export function roomsLoaders(up: Upstream) {
  const byId = new DataLoader<number, RestRoom>((ids) =>
    Promise.all(
      ids.map((id) =>
        up
          .send({ method: 'GET', path: `/rooms/${id}`, schema: withRoom })
          .then((r) => r.data.room)
          .catch((e: Error) => e),
      ),
    ),
  );
  const list = async (args: {
    search?: string;
    limit?: number;
    offset?: number;
  }): Promise<Page<RestRoom>> => {
    const r = await up.send({
      method: 'GET',
      path: '/rooms',
      query: { ...args },
      schema: roomList,
    });
    for (const room of r.data.rooms) byId.prime(room.id, room);
    return { items: r.data.rooms, total: r.totalCount ?? r.data.rooms.length };
  };
  return {
    byId,
    /** A page of rooms with their students (one REST call, whatever the page size). */
    list,
    /** Rooms no patient has been assigned to yet (one REST call for the whole list). */
    async available() {
      return (await list({})).items.filter((r) => !r.isOccupied);
    },
    async create(body: { name: string; roomNumber: string }) {
      const room = (await up.send({ method: 'POST', path: '/rooms', body, schema: withRoom })).data.room;
      byId.prime(room.id, room);
      return room;
    },
    async remove(id: number) {
      await up.send({ method: 'DELETE', path: `/rooms/${id}`, schema: message });
      byId.clear(id);
    },
    async assignStudents(roomId: number, studentIds: number[]) {
      const room = (
        await up.send({
          method: 'POST',
          path: '/rooms/assign-rooms',
          body: { roomId, studentIds },
          schema: withRoom,
        })
      ).data.room;
      byId.clear(room.id).prime(room.id, room);
      return room;
    },
    async removeStudent(studentId: number) {
      await up.send({ method: 'DELETE', path: `/rooms/remove-student/${studentId}`, schema: message });
      byId.clearAll();
    },
  };
}
