import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// Symptoms with a catalogue's general descriptions, the specifics in the prose.
const chloe: CaseInput = {
  name: 'Chloe Baker',
  medicalHistory:
    'Chloe is a 22-year-old barista with 2 days of pain low in her tummy, which she describes as a dull ache. ' +
    'She feels sick but has not vomited. Her periods are regular, every 30 days, and her last one was 10 days ago. ' +
    'She has a new partner of 3 months and they use condoms most of the time. She had chlamydia 2 years ago, which was treated.',
  symptoms: [
    { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'moderate' },
    { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
  ],
  diagnosis: 'Pelvic inflammatory disease',
  treatments: 'Ceftriaxone',
};

describe('a sexual and gynaecological history', () => {
  const ask = (q: string) => createPatient(chloe).answer([], q).text;

  it('never denies what the record holds in other words', () => {
    expect(ask('Are you sexually active?')).toMatch(/new partner of 3 months/);
    expect(ask('Have you had any infections before?')).toMatch(/chlamydia 2 years ago/);
  });

  it('knows being sick from feeling sick, and does not claim to know what it cannot', () => {
    expect(ask('Have you been sick?')).toMatch(/^No\b/);
    expect(ask('Could you be pregnant?')).toBe('Not that I know of.');
  });

  it('keeps "her last one" with what it refers to, and says what the pain is like', () => {
    expect(ask('When was your last period?')).toMatch(/my last one was 10 days ago/);
    expect(ask('What kind of pain is it?')).toMatch(/dull ache/);
    expect(ask('Where exactly is the pain?')).toBe("It's low down in my tummy.");
  });

  it('answers a question of asking words only from what was just said', () => {
    const patient = createPatient({
      ...chloe,
      medicalHistory: `${chloe.medicalHistory} She smokes 5 roll-ups a day.`,
    });
    const first = patient.answer([], 'Do you smoke?');
    const turns = [
      { text: 'Do you smoke?', isAI: false },
      { text: first.text, isAI: true, facts: first.facts },
    ];
    expect(patient.answer(turns, 'How many?').text).toMatch(/5 a day/);
  });
});

describe('a catalogue case: colour, pain during sex, a temperature asked after', () => {
  const zoe: CaseInput = {
    name: 'Zoe Hart',
    medicalHistory:
      'Zoe is a 24-year-old nurse. For 2 days she has had pain low in her tummy. She has had some brown ' +
      'spotting since yesterday. She feels sick but has not vomited. Her temperature was 38.0 last night.',
    symptoms: [
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'moderate' },
      { name: 'Vaginal bleeding', description: 'Bleeding from the vagina outside periods', severity: 'mild' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
      { name: 'Fever', description: 'High temperature', severity: 'mild' },
    ],
    diagnosis: 'Pelvic inflammatory disease',
    treatments: 'Antibiotics',
  };
  const patient = createPatient(zoe);

  it('tells the colour the note records', () => {
    expect(patient.answer([], 'What colour is the bleeding?').text).toMatch(/brown spotting/);
  });

  it('hears pain during sex as its own symptom, which the note does not record', () => {
    expect(patient.answer([], 'Any pain during sex?').text).toMatch(/^No, sex hasn't been painful/);
  });

  it('gives the number asked after ("How high was it?")', () => {
    const first = patient.answer([], 'Have you had a temperature?');
    const conversation = [
      { text: 'Have you had a temperature?', isAI: false },
      { text: first.text, isAI: true, facts: first.facts },
    ];
    expect(patient.answer(conversation, 'How high was it?').text).toMatch(/38/);
  });

  it('keeps "she feels sick" with the nausea, not the bleeding', () => {
    const sick = patient.facts.facts.find((f) => /feel sick/i.test(f.phrase) && f.origin === 'history');
    expect(sick?.symptom).toBe('Nausea');
  });
});

describe('a yes-or-no question of a symptom with a measure', () => {
  const una: CaseInput = {
    name: 'Una Hale',
    medicalHistory:
      'Una is 30. She has had pain passing urine for 5 days. She has had rigors. Her temperature was 38.6 this morning.',
    symptoms: [
      { name: 'Dysuria', description: null, severity: 'moderate' },
      { name: 'Fever', description: 'High temperature', severity: 'moderate' },
    ],
    diagnosis: 'Pyelonephritis',
    treatments: 'Antibiotics',
  };

  it('tells the measure first ("Have you had a temperature?" → 38.6)', () => {
    expect(createPatient(una).answer([], 'Have you had a temperature?').text).toMatch(/38\.6/);
  });
});
