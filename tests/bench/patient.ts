import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
// The virtual patient's figures (packages/clinical): the development interview suite's accuracy overall,
// by case and by topic; the held-out cases; the case check's flags per case; the built-in patient's reply
// time; and what the reply guard costs a chat model's first token (a fake model streaming at a steady pace).
import { dev2Cases } from '../../packages/clinical/interviews/dev2/index.js';
import { dev3Cases } from '../../packages/clinical/interviews/dev3/index.js';
import { dev4Cases } from '../../packages/clinical/interviews/dev4/index.js';
import { dev5Cases } from '../../packages/clinical/interviews/dev5/index.js';
import { dev6Cases } from '../../packages/clinical/interviews/dev6/index.js';
import { dev7Cases } from '../../packages/clinical/interviews/dev7/index.js';
import { dev8Cases } from '../../packages/clinical/interviews/dev8/index.js';
import { dev9Cases } from '../../packages/clinical/interviews/dev9/index.js';
import { dev10Cases } from '../../packages/clinical/interviews/dev10/index.js';
import { dev11Cases } from '../../packages/clinical/interviews/dev11/index.js';
import { dev12Cases } from '../../packages/clinical/interviews/dev12/index.js';
import { frozenCases } from '../../packages/clinical/interviews/frozen/index.js';
import { interviewCases } from '../../packages/clinical/interviews/index.js';
import { type QuestionResult, runAll } from '../../packages/clinical/interviews/run.js';
import {
  caseCoverage,
  checkCase,
  createGuard,
  createPatient,
  patientSystemPrompt,
  readCase,
  streamGuard,
  textCoverage,
  understand,
} from '../../packages/clinical/src/index.js';
import { chunksOf, startFakeOpenAI } from '../fakes/index.js';
import { ascending, percentile } from './stats.js';

const pct = (right: number, all: number) => `${((100 * right) / Math.max(1, all)).toFixed(1)} %`;

function tally(results: QuestionResult[], key: (r: QuestionResult) => string) {
  const by = new Map<string, { right: number; all: number }>();
  for (const r of results) {
    const k = key(r);
    const t = by.get(k) ?? { right: 0, all: 0 };
    t.all++;
    if (r.ok) t.right++;
    by.set(k, t);
  }
  return [...by.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

const topicOf = (r: QuestionResult) => {
  const q = understand(r.ask);
  return q.topics[0] ?? q.acts.find((a) => a !== 'topic') ?? 'other';
};

console.log('\n== Virtual patient: the development interview suite (target: at least 95 % right)');
const results = runAll(interviewCases);
const right = results.filter((r) => r.ok).length;
console.log(`overall: ${right}/${results.length} right (${pct(right, results.length)})`);
console.log('by case:');
for (const [k, t] of tally(results, (r) => r.caseId))
  console.log(`  ${k.padEnd(28)} ${pct(t.right, t.all).padStart(8)}  (${t.all})`);
console.log('by topic of the question:');
for (const [k, t] of tally(results, topicOf))
  console.log(`  ${k.padEnd(28)} ${pct(t.right, t.all).padStart(8)}  (${t.all})`);

/** Right answers of a set, overall and per case: figures only (a frozen set is never read for its failures). */
function figure(label: string, cases: typeof interviewCases) {
  const got = runAll(cases);
  const ok = got.filter((r) => r.ok).length;
  console.log(`${label}: ${ok}/${got.length} (${pct(ok, got.length)})`);
  for (const c of cases) {
    const own = got.filter((r) => r.caseId === c.id);
    console.log(`  ${c.id.padEnd(30)} ${own.filter((r) => r.ok).length}/${own.length}`);
  }
}
figure("development cases in the teachers' five styles (dev2)", dev2Cases);
figure('ten more, written blind mid-session (dev3)', dev3Cases);
figure('ten more, written blind on 2026-11-27 and first run on that day (dev4)', dev4Cases);
figure(
  'ten more, written blind on 2026-11-27 (second set of that day) and first run on that day (dev5)',
  dev5Cases,
);
figure(
  'ten more, written blind on 2026-11-27 (third set of that day) and first run on that day (dev6)',
  dev6Cases,
);
figure('ten more, written blind on 2026-11-28 and first run on that day (dev7)', dev7Cases);
figure(
  'ten more, written blind on 2026-11-28 (second set of that day) and first run on that day (dev8)',
  dev8Cases,
);
figure(
  'ten more, written blind on 2026-11-28 (third set of that day) and first run on that day (dev9)',
  dev9Cases,
);
figure(
  'ten more, written blind on 2026-11-28 (fourth set of that day) and first run on that day (dev10)',
  dev10Cases,
);
figure(
  'ten more, written blind on 2026-11-28 (fifth set of that day; kept unopened as long as it could be) (dev11)',
  dev11Cases,
);
figure(
  'ten more, written blind on 2026-11-28 (sixth set of that day; first run at a10af63) (dev12)',
  dev12Cases,
);
figure(
  'FROZEN set (never opened to fix a failure; packages/clinical/interviews/frozen/README.md)',
  frozenCases,
);

console.log(
  '\n== How much of each case the patient knows: content words carried by the understood facts, by',
);
console.log("   every fact (verbatim ones too), and by the chat model's system prompt");
for (const c of [
  ...interviewCases,
  ...dev2Cases,
  ...dev3Cases,
  ...dev4Cases,
  ...dev5Cases,
  ...dev6Cases,
  ...dev7Cases,
  ...dev8Cases,
  ...dev9Cases,
  ...dev10Cases,
  ...dev11Cases,
  ...dev12Cases,
  ...frozenCases,
]) {
  const facts = readCase(c.patient);
  const cover = caseCoverage(c.patient, facts.facts);
  const prompt = textCoverage(c.patient, patientSystemPrompt(c.patient, facts));
  console.log(
    `  ${c.id.padEnd(30)} understood ${pct(cover.understood, cover.words).padStart(7)}  all facts ${pct(cover.carried, cover.words).padStart(7)}  prompt ${pct(prompt, 1).padStart(7)}  (${cover.words} words)`,
  );
}

try {
  const { heldoutCases } = (await import('../../packages/clinical/interviews/heldout/index.js')) as {
    heldoutCases: typeof interviewCases;
  };
  const held = runAll(heldoutCases);
  console.log(
    `held-out cases (not tuned on): ${held.filter((r) => r.ok).length}/${held.length} (${pct(held.filter((r) => r.ok).length, held.length)})`,
  );
} catch {
  // No held-out cases in this checkout.
}

const times = ascending(results.map((r) => r.ms));
console.log(
  `built-in patient reply time: p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`,
);

// The package's load time (target under 200 ms): a fresh Node process importing the built package and
// reading one case, five times (dist is built by `npm start` / `npm test`). CPU time beside the wall
// clock: on a busy machine the wall clock measures the machine, not the package.
const dist = new URL('../../packages/clinical/dist/index.js', import.meta.url);
if (existsSync(dist)) {
  const script = `const t=performance.now();const c=process.cpuUsage();const m=await import(${JSON.stringify(dist.href)});m.readCase({name:'A',medicalHistory:'Pain since today.',symptoms:[]});const u=process.cpuUsage(c);console.log(performance.now()-t, (u.user+u.system)/1000)`;
  const runs = [1, 2, 3, 4, 5].map((): number[] =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script])
      .toString()
      .trim()
      .split(' ')
      .map(Number),
  );
  const wall = ascending(runs.map((r) => r[0] ?? 0));
  const cpu = ascending(runs.map((r) => r[1] ?? 0));
  console.log(
    `package load and first read: p50 ${percentile(wall, 0.5).toFixed(0)} ms wall, ${percentile(cpu, 0.5).toFixed(0)} ms CPU (target under 200 ms)`,
  );
}

console.log('\n== The case check on each case (flags by kind)');
for (const c of interviewCases) {
  const patient = createPatient(c.patient);
  const report = await checkCase(c.patient, (conversation, question) =>
    patient.answer(conversation, question),
  );
  const kinds = new Map<string, number>();
  for (const f of report.flags) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
  const summary = [...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  console.log(
    `  ${c.id.padEnd(28)} ${report.items.length} questions, ${report.facts.length} facts; flags: ${summary}`,
  );
}

console.log('\n== The reply guard: first token a student sees from a chat model streaming every 15 ms');
const reply =
  'It started this morning, quite suddenly. The pain goes through to my right shoulder. I have been sick three times.';
const openai = await startFakeOpenAI({ reply, tokenDelayMs: 15 });
const guard = createGuard({ diagnosis: 'Acute cholecystitis', treatments: 'IV antibiotics, analgesia' });
async function firstToken(guarded: boolean): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${openai.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Hi' }] }),
  });
  const held = streamGuard(guard);
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const line of decoder.decode(chunk).split('\n')) {
      const delta = line.startsWith('data: {')
        ? JSON.parse(line.slice(6)).choices?.[0]?.delta?.content
        : null;
      if (!delta) continue;
      if (!guarded || held.push(delta).length) return performance.now() - started;
    }
  }
  return performance.now() - started;
}
const runs = 20;
for (const guarded of [false, true]) {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) t.push(await firstToken(guarded));
  const sorted = ascending(t);
  console.log(
    `  ${guarded ? 'with the guard   ' : 'without the guard'}: first token p50 ${percentile(sorted, 0.5).toFixed(1)} ms (${chunksOf(reply).length} tokens a reply)`,
  );
}
await openai.stop();
