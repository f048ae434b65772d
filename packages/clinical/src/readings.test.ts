import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// Measurements as notes write them, and answers that carry them whole (docs/patient.md#case-facts).
const fever = createPatient({
  name: 'Ava Cole',
  medicalHistory:
    'Ava is a 4-year-old girl brought in by her mum. Over the evening she got hotter (her mum measured ' +
    '39.6 °C with the ear thermometer at 8 pm) and she stopped eating.',
  symptoms: [{ name: 'Fever', description: 'Hot to touch', severity: 'moderate' }],
  diagnosis: 'Tonsillitis',
  treatments: 'Penicillin V',
});

describe('a reading in degrees', () => {
  it('is a temperature', () => {
    expect(fever.answer([], 'How high has her temperature been?').text).toMatch(/39\.6/);
  });

  it('keeps a sentence with a decimal in it whole when an answer is led', () => {
    const answer = fever.answer([], 'Has she been eating?').text;
    expect(answer).not.toMatch(/^No, 6 °c/i);
    expect(answer).toMatch(/stopped eating/);
  });
});

describe('what a cough sounds like', () => {
  const baby = createPatient({
    name: 'Isla Moss',
    medicalHistory:
      'Isla is a 4-month-old girl brought in by her mother. Her cough is wet and rattly and comes in bouts.',
    symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
    diagnosis: 'Bronchiolitis',
    treatments: 'Supportive care',
  });

  it('is read from the words a cough is told in, and asked by how it sounds', () => {
    expect(baby.answer([], 'What does her cough sound like?').text).toMatch(/wet and rattly/);
  });
});
