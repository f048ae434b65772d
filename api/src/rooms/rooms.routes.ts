import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { id, idParams, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { roomSchema } from './rooms.json.js';
import { rooms } from './rooms.repository.js';
import {
  assignStudents,
  createRoom,
  deleteRoom,
  oneJson,
  removeStudent,
  requireRoom,
  toJson,
} from './rooms.service.js';

const tag = 'Rooms';
const selectMessage = 'Please select at least one Student and one Room.';
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

const fail = (description: string) => ({ description, schema: messageSchema });
const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), room: roomSchema }),
});
const listed = (key: 'rooms' | 'data') => ({
  description: 'The matching rooms with their students; `X-Total-Count` carries the count before paging.',
  schema: z.object({ [key]: z.array(roomSchema) }),
});
const searchRule = '`search` matches the room name, the room number or the name of a student in it.';

export const roomRoutes = [
  defineRoute({
    method: 'get',
    path: '/rooms',
    tag,
    summary: 'List classrooms with their students (newest first)',
    access: 'admin',
    rule: searchRule,
    query: listQuery,
    responses: { 200: listed('rooms') },
    async handler({ services, query }) {
      const { rows, total } = await rooms.list(services.db, query);
      return {
        body: { rooms: await toJson(services.db, rows) },
        headers: { 'X-Total-Count': String(total) },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/rooms/students',
    tag,
    summary: 'List classrooms with their students, as `data` (the same content as GET /rooms)',
    access: 'admin',
    rule: searchRule,
    query: listQuery,
    responses: { 200: listed('data') },
    async handler({ services, query }) {
      const { rows, total } = await rooms.list(services.db, query);
      return { body: { data: await toJson(services.db, rows) }, headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/rooms/assign-rooms',
    tag,
    summary: 'Put students in a room',
    access: 'admin',
    rule: 'A student is in at most one room: anyone already in another room makes the call fail with 409 and change nothing; students already in this room are left as they are. Only non-admin accounts can be placed.',
    body: z.object({
      roomId: z.unknown().refine(present, { message: selectMessage }).pipe(id('Room id')),
      studentIds: z
        .array(id('Student id'), { message: selectMessage })
        .min(1, { message: selectMessage })
        .max(1000, { message: 'Too many students at once.' })
        .transform((ids) => [...new Set(ids)]),
    }),
    responses: {
      200: one('Assigned'),
      400: fail('Nothing selected, unknown user or an admin account'),
      404: fail('No such room'),
      409: fail('A student is already in another room'),
    },
    async handler({ services, body }) {
      const room = await assignStudents(services.db, body.roomId, body.studentIds);
      return { body: { message: 'Room assigned to student(s) successfully!', room } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/rooms/remove-student/{studentId}',
    tag,
    summary: 'Take a student out of their room',
    access: 'admin',
    params: z.object({ studentId: id('Student id') }),
    responses: { 200: fail('Removed'), 404: fail('The student is in no room') },
    async handler({ services, params }) {
      await removeStudent(services.db, params.studentId);
      return { body: { message: 'Student removed from room successfully!' } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/rooms/{id}',
    tag,
    summary: 'Read one classroom with its students',
    access: 'admin',
    params: idParams,
    responses: {
      200: { description: 'The room', schema: z.object({ room: roomSchema }) },
      404: fail('No such room'),
    },
    async handler({ services, params }) {
      return { body: { room: await oneJson(services.db, await requireRoom(services.db, params.id)) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/rooms',
    tag,
    summary: 'Create a classroom',
    access: 'admin',
    rule: 'Room numbers are unique, compared case-insensitively.',
    body: z.object({
      name: requiredText('Name is required.', 200),
      roomNumber: z
        .union([z.string(), z.number()], { message: 'Room Number is required.' })
        .transform((v) => String(v).trim())
        .pipe(
          z
            .string()
            .min(1, { message: 'Room Number is required.' })
            .max(50, { message: 'Room Number is too long.' }),
        ),
    }),
    responses: { 201: one('Created'), 400: fail('Invalid input'), 409: fail('Room number already used') },
    async handler({ services, body }) {
      const room = await createRoom(services.db, body);
      return { status: 201, body: { message: 'Room created successfully!', room } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/rooms/{id}',
    tag,
    summary: 'Delete a classroom',
    access: 'admin',
    rule: 'Its students become room-less; assignments made through it stay with the students.',
    params: idParams,
    responses: { 200: fail('Deleted'), 404: fail('No such room') },
    async handler({ services, params }) {
      await deleteRoom(services.db, params.id);
      return { body: { message: 'Room deleted successfully!' } };
    },
  }),
];
