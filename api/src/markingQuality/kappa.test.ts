import { describe, expect, it } from 'vitest';
import { kappaOfPairs } from './kappa.js';

// docs/marking.md#grader-agreement and #measuring-the-grader: the grading suite's kappa is the Marking
// quality page's, computed from the same aggregates.

describe('quadratic-weighted kappa from pairs (automatic, final)', () => {
  it('matches the Marking quality page on its worked example', () => {
    // The diagnosis marks of markingQuality.test.ts: automatic 10,10,0,5,10,0; final 10,5,0,5,10,10 → 0.4.
    const auto = [10, 10, 0, 5, 10, 0];
    const final = [10, 5, 0, 5, 10, 10];
    const k = kappaOfPairs(auto.map((a, i) => [a, final[i] ?? 0] as const));
    expect(k).toBeCloseTo(0.4, 3);
  });

  it('is 1 when the marks agree, and says nothing below five pairs or when neither varies', () => {
    expect(kappaOfPairs([0, 5, 10, 5, 0].map((x) => [x, x] as const))).toBe(1);
    expect(
      kappaOfPairs([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]),
    ).toBeNull();
    expect(kappaOfPairs([5, 5, 5, 5, 5].map((x) => [x, x] as const))).toBeNull();
  });
});
