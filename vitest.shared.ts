import { fileURLToPath } from 'node:url';

/**
 * Vitest aliases every Node suite shares: the shared packages' source (so suites test the code as it
 * is, without a build) and one graphql module instance for Pothos, Yoga and the tests.
 */
export const sharedAliases = [
  {
    find: /^@anamnesis\/clinical$/,
    replacement: fileURLToPath(new URL('./packages/clinical/src/index.ts', import.meta.url)),
  },
  {
    find: /^@anamnesis\/contract$/,
    replacement: fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url)),
  },
  {
    find: /^@anamnesis\/rules$/,
    replacement: fileURLToPath(new URL('./packages/rules/src/index.ts', import.meta.url)),
  },
  { find: /^graphql$/, replacement: 'graphql/index.js' },
];
