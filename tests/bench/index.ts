// `npm run bench`: every benchmark, one after the other, printing its figures.
import { existsSync } from 'node:fs';
import { machineLoad } from './stats.js';

// The figures depend on how busy the machine is: the date and the load go first, and beside each figure.
console.log(`npm run bench: ${new Date().toISOString()}, ${machineLoad()}`);
const suites = [
  './patient.ts',
  './grading.ts',
  './bffOverhead.ts',
  './bundleSize.ts',
  './browser.ts',
  './voiceLatency.ts',
  './statistics.ts',
  './load.ts',
];
for (const suite of suites) {
  if (existsSync(new URL(suite, import.meta.url))) await import(suite);
}
