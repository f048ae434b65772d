import { defineConfig } from 'vitest/config';
import { sharedAliases } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own API and database; two cores run two files at a time.
    maxWorkers: 2,
  },
});
