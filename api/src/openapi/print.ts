/**
 * Writes the API's OpenAPI document (the one `GET /api/v1/openapi.json` serves) to the file named on the
 * command line, or to standard output, without starting a server: `npm test` lints it (redocly.yaml).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { routes } from '../routes.js';
import { buildOpenApi } from './openapi.js';

const json = `${JSON.stringify(buildOpenApi(routes), null, 2)}\n`;
const file = process.argv[2];
if (file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
} else process.stdout.write(json);
