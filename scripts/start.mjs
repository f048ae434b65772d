// `npm start`: installs what is missing, builds, then runs the REST API (migrations and demo data on
// first start) and the BFF serving the web app, on embedded defaults. Ctrl-C stops everything.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
await import('./ensure-deps.mjs');

console.log('Building...');
execSync('npm run -s build', { stdio: 'inherit' });

// One secret for both servers: the API signs sessions and seals provider keys with it, the BFF checks
// roles and opens provider keys with it. In embedded mode it is generated once and kept in DATA_DIR.
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
let secretKey = process.env.SECRET_KEY;
if (!secretKey && !process.env.DATABASE_URL) {
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  secretKey = readFileSync(file, 'utf8').trim();
}
const apiPort = process.env.API_PORT ?? '8080';
const shared = { DATA_DIR: dataDir, ...(secretKey ? { SECRET_KEY: secretKey } : {}) };

const children = [];
let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...shared, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', ['api/dist/index.js'], { API_PORT: apiPort });
// The BFF retries nothing at start-up: it answers UPSTREAM_UNAVAILABLE until the API listens.
run('bff', ['bff/dist/index.js'], {
  API_BASE_URL: process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
  WEB_DIST: process.env.WEB_DIST ?? join(root, 'web/dist'),
});
