/** Runs the held-out cases: `npx tsx packages/clinical/interviews/heldout/run.ts` (VERBOSE=1 for every answer). */
import { runAll } from '../run.js';
import { heldoutCases } from './index.js';

const results = runAll(heldoutCases);
for (const r of results)
  if (!r.ok || process.env.VERBOSE === '1')
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} [${r.caseId}] ${r.ask}\n     → ${r.answer}${r.ok ? '' : `\n     ✗ ${r.problems.join('; ')}`}`,
    );
for (const c of heldoutCases) {
  const own = results.filter((r) => r.caseId === c.id);
  console.log(`${c.id}: ${own.filter((r) => r.ok).length}/${own.length}`);
}
const right = results.filter((r) => r.ok).length;
console.log(`\n${right}/${results.length} right (${((100 * right) / results.length).toFixed(1)} %)`);
