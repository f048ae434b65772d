import { describe, expect, it } from 'vitest';
import { durationText } from './StatisticsOverview';

describe('durationText', () => {
  it('reads a conversation length in minutes and seconds', () => {
    expect(durationText(42)).toBe('42 s');
    expect(durationText(125.4)).toBe('2 min 5 s');
    expect(durationText(null)).toBe('—');
  });
});
