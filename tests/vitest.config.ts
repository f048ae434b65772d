import { defineConfig } from 'vitest/config';
import { sharedAliases } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // Each security suite starts its own API and BFF; the fuzz run alone takes about a minute.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
