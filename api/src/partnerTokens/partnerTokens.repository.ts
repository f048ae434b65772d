import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PartnerTokensTable } from './partnerTokens.table.js';

export const partnerTokens = {
  findByHash: (db: Db, hash: string) =>
    db.selectFrom('partner_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst(),

  findById: (db: Db, id: number) =>
    db.selectFrom('partner_tokens').selectAll().where('id', '=', id).executeTakeFirst(),

  async list(db: Db, o: { limit?: number; offset: number }) {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('partner_tokens')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$if(o.limit !== undefined, (q) => q.limit(o.limit as number).offset(o.offset))
        .execute(),
      db.selectFrom('partner_tokens').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  insert: (db: Db, values: Insertable<PartnerTokensTable>) =>
    db.insertInto('partner_tokens').values(values).returningAll().executeTakeFirstOrThrow(),

  revoke: (db: Db, id: number) =>
    db
      .updateTable('partner_tokens')
      .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  touch: (db: Db, id: number) =>
    db.updateTable('partner_tokens').set({ last_used_at: sql<Date>`now()` }).where('id', '=', id).execute(),
};
