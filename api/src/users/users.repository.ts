import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { UserRow, UsersTable } from './users.table.js';

export type UserRoleFilter = 'all' | 'admin' | 'student';

export interface UserListOptions {
  search?: string;
  role: UserRoleFilter;
  /** Plain admins see students only. */
  studentsOnly: boolean;
  /** Ids never listed (the super admin `admin`). */
  hiddenUsername: string;
  limit?: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
export const likePattern = (s: string) => `%${escapeLike(s)}%`;

export const users = {
  findById: (db: Db, id: number) =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  /** What authentication needs of an account (accountCache.ts), without the password hash. */
  findAccount: (db: Db, id: number) =>
    db
      .selectFrom('users')
      .select([
        'id',
        'name',
        'username',
        'email',
        'is_admin',
        'is_super_admin',
        'is_status',
        'must_change_password',
        'token_version',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  findByEmail: (db: Db, email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

  findByIds: (db: Db, ids: number[]) =>
    ids.length ? db.selectFrom('users').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]),

  /** Who already holds this email or username, other than `exceptId`. */
  async findClash(db: Db, fields: { email?: string; username?: string }, exceptId?: number) {
    if (!fields.email && !fields.username) return undefined;
    return db
      .selectFrom('users')
      .select(['id', 'email', 'username'])
      .where((eb) =>
        eb.or([
          ...(fields.email ? [eb('email', '=', fields.email.toLowerCase())] : []),
          ...(fields.username ? [eb(eb.fn('lower', ['username']), '=', fields.username.toLowerCase())] : []),
        ]),
      )
      .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
      .executeTakeFirst();
  },

  async list(db: Db, o: UserListOptions): Promise<{ rows: UserRow[]; total: number }> {
    let q = db.selectFrom('users').where('username', '!=', o.hiddenUsername);
    if (o.studentsOnly || o.role === 'student')
      q = q.where('is_admin', '=', false).where('is_super_admin', '=', false);
    else if (o.role === 'admin')
      q = q.where((eb) => eb.or([eb('is_admin', '=', true), eb('is_super_admin', '=', true)]));
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) =>
        eb.or([eb('name', 'ilike', p), eb('email', 'ilike', p), eb('username', 'ilike', p)]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  /** Students who are in no room. */
  unassignedToRoom: (db: Db) =>
    db
      .selectFrom('users')
      .selectAll('users')
      .where('is_admin', '=', false)
      .where('is_super_admin', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('room_students')
              .whereRef('room_students.student_id', '=', 'users.id')
              .select('student_id'),
          ),
        ),
      )
      .orderBy('name')
      .execute(),

  insert: (db: Db, values: Insertable<UsersTable>) =>
    db
      .insertInto('users')
      .values({ ...values, email: values.email.toLowerCase() })
      .returningAll()
      .executeTakeFirstOrThrow(),

  update: (db: Db, id: number, values: Updateable<UsersTable>) =>
    db
      .updateTable('users')
      .set({
        ...values,
        ...(values.email ? { email: values.email.toLowerCase() } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Flips active/banned and invalidates the user's tokens. */
  toggleStatus: (db: Db, id: number) =>
    db
      .updateTable('users')
      .set((eb) => ({
        is_status: eb.not('is_status'),
        token_version: eb('token_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  remove: (db: Db, id: number) => db.deleteFrom('users').where('id', '=', id).executeTakeFirst(),

  count: (db: Db, students: boolean) =>
    db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .$if(students, (q) => q.where('is_admin', '=', false).where('is_super_admin', '=', false))
      .executeTakeFirstOrThrow()
      .then((r) => r.n),
};
