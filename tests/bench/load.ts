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

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ADMINS = Math.max(1, Math.round(USERS / 10));

/** The demo school plus one student per simulated student, each with an assignment to work on. */
async function seed(dataDir: string, students: number) {
  const db = createDb({ dataDir });
  await migrateToLatest(db);
  await seedDatabase(db, { seedDemo: true });
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

const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-load-'));
await seed(dataDir, USERS - ADMINS);
const stack = await startStack({ dataDir });
const pool = new Pool(stack.bffUrl, { connections: USERS });

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const t0 = performance.now();
  const res = await pool.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as { data?: Record<string, any>; errors?: unknown[] };
  const ms = performance.now() - t0;
  const failed = res.statusCode >= 400 || !!body.errors || JSON.stringify(body.data ?? {}).includes('Error"');
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
const record = (r: { ms: number; failed: boolean }) => {
  requests++;
  latencies.push(r.ms);
  if (r.failed) errors++;
};

const DASHBOARD = `query { myAssignments(first: 20) { totalCount edges { node { id status createdAt patient { name } } } } }`;
const SAVE = `mutation ($i: SaveConversationInput!) { saveConversation(input: $i) { __typename } }`;
const USERS_PAGE = `query ($after: String) { users(first: 50, after: $after) { totalCount edges { node { id name role email } } } }`;
const ASSIGNED = `query { assignedPatients(first: 50) { totalCount edges { node { student { name } assignments { id status } } } } }`;

async function student(i: number, until: number) {
  // Log-ins are spread over the first seconds, as a class arriving.
  const cookie = await login(`load${i}@bench.example`, 'student123');
  const first = await gql(cookie, DASHBOARD);
  const assignmentId = first.body.data?.myAssignments?.edges?.[0]?.node?.id as string;
  const messages: { text: string; isAI: boolean }[] = [];
  while (Date.now() < until) {
    record(await gql(cookie, DASHBOARD));
    messages.push({ text: `Question ${messages.length}: how long has this been going on?`, isAI: false });
    messages.push({ text: 'About two days now, doctor.', isAI: true });
    if (messages.length > 40) messages.splice(0, 2);
    record(await gql(cookie, SAVE, { i: { assignmentId, messages } }));
    await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
  }
}

async function admin(until: number) {
  const cookie = await login('teacher@example.com', 'teacher123');
  while (Date.now() < until) {
    record(await gql(cookie, USERS_PAGE));
    record(await gql(cookie, ASSIGNED));
    await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
  }
}

try {
  const started = Date.now();
  const until = started + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: USERS - ADMINS }, (_, i) => student(i, until)),
    ...Array.from({ length: ADMINS }, () => admin(until)),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const [api, bff] = stack.processes;
  console.log(`\nLoad: ${USERS} simulated users (${ADMINS} admins) for ${SECONDS} s through the BFF`);
  console.table({
    result: {
      requests,
      errors,
      'req/s': Math.round(requests / elapsed),
      p50: `${at(0.5).toFixed(1)} ms`,
      p99: `${at(0.99).toFixed(1)} ms`,
      'API peak MiB': peakMemoryMiB(api?.pid).toFixed(0),
      'BFF peak MiB': peakMemoryMiB(bff?.pid).toFixed(0),
    },
  });
  console.log(
    `Target: no errors and p99 under 250 ms (measured ${errors} errors, p99 ${at(0.99).toFixed(1)} ms)`,
  );
} finally {
  await pool.close();
  stack.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
