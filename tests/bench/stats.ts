// The latency arithmetic every benchmark here shares.
import { availableParallelism, loadavg } from 'node:os';

/** A sorted copy, smallest first. */
export const ascending = (times: readonly number[]): number[] => [...times].sort((a, b) => a - b);

/** The value at quantile `q` of ascending `sorted` times (q = 1 is the maximum); NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** How busy the machine is, to print beside a figure: the load average over the last minute, of its cores. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
}
