import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';
import type { ApiKeyRow, ApiKeysTable, ModelRow, ModelsTable, Service } from './apiKeys.table.js';

export interface KeyListOptions {
  search?: string;
  limit?: number;
  offset: number;
}

const page = async <R>(
  rows: Promise<R[]>,
  count: Promise<{ n: number }>,
): Promise<{ rows: R[]; total: number }> => {
  const [r, c] = await Promise.all([rows, count]);
  return { rows: r, total: c.n };
};

export const apiKeys = {
  findById: (db: Db, id: number) =>
    db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst(),

  list(db: Db, o: KeyListOptions): Promise<{ rows: ApiKeyRow[]; total: number }> {
    let q = db.selectFrom('api_keys');
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) => eb.or([eb('key_name', 'ilike', p), eb(sql<string>`service`, 'ilike', p)]));
    }
    return page(
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    );
  },

  findActive: (db: Db, service: Service) =>
    db
      .selectFrom('api_keys')
      .selectAll()
      .where('service', '=', service)
      .where('is_active', '=', true)
      .executeTakeFirst(),

  insert: (db: Db, values: Insertable<ApiKeysTable>) =>
    db.insertInto('api_keys').values(values).returningAll().executeTakeFirstOrThrow(),

  /** Deactivates every key of the service; the partial unique index allows one active key per service. */
  deactivateService: (db: Db, service: Service) =>
    db
      .updateTable('api_keys')
      .set({ is_active: false })
      .where('service', '=', service)
      .where('is_active', '=', true)
      .execute(),

  setActive: (db: Db, id: number, isActive: boolean) =>
    db
      .updateTable('api_keys')
      .set({ is_active: isActive })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  remove: (db: Db, id: number) => db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst(),
};

export const models = {
  findById: (db: Db, id: number) =>
    db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst(),

  findByName: (db: Db, name: string) =>
    db
      .selectFrom('models')
      .selectAll()
      .where(sql<string>`lower(model_name)`, '=', name.toLowerCase())
      .executeTakeFirst(),

  list(db: Db, o: KeyListOptions): Promise<{ rows: ModelRow[]; total: number }> {
    let q = db.selectFrom('models');
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) => eb.or([eb('model_name', 'ilike', p), eb('description', 'ilike', p)]));
    }
    return page(
      q
        .selectAll()
        .orderBy('model_name')
        .orderBy('id')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    );
  },

  insert: (db: Db, values: Insertable<ModelsTable>) =>
    db.insertInto('models').values(values).returningAll().executeTakeFirstOrThrow(),

  remove: (db: Db, id: number) => db.deleteFrom('models').where('id', '=', id).executeTakeFirst(),
};
