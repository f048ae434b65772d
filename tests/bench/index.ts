// `npm run bench`: every benchmark, one after the other, printing its figures.
import { existsSync } from 'node:fs';

const suites = [
  './patient.ts',
  './bffOverhead.ts',
  './bundleSize.ts',
  './voiceLatency.ts',
  './statistics.ts',
  './load.ts',
];
for (const suite of suites) {
  if (existsSync(new URL(suite, import.meta.url))) await import(suite);
}
