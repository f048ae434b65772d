import { defineConfig } from 'vitest/config';
import { sharedAliases, sharedImports } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    // The files share their imports (vitest.shared.ts): 67 s -> 32 s for the suite on PostgreSQL.
    projects: sharedImports(new URL('.', import.meta.url), {
      include: ['src/**/*.test.ts'],
      pattern: /^src\/.*\.test\.ts$/,
      alone: ['src/db/restart.test.ts'],
    }),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own API and database; two cores run two files at a time.
    maxWorkers: 2,
  },
});
