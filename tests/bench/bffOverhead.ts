// Issue 3's figures: what the BFF adds over a direct REST call (autocannon, loopback, both servers as
// their own processes on this machine's two cores), and one user-list page through the BFF against the
// spec's browser fetching the whole `GET users` array, with 10,000 users in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedManyUsers } from './seedManyUsers.js';
import { login, startStack } from './servers.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** One request at a time for DURATION seconds, timed with sub-millisecond precision. */
async function sequential(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}) {
  const times: number[] = [];
  const until = Date.now() + DURATION * 1000;
  let errors = 0;
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(opts.url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) errors++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { latency: { p50: at(0.5), p99: at(0.99) }, errors, non2xx: 0 };
}

async function overhead() {
  const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-bench-'));
  const stack = await startStack({ dataDir });
  try {
    const token = await login(stack.apiUrl, 'admin@example.com', 'admin123');
    const auth = { authorization: `Bearer ${token}` };
    const direct = { url: `${stack.apiUrl}/api/v1/symptoms?limit=20&offset=0`, headers: auth };
    const viaBff = {
      url: `${stack.bffUrl}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ symptoms(first: 20) { totalCount edges { node { id name description severity } } } }',
      }),
    };
    // Warm both paths (JIT, connection pools) before measuring.
    await cannon({ ...direct, duration: 2 });
    await cannon({ ...viaBff, duration: 2 });
    // Latency one request at a time (what a user feels); throughput with the CPU saturated.
    const d1 = await sequential(direct);
    const b1 = await sequential(viaBff);
    const d = await cannon(direct);
    const b = await cannon(viaBff);
    const errors = [d1, b1, d, b].reduce((n, r) => n + r.errors + r.non2xx, 0);
    console.log(`\nBFF overhead: one page of 20 symptoms, ${DURATION} s per run`);
    console.table({
      'REST direct': {
        'p50 (1 conn)': ms(d1.latency.p50),
        'p99 (1 conn)': ms(d1.latency.p99),
        [`p50 (${CONNECTIONS} conn)`]: ms(d.latency.p50),
        [`p99 (${CONNECTIONS} conn)`]: ms(d.latency.p99),
        'req/s': Math.round(d.requests.average),
      },
      'GraphQL via BFF': {
        'p50 (1 conn)': ms(b1.latency.p50),
        'p99 (1 conn)': ms(b1.latency.p99),
        [`p50 (${CONNECTIONS} conn)`]: ms(b.latency.p50),
        [`p99 (${CONNECTIONS} conn)`]: ms(b.latency.p99),
        'req/s': Math.round(b.requests.average),
      },
    });
    console.log(
      `BFF adds ${ms(b1.latency.p50 - d1.latency.p50)} at p50, one request at a time (target ≤ 1 ms); ` +
        `p50 ratio ${(b1.latency.p50 / d1.latency.p50).toFixed(2)}, p99 ratio ${(b1.latency.p99 / d1.latency.p99).toFixed(2)}; ` +
        `throughput ratio ${(b.requests.average / d.requests.average).toFixed(2)} (target ≥ 0.5); errors ${errors}`,
    );
  } finally {
    stack.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timed(fn: () => Promise<number>, runs = 15) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    bytes = await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] as number, bytes };
}

async function userListPage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-bench-'));
  await seedManyUsers(dataDir, 10_000);
  const stack = await startStack({ dataDir });
  try {
    const token = await login(stack.apiUrl, 'admin@example.com', 'admin123');
    const auth = { authorization: `Bearer ${token}` };
    const whole = await timed(async () => {
      const r = await fetch(`${stack.apiUrl}/api/v1/users`, { headers: auth });
      return (await r.arrayBuffer()).byteLength;
    });
    const page = await timed(async () => {
      const r = await fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            '{ users(first: 50) { totalCount pageCursors { page cursor isCurrent } edges { node { id name role username email isBanned } } } }',
        }),
      });
      return (await r.arrayBuffer()).byteLength;
    });
    console.log('\nUser list with 10,000 users: one screen of 50');
    console.table({
      'spec browser: GET users (whole array)': { 'median time': ms(whole.median), bytes: whole.bytes },
      'BFF: users(first: 50)': { 'median time': ms(page.median), bytes: page.bytes },
    });
    console.log(
      `BFF page is ${(whole.median / page.median).toFixed(1)}× faster and ${(whole.bytes / page.bytes).toFixed(1)}× smaller`,
    );
  } finally {
    stack.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await overhead();
await userListPage();
