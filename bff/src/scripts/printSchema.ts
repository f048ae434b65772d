// Prints the schema to ../schema.graphql, or with --check fails when the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from '../schema/index.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(target, printed);
  console.log(`Wrote ${target}`);
}
