import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { Turn } from './types.js';

// What makes a symptom worse, told the ways notes tell it (docs/patient.md#case-facts).
const knees = createPatient({
  name: 'Joan Pike',
  medicalHistory:
    '81-year-old woman seen in clinic with her son. Joan has had aching knees for about three years. The ' +
    'pain is worst walking downhill and after standing at the sink, and it eases when she sits down. The ' +
    'cough is worse when she lies flat.',
  symptoms: [
    { name: 'Knee pain', description: 'Both knees', severity: 'moderate' },
    { name: 'Cough', description: null, severity: 'mild' },
  ],
  diagnosis: 'Osteoarthritis of both knees, left worse than right',
  treatments: 'Physiotherapy',
});
const ask = (q: string) => knees.answer([], q).text;

describe('what makes it worse', () => {
  it('reads "worst walking downhill" as a trigger, said without a preposition', () => {
    expect(ask('What makes the knee pain worse?')).toMatch(/worse walking downhill/);
  });

  it('keeps "worse when she lies flat" whoever the subject is', () => {
    expect(ask('What makes the cough worse?')).toMatch(/when I lie flat/);
  });

  it('lets the patient say "worse" when the diagnosis compares the knees', () => {
    expect(ask('What makes the knee pain worse?')).not.toMatch(/don't know what it is/);
  });

  it('takes "knees bothering you" as the knee pain, and "seen in clinic" as no job', () => {
    expect(ask('How long have your knees been bothering you?')).toMatch(/3 years|three years/);
    expect(ask('What do you do for a living?')).not.toMatch(/seen in clinic/);
  });
});

describe('when a symptom comes, and questions led by a clause', () => {
  const faint = createPatient({
    name: 'Nia Rees',
    medicalHistory:
      'Nia feels light-headed whenever she stands up quickly, and she fainted once at work in May; she did ' +
      'not bite her tongue or wet herself. Her cough is at its worst first thing in the morning. She had her ' +
      'appendix out in 2009 and no other operations.',
    symptoms: [
      { name: 'Dizziness', description: 'Light-headed', severity: 'moderate' },
      { name: 'Cough', description: 'Dry', severity: 'mild' },
    ],
    diagnosis: 'Addison disease',
    treatments: 'Hydrocortisone',
  });
  const said = (q: string) => faint.answer([], q).text;

  it('answers "when do you feel…" and "when is it at its worst" with the circumstances', () => {
    expect(said('When do you feel dizzy?')).toMatch(/stand up/);
    expect(said('When is the cough at its worst?')).toMatch(/morning/);
  });

  it('reads a yes-or-no question after its leading clause', () => {
    expect(said('When you fainted, did you bite your tongue?')).toMatch(/^No\b.*bite my tongue/);
  });

  it('tells of the one operation there was, without a no', () => {
    expect(said('Have you ever had an operation?')).toMatch(/^I had my appendix out in 2009/);
  });
});

describe('what makes a child more comfortable', () => {
  const child = createPatient({
    name: 'Ella Cross',
    medicalHistory:
      'Ella is a 2-year-old girl brought in by her mum. She has had a fever for 3 days. The Calpol brings her ' +
      'temperature down for a few hours and she drinks a little better afterwards.',
    symptoms: [{ name: 'Fever', description: null, severity: 'moderate' }],
    diagnosis: 'Hand, foot and mouth disease',
    treatments: 'Fluids',
  });

  it('is understood as what eases it, and "better afterwards" names no remedy', () => {
    const answer = child.answer([], 'What seems to make her more comfortable?').text;
    expect(answer).toMatch(/Calpol/);
    expect(answer).not.toMatch(/^Afterwards helps/);
  });

  it('is not sure of a weight the note does not give', () => {
    expect(child.answer([], 'How much does she weigh?').text).toMatch(/not sure/);
  });
});

describe('a score asked of the symptom talked about', () => {
  it('is the one score the note gives, when that symptom has none of its own', () => {
    const p = createPatient({
      name: 'Aisha Rahman',
      medicalHistory: 'Left loin pain for 2 days, constant dull ache, 7/10. Burning when she passes urine.',
      symptoms: [
        { name: 'Loin pain', description: null, severity: 'severe' },
        { name: 'Painful urination', description: null, severity: 'moderate' },
      ],
      diagnosis: 'Pyelonephritis',
      treatments: 'Antibiotics',
    });
    const conversation: Turn[] = [];
    const q1 = 'Does it burn when you pass water?';
    const r1 = p.answer(conversation, q1);
    conversation.push({ text: q1, isAI: false }, { text: r1.text, isAI: true, facts: r1.facts });
    expect(p.answer(conversation, 'How would you score it out of 10?').text).toMatch(/7 out of 10/);
  });
});
