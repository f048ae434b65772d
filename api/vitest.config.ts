import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The shared package's source, so suites test the code as it is without a build.
    alias: [
      {
        find: /^@anamnesis\/clinical\/signature$/,
        replacement: fileURLToPath(new URL('../packages/clinical/src/signature.ts', import.meta.url)),
      },
      {
        find: /^@anamnesis\/clinical$/,
        replacement: fileURLToPath(new URL('../packages/clinical/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own API and database; two cores run two files at a time.
    maxWorkers: 2,
  },
});
