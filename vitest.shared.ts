import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The test files under `dir` (relative to it, as `include` globs are) that replace a module with
 * vi.mock: they keep a module graph of their own.
 */
function filesThatMock(dir: URL, include: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => !f.includes('node_modules') && include.test(f))
    .filter((f) => readFileSync(new URL(f, dir), 'utf8').includes('vi.mock('));
}

/**
 * The projects of a suite whose files spend most of their time importing (the app, its schema, Chakra):
 * the files share their imports, except those that vi.mock a module, whose replacement would reach the
 * next file. `root` is the suite's directory; `include` its test files' globs, which `pattern` matches
 * as paths relative to `root`; `exclude` what is left out; `alone` files that run after all the others,
 * by themselves (a test that restarts the database server the others use).
 */
export function sharedImports(
  root: URL,
  {
    include,
    pattern,
    exclude = [],
    alone = [],
  }: { include: string[]; pattern: RegExp; exclude?: string[]; alone?: string[] },
) {
  const mocking = filesThatMock(root, pattern).filter((f) => !alone.includes(f));
  const never = ['**/node_modules/**', ...exclude];
  const project = (name: string, test: Record<string, unknown>, groupOrder = 0) => ({
    extends: true as const,
    test: { name, sequence: { groupOrder }, ...test },
  });
  return [
    project('shared', { include, exclude: [...never, ...mocking, ...alone], isolate: false }),
    project('isolated', { include: mocking.length ? mocking : ['!**'], exclude: never }),
    ...(alone.length ? [project('alone', { include: alone, exclude: never }, 1)] : []),
  ];
}
