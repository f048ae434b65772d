import { describe, expect, it } from 'vitest';
import { contentWords, normalize, stem } from './text.js';

describe('normalize', () => {
  it('folds case, accents, curly quotes and dashes, and keeps single spaces', () => {
    expect(normalize('  Café “Crohn’s”\u2014Disease\n\tFlare ')).toBe('cafe "crohn\'s" disease flare');
  });

  it('keeps spaces and line breaks as written when asked', () => {
    expect(normalize('Myocardial  Infarction\nPulmonary-Embolism', { keepSpacing: true })).toBe(
      'myocardial  infarction\npulmonary embolism',
    );
  });
});

describe('stem', () => {
  it('sees an irregular form as its verb (lexicon/irregularForms.ts)', () => {
    expect(contentWords('she has fallen')).toEqual(contentWords('any falls'));
    expect(stem('fell')).toBe(stem('falls'));
    expect(stem('broken')).toBe(stem('breaks'));
  });

  it('gives one stem for a word however it ends, never below four letters', () => {
    expect(stem('falls')).toBe(stem('fall'));
    expect(stem('takes')).toBe(stem('take'));
    expect(stem('stopped')).toBe(stem('stops'));
    expect(stem('swelling')).toBe(stem('swell'));
  });

  it('gives "weeing" the stem of "wee", so a question of weeing finds the wet nappies', () => {
    expect(stem('weeing')).toBe(stem('wee'));
    expect(stem('peeing')).toBe(stem('pee'));
  });
});

describe('a range of numbers', () => {
  it('is said "2 to 3", not "2 3"', () => {
    expect(normalize('2-3 pints on a Friday')).toBe('2 to 3 pints on a friday');
    expect(normalize('every 4–6 hours')).toBe('every 4 to 6 hours');
    expect(normalize('co-codamol')).toBe('co codamol');
  });
});
