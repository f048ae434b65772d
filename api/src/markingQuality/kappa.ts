// Agreement between two markers (docs/marking.md#grader-agreement): the Marking quality page compares the
// grader with teachers' final marks, the grading suite (api/src/marking/gradingSuite) with hand marks.

/** Below this many reviewed assignments a kappa says nothing: "not enough data". */
export const minimumForKappa = 5;
/**
 * Quadratic-weighted Cohen's kappa of two raters on an integer scale, from aggregates: with weights
 * (i−j)²/(k−1)², observed disagreement is the mean squared difference and chance disagreement (the
 * product of the marginals) is var(a) + var(b) + (mean a − mean b)²; the (k−1)² cancels.
 * Null with too few items, or when both raters gave one same score throughout (no chance model).
 */
export function quadraticKappa(s: {
  n: number;
  meanAutomatic: number | null;
  meanFinal: number | null;
  varAutomatic: number | null;
  varFinal: number | null;
  meanSquaredDifference: number | null;
}): number | null {
  if (s.n < minimumForKappa) return null;
  const ma = s.meanAutomatic ?? 0;
  const mb = s.meanFinal ?? 0;
  const expected = (s.varAutomatic ?? 0) + (s.varFinal ?? 0) + (ma - mb) ** 2;
  if (expected <= 1e-12) return null;
  return 1 - (s.meanSquaredDifference ?? 0) / expected;
}

/** The aggregates `quadraticKappa` reads, from pairs (automatic, final): population variances. */
export function kappaOfPairs(pairs: readonly (readonly [number, number])[]): number | null {
  const n = pairs.length;
  if (!n) return null;
  const mean = (f: (p: readonly [number, number]) => number) => pairs.reduce((s, p) => s + f(p), 0) / n;
  const meanAutomatic = mean(([a]) => a);
  const meanFinal = mean(([, f]) => f);
  return quadraticKappa({
    n,
    meanAutomatic,
    meanFinal,
    varAutomatic: mean(([a]) => (a - meanAutomatic) ** 2),
    varFinal: mean(([, f]) => (f - meanFinal) ** 2),
    meanSquaredDifference: mean(([a, f]) => (a - f) ** 2),
  });
}
