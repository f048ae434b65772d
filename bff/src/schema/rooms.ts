import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { ValidationError } from '../upstream/errors.js';
import type { RestRoom } from '../upstream/rooms.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { recordIdOf } from './recordId.js';
import { DeletedPayload, requiredText, User } from './users.js';

/** The room list's page size (docs/api.md#paging-and-search). */
const ROOM_PAGE_SIZE = 10;

export const Room = builder.loadableNode('Room', {
  description: 'A classroom: a group of students a patient case can be assigned to at once.',
  id: { resolve: (r: RestRoom) => r.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map((id) => ctx.loaders.rooms.byId.load(Number(id)).catch((e: Error) => e))) as Promise<
      (RestRoom | Error)[]
    >,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: 'The class name.' }),
    roomNumber: t.exposeString('roomNumber', {
      description: 'The room number (unique, case-insensitively).',
    }),
    isOccupied: t.exposeBoolean('isOccupied', {
      description: 'Whether a patient has been assigned to the room.',
    }),
    assignedPatientName: t.string({
      nullable: true,
      description: 'The name of the patient assigned to the room, when there is one.',
      resolve: (r) => r.patient?.name ?? null,
    }),
    students: t.field({
      type: [User],
      description:
        'The students in the room (embedded in the room: no extra reads; only their name, email and username are real, the other user fields are a student’s defaults).',
      resolve: (r) => r.students,
    }),
    studentCount: t.int({
      description: 'How many students are in the room.',
      resolve: (r) => r.students.length,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the room was created.',
      resolve: (r) => r.createdAt,
    }),
  }),
});

builder.queryFields((t) => ({
  rooms: t.connection(
    {
      type: Room,
      description: `The classrooms (newest first) with their students, searched and paged on the server (${ROOM_PAGE_SIZE} per page unless \`first\` says otherwise).`,
      authScopes: { admin: true },
      args: {
        search: t.arg.string({
          required: false,
          description: 'Matches the room name, the room number or the name of a student in it.',
        }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          (limit, offset) => ctx.loaders.rooms.list({ search: args.search ?? undefined, limit, offset }),
          ROOM_PAGE_SIZE,
        ),
    },
    { name: 'RoomConnection' },
  ),
  room: t.field({
    type: Room,
    description: 'One classroom with its students (the View Room page).',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({
        required: true,
        description: 'The room: its record id (as in /admin/view-room/5) or its global ID.',
      }),
    },
    resolve: (_root, { id }) => recordIdOf(String(id), 'Room', 'Room not found.'),
  }),
  availableRooms: t.field({
    type: [Room],
    description: 'The rooms no patient has been assigned to yet (Assign Patient to Room).',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.loaders.rooms.available(),
  }),
}));

const CreateRoomInput = builder.inputType('CreateRoomInput', {
  description: 'A new classroom.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'The class name.',
      validate: requiredText('Name is required.'),
    }),
    roomNumber: t.string({
      required: true,
      description: 'The room number (the form’s Room ID); unique.',
      validate: requiredText('Room Number is required.', 50),
    }),
  }),
});

const selectBoth = 'Please select at least one Student and one Room.';

const AssignStudentsToRoomInput = builder.inputType('AssignStudentsToRoomInput', {
  description: 'Students to put in a room. A student sits in at most one room.',
  fields: (t) => ({
    roomId: t.globalID({
      required: false,
      for: Room,
      description: 'The room. Required: null is refused with the form’s message.',
    }),
    studentIds: t.globalIDList({
      required: true,
      for: User,
      description: 'The students (at least one; duplicates are removed).',
      validate: z.array(z.unknown(), { message: selectBoth }).min(1, { message: selectBoth }),
    }),
  }),
});

const RemoveStudentFromRoomInput = builder.inputType('RemoveStudentFromRoomInput', {
  description: 'A student to take out of their room.',
  fields: (t) => ({
    studentId: t.globalID({ required: true, for: User, description: 'The student.' }),
    roomId: t.globalID({
      required: false,
      for: Room,
      description: 'The student’s room, when known: the payload then returns it as it is after the change.',
    }),
  }),
});

const RoomPayload = builder.objectRef<{ room: RestRoom }>('RoomPayload').implement({
  description: 'The classroom after the change.',
  fields: (t) => ({ room: t.field({ type: Room, description: 'The room.', resolve: (p) => p.room }) }),
});

const RemoveStudentFromRoomPayload = builder
  .objectRef<{ removedStudentId: string; roomId: string | null }>('RemoveStudentFromRoomPayload')
  .implement({
    description: 'The student is in no room now.',
    fields: (t) => ({
      removedStudentId: t.exposeID('removedStudentId', { description: 'The global ID of the student.' }),
      room: t.field({
        type: Room,
        nullable: true,
        description: 'The room the student left, when `roomId` was given.',
        resolve: (p) => p.roomId,
      }),
    }),
  });

builder.mutationFields((t) => ({
  createRoom: t.field({
    type: RoomPayload,
    description: 'Creates a classroom. Room numbers are unique (a duplicate is a ConflictError).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: CreateRoomInput, required: true, description: 'The mutation’s fields.' }) },
    resolve: async (_root, { input }, ctx) => ({
      room: await ctx.loaders.rooms.create({ name: input.name, roomNumber: input.roomNumber }),
    }),
  }),
  deleteRoom: t.field({
    type: DeletedPayload,
    description: 'Deletes a classroom; its students become room-less, their assignments stay.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: Room, description: 'The room to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.rooms.remove(Number(id.id));
      return { deletedId: encodeGlobalID('Room', id.id) };
    },
  }),
  assignStudentsToRoom: t.field({
    type: RoomPayload,
    description:
      'Puts students in a room. Anyone already in another room makes it fail (ConflictError) and change nothing.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({
        type: AssignStudentsToRoomInput,
        required: true,
        description: 'The mutation’s fields.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      // Field validators skip nulls, so the required room is checked here.
      if (!input.roomId) throw new ValidationError(selectBoth, 'roomId');
      return {
        room: await ctx.loaders.rooms.assignStudents(Number(input.roomId.id), [
          ...new Set(input.studentIds.map((s) => Number(s.id))),
        ]),
      };
    },
  }),
  removeStudentFromRoom: t.field({
    type: RemoveStudentFromRoomPayload,
    description: 'Takes a student out of their room (NotFoundError when they are in none).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({
        type: RemoveStudentFromRoomInput,
        required: true,
        description: 'The mutation’s fields.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await ctx.loaders.rooms.removeStudent(Number(input.studentId.id));
      return {
        removedStudentId: encodeGlobalID('User', input.studentId.id),
        roomId: input.roomId?.id ?? null,
      };
    },
  }),
}));
