// @ts-check
// The thread that owns embedded PGlite (docs/decisions.md#the-embedded-database). Plain
// JavaScript, so the same file runs from the TypeScript sources (vitest, tsx) and from api/dist, where tsc
// copies it (allowJs): Node 20 cannot load TypeScript in a worker. The main thread's side and the messages
// are in pgliteWorker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pgliteThread.js runs as a worker thread (see pgliteWorker.ts)');

/** @type {{ dataDir?: string }} */
const { dataDir } = workerData;
// In memory without a directory, as the tests run; otherwise the directory holds the cluster.
const pg = new PGlite(dataDir);

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

/** @param {{ id: number, sql?: string, params?: unknown[], close?: true }} message */
async function handle(message) {
  const { id } = message;
  try {
    if (message.close) {
      await pg.close();
      port?.postMessage({ id });
      // Nothing else keeps this thread alive: it ends once the reply is sent.
      port?.close();
      return;
    }
    if (typeof message.sql !== 'string') throw new TypeError('pgliteThread: a message without sql');
    const result = await pg.query(message.sql, message.params);
    port?.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    // A query's own failure (or rows that cannot be cloned): only this query fails.
    port?.postMessage({ id, error: errorFields(error) });
  }
}

// One at a time, in the order sent: a close waits for the queries before it. handle never rejects.
let tail = Promise.resolve();
port.on('message', (message) => {
  if (typeof message?.id !== 'number') throw new TypeError('pgliteThread: a message without an id');
  tail = tail.then(() => handle(message));
});
