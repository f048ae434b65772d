// The web app's weight: what the sign-in page downloads before it can be used (the entry with its static
// imports, plus the login route's chunk and its imports, all preloaded by index.html), and the heaviest
// route. Issue 27: the login page's JavaScript and CSS at most 200 KiB as sent, that is the Brotli copies
// the build writes and the BFF serves (gzip and uncompressed beside it); issue 16 counted gzip alone.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOGIN_BUDGET_KIB = 200;
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, '.tmp/bench-web');

console.log('\n== Bundle size (JavaScript and CSS, as sent) ==');
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
const cssFiles = (keys: Iterable<string>) => [...keys].flatMap((k) => manifest[k]?.css ?? []);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (files: string[]) => files.reduce((sum, f) => sum + gzSize(f), 0);
/** The bytes the BFF sends for a file to a browser that takes Brotli: the build's .br copy, if any. */
const sentBytes = (file: string) => {
  const path = join(outDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
};
const rawBytes = (file: string) => statSync(join(outDir, file)).size;
const sum = (files: string[], size: (f: string) => number) => files.reduce((n, f) => n + size(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const loginKey = Object.keys(manifest).find((k) => manifest[k]?.src?.endsWith('auth/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('The manifest has no entry or no login page chunk.');

const entryFiles = new Set(jsFiles(closure(entryKey)));
const loginFiles = new Set([...entryFiles, ...jsFiles(closure(loginKey))]);
const loginAll = [...loginFiles, ...new Set(cssFiles([...closure(entryKey), ...closure(loginKey)]))];
const loginSent = sum(loginAll, sentBytes);
console.log(
  `login page: ${kib(loginSent)} sent (Brotli) in ${loginAll.length} files, gzip ${kib(total(loginAll))}, uncompressed ${kib(
    sum(loginAll, rawBytes),
  )}; target ≤ ${LOGIN_BUDGET_KIB} KiB: ${loginSent <= LOGIN_BUDGET_KIB * 1024 ? 'met' : 'NOT met'}`,
);
const preloaded = (readFileSync(join(outDir, 'index.html'), 'utf8').match(/rel="modulepreload"/g) ?? [])
  .length;
console.log(
  `index.html preloads ${preloaded} of them beside the entry (fetched at once, not after the entry runs)`,
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
