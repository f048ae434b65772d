import { randomBytes } from 'node:crypto';
import { serviceCredential, serviceHeader } from '@anamnesis/contract';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { type ApiServer, createApiServer } from '../app.js';
import { type ApiConfig, loadConfig } from '../config.js';
import { createDb, type Db } from '../db/database.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  db: Db;
  server: ApiServer;
  /** JSON over real HTTP; `token` becomes a bearer header. */
  call(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<Reply>;
  login(email: string, password: string): Promise<string>;
  /**
   * A conversation as the BFF sends it: ids on every line (unique to the assignment of this student and
   * patient), and on each patient line its ledger and the question it answers (the student line before
   * it). Sent with `service` headers, its patient lines count (docs/trust.md); with a student's token
   * alone, they do not.
   */
  serverLines<M extends { text: string; isAI: boolean; id?: string | number }>(
    studentId: number,
    patientId: number,
    messages: M[],
  ): Promise<(M & { id: string | number; facts?: string[]; answers?: string })[]>;
  /** The BFF's service credential as a header, for `call`'s `headers`. */
  service: Record<string, string>;
  /** Tokens for the demo accounts: admin (super), teacher (admin), student, priya, luis, mei. */
  demoTokens(): Promise<Record<DemoAccount, string>>;
  /**
   * Records the SQL of every statement the server runs from now on (its `services.db`), until `stop`:
   * for tests that hold a request to a number of statements.
   */
  recordStatements(): { sql: string[]; stop(): void };
  stop(): Promise<void>;
}

export type DemoAccount = 'admin' | 'teacher' | 'student' | 'priya' | 'luis' | 'mei';
const demoLogins: Record<DemoAccount, [string, string]> = {
  admin: ['admin@example.com', 'admin123'],
  teacher: ['teacher@example.com', 'teacher123'],
  student: ['student@example.com', 'student123'],
  priya: ['priya@example.com', 'student123'],
  luis: ['luis@example.com', 'student123'],
  mei: ['mei@example.com', 'student123'],
};

/**
 * A fresh API on a free port over real HTTP. On PGlite in memory by default; when TEST_DATABASE_URL
 * points at a PostgreSQL server (scripts/test.sh starts one), in a new database of its own.
 */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `anamnesis_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config: ApiConfig = {
    ...base,
    port: 0,
    dataDir: 'memory',
    databaseUrl,
    secretKey: randomBytes(24).toString('base64url'),
    seedDemo: true,
    ...overrides,
  };
  const db = createDb(config);
  const server = createApiServer(config, db);
  const url = await server.start();

  const call: TestApi['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}/api/v1${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body, headers: res.headers };
  };
  const login = async (email: string, password: string) => {
    const r = await call('POST', '/auth/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  const serverLines: TestApi['serverLines'] = async (studentId, patientId, messages) => {
    const a = await db
      .selectFrom('assignments')
      .select(['id', 'attempt'])
      .where('student_id', '=', studentId)
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
    let question = '';
    return messages.map((m, i) => {
      const id = m.id ?? `line-${a.id}-${a.attempt}-${i}`;
      if (!m.isAI) {
        question = m.text;
        return { ...m, id };
      }
      return { ...m, id, facts: [], answers: question };
    });
  };
  let cached: Record<DemoAccount, string> | undefined;
  const recordStatements: TestApi['recordStatements'] = () => {
    const plain = server.services.db;
    const sql: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        sql.push(plain.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    server.services.db = plain.withPlugin(recorder);
    return {
      sql,
      stop() {
        server.services.db = plain;
      },
    };
  };
  return {
    serverLines,
    service: { [serviceHeader]: serviceCredential(server.services.secretKey) },
    recordStatements,
    url,
    // The server's own handle: what tests write goes through the same plugins (the account cache).
    db: server.services.db,
    server,
    call,
    login,
    async demoTokens() {
      if (!cached) {
        const entries = await Promise.all(
          Object.entries(demoLogins).map(async ([k, [e, p]]) => [k, await login(e, p)] as const),
        );
        cached = Object.fromEntries(entries) as Record<DemoAccount, string>;
      }
      return cached;
    },
    async stop() {
      await server.stop();
      await dropDatabase();
    },
  };
}
