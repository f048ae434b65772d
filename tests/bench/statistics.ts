// The statistics (issue 17, docs/partners.md) over a school with 10,000 marked assignments: the REST
// GET /statistics (every section) and the Statistics page's GraphQL query, p50 / p99 one request at a
// time; and the whole marks export. Target: the statistics under 200 ms at p50.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { seedDatabase } from '../../api/src/db/seed.js';
import { login, startStack } from './servers.js';
import { ascending, percentile } from './stats.js';

const ASSIGNMENTS = Number(process.env.STATISTICS_ASSIGNMENTS ?? 10_000);
const RUNS = Number(process.env.STATISTICS_RUNS ?? 40);
const CASES = 4;

/** The demo school, then ASSIGNMENTS / 4 students in 20 rooms, each with a marked assignment of every case. */
async function seed(where: { dataDir: string; databaseUrl?: string }) {
  const db = createDb(where);
  await migrateToLatest(db);
  await seedDatabase(db, {
    seedDemo: !where.databaseUrl,
    adminEmail: 'admin@example.com',
    adminPassword: 'admin123',
  });
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('is_super_admin', '=', true)
    .executeTakeFirstOrThrow();
  const rooms = await db
    .insertInto('rooms')
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `Bench room ${i}`, room_number: `BR${i}` })))
    .returning('id')
    .execute();
  const patients = await db
    .insertInto('patients')
    .values(
      Array.from({ length: CASES }, (_, i) => ({
        name: `Bench case ${i}`,
        answer: 'x',
        voice_model: 'aura-asteria-en',
        mandatory_questions: '',
        medical_history: '',
        predefined_treatments: '',
      })),
    )
    .returning('id')
    .execute();
  const students = ASSIGNMENTS / CASES;
  const questions = [
    'Onset',
    'Duration',
    'Character',
    'Radiation',
    'Allergies',
    'Medications',
    'Family history',
    'Smoking',
  ];
  const symptoms = ['Fever', 'Cough', 'Chest pain', 'Fatigue', 'Nausea', 'Dyspnoea'];
  for (let start = 0; start < students; start += 500) {
    const ids = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(500, students - start) }, (_, i) => ({
          name: `Bench student ${start + i}`,
          username: `benchstudent${start + i}`,
          email: `benchstudent${start + i}@bench.example`,
          password_hash: 'x',
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('room_students')
      .values(
        ids.map((u, i) => ({
          student_id: u.id,
          room_id: (rooms[(start + i) % rooms.length] as { id: number }).id,
        })),
      )
      .execute();
    const rows = ids.flatMap((u, i) =>
      patients.map((p, k) => {
        const n = (start + i) * CASES + k;
        const mq = (n * 7) % 46;
        const sy = (n * 11) % 41;
        const dx = n % 3 === 0 ? 10 : n % 3 === 1 ? 5 : 0;
        const tx = n % 6;
        const day = new Date(Date.UTC(2026, 8, 1) + (n % 90) * 86_400_000);
        const lines = Array.from({ length: 16 }, (_, j) => ({
          id: `l${j}`,
          text:
            j % 2 ? 'The patient answers at some length about the complaint.' : 'What brings you in today?',
          isAI: j % 2 === 1,
          timestamp: new Date(day.getTime() + j * 20_000).toISOString(),
          ...(j % 2 === 0 && n % 2 === 0 ? { spoken: true } : {}),
        }));
        return {
          student_id: u.id,
          patient_id: p.id,
          creator_id: admin.id,
          status: 'marked' as const,
          is_markable: true,
          mandatory_question_score: mq,
          symptoms_score: sy,
          diagnosis_score: dx,
          treatment_score: tx,
          score: mq + sy + dx + tx,
          marked_by: 'Anamnesis built-in grader',
          submitted_at: day,
          marked_at: new Date(day.getTime() + 3_600_000),
          conversation_log: JSON.stringify(lines),
          evidence: JSON.stringify({
            grader: 'bench',
            mandatoryQuestions: questions.map((q, j) => ({
              question: q,
              asked: (n + j) % 3 !== 0,
              quote: null,
            })),
            symptoms: symptoms.map((s, j) => ({ symptom: s, elicited: (n + j) % 4 !== 0, quote: null })),
            diagnosis: { expected: '', given: '', matched: false, partial: false, keyWords: [], overlap: [] },
            treatment: { expected: '', given: '', matched: [], missed: [] },
          }),
        };
      }),
    );
    await db.insertInto('assignments').values(rows).execute();
  }
  await db.destroy();
}

async function time(runs: number, once: () => Promise<void>) {
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  const sorted = ascending(times);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

const PAGE_QUERY = `{ statistics {
  assignmentsByStatus { status label count }
  overTime { weekStart submitted marked meanTotal }
  parts { part label maximum count mean median distribution { from to count } }
  patients { name attempts marked meanTotal medianTotal diagnosisRate partMeans { part mean }
    mostMissedQuestions { text missed of } leastDrawnSymptoms { text missed of } }
  rooms { name students assignments marked meanTotal medianTotal }
  students(first: 50) { totalCount edges { node { name assignments marked meanTotal lastSubmittedAt } } }
  engagement { conversations questionsAsked spokenQuestions typedQuestions medianConversationSeconds }
  graderAgreement { reviewed }
} }`;

async function run(label: string, where: { dataDir: string; databaseUrl?: string }) {
  const seeded = performance.now();
  await seed(where);
  console.log(
    `\n${label}: ${ASSIGNMENTS.toLocaleString('en')} marked assignments seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const stack = await startStack(where);
  try {
    const token = await login(stack.apiUrl, 'admin@example.com', 'admin123');
    const headers = { authorization: `Bearer ${token}` };
    const rest = await time(RUNS, async () => {
      const r = await fetch(`${stack.apiUrl}/api/v1/statistics`, { headers });
      if (r.status !== 200) throw new Error(`GET /statistics answered ${r.status}`);
      await r.arrayBuffer();
    });
    const filtered = await time(RUNS, async () => {
      const r = await fetch(`${stack.apiUrl}/api/v1/statistics?from=2026-10-01&to=2026-10-31`, { headers });
      await r.arrayBuffer();
    });
    const gql = await time(RUNS, async () => {
      const r = await fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: PAGE_QUERY }),
      });
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    });
    const t0 = performance.now();
    const csv = await fetch(`${stack.apiUrl}/api/v1/statistics/marks.csv`, { headers });
    const bytes = (await csv.arrayBuffer()).byteLength;
    const exportMs = performance.now() - t0;
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.table({
      'REST GET /statistics (every section)': { p50: ms(rest.p50), p99: ms(rest.p99) },
      'REST, one month': { p50: ms(filtered.p50), p99: ms(filtered.p99) },
      'GraphQL statistics (the page’s query)': { p50: ms(gql.p50), p99: ms(gql.p99) },
    });
    console.log(
      `marks export: ${ASSIGNMENTS.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(2)} MB in ${ms(exportMs)}`,
    );
    console.log(
      `target: statistics under 200 ms at p50 — ${rest.p50 < 200 ? 'met' : 'NOT met'} (REST ${ms(rest.p50)})`,
    );
  } finally {
    stack.stop();
  }
}

console.log('\n## Statistics (issue 17)');
const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-statistics-'));
try {
  await run('PGlite (embedded)', { dataDir });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `anamnesis_bench_stats_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    try {
      await run('PostgreSQL (production)', {
        dataDir: mkdtempSync(join(tmpdir(), 'anamnesis-statistics-pg-')),
        databaseUrl: u.toString(),
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
