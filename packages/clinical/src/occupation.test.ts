import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// A job told with its verb, as notes and letters tell it (docs/patient.md#case-facts).
const patientWith = (name: string, history: string) =>
  createPatient({
    name,
    medicalHistory: history,
    symptoms: [{ name: 'Back pain', description: 'Pain in the back', severity: 'moderate' }],
    diagnosis: 'Mechanical back pain',
    treatments: 'Analgesia',
  });

describe('the job', () => {
  it('reads "<name> is a bus driver and has been off work…" as the job and what follows', () => {
    const p = patientWith(
      'Graham Price',
      'Graham is 52. Social history: Graham is a bus driver and has been off work for six weeks with his back.',
    );
    expect(p.answer([], 'What do you do for a living?').text).toMatch(/bus driver/);
    expect(p.answer([], 'How is work going?').text).toMatch(/off work for 6 weeks/);
  });

  it('reads a job someone used to do, and not a role for a relative as a job', () => {
    const p = patientWith(
      'Edna Shaw',
      'Edna is 81 and used to be a school cook. She lives with her husband and is his carer.',
    );
    expect(p.answer([], 'What did you do for work?').text).toMatch(/I used to be a school cook/);
    expect(p.answer([], 'What did you do for work?').text).not.toMatch(/his carer/);
  });
});

describe('a job with what it involves', () => {
  it('is the job, then its duties', () => {
    const p = createPatient({
      name: 'Ken Hale',
      medicalHistory: 'PC: chest pain.\nSH: Warehouse operative, drives a forklift, heavy lifting. Smoker.',
      symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
      diagnosis: 'Aortic dissection',
      treatments: 'Surgery',
    });
    expect(p.answer([], 'What do you do for a living?').text).toMatch(/^I'm a warehouse operative/);
  });
});

describe('an occupation line and a smoker who quit in a year', () => {
  it('reads "Occupation - …" as the job and "quit 2015" as in 2015', () => {
    const p = createPatient({
      name: 'Sam Cole',
      medicalHistory:
        'Cough for 3 weeks.\nOccupation - primary school teaching assistant.\nEx-smoker (quit 2015, 20 pack-years).',
      symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
      diagnosis: 'Pneumonia',
      treatments: 'Oxygen',
    });
    expect(p.answer([], 'What do you do for work?').text).toMatch(/teaching assistant/);
    expect(p.answer([], 'Do you smoke?').text).toMatch(/stopped in 2015/);
  });
});
