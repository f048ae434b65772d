import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput, Turn } from './types.js';

// A catalogue symptom whose name joins two concepts ("Nausea and vomiting"), and what eases a symptom
// named before the verb (docs/patient.md#case-facts).
const gastritis: CaseInput = {
  name: 'Paul Reid',
  medicalHistory:
    'Paul has not been himself for about 10 days. He has felt queasy since Friday and has vomited 4 times ' +
    'since last night. He gets light-headed when he gets out of bed, and sitting on the edge of the bed ' +
    'for a minute settles it.',
  symptoms: [
    { name: 'Nausea and vomiting', description: 'Feels queasy, vomiting', severity: 'moderate' },
    { name: 'Light-headedness', description: 'On getting up', severity: 'mild' },
  ],
  diagnosis: 'Gastritis',
  treatments: 'Omeprazole',
};

describe('a symptom whose name joins two', () => {
  const ask = (questions: string[]) => {
    const patient = createPatient(gastritis);
    const conversation: Turn[] = [];
    let last = '';
    for (const q of questions) {
      last = patient.answer(conversation, q).text;
      conversation.push({ text: q, isAI: false }, { text: last, isAI: true });
    }
    return last;
  };

  it('counts the vomiting as the symptom, in the vomiting’s own words', () => {
    const answer = ask(['How many times have you been sick?']);
    expect(answer).toMatch(/\b4\b|four/);
    expect(answer).not.toMatch(/feeling sick 4/);
  });

  it('takes "feeling like this" as the whole illness', () => {
    expect(ask(['What brings you in?', 'How long have you been feeling like this?'])).toMatch(/10 days/);
  });

  it('says what eases a symptom when the remedy is named before the verb', () => {
    expect(ask(['Does anything help the light-headedness?'])).toMatch(/sitting on the edge of the bed/i);
  });
});
