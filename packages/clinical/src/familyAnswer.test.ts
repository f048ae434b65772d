import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

const mary: CaseInput = {
  name: 'Mary Hale',
  medicalHistory:
    "Mary is 52. Her mother has had long spells of 'bad nerves'. Her father died of a heart attack at 66. " +
    'Her sister has migraines.',
  symptoms: [{ name: 'Low mood', description: null, severity: 'moderate' }],
  diagnosis: 'Depression',
  treatments: 'Talking therapy',
};

describe('a family-history question asked of one relative or one illness', () => {
  const ask = (q: string) => createPatient(mary).answer([], q).text;

  it('answers from that relative', () => {
    expect(ask('What did your father die of?')).toMatch(/heart attack at 66/);
    expect(ask('What did your father die of?')).not.toMatch(/nerves|migraine/);
  });

  it('finds an illness named in lay words or by the body', () => {
    expect(ask('Any mental health problems in the family?')).toMatch(/bad nerves/);
    expect(ask('Does anyone in the family get bad headaches?')).toMatch(/migraines/);
    expect(ask('Any heart disease in the family?')).toMatch(/heart attack/);
  });

  it('says "not that I know of" for an illness no relative had', () => {
    expect(ask('Does diabetes run in the family?')).toBe('Not that I know of.');
  });

  it('tells the whole family history when asked of it all', () => {
    const all = ask('Does anything run in your family?');
    expect(all).toMatch(/nerves/);
    expect(all).toMatch(/heart attack/);
  });
});
