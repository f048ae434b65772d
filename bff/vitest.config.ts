import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // The shared package's source, so suites test the code as it is without a build.
      {
        find: /^@anamnesis\/clinical\/signature$/,
        replacement: fileURLToPath(new URL('../packages/clinical/src/signature.ts', import.meta.url)),
      },
      {
        find: /^@anamnesis\/clinical$/,
        replacement: fileURLToPath(new URL('../packages/clinical/src/index.ts', import.meta.url)),
      },
      // One graphql module instance for Pothos, Yoga and the tests ("another module or realm").
      { find: /^graphql$/, replacement: 'graphql/index.js' },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
