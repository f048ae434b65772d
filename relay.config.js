// Relay compiler config for web/. Written as an ESM module that also answers `require()` with the plain
// object (`module.exports` export name): the compiler and babel-plugin-relay load it through require, and
// an `export default` would hand them `{ __esModule, default }` instead.
import { fileURLToPath } from 'node:url';

const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  // Absolute, because babel-plugin-relay resolves it against the working directory (web/ under Vite),
  // not against this file.
  artifactDirectory: fileURLToPath(new URL('./web/src/__generated__', import.meta.url)),
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string' },
};

export { config as 'module.exports' };
