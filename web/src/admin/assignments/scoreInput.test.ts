import { describe, expect, it } from 'vitest';
import { clampNote, clampScore, scoreOf, scoreParts } from './scoreInput';

const max = (key: string) => scoreParts.find((p) => p.key === key)?.max ?? Number.NaN;

describe('scoreParts', () => {
  it('lists the four parts of a mark by their labels, with maxima adding up to 100', () => {
    expect(scoreParts.map((p) => p.label)).toEqual([
      'Mandatory Questions',
      'Symptoms',
      'Treatment',
      'Diagnosis',
    ]);
    expect(scoreParts.reduce((sum, p) => sum + p.max, 0)).toBe(100);
  });
});

describe('clampScore', () => {
  it('keeps a whole number within range', () => {
    expect(clampScore('7', 10)).toBe('7');
    expect(clampScore('0', 10)).toBe('0');
    expect(clampScore('10', 10)).toBe('10');
  });

  it("lowers a number above the part's maximum to the maximum", () => {
    const symptoms = max('symptoms');
    expect(clampScore(String(symptoms + 1), symptoms)).toBe(String(symptoms));
    expect(clampScore('999', 5)).toBe('5');
  });

  it('raises a negative number to 0', () => {
    expect(clampScore('-3', 10)).toBe('0');
  });

  it('turns text that is not a number into 0', () => {
    expect(clampScore('abc', 10)).toBe('0');
  });

  it('drops the fraction of a decimal', () => {
    expect(clampScore('4.7', 10)).toBe('4');
  });

  it('leaves an emptied box empty while editing', () => {
    expect(clampScore('', 10)).toBe('');
    expect(clampScore('   ', 10)).toBe('');
  });
});

describe('clampNote', () => {
  it('says nothing when the typed value is kept or the box is empty', () => {
    expect(clampNote('5', 10)).toBeNull();
    expect(clampNote('', 10)).toBeNull();
  });

  it('explains a value lowered to the maximum', () => {
    expect(clampNote('12', 10)).toBe('12 is more than 10: set to 10.');
  });

  it('explains a negative value raised to 0', () => {
    expect(clampNote('-2', 10)).toBe('-2 is below 0: set to 0.');
  });

  it('explains that text is not a number', () => {
    expect(clampNote('lots', 10)).toBe('“lots” is not a number: set to 0.');
  });

  it('explains that only whole numbers are kept', () => {
    expect(clampNote('4.5', 10)).toBe('Whole numbers only: set to 4.');
  });
});

describe('scoreOf', () => {
  it('reads a box as a number, an empty box as 0', () => {
    expect(scoreOf('8')).toBe(8);
    expect(scoreOf('')).toBe(0);
  });
});
