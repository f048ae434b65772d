import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';
import type { SymptomRow, SymptomsTable } from './symptoms.table.js';

export interface SymptomListOptions {
  search?: string;
  limit?: number;
  offset: number;
}

export const symptoms = {
  findById: (db: Db, id: number) =>
    db.selectFrom('symptoms').selectAll().where('id', '=', id).executeTakeFirst(),

  findByIds: (db: Db, ids: number[]): Promise<SymptomRow[]> =>
    ids.length ? db.selectFrom('symptoms').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]),

  /** Another symptom with this name, compared case-insensitively (the unique index is on lower(name)). */
  findByName: (db: Db, name: string, exceptId?: number) =>
    db
      .selectFrom('symptoms')
      .select(['id', 'name'])
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
      .executeTakeFirst(),

  async list(db: Db, o: SymptomListOptions): Promise<{ rows: SymptomRow[]; total: number }> {
    let q = db.selectFrom('symptoms');
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) =>
        eb.or([eb('name', 'ilike', p), eb('description', 'ilike', p), eb(sql<string>`severity`, 'ilike', p)]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        // A catalogue: alphabetical reads best in the list and in the patient form's multi-select.
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  insert: (db: Db, values: Insertable<SymptomsTable>) =>
    db.insertInto('symptoms').values(values).returningAll().executeTakeFirstOrThrow(),

  update: (db: Db, id: number, values: Updateable<SymptomsTable>) =>
    db.updateTable('symptoms').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

  remove: (db: Db, id: number) => db.deleteFrom('symptoms').where('id', '=', id).executeTakeFirst(),
};
