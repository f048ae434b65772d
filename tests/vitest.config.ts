import { defineConfig } from 'vitest/config';
import { sharedAliases, sharedImports } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    // The files share their imports (vitest.shared.ts).
    projects: sharedImports(new URL('.', import.meta.url), {
      include: ['**/*.test.ts'],
      pattern: /\.test\.ts$/,
      exclude: ['e2e/**'],
    }),
    // Each security suite starts its own API and BFF; the fuzz run alone takes about a minute.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
