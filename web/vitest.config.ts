import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';
import { sharedImports } from '../vitest.shared.js';

// Unit and component tests beside the code they test (`X.test.ts(x)` next to `X.ts(x)`), in a
// simulated DOM. The Relay plugin compiles `graphql` tags to the generated artifacts, as in the build.
export default defineConfig({
  plugins: [react(), relay],
  resolve: {
    alias: [
      // One copy of graphql for relay-test-utils and the app ("Cannot use GraphQLSchema from another realm").
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // The shared domain rules from their source, as the app's build takes them (vite.config.ts).
      {
        find: /^@anamnesis\/rules$/,
        replacement: fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    // Importing Chakra and Relay is most of a file's time: files share their imports, except those that
    // replace a module with vi.mock (the replacement would reach the next file), which keep their own.
    projects: sharedImports(new URL('.', import.meta.url), {
      include: ['src/**/*.test.{ts,tsx}'],
      pattern: /^src\/.*\.test\.tsx?$/,
    }),
  },
});
