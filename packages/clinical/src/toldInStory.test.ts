import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// Background told in the story rather than under its heading (docs/patient.md#case-facts): a reaction to
// a medicine, a medicine bought, an earlier episode "like this", vaping beside not smoking.
const ear = createPatient({
  name: 'Joe Marsh',
  medicalHistory:
    'Joe has had pain in his right ear for 4 days. He had something similar in the left ear in 2021, ' +
    'which cleared with drops, but the first drops (they contained gentamicin) made the skin of his ear ' +
    'red and itchier. He has been buying ibuprofen from the chemist for the pain. He takes ramipril 5 mg ' +
    'once daily. He does not smoke but vapes.',
  symptoms: [{ name: 'Ear pain', description: null, severity: 'moderate' }],
  diagnosis: 'Otitis externa',
  treatments: 'Ciprofloxacin drops',
});
const ask = (q: string) => ear.answer([], q).text;

describe('background told in the story', () => {
  it('tells a reaction to a medicine when asked of bad reactions', () => {
    expect(ask('Have you ever reacted badly to any medicines?')).toMatch(/gentamicin/);
  });

  it('tells the medicine bought when asked of buying', () => {
    const bought = ask('Have you been buying any tablets from the chemist?');
    expect(bought).toMatch(/ibuprofen/);
    expect(bought).not.toMatch(/ramipril/);
  });

  it('tells an earlier episode told as "something similar"', () => {
    expect(ask('Have you ever had this before?')).toMatch(/2021/);
  });

  it('tells the vaping beside not smoking', () => {
    expect(ask('Do you smoke?')).toMatch(/^No, I don't smoke, but I vape/);
  });
});

describe('how far the patient can go now', () => {
  it('is what the note says of now, not of months ago', () => {
    const p = createPatient({
      name: 'Mary Stone',
      medicalHistory:
        'Mary is breathless. Two months ago she walked her dog for an hour every morning; now she has to stop ' +
        'after about 40 yards on the flat.',
      symptoms: [{ name: 'Shortness of breath', description: null, severity: 'moderate' }],
      diagnosis: 'Pleural effusion',
      treatments: 'Drainage',
    });
    expect(p.answer([], 'How far can you walk before you have to stop?').text).toMatch(/40 yards/);
  });
});
