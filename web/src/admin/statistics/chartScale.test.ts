import { describe, expect, it } from 'vitest';
import { axisTicks, countAxis, figure, niceMaximum, percent, percentText, share } from './chartScale';

describe('niceMaximum', () => {
  it('rounds the largest value up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMaximum(7)).toBe(10);
    expect(niceMaximum(10)).toBe(10);
    expect(niceMaximum(11)).toBe(20);
    expect(niceMaximum(23)).toBe(25);
    expect(niceMaximum(42)).toBe(50);
    expect(niceMaximum(100)).toBe(100);
    expect(niceMaximum(101)).toBe(200);
    expect(niceMaximum(0.3)).toBe(0.5);
  });

  it('gives an axis of 1 when there is nothing to show', () => {
    expect(niceMaximum(0)).toBe(1);
    expect(niceMaximum(-4)).toBe(1);
    expect(niceMaximum(Number.NaN)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('divides the axis into equal steps from 0', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(25)).toEqual([0, 6.25, 12.5, 18.75, 25]);
    expect(axisTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
  });
});

describe('share and percent', () => {
  it('places a value on the axis and clamps it to the plot', () => {
    expect(share(5, 20)).toBe(0.25);
    expect(share(null, 20)).toBe(0);
    expect(share(30, 20)).toBe(1);
    expect(share(-1, 20)).toBe(0);
    expect(share(3, 0)).toBe(0);
    expect(percent(0.25)).toBe('25%');
    expect(percent(1 / 3)).toBe('33.3333%');
  });
});

describe('figure and percentText', () => {
  it('prints figures with at most the given decimals and a dash for none', () => {
    expect(figure(61.25)).toBe('61.3');
    expect(figure(60)).toBe('60');
    expect(figure(1234.5, 0)).toBe('1,235');
    expect(figure(null)).toBe('—');
    expect(percentText(0.5)).toBe('50%');
    expect(percentText(0.125, 1)).toBe('12.5%');
    expect(percentText(undefined)).toBe('—');
  });
});

describe('countAxis', () => {
  it('steps in whole numbers, at least up to 4', () => {
    expect(countAxis(0)).toEqual({ maximum: 5, ticks: [0, 1, 2, 3, 4, 5] });
    expect(countAxis(3)).toEqual({ maximum: 5, ticks: [0, 1, 2, 3, 4, 5] });
    expect(countAxis(7)).toEqual({ maximum: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(countAxis(18)).toEqual({ maximum: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countAxis(23)).toEqual({ maximum: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(countAxis(99)).toEqual({ maximum: 100, ticks: [0, 25, 50, 75, 100] });
    for (const largest of [1, 6, 11, 24, 41, 77, 230, 4100]) {
      const axis = countAxis(largest);
      expect(axis.maximum).toBeGreaterThanOrEqual(largest);
      expect(axis.ticks.every(Number.isInteger)).toBe(true);
    }
  });
});
