// Issues 7 and 16: a class through the BFF over one API, both as their own processes, the load generator
// on the same cores.
// - A class at work: LOAD_USERS people (1,000: a whole year group), nine in ten students, each round
//   loading their dashboard and asking the patient a question (the reply produced, signed and the
//   conversation saved), every 4 to 8 s; teachers paging two tables as often. Everyone signs in first, at
//   a random moment of the first pause: the sign-in burst (argon2id) is measured on its own, then the
//   class at work. Target: no errors, p99 under 250 ms.
// - Saturation: the same mix of requests offered open loop, at arrival rates stepped upward
//   (LOAD_RATES, 200 to 1,000 a second), each latency counted from the request's planned start, so a
//   queue anywhere shows. Prints the throughput at which p99 crosses 500 ms. Target: at least 600
//   requests a second served with p99 ≤ 500 ms and no errors.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createDb } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { seedDatabase } from '../../api/src/db/seed.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { type Stack, startStack } from './servers.js';
import { ascending, machineLoad, percentile } from './stats.js';

/** Embedded PGlite in a directory (what `npm start` runs), or a PostgreSQL server (production). */
interface Where {
  dataDir: string;
  databaseUrl?: string;
}

const USERS = Number(process.env.LOAD_USERS ?? 1000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ADMINS = Math.max(1, Math.round(USERS / 10));
const STUDENTS = USERS - ADMINS;
// How long a simulated person pauses between two rounds: about one spoken question and answer.
const [thinkMin = 4000, thinkMax = 8000] = (process.env.LOAD_THINK_MS ?? '4000-8000').split('-').map(Number);
const RATES = (process.env.LOAD_RATES ?? '200,400,600,650,700,750,800,1000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 15);
/** Which runs, e.g. `class-pglite,class-pg,saturation` (all by default). */
const RUNS = new Set((process.env.LOAD_RUNS ?? 'class-pglite,class-pg,saturation').split(','));
const CLASS_P99_TARGET_MS = 250;
const SATURATION_P99_MS = 500;
const SATURATION_TARGET = 600;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** The demo school plus one student per simulated student, each with an assignment to work on. */
async function seed(where: Where, students: number) {
  const db = createDb(where);
  await migrateToLatest(db);
  // The demo's lines are signed with this seed's own secret; the bench never marks them.
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

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The whole machine's busy and total CPU ticks so far, from /proc/stat. */
function machineTicks() {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** Where the CPU went between two moments: each server's, the load generator's and the machine's. */
function cpuMeter(stack: Stack) {
  const [api, bff] = stack.processes;
  const start = {
    at: performance.now(),
    api: cpuSeconds(api?.pid),
    bff: cpuSeconds(bff?.pid),
    own: process.cpuUsage(),
    machine: machineTicks(),
  };
  /** Shares of a core over the interval, and each server's CPU time per request served. */
  return (requests: number) => {
    const seconds = (performance.now() - start.at) / 1000;
    const own = process.cpuUsage(start.own);
    const machine = machineTicks();
    const apiSeconds = cpuSeconds(api?.pid) - start.api;
    const bffSeconds = cpuSeconds(bff?.pid) - start.bff;
    const pct = (s: number) => `${((100 * s) / seconds).toFixed(0)} %`;
    const perRequest = (s: number) => `${((1000 * s) / requests).toFixed(2)} ms`;
    return {
      API: pct(apiSeconds),
      BFF: pct(bffSeconds),
      'API CPU/req': perRequest(apiSeconds),
      'BFF CPU/req': perRequest(bffSeconds),
      generator: pct((own.user + own.system) / 1e6),
      'machine busy': `${((100 * (machine.busy - start.machine.busy)) / (machine.total - start.machine.total)).toFixed(0)} %`,
    };
  };
}

const DASHBOARD = `query { myAssignments(first: 20) { totalCount edges { node { id status createdAt patient { name } } } } }`;
const OPEN = `mutation ($i: OpenVoiceSessionInput!) { openVoiceSession(input: $i) { ... on VoiceSessionPayload { session { id } } } }`;
const ASK = `mutation ($i: AskPatientInput!) { askPatient(input: $i) { __typename } }`;
const USERS_PAGE = `query ($after: String) { users(first: 50, after: $after) { totalCount edges { node { id name role email } } } }`;
const ASSIGNED = `query { assignedPatients(first: 50) { totalCount edges { node { student { name } assignments { id status } } } } }`;

interface Student {
  cookie: string;
  sessionId: string;
  asked: number;
}

/** Latencies, errors and counts, overall, by operation and by 10-second window (with each server's CPU then). */
function recorder(stack?: Stack) {
  const latencies: number[] = [];
  const byOperation = new Map<string, number[]>();
  const byWindow = new Map<number, number[]>();
  const startedAt = performance.now();
  // Each server's CPU seconds at the start of each window: a window's CPU per request shows what grows.
  const [apiProcess, bffProcess] = stack?.processes ?? [];
  const cpuAt: { api: number; bff: number }[] = [];
  const sample = () => cpuAt.push({ api: cpuSeconds(apiProcess?.pid), bff: cpuSeconds(bffProcess?.pid) });
  sample();
  const sampler = stack ? setInterval(sample, 10_000) : undefined;
  let errors = 0;
  let lastAt = startedAt;
  const add = <K>(map: Map<K, number[]>, key: K, ms: number) => {
    const times = map.get(key);
    if (times) times.push(ms);
    else map.set(key, [ms]);
  };
  return {
    record(operation: string, r: { ms: number; failed: boolean }) {
      latencies.push(r.ms);
      lastAt = performance.now();
      add(byOperation, operation, r.ms);
      add(byWindow, Math.floor((lastAt - startedAt) / 10_000), r.ms);
      if (r.failed) errors++;
    },
    summary() {
      const all = ascending(latencies);
      const seconds = (lastAt - startedAt) / 1000;
      return {
        requests: all.length,
        errors,
        perSecond: all.length / seconds,
        p50: percentile(all, 0.5),
        p99: percentile(all, 0.99),
      };
    },
    byOperation() {
      return Object.fromEntries(
        [...byOperation].map(([operation, times]) => {
          const sorted = ascending(times);
          return [
            operation,
            {
              requests: sorted.length,
              p50: fmt(percentile(sorted, 0.5)),
              p99: fmt(percentile(sorted, 0.99)),
              max: fmt(percentile(sorted, 1)),
            },
          ];
        }),
      );
    },
    byWindow: () =>
      [...byWindow]
        .sort(([a], [b]) => a - b)
        .map(([w, times]) => `${w * 10}-${w * 10 + 10} s ${percentile(ascending(times), 0.99).toFixed(0)} ms`)
        .join(', '),
    /** Per 10-second window: requests answered, p99, and each server's share of a core and CPU per request. */
    windows() {
      clearInterval(sampler);
      sample();
      const rows: Record<string, Record<string, string | number>> = {};
      for (const [w, times] of [...byWindow].sort(([a], [b]) => a - b)) {
        const [from, to] = [cpuAt[w], cpuAt[w + 1]];
        const cpu = (k: 'api' | 'bff') => (from && to ? to[k] - from[k] : Number.NaN);
        rows[`${w * 10}-${w * 10 + 10} s`] = {
          requests: times.length,
          p99: fmt(percentile(ascending(times), 0.99)),
          API: `${(10 * cpu('api')).toFixed(0)} %`,
          BFF: `${(10 * cpu('bff')).toFixed(0)} %`,
          'API CPU/req': `${((1000 * cpu('api')) / times.length).toFixed(2)} ms`,
          'BFF CPU/req': `${((1000 * cpu('bff')) / times.length).toFixed(2)} ms`,
        };
      }
      return rows;
    },
  };
}

/** What the sign-in reads of an answer. */
interface Answer {
  data?: {
    myAssignments?: { edges?: { node?: { id?: string } }[] };
    openVoiceSession?: { session?: { id?: string } };
  };
}

/** The GraphQL client of the simulated people, each latency counted from `plannedAt` (now by default). */
function client(bffUrl: string, connections: number) {
  const pool = new Pool(bffUrl, { connections, pipelining: 1 });
  async function gql(
    cookie: string,
    query: string,
    variables: Record<string, unknown> = {},
    plannedAt = performance.now(),
  ) {
    let failed = false;
    let text = '';
    try {
      const res = await pool.request({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      text = await res.body.text();
      // Judged on the answer's text, not parsed (the generator shares the cores it measures): an error
      // list, or a result union's error type ("…Error" as a __typename).
      failed = res.statusCode >= 400 || text.includes('"errors":') || text.includes('Error"');
    } catch {
      failed = true;
    }
    const ms = performance.now() - plannedAt;
    return { ms, failed, data: () => (text ? (JSON.parse(text) as Answer).data : undefined) };
  }
  /** Signs in; a refusal (a sign-in queued past the BFF's timeout) is tried again after a pause, as a person would. */
  async function login(email: string, password: string) {
    const t0 = performance.now();
    for (let attempt = 1; ; attempt++) {
      const cookie = await loginOnce(email, password);
      if (cookie) return { cookie, ms: performance.now() - t0, attempts: attempt };
      if (attempt === 5) throw new Error(`login failed five times for ${email}`);
      await sleep(1000);
    }
  }
  async function loginOnce(email: string, password: string) {
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
    return String(res.headers['set-cookie'] ?? '').split(';')[0] as string;
  }
  return { gql, login, close: () => pool.close() };
}

/**
 * The class signs in, each person at a random moment of the first pause, and opens their work: the
 * sign-in burst, measured on its own (argon2id is meant to be slow; it is not the steady state).
 */
async function signIn(c: ReturnType<typeof client>, label: string) {
  const signInMs: number[] = [];
  let retried = 0;
  const t0 = performance.now();
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i): Promise<Student> => {
      await sleep(Math.random() * thinkMax);
      const { cookie, ms, attempts } = await c.login(`load${i}@bench.example`, 'student123');
      signInMs.push(ms);
      retried += attempts - 1;
      const first = await c.gql(cookie, DASHBOARD);
      const assignmentId = first.data()?.myAssignments?.edges?.[0]?.node?.id as string;
      const opened = await c.gql(cookie, OPEN, { i: { assignmentId } });
      const sessionId = opened.data()?.openVoiceSession?.session?.id as string;
      if (!sessionId) throw new Error(`load${i} could not open a voice session`);
      return { cookie, sessionId, asked: 0 };
    }),
  );
  const teachers = await Promise.all(
    Array.from({ length: ADMINS }, async () => {
      await sleep(Math.random() * thinkMax);
      const { cookie, ms, attempts } = await c.login('teacher@example.com', 'teacher123');
      signInMs.push(ms);
      retried += attempts - 1;
      return cookie;
    }),
  );
  const sorted = ascending(signInMs);
  console.log(
    `\nSign-in burst on ${label}: ${USERS} people signing in within ${(thinkMax / 1000).toFixed(0)} s ` +
      `(argon2id, at most cores − 1 hashes at a time): all in and working after ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `a sign-in p50 ${fmt(percentile(sorted, 0.5))}, p99 ${fmt(percentile(sorted, 0.99))}, ${retried} tried again (${machineLoad()})`,
  );
  return { students, teachers };
}

const ask = (c: ReturnType<typeof client>, s: Student, plannedAt?: number) =>
  c.gql(
    s.cookie,
    ASK,
    { i: { sessionId: s.sessionId, text: `Question ${s.asked++}: how long has this been going on?` } },
    plannedAt,
  );

const seeded = new Set<string>();
async function prepare(where: Where) {
  const database = where.databaseUrl ?? where.dataDir;
  if (!seeded.has(database)) await seed(where, STUDENTS);
  seeded.add(database);
  return startStack(where);
}

async function classAtWork(label: string, where: Where) {
  const stack = await prepare(where);
  const c = client(stack.bffUrl, USERS);
  try {
    const { students, teachers } = await signIn(c, label);
    const rec = recorder(stack);
    const cpu = cpuMeter(stack);
    // The servers' CPU profiles (BENCH_NODE_ARGS=--cpu-prof) keep time on this clock: bench/profile.ts
    // cuts them to a window of the class at work.
    if (process.env.BENCH_NODE_ARGS?.includes('--cpu-prof'))
      console.log(`The class at work starts at ${process.hrtime.bigint() / 1000n} µs on the profiles' clock`);
    const until = Date.now() + SECONDS * 1000;
    const pause = () => sleep(thinkMin + Math.random() * (thinkMax - thinkMin));
    await Promise.all([
      ...students.map(async (s) => {
        await sleep(Math.random() * thinkMax);
        while (Date.now() < until) {
          rec.record('student dashboard', await c.gql(s.cookie, DASHBOARD));
          rec.record('ask the patient', await ask(c, s));
          await pause();
        }
      }),
      ...teachers.map(async (cookie) => {
        await sleep(Math.random() * thinkMax);
        while (Date.now() < until) {
          rec.record('users page', await c.gql(cookie, USERS_PAGE));
          rec.record('assigned patients page', await c.gql(cookie, ASSIGNED));
          await pause();
        }
      }),
    ]);
    const r = rec.summary();
    const [api, bff] = stack.processes;
    console.log(
      `\nA class at work on ${label}: ${USERS} people (${ADMINS} teachers), ${thinkMin / 1000}-${thinkMax / 1000} s pauses, ${SECONDS} s, signed in (${machineLoad()})`,
    );
    console.table({
      result: {
        requests: r.requests,
        errors: r.errors,
        'req/s': Math.round(r.perSecond),
        p50: fmt(r.p50),
        p99: fmt(r.p99),
        'API peak MiB': peakMemoryMiB(api?.pid).toFixed(0),
        'BFF peak MiB': peakMemoryMiB(bff?.pid).toFixed(0),
        ...cpu(r.requests),
      },
    });
    console.table(rec.byOperation());
    console.log(`p99 by 10 s window: ${rec.byWindow()}`);
    // A window's CPU is read when it ends; its requests are those answered in it (the last is short).
    console.table(rec.windows());
    console.log(
      `Target (${label}, ${USERS} people): no errors and p99 under ${CLASS_P99_TARGET_MS} ms: measured ${r.errors} errors, p99 ${fmt(r.p99)}: ${
        r.errors === 0 && r.p99 < CLASS_P99_TARGET_MS ? 'met' : 'NOT met'
      }`,
    );
  } finally {
    await c.close();
    stack.stop();
    await sleep(500);
  }
}

/** The class's mix of requests offered at `rate` a second (Poisson arrivals) for `seconds`. */
async function offer(
  c: ReturnType<typeof client>,
  people: { students: Student[]; teachers: string[] },
  rate: number,
  seconds: number,
) {
  const rec = recorder();
  // A student asks one question at a time: a question goes to a student with none in flight.
  const idle = [...people.students].sort(() => Math.random() - 0.5);
  const waiting: ((s: Student) => void)[] = [];
  const take = () => idle.pop() ?? new Promise<Student>((resolve) => waiting.push(resolve));
  const release = (s: Student) => {
    const next = waiting.shift();
    if (next) next(s);
    else idle.unshift(s);
  };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const inFlight = new Set<Promise<void>>();
  const fire = (plannedAt: number) => {
    const roll = Math.random();
    const p = (async () => {
      if (roll < 0.45)
        rec.record('student dashboard', await c.gql(pick(people.students).cookie, DASHBOARD, {}, plannedAt));
      else if (roll < 0.9) {
        const s = await take();
        try {
          rec.record('ask the patient', await ask(c, s, plannedAt));
        } finally {
          release(s);
        }
      } else if (roll < 0.95)
        rec.record('users page', await c.gql(pick(people.teachers), USERS_PAGE, {}, plannedAt));
      else rec.record('assigned patients page', await c.gql(pick(people.teachers), ASSIGNED, {}, plannedAt));
    })();
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = start;
  while (next < end) {
    // Always yield, even for less than a millisecond: a loop that waited by spinning took the cores the
    // servers are measured on, and held back the answers it was timing.
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    for (
      const now = performance.now();
      next <= now && next < end;
      next += (-Math.log(1 - Math.random()) * 1000) / rate
    )
      fire(next);
  }
  await Promise.all(inFlight);
  return rec;
}

async function saturation(label: string, where: Where) {
  const stack = await prepare(where);
  const c = client(stack.bffUrl, 1024);
  try {
    const people = await signIn(c, label);
    await offer(c, people, (RATES[0] ?? 200) / 2, 5); // warm-up, not counted
    const rows: Record<string, Record<string, string | number>> = {};
    let best: { offered: number; served: number } | null = null;
    let crossed: number | null = null;
    for (const rate of RATES) {
      const cpu = cpuMeter(stack);
      const rec = await offer(c, people, rate, STEP_SECONDS);
      const r = rec.summary();
      rows[`${rate} req/s offered`] = {
        served: Math.round(r.perSecond),
        errors: r.errors,
        p50: fmt(r.p50),
        p99: fmt(r.p99),
        ...cpu(r.requests),
        load: machineLoad().replace('load average ', ''),
      };
      if (r.p99 > SATURATION_P99_MS || r.errors) {
        crossed = rate;
        console.log(`  at ${rate} req/s offered, by operation:`);
        console.table(rec.byOperation());
        break;
      }
      best = { offered: rate, served: r.perSecond };
      await sleep(2000);
    }
    console.log(
      `\nSaturation on ${label}: the class's mix offered open loop, ${STEP_SECONDS} s a step, ${USERS} people signed in`,
    );
    console.table(rows);
    const served = best ? Math.round(best.served) : 0;
    console.log(
      `Target (${label}): at least ${SATURATION_TARGET} req/s with p99 ≤ ${SATURATION_P99_MS} ms and no errors: ` +
        `${served} req/s served at ${best?.offered ?? 0} req/s offered` +
        (crossed
          ? `; p99 crossed ${SATURATION_P99_MS} ms (or errors came) at ${crossed} req/s offered`
          : `; p99 never crossed ${SATURATION_P99_MS} ms up to ${RATES.at(-1)} req/s`) +
        `: ${served >= SATURATION_TARGET ? 'met' : 'NOT met'}`,
    );
  } finally {
    await c.close();
    stack.stop();
    await sleep(500);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-load-'));
try {
  // `npm run bench` passes a throwaway PostgreSQL server when Debian's postgresql is installed.
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (RUNS.has('class-pglite')) await classAtWork('embedded PGlite (npm start)', { dataDir });
  if (databaseUrl) {
    if (RUNS.has('class-pg')) await classAtWork('PostgreSQL (production)', { dataDir, databaseUrl });
    if (RUNS.has('saturation')) await saturation('PostgreSQL (production)', { dataDir, databaseUrl });
  } else if (RUNS.has('saturation')) {
    await saturation('embedded PGlite (npm start)', { dataDir });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
