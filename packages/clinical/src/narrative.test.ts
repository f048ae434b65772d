import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// A case told as plain prose, its medicines in one sentence with an aside (docs/patient.md#case-facts).
const joan: CaseInput = {
  name: 'Joan Marsh',
  medicalHistory:
    'Mrs Marsh is a 66-year-old retired cook with 4 days of pain in the right side of her chest. The pain is ' +
    'sharp, worse when she breathes in, and came on gradually after a week of coughing. Her temperature was ' +
    '38.4 last night. She had a similar but milder episode 3 years ago, which her GP treated with antibiotics. ' +
    'She takes ramipril 5 mg daily, naproxen 500 mg twice a day for her hips, which she has been taking more ' +
    'of lately, and lactulose at night. She is allergic to clarithromycin, which gave her a rash and swollen ' +
    'eyes.',
  symptoms: [
    { name: 'Chest pain', description: 'Pain in the chest', severity: 'moderate' },
    { name: 'Fever', description: 'High temperature', severity: 'mild' },
  ],
  diagnosis: 'Pleurisy',
  treatments: 'Analgesia',
};

describe('a case told as prose', () => {
  const ask = (q: string) => createPatient(joan).answer([], q).text;

  it('reads every medicine of a list that an aside interrupts', () => {
    const answer = ask('What medicines do you take?');
    for (const drug of ['ramipril', 'naproxen', 'lactulose']) expect(answer).toMatch(drug);
    expect(ask('Do you take anything for your bowels?')).toMatch(/lactulose/);
  });

  it('takes a kind of medicine asked of bare as the medicines', () => {
    expect(ask('Any painkillers?')).toMatch(/naproxen/);
    expect(ask('Any blood thinners?')).toMatch(/^No\b/);
  });

  it("keeps an allergy's reactions together", () => {
    expect(ask('What happens when you take clarithromycin?')).toMatch(/rash and swollen eyes/);
  });

  it('tells how the pain began, and of what it followed, not the fever', () => {
    expect(ask('How did the pain start?')).toMatch(/came on gradually after a week of coughing/);
    expect(ask('When did it start?')).toMatch(/4 days/);
  });

  it('tells of an earlier episode and its treatment, though told beside the fever', () => {
    expect(ask('Has this happened before?')).toMatch(/similar but milder episode 3 years ago/);
    expect(ask('How was it treated?')).toMatch(/antibiotics/);
  });
});

describe('a compound term read as one thing', () => {
  const rita: CaseInput = {
    name: 'Rita Shah',
    medicalHistory:
      'Rita is 70 and has had left-sided tummy pain for 2 days. She has high blood pressure and takes amlodipine.',
    symptoms: [{ name: 'Abdominal pain', description: null, severity: 'moderate' }],
    diagnosis: 'Diverticulitis',
    treatments: 'Antibiotics',
  };
  const ask = (q: string) => createPatient(rita).answer([], q).text;

  it('hears no bleeding in "high blood pressure", and blood from the back passage as rectal bleeding', () => {
    expect(ask('Have you seen any blood from your back passage?')).toMatch(/^No\b/);
    expect(ask('Have you seen any blood from your back passage?')).not.toMatch(/pressure/);
  });
});

describe("a daughter's report of her mother's memory", () => {
  const edna: CaseInput = {
    name: 'Edna Price',
    medicalHistory:
      'Edna is 81 and comes with her daughter, Lyn. Lyn says her mum has become more and more forgetful over ' +
      'the past 2 years. She has left the kettle on the hob twice in the last month. Lyn says the change has been ' +
      'gradual, with no sudden worsening. She has not seen things that are not there, and she has had no falls.',
    symptoms: [{ name: 'Memory loss', description: null, severity: 'moderate' }],
    diagnosis: "Alzheimer's disease",
    treatments: 'Memory clinic',
  };
  const ask = (q: string) => createPatient(edna).answer([], q).text;

  it('dates the memory loss by the report, not by a count in the last month', () => {
    expect(ask('How long has your memory been a problem?')).toMatch(/2 years/);
    expect(ask('How long has your memory been a problem?')).not.toMatch(/last month/);
  });

  it('reads a manner denied ("no sudden worsening") as not how it came on, and "and she has had no falls" as a denial', () => {
    expect(ask('Did it come on suddenly?')).toMatch(/gradually/);
    expect(ask('Have you had any falls?')).toMatch(/^No\b/);
  });
});

describe('a denial told with "there"', () => {
  const kim: CaseInput = {
    name: 'Kim Park',
    medicalHistory:
      'Kim is 27 and has had diarrhoea for 3 months. There has been no blood in it and she has not passed any mucus. Her stools are difficult to flush away.',
    symptoms: [{ name: 'Diarrhoea', description: null, severity: 'moderate' }],
    diagnosis: 'Coeliac disease',
    treatments: 'Gluten-free diet',
  };
  const patient = createPatient(kim);

  it('reads "there has been no blood" as a denial', () => {
    const denial = patient.facts.facts.find((f) => /no blood/i.test(f.phrase));
    expect(denial?.polarity).toBe('absent');
    expect(patient.answer([], 'Any blood in your stools?').text).toMatch(/^No\b/);
  });
});

describe('what did not help, and how earlier episodes ended', () => {
  const tom: CaseInput = {
    name: 'Tom Fry',
    medicalHistory:
      'Tom is 15 and woke with sudden pain in his left testicle. Nothing helps, not even lying still. He has had ' +
      'two short episodes of similar pain in the past six months, each lasting about 20 minutes and settling on ' +
      "its own. He is worried that he will miss Sunday's match.",
    symptoms: [{ name: 'Testicular pain', description: null, severity: 'severe' }],
    diagnosis: 'Testicular torsion',
    treatments: 'Surgery',
  };
  const patient = createPatient(tom);

  it('says nothing helps, and keeps "settling on its own" with the earlier episodes', () => {
    expect(patient.answer([], 'Does anything make it better?').text).toBe('Nothing seems to help.');
  });

  it('reads "miss" after "will" as the verb, not a title', () => {
    expect(patient.facts.facts.map((f) => f.phrase).join(' ')).toMatch(/will miss Sunday's match/);
  });
});

describe('questions of what the case does not record', () => {
  const ask = (q: string) => createPatient(joan).answer([], q).text;

  it('never answers recreational drugs with the medicines, nor "anyone else unwell" with the illness', () => {
    expect(ask('Do you use recreational drugs?')).not.toMatch(/naproxen|ramipril|lactulose/);
    expect(ask('Has anyone else been unwell?')).not.toMatch(/4 days|going on/);
  });
});

describe('how it came on, asked of directly', () => {
  const vi: CaseInput = {
    name: 'Vi Lane',
    medicalHistory:
      'Vi is 79. She has become more forgetful over the past 18 months. Her daughter says the change has been gradual.',
    symptoms: [{ name: 'Memory loss', description: null, severity: 'moderate' }],
    diagnosis: "Alzheimer's disease",
    treatments: 'Memory clinic',
  };

  it('tells the manner, wherever the note put it', () => {
    expect(createPatient(vi).answer([], 'Did it come on suddenly or gradually?').text).toMatch(/gradually/);
  });
});

describe('what eases it, an operation on the teeth, a second verb of "I"', () => {
  const ben: CaseInput = {
    name: 'Ben Ray',
    medicalHistory:
      'Ben is 29 and has had sharp central chest pain for 2 days. It is much worse when he lies flat, and it eases when he sits up and leans forward. He had his wisdom teeth out at 22.',
    symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
    diagnosis: 'Pericarditis',
    treatments: 'NSAIDs',
  };
  const ask = (q: string) => createPatient(ben).answer([], q).text;

  it('answers "makes it easier" with what eases it, each verb agreeing with "I"', () => {
    expect(ask('Is there any position that makes it easier?')).toMatch(/when I sit up and lean forward/);
  });

  it('reads teeth taken out as an operation', () => {
    expect(ask('Have you had any operations?')).toMatch(/wisdom teeth out/);
  });
});
