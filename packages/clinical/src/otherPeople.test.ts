import { describe, expect, it } from 'vitest';
import { markOthers, unmarkOthers } from './otherPeople.js';
import { createPatient, patientLines } from './patient.js';
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
    expect(patient.answer([], 'Did anyone see you fall?').text).not.toBe(patientLines.thanks);
    expect(patient.answer([], 'Okay, see you soon').text).toBe(patientLines.thanks);
  });
});

// A son's report of his father, with a numbered medicines list (docs/patient.md#case-facts).
const albert: CaseInput = {
  name: 'Albert Moss',
  medicalHistory: [
    'Albert Moss is an 80-year-old retired printer who comes with his son, Dave. Dave says his dad has been more unsteady for 2 weeks. The room does not spin.',
    'Medicines:',
    '1. Ramipril 10 mg once a day',
    '2. Amlodipine 5 mg once a day',
    '3. Tamsulosin 400 micrograms, stopped 3 weeks ago when the doxazosin was started',
    '4. Doxazosin 4 mg once a day',
    "Dave fills his dad's pill box every Sunday.",
    'Allergies: trimethoprim, which made his lips swell.',
  ].join('\n'),
  symptoms: [{ name: 'Unsteadiness', description: null, severity: 'moderate' }],
  diagnosis: 'Postural hypotension',
  treatments: 'Medication review',
};

describe("a relative's report and a numbered medicines list", () => {
  const ask = (q: string) => createPatient(albert).answer([], q).text;

  it('reads "his dad" in the son\'s report as the patient', () => {
    expect(ask('Who fills your pill box?')).toMatch(/^Dave fills my pill box/);
    expect(
      createPatient(albert)
        .facts.facts.map((f) => f.phrase)
        .join(' '),
    ).not.toMatch(/my dad/);
  });

  it('tells a medicine stopped as stopped, and the medicines for a condition', () => {
    expect(ask('Which tablets have you stopped?')).toMatch(
      /I used to take tamsulosin 400 micrograms, but I stopped it 3 weeks ago/,
    );
    const forPressure = ask('What are you taking for your blood pressure?');
    for (const drug of ['ramipril', 'amlodipine', 'doxazosin']) expect(forPressure).toMatch(drug);
  });

  it("says an allergy's reaction of a part of the patient in the first person", () => {
    expect(ask('Any allergies?')).toMatch(/trimethoprim — it made my lips swell/);
  });

  it('says "No" to what the note denies of something else ("the room does not spin")', () => {
    expect(ask('Does the room spin round?')).toMatch(/^No, the room does not spin/);
  });
});

describe("a wife's account of a turn, and of the ones before", () => {
  const bill: CaseInput = {
    name: 'Bill Nash',
    medicalHistory:
      'Bill is 75. His wife Rose found him sweating and muddled at 6 am. She gave him a glass of orange juice and ' +
      'he was a bit better by the time the ambulance arrived. Twice in the past month he has had milder turns ' +
      'before lunch.',
    symptoms: [{ name: 'Confusion', description: null, severity: 'moderate' }],
    diagnosis: 'Hypoglycaemia',
    treatments: 'Glucose',
  };
  const ask = (q: string) => createPatient(bill).answer([], q).text;

  it('tells what was given and helped, not "the time the ambulance arrived helps"', () => {
    expect(ask('What did she do to help?')).toMatch(/orange juice helped/);
    expect(ask('What did she do to help?')).not.toMatch(/ambulance arrived helps/);
  });

  it('hears milder turns counted in the past month as earlier episodes', () => {
    expect(ask('Has anything like this happened before?')).toMatch(/twice in the past month/i);
  });
});

describe("a wife's report in a letter", () => {
  const sid: CaseInput = {
    name: 'Sid Ward',
    medicalHistory:
      'Dear Doctor, Thank you for seeing Mr Sid Ward, 52. His wife says he snores loudly, and she now sleeps in ' +
      'the spare room. Mr Ward himself complains of feeling exhausted during the day.',
    symptoms: [{ name: 'Snoring', description: null, severity: 'moderate' }],
    diagnosis: 'Obstructive sleep apnoea',
    treatments: 'Sleep study',
  };
  const said = createPatient(sid).facts.facts.map((f) => f.phrase);

  it("keeps the wife's own clause hers, and the patient's complaint his", () => {
    expect(said.some((p) => /^she now sleeps in the spare room$/i.test(p))).toBe(true);
    expect(said.some((p) => /I've had she/.test(p))).toBe(false);
    expect(said.some((p) => /^I've been feeling exhausted during the day$/.test(p))).toBe(true);
  });
});

describe('a named reporter of an older patient', () => {
  const dot: CaseInput = {
    name: 'Dot Clarke',
    medicalHistory:
      'Dot is 84 and comes with her son, David. David says she has not been herself for about 10 days.',
    symptoms: [{ name: 'Confusion', description: null, severity: 'moderate' }],
    diagnosis: 'Subdural haematoma',
    treatments: 'CT head',
  };

  it('reads "not been herself" as being unwell, not a denial', () => {
    const fact = createPatient(dot).facts.facts.find((f) => /not been myself/.test(f.phrase) && !f.verbatim);
    expect(fact).toMatchObject({ polarity: 'present', phrase: 'I have not been myself for about 10 days' });
  });
});
