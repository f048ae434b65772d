// `npm start`: installs what is missing, builds, then runs the API (migrations and demo data on first start)
// on embedded defaults. Ctrl-C stops everything.
import { execSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
await import('./ensure-deps.mjs');

console.log('Building...');
execSync('npm run -s build', { stdio: 'inherit' });

const children = [];
function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', ['api/dist/index.js'], { DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') });
