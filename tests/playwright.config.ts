import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The real REST API (embedded PGlite in memory, demo data seeded) and the real BFF serving the built web
// app, on ports of their own. Both are built first, so a run always tests the code as it is.
const API_PORT = Number(process.env.E2E_API_PORT ?? 18180);
const BFF_PORT = Number(process.env.E2E_BFF_PORT ?? 14180);
const root = fileURLToPath(new URL('..', import.meta.url));
const secretKey = 'e2e-only-secret-key-0123456789abcdef';
const webDist = `${root}.tmp/e2e-web-${BFF_PORT}`;

export const baseURL = `http://127.0.0.1:${BFF_PORT}`;

export default defineConfig({
  testDir: './e2e',
  // Per port, so two runs side by side (another checkout, another engineer) do not share files.
  outputDir: `../.tmp/e2e-results-${BFF_PORT}`,
  // Generous: the suite must also pass on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI absorbs a test slowed past its timeout on a busy 2-core machine; locally none.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium as its headless shell (package chromium-headless-shell), the build Playwright
      // itself runs headless: no browser UI, so the suite takes about a fifth less time on 2 cores.
      // Playwright never downloads a browser here. E2E_CHROMIUM=/usr/bin/chromium runs the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'sign-in', testMatch: /global\.setup\.ts/ },
    { name: 'chromium', dependencies: ['sign-in'], testIgnore: /global\.setup\.ts/ },
  ],
  webServer: [
    {
      name: 'api',
      command: 'npm run -s build -w api && exec node api/dist/index.js',
      cwd: root,
      // On the PostgreSQL server npm test starts when there is one (E2E_DATABASE_URL), with the demo data;
      // else on embedded PGlite in memory, as `npm start` runs.
      env: {
        ...(process.env.E2E_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_DATABASE_URL, SEED_DEMO: '1' }
          : { DATA_DIR: 'memory' }),
        API_PORT: String(API_PORT),
        SECRET_KEY: secretKey,
        LOG_LEVEL: 'warn',
      },
      url: `http://127.0.0.1:${API_PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'bff',
      // The web app goes to a directory of this run's own: another run rebuilding web/dist meanwhile
      // would otherwise swap the files under this one.
      command: `npm run -s build -w bff && npm run -s build -w web -- --outDir ${webDist} --emptyOutDir && exec node bff/dist/index.js`,
      cwd: root,
      env: {
        PORT: String(BFF_PORT),
        HOST: '127.0.0.1',
        API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
        SECRET_KEY: secretKey,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
      },
      url: `http://127.0.0.1:${BFF_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
