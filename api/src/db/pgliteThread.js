// @ts-check
// The thread that owns embedded PGlite (docs/decisions.md#the-embedded-database). Plain JavaScript, so the
// same file runs from the TypeScript sources (vitest, tsx) and from api/dist, where tsc copies it
// (allowJs): Node 20 cannot load TypeScript in a worker. The main thread's side is pgliteWorker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pgliteThread.js runs as a worker thread (see pgliteWorker.ts)');

/** @type {{ dataDir?: string }} */
const { dataDir } = workerData;
// In memory without a directory, as the tests run; otherwise the directory holds the cluster.
const pg = new PGlite(dataDir);

// Each statement is prepared once, under a name, and then run by name: PGlite's `query` parses,
// describes and plans the text again on every call, in six calls into WebAssembly, which cost more than
// most of the API's statements themselves (three to five times the CPU, measured: tests/bench/README.md,
// issue 28, item 6). Kysely compiles each query shape to the same text, so the API sends a few hundred
// texts; the least recently used goes first past `preparedMax`. Any statement but a query, an insert, an
// update, a delete or a transaction's begin and end may change the schema: it runs as before and the
// prepared statements are forgotten, so none runs on a plan of a schema that has changed.
const preparedMax = 500;
/** @type {Map<string, { name: string, types: number[] }>} statement text → its name and parameter types */
const prepared = new Map();
/** Names of statements forgotten but still held by PostgreSQL, closed when no transaction is open. */
/** @type {string[]} */
let forgotten = [];
let named = 0;
const dml = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;
const transactionControl = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;

/** @param {Uint8Array[]} messages */
function batch(messages) {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/** Closes the forgotten statements, between transactions (a failed transaction would refuse it). */
async function closeForgotten() {
  if (!forgotten.length || pg.isInTransaction()) return;
  const names = forgotten;
  forgotten = [];
  await pg.execProtocol(
    batch([...names.map((name) => protocol.serialize.close({ type: 'S', name })), protocol.serialize.sync()]),
    { throwOnError: false, syncToFs: false },
  );
}

/**
 * Runs `sql` as a prepared statement: what PGlite's `query` answers, rows parsed by the same parsers and
 * parameters serialised by the same serialisers, an error with the same fields.
 * @param {string} sql
 * @param {unknown[]} params
 * @returns {Promise<{ rows: unknown[], affectedRows?: number }>}
 */
async function runPrepared(sql, params) {
  try {
    await closeForgotten();
    let statement = prepared.get(sql);
    if (statement) {
      // Most recently used last.
      prepared.delete(sql);
      prepared.set(sql, statement);
    } else {
      const name = `anamnesis_${++named}`;
      const { messages } = await pg.execProtocol(
        batch([
          protocol.serialize.parse({ name, text: sql, types: [] }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(messages) };
      prepared.set(sql, statement);
      if (prepared.size > preparedMax) {
        const [oldest] = prepared;
        if (oldest) {
          prepared.delete(oldest[0]);
          forgotten.push(oldest[1].name);
        }
      }
    }
    const { types } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pg.serializers[types[i] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await pg.execProtocol(
      batch([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, pg.parsers);
    return result ?? { rows: [] };
  } catch (error) {
    // As PGlite's query marks its errors.
    if (error && typeof error === 'object') Object.assign(error, { query: sql, params });
    throw error;
  }
}

/**
 * @param {string} sql
 * @param {unknown[]} params
 * @returns {Promise<{ rows: unknown[], affectedRows?: number }>}
 */
async function runQuery(sql, params) {
  if (dml.test(sql)) {
    // PGlite's query waits for the database to be open; its protocol calls do not.
    await pg.waitReady;
    return runPrepared(sql, params);
  }
  try {
    return await pg.query(sql, params);
  } finally {
    if (!transactionControl.test(sql) && prepared.size) {
      for (const { name } of prepared.values()) forgotten.push(name);
      prepared.clear();
    }
  }
}

/**
 * @typedef {{ conn: number, id: number, sql: string, params: unknown[], begin?: true }} Query
 *   `begin`: the query that opens a transaction of connection `conn`.
 * @typedef {{ conn: number, release: true }} Release  The end of connection `conn`'s transaction.
 * @typedef {{ conn: 0, id: number, close: true }} Close
 */

/**
 * The fields the API reads from a database error (code, detail, constraint…: errorToResponse in
 * lib/router.ts), as plain values: structured clone keeps only an Error's message and stack.
 * @param {unknown} error
 */
function errorFields(error) {
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        fields[key] = value;
      }
    }
  }
  fields.message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && !('name' in fields)) fields.name = error.name;
  return fields;
}

/** @param {Query | Close} message */
async function run(message) {
  const { id } = message;
  try {
    if ('close' in message) {
      await pg.close();
      port?.postMessage({ id });
      // Nothing else keeps this thread alive: it ends once the reply is sent.
      port?.close();
      return;
    }
    const result = await runQuery(message.sql, message.params);
    port?.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    // A query's own failure (or rows that cannot be cloned): only this query fails.
    port?.postMessage({ id, error: errorFields(error) });
  }
}

// PGlite is one session. The main thread sends queries without waiting for the ones before (so this
// thread never idles while the API's thread is busy); they run one at a time, in the order sent. Only a
// transaction needs the session to itself: from its `begin` to its connection's release, the other
// connections' queries wait here, in order. run never rejects.
let tail = Promise.resolve();
/** The connection whose transaction is open, 0 when none. */
let owner = 0;
/** @type {(Query | Release)[]} */
let waiting = [];

/** @param {Query | Release | Close} message */
function receive(message) {
  if ('close' in message) {
    tail = tail.then(() => run(message));
    return;
  }
  if (owner !== 0 && message.conn !== owner) {
    waiting.push(message);
    return;
  }
  if ('release' in message) {
    if (message.conn !== owner) return; // no transaction was opened on it
    owner = 0;
    const queued = waiting;
    waiting = [];
    // Each may open a transaction in turn: those after it wait again.
    for (const m of queued) receive(m);
    return;
  }
  if (message.begin) owner = message.conn;
  tail = tail.then(() => run(message));
}

port.on('message', (message) => {
  // Anything else is a bug in pgliteWorker.ts: thrown, it ends this thread and fails every pending query.
  if (typeof message?.conn !== 'number') throw new TypeError('pgliteThread: a message without a connection');
  receive(message);
});
