import { describe, expect, it } from 'vitest';
import { markOthers, unmarkOthers } from './otherPeople.js';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// A man's story told partly by his wife: two people, "he" and "she" (docs/patient.md#case-facts).
const frank: CaseInput = {
  name: 'Frank Hill',
  medicalHistory:
    'Frank is a 71-year-old retired joiner. His daughter Ann says she heard a crash at 6 am and found him on ' +
    'the kitchen floor; she helped him into a chair. His daughter did not notice any slurred speech. ' +
    'He has no rash. He is allergic to plasters, which give him a rash. His wife has her own heart problems.',
  symptoms: [{ name: 'Dizziness', description: null, severity: 'moderate' }],
  diagnosis: 'Postural hypotension',
  treatments: 'Review medicines',
};

describe("someone else's pronouns stay someone else's", () => {
  const patient = createPatient(frank);
  const ask = (q: string) => patient.answer([], q).text;

  it('marks only the other sex, and unmarks exactly what it marked', () => {
    const marked = markOthers('She found him and gave her own pills', 'he');
    expect(marked).not.toMatch(/\bShe\b|\bher\b/);
    expect(marked).toMatch(/\bhim\b/);
    expect(unmarkOthers(marked)).toBe('She found him and gave her own pills');
    expect(markOthers('She found him', null)).toBe('She found him');
  });

  it('says the daughter found him, not "I found me"', () => {
    const answer = ask('Who found you?');
    expect(answer).toMatch(/^My daughter Ann says she heard a crash .* found me\b/);
    expect(answer).not.toMatch(/\bI (?:found|heard)\b/);
  });

  it('says what a relative did to the patient with its verb', () => {
    expect(ask('How did you get into the chair?')).toMatch(/She helped me into a chair/);
  });

  it("keeps the wife's own problems hers", () => {
    expect(patient.facts.facts.map((f) => f.phrase).join(' ')).toMatch(/her own heart problems/);
  });

  it("reads a witness's denial as a denial", () => {
    expect(ask('Was your speech slurred?')).toMatch(/^No\b/);
  });

  it("keeps the record's denial of a rash over an allergy's rash", () => {
    expect(ask('Have you had any rashes?')).toMatch(/^No\b/);
    expect(ask('What happens when you use plasters?')).toMatch(/rash/);
  });

  it('hears "did anyone see you" as a question, "see you soon" as goodbye', () => {
    expect(patient.answer([], 'Did anyone see you fall?').trace?.join(' ')).not.toMatch(/closing/);
    expect(patient.answer([], 'Okay, see you soon').trace?.join(' ')).toMatch(/acts/);
  });
});
