import { describe, expect, it } from 'vitest';
import { runAll } from './run.js';

/** The floor the built-in patient must keep on the development interview suite. */
const floor = 0.95;

describe('the development interview suite', () => {
  it(`answers at least ${floor * 100} % of questions truthfully`, () => {
    const results = runAll();
    const right = results.filter((r) => r.ok).length;
    const wrong = results
      .filter((r) => !r.ok)
      .map((r) => `[${r.caseId}] ${r.ask} → ${r.answer} (${r.problems.join('; ')})`);
    expect(results.length).toBeGreaterThanOrEqual(12 * 25);
    expect(right / results.length, wrong.slice(0, 40).join('\n')).toBeGreaterThanOrEqual(floor);
    // Over 500 questions on a busy machine: room to finish, not a speed target (that is the bench's).
  }, 60_000);
});
