// The web app's JavaScript weight, gzipped: what the sign-in page downloads before it can be used (the
// entry with its static imports, plus the login route's chunk and its imports) and the heaviest route.
// Target (issue 16): the login page at most 200 KiB of gzipped JavaScript.
import { execSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOGIN_BUDGET_KIB = 200;
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, '.tmp/bench-web');

console.log('\n== Bundle size (gzipped JavaScript) ==');
execSync(`npm run -s build -w web -- --outDir ${outDir} --emptyOutDir --manifest`, {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipped = new Map<string, number>();
function gzSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** A chunk's file and every file it imports statically (what loading it costs), as manifest keys. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const jsFiles = (keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (files: string[]) => files.reduce((sum, f) => sum + gzSize(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const loginKey = Object.keys(manifest).find((k) => manifest[k]?.src?.endsWith('auth/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('The manifest has no entry or no login page chunk.');

const entryFiles = new Set(jsFiles(closure(entryKey)));
const loginFiles = new Set([...entryFiles, ...jsFiles(closure(loginKey))]);
const loginBytes = total([...loginFiles]);
console.log(
  `login page: ${kib(loginBytes)} in ${loginFiles.size} files (entry ${kib(total([...entryFiles]))}); target ≤ ${LOGIN_BUDGET_KIB} KiB: ${
    loginBytes <= LOGIN_BUDGET_KIB * 1024 ? 'met' : 'NOT met'
  }`,
);

// Every lazily loaded route: its own chunk, and what it adds on top of the entry.
const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => {
    const extra = jsFiles(closure(key)).filter((f) => !entryFiles.has(f));
    return { src: chunk.src ?? key, own: gzSize(chunk.file), added: total(extra) };
  })
  .sort((a, b) => b.own - a.own);
const largest = routes[0];
if (largest) {
  console.log(
    `largest route chunk: ${largest.src}: ${kib(largest.own)} (with its imports ${kib(largest.added)})`,
  );
}
const heaviest = [...routes].sort((a, b) => b.added - a.added)[0];
if (heaviest && heaviest !== largest) {
  console.log(`heaviest route with its imports: ${heaviest.src}: ${kib(heaviest.added)}`);
}
console.log(`all JavaScript: ${kib(total(jsFiles(Object.keys(manifest))))} in ${routes.length} lazy chunks`);
rmSync(outDir, { recursive: true, force: true });
