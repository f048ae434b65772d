import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql module instance for Pothos, Yoga and the tests ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
