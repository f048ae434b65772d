// @ts-check
// The thread that owns embedded PGlite (docs/decisions.md#the-embedded-database). Plain JavaScript, so the
// same file runs from the TypeScript sources (vitest, tsx) and from api/dist, where tsc copies it
// (allowJs): Node 20 cannot load TypeScript in a worker. The main thread's side is pgliteWorker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pgliteThread.js runs as a worker thread (see pgliteWorker.ts)');

/** @type {{ dataDir?: string }} */
const { dataDir } = workerData;
// In memory without a directory, as the tests run; otherwise the directory holds the cluster.
const pg = new PGlite(dataDir);

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
    const result = await pg.query(message.sql, message.params);
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
