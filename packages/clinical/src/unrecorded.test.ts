import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// What the record is silent on (docs/patient.md#the-built-in-patient-no-openai-key): a plain "no" only
// for a symptom; of anything else, an in-role non-answer.
const patient = createPatient({
  name: 'Sam Reid',
  medicalHistory:
    'Sam is a 29-year-old chef with 5 days of feeling sick and yellow skin after a trip to Nepal. He had ' +
    'no travel vaccinations because he booked the trip at short notice. He lives with his partner.',
  symptoms: [
    { name: 'Nausea', description: 'Feeling sick', severity: 'moderate' },
    { name: 'Jaundice', description: 'Yellow skin', severity: 'moderate' },
  ],
  diagnosis: 'Hepatitis A',
  treatments: 'Supportive care',
});
const ask = (q: string) => patient.answer([], q).text;

describe('what the record does not say', () => {
  it('is not sure of a test, a pet or a blood group the record does not mention', () => {
    for (const q of [
      'Have you ever had an MRI scan?',
      'Do you have any pets?',
      'Do you know your blood group?',
      'Have you ever had your iron level checked?',
      'Has your eyesight been tested recently?',
      'When did you last see your GP?',
      'Have you been in contact with anyone with TB?',
    ])
      expect(ask(q)).toMatch(/not sure/);
  });

  it('still says a plain no to a symptom the record lacks', () => {
    expect(ask('Have you been tugging at your ears?')).toMatch(/^No\b/);
  });

  it("answers from the author's own words that no reader took", () => {
    expect(ask('Did you have any jabs before you travelled?')).toMatch(/no travel vaccinations/);
  });

  it('never answers a question about a thing with a fact about something else', () => {
    // ("blood" is in "high blood pressure"; the blood group is another thing.)
    const p = createPatient({
      name: 'Ann Lee',
      medicalHistory:
        'Ann is a 70-year-old with breathlessness. She has high blood pressure. No pet birds, no feather ' +
        'pillows. She came back from a trip to Spain last month.',
      symptoms: [{ name: 'Breathlessness', description: 'Short of breath', severity: 'moderate' }],
      diagnosis: 'Pulmonary fibrosis',
      treatments: 'Antifibrotics',
    });
    expect(p.answer([], 'What blood group are you?').text).toMatch(/not sure/);
    expect(p.answer([], 'Do you keep any birds?').text).toMatch(/^No\b.*birds/);
    expect(p.answer([], 'Have you been abroad recently?').text).toMatch(/Spain/);
  });
});

describe('words of a lexicon phrase', () => {
  it('name its family only together: "went down" is no trip abroad', () => {
    const p = createPatient({
      name: 'Kit Moss',
      medicalHistory: 'His face was puffy in the morning and the swelling went down by lunchtime.',
      symptoms: [{ name: 'Swelling', description: null, severity: 'mild' }],
      diagnosis: 'Nephrotic syndrome',
      treatments: 'Prednisolone',
    });
    expect(p.answer([], 'Have you been abroad recently?').text).toMatch(/not sure/);
  });
});

describe('a compound of the lexicon', () => {
  it('names no family by its first word: a flight of stairs is no trip abroad', () => {
    const p = createPatient({
      name: 'Gwen Hall',
      medicalHistory: 'Gwen has a cough. She is breathless walking up one flight of stairs.',
      symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
      diagnosis: 'Pneumonia',
      treatments: 'Oxygen',
    });
    expect(p.answer([], 'Have you been abroad recently?').text).toMatch(/not sure/);
    expect(p.answer([], 'How are you with stairs?').text).toMatch(/flight of stairs/);
  });
});
