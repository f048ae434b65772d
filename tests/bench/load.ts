import { randomBytes } from 'node:crypto';
// Issue 7's load figures: 200 concurrent simulated users for 60 s on a realistic mix — students loading
// their dashboard and saving conversations, admins paging tables — through the BFF over one API, both
// as their own processes. Prints errors, p50 / p99 latency, throughput and each server's peak memory.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createDb } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { seedDatabase } from '../../api/src/db/seed.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { startStack } from './servers.js';
import { ascending, percentile } from './stats.js';

/** Embedded PGlite in a directory (what `npm start` runs), or a PostgreSQL server (production). */
interface Where {
  dataDir: string;
  databaseUrl?: string;
}

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

/** How long a simulated person pauses between two rounds of requests, in milliseconds. */
interface Pace {
  name: string;
  minMs: number;
  maxMs: number;
}
// A class at work: a student's round (dashboard, then the conversation saved) every 4 to 8 s, about
// one spoken question and answer; a teacher's (two table pages) as often. LOAD_THINK_MS=min-max changes it.
const [thinkMin, thinkMax] = (process.env.LOAD_THINK_MS ?? '4000-8000').split('-').map(Number);
const realistic: Pace = { name: 'a class at work', minMs: thinkMin ?? 4000, maxMs: thinkMax ?? 8000 };
// Every person clicking again within 0.5 to 1.5 s: far past a real class, to find where the servers saturate.
const stress: Pace = { name: 'stress (0.5-1.5 s pauses)', minMs: 500, maxMs: 1500 };
const pause = (pace: Pace) =>
  new Promise((r) => setTimeout(r, pace.minMs + Math.random() * (pace.maxMs - pace.minMs)));
const ADMINS = Math.max(1, Math.round(USERS / 10));

/** The demo school plus one student per simulated student, each with an assignment to work on. */
async function seed(where: Where, students: number) {
  const db = createDb(where);
  await migrateToLatest(db);
  // The demo's lines are signed with this seed's own secret; the bench never marks them.
  await seedDatabase(db, { seedDemo: true }, randomBytes(24).toString('base64url'));
  const password_hash = await hashPassword('student123');
  const rows = Array.from({ length: students }, (_, i) => ({
    name: `Load Student ${i}`,
    username: `load${i}`,
    email: `load${i}@bench.example`,
    password_hash,
    avatar_url: null,
  }));
  const ids = await db.insertInto('users').values(rows).returning('id').execute();
  const patients = await db.selectFrom('patients').select('id').execute();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'teacher')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assignments')
    .values(
      ids.map((u, i) => ({
        student_id: u.id,
        patient_id: (patients[i % patients.length] as { id: number }).id,
        creator_id: admin.id,
        is_markable: true,
        is_note_allow: true,
        conversation_log: '[]',
      })),
    )
    .execute();
  await db.destroy();
}

function peakMemoryMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** A simulated person starts at a random moment of the first pause: a class arrives, not in one instant. */
const arrive = (pace: Pace) => new Promise((r) => setTimeout(r, Math.random() * pace.maxMs));

const seeded = new Set<string>();

async function run(label: string, where: Where, pace: Pace) {
  const database = where.databaseUrl ?? where.dataDir;
  if (!seeded.has(database)) await seed(where, USERS - ADMINS);
  seeded.add(database);
  const stack = await startStack(where);
  const pool = new Pool(stack.bffUrl, { connections: USERS });

  async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const t0 = performance.now();
    const res = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.body.json()) as {
      data?: {
        myAssignments?: { edges?: { node?: { id?: string } }[] };
        openVoiceSession?: { session?: { id?: string } };
      };
      errors?: unknown[];
    };
    const ms = performance.now() - t0;
    const failed =
      res.statusCode >= 400 || !!body.errors || JSON.stringify(body.data ?? {}).includes('Error"');
    return { ms, failed, body };
  }

  async function login(email: string, password: string) {
    const res = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($i: LoginInput!) { login(input: $i) { __typename } }',
        variables: { i: { email, password } },
      }),
    });
    await res.body.text();
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] as string;
    if (!cookie) throw new Error(`login failed for ${email}`);
    return cookie;
  }

  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const byOperation = new Map<string, number[]>();
  // Latencies by the 10-second window they ended in: shows whether the tail is the class arriving.
  const byWindow = new Map<number, number[]>();
  let startedAt = 0;
  const add = <K>(map: Map<K, number[]>, key: K, ms: number) => {
    const times = map.get(key);
    if (times) times.push(ms);
    else map.set(key, [ms]);
  };
  const record = (operation: string, r: { ms: number; failed: boolean }) => {
    requests++;
    latencies.push(r.ms);
    add(byOperation, operation, r.ms);
    add(byWindow, Math.floor((Date.now() - startedAt) / 10_000), r.ms);
    if (r.failed) errors++;
  };

  const DASHBOARD = `query { myAssignments(first: 20) { totalCount edges { node { id status createdAt patient { name } } } } }`;
  const OPEN = `mutation ($i: OpenVoiceSessionInput!) { openVoiceSession(input: $i) { ... on VoiceSessionPayload { session { id } } } }`;
  const ASK = `mutation ($i: AskPatientInput!) { askPatient(input: $i) { __typename } }`;
  const USERS_PAGE = `query ($after: String) { users(first: 50, after: $after) { totalCount edges { node { id name role email } } } }`;
  const ASSIGNED = `query { assignedPatients(first: 50) { totalCount edges { node { student { name } assignments { id status } } } } }`;

  async function student(i: number, until: number) {
    await arrive(pace);
    const cookie = await login(`load${i}@bench.example`, 'student123');
    const first = await gql(cookie, DASHBOARD);
    const assignmentId = first.body.data?.myAssignments?.edges?.[0]?.node?.id as string;
    // A question to the (built-in) patient: the reply is produced, signed and the conversation saved.
    const opened = await gql(cookie, OPEN, { i: { assignmentId } });
    const sessionId = opened.body.data?.openVoiceSession?.session?.id as string;
    let asked = 0;
    while (Date.now() < until) {
      record('student dashboard', await gql(cookie, DASHBOARD));
      const text = `Question ${asked++}: how long has this been going on?`;
      record('ask the patient', await gql(cookie, ASK, { i: { sessionId, text } }));
      await pause(pace);
    }
  }

  async function admin(until: number) {
    await arrive(pace);
    const cookie = await login('teacher@example.com', 'teacher123');
    while (Date.now() < until) {
      record('users page', await gql(cookie, USERS_PAGE));
      record('assigned patients page', await gql(cookie, ASSIGNED));
      await pause(pace);
    }
  }

  try {
    const [apiProcess, bffProcess] = stack.processes;
    const cpuAtStart = [
      cpuSeconds(apiProcess?.pid),
      cpuSeconds(bffProcess?.pid),
      process.cpuUsage(),
    ] as const;
    startedAt = Date.now();
    const until = startedAt + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: USERS - ADMINS }, (_, i) => student(i, until)),
      ...Array.from({ length: ADMINS }, () => admin(until)),
    ]);
    const elapsed = (Date.now() - startedAt) / 1000;
    const all = ascending(latencies);
    const p99 = `${percentile(all, 0.99).toFixed(1)} ms`;
    console.log(
      `\nLoad on ${label}, ${pace.name}: ${USERS} simulated users (${ADMINS} admins) for ${SECONDS} s through the BFF`,
    );
    console.table({
      result: {
        requests,
        errors,
        'req/s': Math.round(requests / elapsed),
        p50: `${percentile(all, 0.5).toFixed(1)} ms`,
        p99,
        'API peak MiB': peakMemoryMiB(apiProcess?.pid).toFixed(0),
        'BFF peak MiB': peakMemoryMiB(bffProcess?.pid).toFixed(0),
      },
    });
    console.table(
      Object.fromEntries(
        [...byOperation].map(([operation, times]) => {
          const sorted = ascending(times);
          return [
            operation,
            {
              requests: sorted.length,
              p50: `${percentile(sorted, 0.5).toFixed(1)} ms`,
              p99: `${percentile(sorted, 0.99).toFixed(1)} ms`,
              max: `${percentile(sorted, 1).toFixed(1)} ms`,
            },
          ];
        }),
      ),
    );
    console.log(
      `p99 by 10 s window: ${[...byWindow]
        .sort(([a], [b]) => a - b)
        .map(([w, times]) => `${w * 10}-${w * 10 + 10} s ${percentile(ascending(times), 0.99).toFixed(0)} ms`)
        .join(', ')}`,
    );
    const own = process.cpuUsage(cpuAtStart[2]);
    const share = (seconds: number) => `${((100 * seconds) / elapsed).toFixed(0)} % of a core`;
    console.log(
      `CPU during the run: API ${share(cpuSeconds(apiProcess?.pid) - cpuAtStart[0])}, BFF ${share(
        cpuSeconds(bffProcess?.pid) - cpuAtStart[1],
      )}, load generator ${share((own.user + own.system) / 1e6)} (the machine has 2 cores)`,
    );
    console.log(
      pace === stress
        ? `Stress: ${Math.round(requests / elapsed)} req/s served, ${errors} errors, p99 ${p99} (with the default 200 users, past what this machine can serve)`
        : `Target: no errors and p99 under 250 ms (measured ${errors} errors, p99 ${p99})`,
    );
  } finally {
    await pool.close();
    stack.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-load-'));
try {
  await run('embedded PGlite (npm start)', { dataDir }, realistic);
  // `npm run bench` passes a throwaway PostgreSQL server when Debian's postgresql is installed.
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    await run('PostgreSQL (production)', { dataDir, databaseUrl }, realistic);
    await run('PostgreSQL (production)', { dataDir, databaseUrl }, stress);
  } else {
    await run('embedded PGlite (npm start)', { dataDir }, stress);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
