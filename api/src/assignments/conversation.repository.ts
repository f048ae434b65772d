import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database, Db } from '../db/database.js';
import type { AssignmentRow, AssignmentStatus, ConversationMessage } from './assignments.table.js';

// The conversation log of an assignment, read and appended in place: the voice chat's saves send only
// the lines the API does not hold (docs/marking.md), so nothing stored travels back and forth. Its
// length (`message_count`) and the text of its last question (`last_question`, what a patient line sent
// next answers) are kept by the database beside it, so a save checks them without reading the log.

/** The stored conversation with `timings` merged into its lines by id (the column itself when none). */
const withTimings = (timings: Record<string, Record<string, number>>) =>
  Object.keys(timings).length
    ? sql`(select coalesce(jsonb_agg(case when t.timings is null then l.m
          else jsonb_set(l.m, '{timings}', coalesce(l.m->'timings', '{}'::jsonb) || t.timings) end
          order by l.i), '[]'::jsonb)
        from jsonb_array_elements(conversation_log) with ordinality as l(m, i)
        left join jsonb_each(${JSON.stringify(timings)}::jsonb) as t(id, timings) on t.id = l.m->>'id')`
    : sql`conversation_log`;

/** Where a save appends: the student's own assignment on its attempt; an autosave keeps the status. */
interface AppendTo {
  id: number;
  studentId: number;
  attempt: number;
  autosave?: boolean;
  /** Timings merged into stored lines, by line id. */
  timings?: Record<string, Record<string, number>>;
}

type AssignmentUpdate = UpdateQueryBuilder<Database, 'assignments', 'assignments', UpdateResult>;

/** The student's own open assignment, on `attempt`, with room for `adding` more lines (at most `max`). */
const ownOpenWithRoom =
  (where: { id: number; studentId: number; attempt: number }, adding: number, max: number) =>
  (q: AssignmentUpdate) =>
    q
      .where('id', '=', where.id)
      .where('student_id', '=', where.studentId)
      .where('attempt', '=', where.attempt)
      .where('status', 'in', ['assigned', 'inprogress'])
      .where(sql<boolean>`message_count + ${adding} <= ${max}`);

/** What an append answers: the assignment's status and attempt, and the conversation's new length. */
const appended = ['id', 'status', 'attempt', 'message_count as messageCount'] as const;

export const conversations = {
  /**
   * What appending to a conversation needs, without reading the conversation: its length, the text of
   * its last question, and which of `ids` it already holds.
   */
  conversationHead: (db: Db, id: number, ids: string[]) =>
    db
      .selectFrom('assignments')
      .select(['id', 'student_id', 'status', 'attempt', 'message_count as length', 'last_question'])
      .select([
        sql<string[]>`array(select l.m->>'id' from jsonb_array_elements(conversation_log) as l(m)
          where l.m->>'id' = any(${ids}::text[]))`.as('stored_ids'),
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The conversation's lines from position `from` on (0 = all), with its length, status and attempt. */
  conversationFrom: (db: Db, id: number, from: number) =>
    db
      .selectFrom('assignments')
      .select(['id', 'student_id', 'creator_id', 'status', 'attempt', 'message_count as length'])
      .select([
        sql<ConversationMessage[]>`coalesce((select jsonb_agg(l.m order by l.i)
          from jsonb_array_elements(conversation_log) with ordinality as l(m, i) where l.i > ${from}), '[]'::jsonb)`.as(
          'messages',
        ),
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  /**
   * Appends the `messages` whose id is not stored yet and merges `timings`, in one statement: only on the
   * student's own open assignment, on `attempt`, within `max` lines; undefined otherwise.
   */
  appendUnlessStored: (db: Db, where: AppendTo, messages: readonly ConversationMessage[], max: number) => {
    const fresh = sql`coalesce((select jsonb_agg(n.m order by n.j)
        from jsonb_array_elements(${JSON.stringify(messages)}::jsonb) with ordinality as n(m, j)
        where n.m->'id' is null or not conversation_log @> jsonb_build_array(jsonb_build_object('id', n.m->'id'))),
      '[]'::jsonb)`;
    return db
      .updateTable('assignments')
      .set({
        conversation_log: sql`${withTimings(where.timings ?? {})} || ${fresh}`,
        // Save Session starts the assignment (an empty save of an untouched one does not); an autosave
        // leaves the status as it is.
        ...(where.autosave
          ? {}
          : {
              status: sql<AssignmentStatus>`case when status = 'inprogress' or message_count + ${messages.length} > 0
                then 'inprogress' else 'assigned' end`,
            }),
        updated_at: new Date(),
      })
      .$call(ownOpenWithRoom(where, messages.length, max))
      .returning(appended)
      .executeTakeFirst();
  },

  /**
   * Appends `messages` and merges `timings`, in one statement, only while the stored conversation is in
   * the state their verification assumed: none of their ids stored yet and, when `lastQuestion` is
   * given, the last stored question's text exactly that; on the student's own open assignment, on
   * `attempt`, within `max` lines. Undefined otherwise (the caller then reads and verifies again).
   */
  appendAsVerified: (
    db: Db,
    where: AppendTo & {
      ids: readonly string[];
      lastQuestion?: string;
    },
    messages: readonly ConversationMessage[],
    max: number,
  ) => {
    let q = db
      .updateTable('assignments')
      .set({
        conversation_log: sql`${withTimings(where.timings ?? {})} || ${JSON.stringify(messages)}::jsonb`,
        // As for appendUnlessStored: there is at least one line, so Save Session starts the assignment.
        ...(where.autosave ? {} : { status: 'inprogress' as const }),
        updated_at: new Date(),
      })
      .$call(ownOpenWithRoom(where, messages.length, max));
    if (where.ids.length)
      q = q.where(
        sql<boolean>`not exists (select 1 from jsonb_array_elements(conversation_log) as l(m)
          where l.m->>'id' = any(${[...where.ids]}::text[]))`,
      );
    if (where.lastQuestion !== undefined)
      q = q.where(sql<boolean>`coalesce(last_question, '') = ${where.lastQuestion}`);
    return q.returning(appended).executeTakeFirst();
  },

  /**
   * Appends `messages` and merges `timings` into stored lines by id, only while the conversation is
   * still `length` long and the attempt and status as read; undefined otherwise.
   */
  appendConversation: (
    db: Db,
    read: AsRead,
    messages: readonly object[],
    timings: Record<string, Record<string, number>>,
    values: { status: AssignmentStatus },
  ) => appendWhileAsRead(db, read, messages, timings, values).returning(appended).executeTakeFirst(),

  /** As `appendConversation`, answering the whole assignment (POST assignments/store answers it). */
  storeConversation: (
    db: Db,
    read: AsRead,
    messages: readonly object[],
    timings: Record<string, Record<string, number>>,
    values: { status: AssignmentStatus },
  ) => appendWhileAsRead(db, read, messages, timings, values).returningAll().executeTakeFirst(),
};

/** The conversation as a save read it: the save holds only while it is still so. */
type AsRead = Pick<AssignmentRow, 'id' | 'attempt' | 'status'> & { length: number };

const appendWhileAsRead = (
  db: Db,
  read: AsRead,
  messages: readonly object[],
  timings: Record<string, Record<string, number>>,
  values: { status: AssignmentStatus },
) =>
  db
    .updateTable('assignments')
    .set({
      conversation_log: sql`${withTimings(timings)} || ${JSON.stringify(messages)}::jsonb`,
      status: values.status,
      updated_at: new Date(),
    })
    .where('id', '=', read.id)
    .where('attempt', '=', read.attempt)
    .where('status', '=', read.status)
    .where('message_count', '=', read.length);
