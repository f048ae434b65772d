/**
 * The value axis of a chart: from 0 to a round maximum (1, 2, 2.5 or 5 times a power of ten) at or above
 * the largest value, so the grid lines fall on numbers a reader can take in at a glance.
 */
export function niceMaximum(largest: number): number {
  if (!Number.isFinite(largest) || largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= largest - 1e-9) ?? 10;
  return step * power;
}

/** The grid values of an axis from 0 to `maximum`, in `count` equal steps (0 included). */
export function axisTicks(maximum: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => round((maximum * i) / count));
}

/** How far up an axis (0..1) a value sits; nothing or a negative value sits at 0, beyond the top at 1. */
export function share(value: number | null | undefined, maximum: number): number {
  if (value === null || value === undefined || !(maximum > 0)) return 0;
  return Math.min(1, Math.max(0, value / maximum));
}

/** A share as an SVG coordinate in per cent ("37.5%"): the text keeps its size at any width. */
export const percent = (fraction: number) => `${round(fraction * 100, 4)}%`;

/** A figure as the page shows it: at most `digits` decimals, none when there is no figure. */
export function figure(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-GB', { maximumFractionDigits: digits });
}

/** A fraction (0..1) as a percentage. */
export function percentText(fraction: number | null | undefined, digits = 0): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${figure(fraction * 100, digits)}%`;
}

function round(value: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A theme colour for SVG paint (Chakra exposes its tokens as CSS variables). */
export const colour = (token: string) => `var(--chakra-colors-${token})`;

/** The series colours, in order; distinct in hue and lightness (readable without colour vision too). */
export const seriesColours = ['brand-600', 'orange-400', 'blue-700', 'pink-500', 'gray-500'] as const;

/** A count axis: a round maximum (at least 4) cut into whole-number steps. */
export function countAxis(largest: number): { maximum: number; ticks: number[] } {
  const maximum = niceMaximum(Math.max(4, Math.ceil(largest)));
  return { maximum, ticks: axisTicks(maximum, maximum % 4 === 0 ? 4 : 5) };
}

/** A pixel coordinate to a hundredth (no 54.000000000000014 in the markup). */
export const px = (value: number) => Math.round(value * 100) / 100;
