import { defineConfig } from 'vitest/config';
import { sharedAliases, sharedImports } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    // Most of a file's time was importing the app and building its schema (111 s of imports in a 111 s
    // run): the files share them (vitest.shared.ts).
    projects: sharedImports(new URL('.', import.meta.url), {
      include: ['src/**/*.test.ts'],
      pattern: /^src\/.*\.test\.ts$/,
    }),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
