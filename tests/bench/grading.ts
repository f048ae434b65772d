// The built-in grader against a teacher's hand marks (api/src/marking/gradingSuite;
// docs/marking.md#measuring-the-grader): the share of the teacher's bands it lands in, and the agreement per rubric item
// (quadratic-weighted Cohen's kappa, computed as the Marking quality page computes it from overrides).
import { execSync } from 'node:child_process';
import { machineLoad } from './stats.js';

// The grader runs on the built shared packages, as the API does.
execSync('npm run -s build -w @anamnesis/clinical -w @anamnesis/rules -w @anamnesis/contract', {
  cwd: new URL('../..', import.meta.url),
  stdio: 'inherit',
});
const { gradingSuite, missedBands, runGradingSuite, suiteAgreement } = await import(
  '../../api/src/marking/gradingSuite/index.js'
);

const started = performance.now();
const results = runGradingSuite();
const ms = performance.now() - started;
const cases = new Set(gradingSuite.map((s) => s.caseId)).size;
const agreement = suiteAgreement(results);
const items = agreement.filter((a) => a.item !== 'total');
const met = items.reduce((n, a) => n + a.met, 0);
const of = items.reduce((n, a) => n + a.of, 0);

console.log(
  `\n== Grading: the built-in grader against hand marks (${results.length} submissions, ${cases} cases)`,
);
console.log(`bands met: ${met}/${of} (${((100 * met) / of).toFixed(1)} %)`);
console.log('  item         max   bands met   kappa (quadratic-weighted)');
for (const a of agreement)
  console.log(
    `  ${a.item.padEnd(12)} ${String(a.max).padStart(3)}   ${`${a.met}/${a.of}`.padStart(9)}   ${a.kappa === null ? 'n/a' : a.kappa.toFixed(3)}`,
  );
console.log('  (total: submissions with every band met; its kappa compares the totals)');
for (const m of missedBands(results)) console.log(`  missed: ${m.line}`);
console.log(`marking time: ${(ms / results.length).toFixed(0)} ms a submission (${machineLoad()})`);
