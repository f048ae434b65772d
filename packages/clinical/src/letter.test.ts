import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// A case written as a GP's referral letter (docs/patient.md#the-built-in-patient-no-openai-key).
const margaret: CaseInput = {
  name: 'Margaret Cole',
  medicalHistory:
    'Dear Doctor,\nThank you for seeing this 58-year-old retired teacher who has had three episodes of ' +
    'central chest pain over the past fortnight, each brought on by walking uphill and easing within five ' +
    'minutes of rest. The most recent was this morning and lasted twenty minutes, with sweating, and went into her left arm. She denies palpitations or ankle swelling. She ' +
    'has high cholesterol but stopped her atorvastatin last year because of aching legs. She smoked 20 a day ' +
    'until five years ago. Her father died of a heart attack at 62.\nYours sincerely, Dr Patel',
  symptoms: [
    { name: 'Chest pain', description: null, severity: 'severe' },
    { name: 'Sweating', description: null, severity: 'moderate' },
  ],
  diagnosis: 'Unstable angina',
  treatments: 'Aspirin',
};

describe('a case written as a referral letter', () => {
  const ask = (q: string) => createPatient(margaret).answer([], q).text;

  it("reads none of the letter's framing as the patient's", () => {
    expect(ask('What do you do for work?')).toBe("I'm a retired teacher.");
    expect(ask('How bad is the pain out of 10?')).not.toMatch(/58/);
  });

  it('takes "denies" as a denial and past smoking as past', () => {
    expect(ask('Any palpitations?')).toMatch(/^No\b/);
    expect(ask('Do you smoke?')).toMatch(/used to smoke/);
  });

  it('spreads the pain, not the sweat, and knows a statin stopped', () => {
    expect(ask('Does it go anywhere?')).toMatch(/left arm/);
    expect(ask('Do you take a statin?')).toMatch(/^No, I stopped my atorvastatin/);
  });

  it('tells what eases it and how long the last one lasted', () => {
    expect(ask('What makes it better?')).toMatch(/eases within 5 minutes of rest/);
    expect(ask("How long did today's one last?")).toBe('It lasted about 20 minutes.');
  });

  it("answers a family's heart problems without a contradicting 'not that I know of'", () => {
    const family = ask('Any heart problems in the family?');
    expect(family).toMatch(/father died of a heart attack at 62/);
    expect(family).not.toMatch(/not that I know/i);
  });
});

describe('a symptom told of another', () => {
  it('is a yes: "coughing up green phlegm" told of the cough answers "bringing anything up?"', () => {
    const patient = createPatient({
      name: 'Frank Hill',
      medicalHistory: 'Frank is 70. He has had a cough for 4 days and is coughing up green phlegm.',
      symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
      diagnosis: 'Pneumonia',
      treatments: 'Amoxicillin',
    });
    expect(patient.answer([], 'Are you bringing anything up?').text).toMatch(/green phlegm/);
    expect(patient.answer([], 'Any chest pain?').text).toMatch(/^No\b/);
  });
});

describe('where a symptom is', () => {
  it('is no body part a clause names beside a symptom that sits nowhere', () => {
    const facts = createPatient({
      name: 'Isla Grant',
      medicalHistory:
        'Isla is 3. Her temperature was 39.2 on her ear thermometer. She has a rash on her legs.',
      symptoms: [
        { name: 'Fever', description: null, severity: 'moderate' },
        { name: 'Rash', description: null, severity: 'mild' },
      ],
      diagnosis: 'x',
      treatments: '',
    }).facts.facts;
    expect(facts.filter((f) => f.topic === 'site' && f.symptom === 'Fever')).toEqual([]);
    expect(facts.some((f) => f.topic === 'site' && f.symptom === 'Rash' && /legs/.test(f.phrase))).toBe(true);
  });
});

// A letter with its salutation and signature on lines of their own.
const tessa: CaseInput = {
  name: 'Tessa Grant',
  medicalHistory: `Dear Dr Reid,

I would be grateful if you could see Mrs Tessa Grant, a 52-year-old baker, who has had 5 weeks of heartburn and upper abdominal pain after meals, worse lying flat at night and partly eased by Gaviscon. She has lost about half a stone without trying. She has not vomited blood.

Yours sincerely,
Dr B Moss`,
  symptoms: [
    { name: 'Heartburn', description: 'Burning feeling in the chest', severity: 'moderate' },
    { name: 'Weight loss', description: 'Unintentional weight loss', severity: 'mild' },
  ],
  diagnosis: 'Peptic ulcer disease',
  treatments: 'Endoscopy',
};

describe('a letter laid out on lines: salutation, body, signature', () => {
  const patient = createPatient(tessa);
  const ask = (q: string) => patient.answer([], q).text;

  it('reads nothing of the signature or the bare name as the patient', () => {
    const said = patient.facts.facts.map((f) => f.phrase);
    expect(said.some((p) => /moss/i.test(p))).toBe(false);
    expect(said.some((p) => p.trim() === 'I')).toBe(false);
  });

  it('keeps the weight lost as weight loss ("half a stone" is no kidney stone)', () => {
    expect(ask('How much weight have you lost?')).toMatch(/half a stone/);
    expect(patient.facts.facts.some((f) => f.topic === 'pmh' && /stone/.test(f.phrase))).toBe(false);
  });

  it('denies blood in the vomit, and splits what worsens from what eases', () => {
    expect(ask('Have you vomited any blood?')).toMatch(/^No, there's been no blood when I've been sick/);
    expect(ask('Is it worse when you lie down?')).toMatch(/worse lying flat at night\.$/);
  });
});

// A letter whose writer speaks of themself, closed "With kind regards".
const steve: CaseInput = {
  name: 'Steve Ward',
  medicalHistory: `Dear Colleague,

Thank you for seeing Mr Steve Ward, a 52-year-old lorry driver. He came to see me with his wife, who is worried about his snoring. His past history includes high blood pressure and acid reflux. His brother has diabetes and his father had a stroke at 68. A short nap or a strong coffee helps only briefly. I have advised him not to drive until he has been assessed.

With kind regards,

Dr James O'Neill
Riverside Medical Practice`,
  symptoms: [{ name: 'Snoring', description: null, severity: 'moderate' }],
  diagnosis: 'Obstructive sleep apnoea',
  treatments: 'Sleep study',
};

describe("a letter's writer, its lists and its closing", () => {
  const patient = createPatient(steve);
  const ask = (q: string) => patient.answer([], q).text;
  const said = patient.facts.facts.map((f) => f.phrase).join(' | ');

  it('says the writer as "my GP"', () => {
    expect(said).toMatch(/I came to see my GP with my wife/);
    expect(said).toMatch(/my GP has advised me not to drive/);
    expect(said).not.toMatch(/regards|O'Neill|Riverside/i);
  });

  it("reads a list's items after 'and' as the list's", () => {
    expect(ask('Do you have any other medical problems?')).toMatch(/acid reflux/);
    expect(said).not.toMatch(/I have and\b/);
    expect(ask('Has anyone in your family had a stroke?')).toMatch(/father had a stroke at 68/);
  });

  it('tells what helps, named first', () => {
    expect(ask('Does anything help you stay awake?')).toMatch(
      /A short nap or a strong coffee helps only briefly/,
    );
  });
});

describe('a condition asked of, and a question that asks on', () => {
  const ask = (conversation: { text: string; isAI: boolean; facts?: string[] }[], q: string) =>
    createPatient(margaret).answer(conversation, q);

  it('needs every word of the condition ("high blood pressure" is not "high cholesterol")', () => {
    expect(ask([], 'Do you have high blood pressure?').text).toBe('Not that I know of.');
    expect(ask([], 'Do you have high cholesterol?').text).toMatch(/high cholesterol/);
  });

  it('answers "When did you stop?" from what was just told', () => {
    const smoking = ask([], 'Do you smoke?');
    expect(smoking.text).toMatch(/stopped 5 years ago/);
    const conversation = [
      { text: 'Do you smoke?', isAI: false },
      { text: smoking.text, isAI: true, facts: smoking.facts },
    ];
    expect(ask(conversation, 'When did you stop?').text).toMatch(/smoke.*stopped 5 years ago/);
  });
});

describe('a letter that dates the complaint by its history', () => {
  const meg: CaseInput = {
    name: 'Meg Ellis',
    medicalHistory:
      'Dear Doctor,\n\nThank you for seeing Mrs Meg Ellis, 72. She came to see me yesterday with a 2-month history of a change in her bowel habit.\n\nYours sincerely,\nDr A Lee',
    symptoms: [{ name: 'Change in bowel habit', description: null, severity: 'moderate' }],
    diagnosis: 'Colorectal cancer',
    treatments: 'Colonoscopy',
  };

  it('reads "a 2-month history of" as how long, not a past illness', () => {
    expect(createPatient(meg).answer([], 'How long has this been going on?').text).toMatch(/2 months/);
  });
});

describe("a letter's request with a specialty in it", () => {
  it('is framing, not the patient’s words', () => {
    const p = createPatient({
      name: 'Rita Doe',
      medicalHistory:
        'Dear Dr Khan,\nI would be grateful for your rheumatological opinion on this 61-year-old school ' +
        'librarian with 4 months of painful hands.\nKind regards,\nDr Baird',
      symptoms: [{ name: 'Hand pain', description: null, severity: 'moderate' }],
      diagnosis: 'Rheumatoid arthritis',
      treatments: 'Methotrexate',
    });
    expect(p.facts.facts.map((f) => f.phrase).join(' ')).not.toMatch(/grateful|opinion/);
  });
});
