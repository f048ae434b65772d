import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

const dennis: CaseInput = {
  name: 'Dennis Hale',
  medicalHistory:
    'Dennis Hale is a 78-year-old retired joiner with a painful red leg for two days. ' +
    'PMH: type 2 diabetes, high blood pressure, atrial fibrillation.\n' +
    'Medication:\n1. Metformin 500 mg twice daily\n2. Ramipril 5 mg once daily\n3. Indapamide 2.5 mg each morning\n4. Rivaroxaban 20 mg once daily\n5. Atorvastatin 20 mg at night\n',
  symptoms: [{ name: 'Leg pain', description: null, severity: 'moderate' }],
  diagnosis: 'Cellulitis',
  treatments: 'Flucloxacillin',
};

describe('medicines by what they are for (lexicon/indications.ts)', () => {
  const ask = (q: string) => createPatient(dennis).answer([], q).text;

  it('finds the medicines for a condition asked about in lay words', () => {
    const bp = ask('Are you on anything for your blood pressure?');
    expect(bp).toMatch(/ramipril/i);
    expect(bp).toMatch(/indapamide/i);
    expect(bp).not.toMatch(/metformin|atorvastatin/i);
    expect(ask('Do you take a blood thinner?')).toMatch(/rivaroxaban/i);
    expect(ask('Anything for your sugar?')).toMatch(/metformin/i);
  });

  it('says nothing is taken for a condition none of the medicines treats', () => {
    expect(ask('Do you take anything for your chest?')).toBe("No, I don't take anything for that.");
  });

  it('says a long list of medicines whole, three to a sentence', () => {
    const all = ask('What medicines do you take?');
    for (const drug of ['metformin', 'ramipril', 'indapamide', 'rivaroxaban', 'atorvastatin'])
      expect(all.toLowerCase()).toContain(drug);
  });
});

describe('the drug history beyond the list', () => {
  const walter: CaseInput = {
    name: 'Walter Reid',
    medicalHistory:
      'Walter Reid, 70, has been more breathless for a week.\n' +
      'DH: Ramipril 5mg OD; Salbutamol inhaler 2 puffs PRN (using it six times a day this week).\n' +
      'He stopped his Clenil inhaler last month because it made his voice hoarse. ' +
      'His daughter Ann puts his tablets into a dosette box.',
    symptoms: [{ name: 'Breathlessness', description: null, severity: 'moderate' }],
    diagnosis: 'Exacerbation of COPD',
    treatments: 'Prednisolone',
  };
  const ask = (q: string) => createPatient(walter).answer([], q).text;

  it('counts a medicine taken when needed, and names it by the colour patients use', () => {
    expect(ask('What medicines do you take?')).toMatch(/salbutamol/i);
    expect(ask('Do you use a blue inhaler?')).toMatch(/salbutamol/i);
  });

  it('tells of a medicine stopped, and who looks after the tablets', () => {
    expect(ask('Have you stopped any medicines recently?')).toMatch(/stopped my Clenil inhaler/i);
    expect(ask('Who sorts out your tablets?')).toMatch(/Ann puts my tablets into a dosette box/);
  });
});

describe('a numbered list with what each medicine is, and a change asked of', () => {
  const ron: CaseInput = {
    name: 'Ron Pike',
    medicalHistory: [
      'Ron is 79.',
      'Medicines:',
      '1. Ramipril 10 mg once a day',
      '2. Furosemide 40 mg each morning, a water tablet, increased from 20 mg 3 weeks ago because of ankle swelling',
      '3. Clopidogrel 75 mg once a day, a blood thinner since his stent',
      '4. Amlodipine 10 mg, stopped 6 months ago because it gave him flushing',
    ].join('\n'),
    symptoms: [{ name: 'Dizziness', description: null, severity: 'moderate' }],
    diagnosis: 'Acute kidney injury',
    treatments: 'Stop ramipril',
  };
  const ask = (q: string) => createPatient(ron).answer([], q).text;

  it('keeps "a water tablet, increased from 20 mg" with its medicine', () => {
    expect(ask('Are you on a water tablet?')).toMatch(
      /furosemide 40 mg each morning, a water tablet, increased/,
    );
  });

  it('answers a change asked of with the medicines that changed', () => {
    const changed = ask('Has the dose of any of your tablets changed recently?');
    expect(changed).toMatch(/furosemide/);
    expect(changed).not.toMatch(/ramipril/);
  });
});

describe("a medicine given by a relative, told in the list's aside", () => {
  const ted: CaseInput = {
    name: 'Ted Ash',
    medicalHistory: [
      'Ted is 79.',
      'Medicines:',
      '1. Gliclazide 80 mg twice a day, which Linda gives him with his meals while she checks his blood sugar',
    ].join('\n'),
    symptoms: [{ name: 'Dizziness', description: null, severity: 'moderate' }],
    diagnosis: 'Acute kidney injury',
    treatments: 'Fluids',
  };

  it('says who gives it, not "It Linda gives me"', () => {
    const said = createPatient(ted).facts.facts.map((f) => f.phrase);
    expect(said.some((p) => /^It Linda/.test(p))).toBe(false);
    expect(said.some((p) => /^Linda gives me with my meals/.test(p))).toBe(true);
  });
});

describe('a medicine that was stopped, asked of as if taken now', () => {
  const pat = createPatient({
    name: 'Edna Shaw',
    medicalHistory:
      'Edna is an 81-year-old retired cook. Medicines:\n1. Digoxin 125 micrograms once daily\n' +
      '2. Bisoprolol 2.5 mg once daily (stopped in June because it made her dizzy)\n' +
      '4 days ago the out of hours doctor started tramadol and told her to stop the naproxen.',
    symptoms: [{ name: 'Nausea', description: 'Feeling sick', severity: 'moderate' }],
    diagnosis: 'Digoxin toxicity',
    treatments: 'Stop digoxin',
  });
  const ask = (q: string) => pat.answer([], q).text;

  it('says a medicine stopped in brackets was stopped, not that it is taken', () => {
    expect(ask('What tablets do you take?')).not.toMatch(/I take bisoprolol/i);
    expect(ask('Tell me about the bisoprolol')).toMatch(/stopped it in June because it made me dizzy/i);
  });

  it('answers "still taking" of a stopped medicine with a plain no', () => {
    expect(ask('Are you still taking bisoprolol?')).toMatch(/^No\. .*stopped/);
    expect(ask('Are you still on the naproxen?')).toMatch(/^No\. .*told me to stop the naproxen 4 days ago/);
    expect(ask('Are you still taking the digoxin?')).not.toMatch(/^No\b/);
  });
});

describe('what did not help, asked whether it helped', () => {
  const pat = createPatient({
    name: 'Kevin Moss',
    medicalHistory:
      'PC: tearing chest pain. HPC: Given GTN spray x2 by paramedics, no relief. Tried his salbutamol ' +
      "inhaler, which 'doesn't make any difference'.",
    symptoms: [{ name: 'Chest pain', description: 'Pain in the chest', severity: 'severe' }],
    diagnosis: 'Aortic dissection',
    treatments: 'Blood pressure control',
  });
  it('answers with a plain no from "no relief" or "no difference", wherever the note says it', () => {
    expect(pat.answer([], 'Did the spray help at all?').text).toMatch(/^No\b.*GTN/i);
    expect(pat.answer([], 'Does the inhaler help?').text).toMatch(/^No\b.*difference/i);
  });
  it('does not lead with no when asked only whether something was tried', () => {
    expect(pat.answer([], 'Have you tried anything for the pain?').text).not.toMatch(/^No\b/);
  });
});

describe('medicines told as things that happened', () => {
  const pat = createPatient({
    name: 'Jean Fox',
    medicalHistory:
      'Dear Doctor, I would be grateful if you could see Mrs Fox, 67. She has high blood pressure, for which ' +
      'she took bendroflumethiazide 2.5 mg until I stopped it a month ago and started amlodipine 5 mg daily. ' +
      'She also takes omeprazole 20 mg daily. After her fracture she started buying Adcal-D3 tablets from the ' +
      'chemist. She takes vitamin D 1000 units daily. She drinks about 3 litres of water a day. ' +
      'I started propranolol 40 mg twice daily in August; she stopped it three weeks ago because it made her ' +
      'more tired. Yours sincerely, Dr Shah',
    symptoms: [{ name: 'Fatigue', description: 'Tiredness', severity: 'moderate' }],
    diagnosis: 'Primary hyperparathyroidism',
    treatments: 'Parathyroidectomy',
  });
  const ask = (q: string) => pat.answer([], q).text;

  it('reads a medicine taken, started or bought, and "also takes"', () => {
    expect(ask('Do you take any vitamins or supplements?')).toMatch(/Adcal/i);
    expect(ask('Are you taking any calcium tablets?')).toMatch(/Adcal/i);
    expect(ask('What medicines do you take?')).toMatch(/omeprazole/);
  });

  it('names the medicine where the note says "it", and answers "still taking" from the stop', () => {
    expect(ask('Are you still taking the propranolol?')).toMatch(/^No\. I stopped propranolol 3 weeks ago/);
  });

  it('reads vitamin D units and litres of water as no alcohol', () => {
    expect(ask('Do you drink alcohol?')).not.toMatch(/units|litres/);
  });
});

describe('a numbered drug history with remarks', () => {
  const pat = createPatient({
    name: 'Ron Jenkins',
    medicalHistory:
      'Ron is 78.\nMedicines (from his blister packs and the bathroom cabinet; he manages them himself):\n' +
      '1. Fentanyl patch 12 micrograms/hour, changed every 3 days. Started 2 weeks ago for his back pain. Susan ' +
      'found three patches on his back.\n2. Gabapentin 300 mg three times a day.\n' +
      '3. Senna 2 tablets at night: he stopped it himself a month ago because it gave him cramps.\n' +
      'Family: his brother had a stroke.',
    symptoms: [{ name: 'Drowsiness', description: 'Very sleepy', severity: 'severe' }],
    diagnosis: 'Opioid toxicity',
    treatments: 'Naloxone',
  });
  const ask = (q: string) => pat.answer([], q).text;

  it('reads the list under a heading with a long remark, and a remark about what someone did as no medicine', () => {
    const meds = ask('Which medicines do you take?');
    expect(meds).toMatch(/fentanyl/i);
    expect(meds).toMatch(/gabapentin/i);
    expect(meds).not.toMatch(/I use susan/i);
  });

  it('answers "still take" of a medicine stopped after a colon, by a name the lexicon knows', () => {
    expect(ask('Do you still take the senna?')).toMatch(
      /^No\. I used to take senna 2 tablets at night, but I stopped it/,
    );
  });

  it('reads "Family:" as the family history', () => {
    expect(ask('Does anything run in your family?')).toMatch(/brother had a stroke/);
  });
});

describe('a medicine not taken of late', () => {
  const p = createPatient({
    name: 'Ray Dunn',
    medicalHistory:
      "DH: 1. Amlodipine 10 mg OD. 2. Ramipril 5 mg OD - 'forgets it', ran out 2/52 ago. 3. Levothyroxine " +
      '100 mcg OD (not taken for 10 days). 4. Apixaban 5 mg BD. 5. Warfarin (stopped 2019). No OTC meds.',
    symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
    diagnosis: 'Aortic dissection',
    treatments: 'Surgery',
  });
  const ask = (q: string) => p.answer([], q).text;

  it('says no to taking it, then what the note says', () => {
    expect(ask('Have you been taking your ramipril?')).toMatch(/^No\b.*ran out 2 weeks ago/);
    expect(ask('Have you been taking your thyroid tablets?')).toMatch(/^No\b.*not taken for 10 days/);
  });

  it('says no only when none of a kind asked of is taken', () => {
    expect(ask('Are you on any blood thinners?')).not.toMatch(/^No\b/);
    expect(ask('Are you on any blood thinners?')).toMatch(/apixaban/);
  });

  it('reads an inline numbered list item by item, and "no OTC meds" as nothing bought', () => {
    const phrases = p.facts.facts.map((f) => f.phrase);
    expect(phrases).not.toContain('I take 2');
    expect(phrases.join(' ')).not.toMatch(/I don't take any regular medicines/);
  });
});

describe('who looks after the medicines', () => {
  const patient = (history: string) =>
    createPatient({
      name: 'Ted Ross',
      medicalHistory: history,
      symptoms: [{ name: 'Confusion', description: null, severity: 'moderate' }],
      diagnosis: 'Delirium',
      treatments: 'Treat the cause',
    });

  it('is read from the drug list heading’s remark', () => {
    const filled = patient(
      'Ted is an 84-year-old retired baker.\nMedication (his wife, Iris, fills his dosette box every Sunday):\n1. Ramipril 5 mg once daily\n2. Amlodipine 5 mg once daily\n',
    );
    expect(filled.answer([], 'Who looks after your tablets?').text).toMatch(/Iris/);
    expect(filled.answer([], 'What medicines do you take?').text).not.toMatch(/fills/);
    const own = patient(
      'Ted is an 84-year-old retired baker.\nMedicines (from his blister packs; he manages them himself):\n1. Ramipril 5 mg once daily\n',
    );
    expect(own.answer([], 'Who sorts out your tablets?').text).toMatch(/myself/);
  });
});
