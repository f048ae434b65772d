// Starts the built API and BFF as separate processes on free loopback ports, as production runs them.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the servers run from: BENCH_SERVER_ROOT, another checkout, compares its build with this one's. */
const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;

let built = false;

/** Builds the API and the BFF once per bench run, so the figures are always of the code as it is. */
export function ensureBuilt() {
  if (built) return;
  execSync('npm run -s build -w api -w bff', { cwd: serverRoot, stdio: 'inherit' });
  built = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export interface Stack {
  apiUrl: string;
  bffUrl: string;
  secretKey: string;
  processes: ChildProcess[];
  stop(): void;
}

export async function startStack(opts: {
  dataDir: string;
  /** A real PostgreSQL server instead of embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  secretKey?: string;
  /** More environment for the BFF (WEB_DIST, for the benchmarks that load the web app). */
  bffEnv?: Record<string, string>;
}): Promise<Stack> {
  ensureBuilt();
  const secretKey = opts.secretKey ?? randomBytes(24).toString('base64url');
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    // As the Dockerfile runs them: graphql-js, for one, skips its development-only checks.
    NODE_ENV: 'production',
    SECRET_KEY: secretKey,
    LOG_LEVEL: 'warn',
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where the servers spend time.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = spawn(process.execPath, [...nodeArgs, 'api/dist/index.js'], {
    cwd: serverRoot,
    env: { ...env, API_PORT: String(apiPort) },
    stdio: 'inherit',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/healthz`);
  const bff = spawn(process.execPath, [...nodeArgs, 'bff/dist/index.js'], {
    cwd: serverRoot,
    env: { ...env, PORT: String(bffPort), HOST: '127.0.0.1', API_BASE_URL: apiUrl, ...opts.bffEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  await waitFor(`${bffUrl}/healthz`);
  return {
    apiUrl,
    bffUrl,
    secretKey,
    processes: [api, bff],
    stop() {
      bff.kill('SIGTERM');
      api.kill('SIGTERM');
    },
  };
}

export async function login(apiUrl: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await r.json()) as { token: string }).token;
}
