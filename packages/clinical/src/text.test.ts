import { describe, expect, it } from 'vitest';
import { normalize } from './text.js';

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
