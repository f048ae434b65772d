// Embedded PGlite in a worker thread, and a Kysely dialect that sends it each compiled query
// (docs/decisions.md#the-embedded-database): PGlite runs every query synchronously in
// WebAssembly, which on the API's own thread stalled every other request. The thread's code is
// pgliteThread.js.
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  /** A database error's own fields (code, detail, constraint…), as plain values. */
  error?: Record<string, unknown> & { message: string };
}

interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/** One PGlite database, owned by a worker thread: in memory when `dataDir` is undefined. */
export class PGliteWorker {
  /** The thread itself: tests end it to check that pending queries fail. */
  readonly worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextConn = 1;
  /** Why no more query can run: the thread failed, ended, or was closed. */
  #failure: Error | undefined;
  #closing: Promise<void> | undefined;

  constructor(dataDir?: string) {
    this.worker = new Worker(new URL('./pgliteThread.js', import.meta.url), { workerData: { dataDir } });
    // Like an idle in-process PGlite, an idle thread does not keep the process alive; a pending query does
    // (see #send).
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#settled(reply.id);
      pending.resolve(reply);
    });
    this.worker.on('error', (error: unknown) =>
      this.#fail(
        new Error(`PGlite's worker thread failed: ${error instanceof Error ? error.message : error}`),
      ),
    );
    this.worker.on('messageerror', (error) =>
      this.#fail(new Error(`PGlite's worker thread sent a message that cannot be read: ${error.message}`)),
    );
    this.worker.on('exit', (code) =>
      this.#fail(new Error(`PGlite's worker thread ended (exit code ${code})`)),
    );
  }

  /**
   * Rows as the in-process PGlite returns them (Dates, jsonb objects, numbers, bigints…). Sent at once,
   * without waiting for the queries before: the thread runs them in order, and holds those of other
   * connections while `conn` has a transaction open (from its `begin` to release(conn)).
   */
  async query(
    sql: string,
    params: readonly unknown[],
    opts: { conn?: number; begin?: true } = {},
  ): Promise<{ rows: unknown[]; affectedRows?: number }> {
    const reply = await this.#send({ conn: opts.conn ?? 0, sql, params, begin: opts.begin });
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return { rows: reply.rows ?? [], affectedRows: reply.affectedRows };
  }

  /** A new connection's number, for query's `conn`. */
  connection(): number {
    return this.#nextConn++;
  }

  /** Ends `conn`'s transaction: the other connections' queries run again. */
  release(conn: number) {
    if (!this.#failure) this.worker.postMessage({ conn, release: true });
  }

  /** Closes PGlite (after the queries already sent) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (this.#failure) return;
        const closed = this.#send({ conn: 0, close: true });
        // Queries sent from now on fail at once instead of reaching a closed PGlite.
        this.#failure = new Error('The PGlite database is closed');
        const reply = await closed;
        if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.#closing;
  }

  #send(
    message:
      | { conn: number; sql: string; params: readonly unknown[]; begin?: true }
      | { conn: 0; close: true },
  ): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<Reply>((resolve, reject) => {
      try {
        this.worker.postMessage({ id, ...message });
      } catch (error) {
        // A parameter structured clone cannot copy (a function, say): only this query fails.
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.worker.unref();
  }

  /** Rejects every pending query, and every later one, with `error`: none is left waiting for ever. */
  #fail(error: Error) {
    this.#failure ??= error;
    for (const [id, pending] of this.#pending) {
      this.#settled(id);
      pending.reject(this.#failure);
    }
  }
}

class PGliteWorkerConnection implements DatabaseConnection {
  readonly id: number;
  /** Whether a transaction was begun on it: its release lets the other connections run again. */
  inTransaction = false;

  constructor(private readonly client: PGliteWorker) {
    this.id = client.connection();
  }

  async executeQuery<R>(compiledQuery: CompiledQuery, begin?: true): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.client.query(compiledQuery.sql, compiledQuery.parameters, {
      conn: this.id,
      begin,
    });
    // As kysely-pglite-dialect (used before) did: no count when none was affected.
    if (affectedRows) return { rows: rows as R[], numAffectedRows: BigInt(affectedRows) };
    return { rows: rows as R[] };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/**
 * PGlite is a single session. kysely-pglite-dialect (used before) lent it to one caller at a time, so
 * the thread idled while this one was busy; here every caller gets a connection at once and the thread
 * keeps a transaction's session to itself (pgliteThread.js).
 */
class PGliteWorkerDriver implements Driver {
  constructor(private readonly client: PGliteWorker) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteWorkerConnection(this.client);
  }

  async releaseConnection(connection: PGliteWorkerConnection): Promise<void> {
    if (connection.inTransaction) this.client.release(connection.id);
  }

  // As Kysely's PostgresDriver begins one.
  async beginTransaction(connection: PGliteWorkerConnection, settings: TransactionSettings) {
    let sql = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      sql = 'start transaction';
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) sql += ` ${settings.accessMode}`;
    }
    connection.inTransaction = true;
    await connection.executeQuery(CompiledQuery.raw(sql), true);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.client.close();
  }
}

/** PostgreSQL's SQL and adapter, queries run by a PGliteWorker. */
export class PGliteWorkerDialect implements Dialect {
  constructor(private readonly client: PGliteWorker) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteWorkerDriver(this.client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
