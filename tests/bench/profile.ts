// Where a server spent its CPU, from a V8 CPU profile (`BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'`
// writes one per thread: the API's own, PGlite's, the BFF's), over the whole run or a window of it:
//   npx tsx bench/profile.ts FILE.cpuprofile [FROM_µs [TO_µs]] [--top N]
// FROM and TO are on the profile's clock (monotonic microseconds): load.ts prints the moment the class at
// work starts, so `FROM FROM+10000000` is its first 10-second window. Prints the busy time, then the
// share of busy samples by package (self time) and by function (self, and with what it calls).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
const [file, fromArg, toArg] = args;
if (!file) throw new Error('usage: bench/profile.ts FILE.cpuprofile [FROM_µs [TO_µs]] [--top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const from = fromArg ? Number(fromArg) : Number.NEGATIVE_INFINITY;
const to = toArg ? Number(toArg) : Number.POSITIVE_INFINITY;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
/** A file's path from the repository or the package it is in. */
const where = (url: string) =>
  url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/\/.*?\/(api|bff|packages)\//, '$1/');
const label = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${where(f.url)}:${f.lineNumber + 1}`;
/** The package a frame is in (the workspace for the project's own code), else the frame's own name. */
const packageOf = (f: ProfileNode['callFrame']) => {
  const w = where(f.url);
  return (
    w.match(/^(@[^/]+\/[^/]+|packages\/[^/]+|api|bff)\//)?.[1] ??
    (w.startsWith('node:') ? 'node' : w.match(/^([^/:]+)\//)?.[1]) ??
    f.functionName
  );
};

const self = new Map<string, number>();
const total = new Map<string, number>();
const packages = new Map<string, number>();
const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
let busy = 0;
let idle = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from || at > to) return;
  const node = byId.get(id);
  if (!node) return;
  if (node.callFrame.functionName === '(idle)') {
    idle++;
    return;
  }
  busy++;
  add(self, label(node.callFrame));
  add(packages, packageOf(node.callFrame));
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = node; n; n = byId.get(parentOf.get(n.id) ?? -1)) {
    const k = label(n.callFrame);
    if (!seen.has(k)) add(total, k);
    seen.add(k);
  }
});

const msPerSample = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
console.log(
  `${file}: ${busy} busy samples (${((busy * msPerSample) / 1000).toFixed(2)} s of CPU), ${idle} idle, ~${msPerSample.toFixed(2)} ms a sample`,
);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, n] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * n) / busy).toFixed(1).padStart(6)} %  ${k}`);
};
show('by package (self)', packages);
show('by function (self)', self);
show('by function, with what it calls', total);
