import type { ColumnType, Generated, Selectable } from 'kysely';

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  room_number: string;
  is_occupied: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** student_id is the primary key: a student is in at most one room. */
export interface RoomStudentsTable {
  student_id: number;
  room_id: number;
}

export type RoomRow = Selectable<RoomsTable>;
