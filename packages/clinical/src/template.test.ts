import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// A case written in a structured template with headings (docs/patient.md#the-built-in-patient-no-openai-key).
const tom: CaseInput = {
  name: 'Tom Fletcher',
  medicalHistory: `Presenting complaint: Headache for 3 weeks.
History of presenting complaint: Gradual onset, bilateral, band-like around the forehead. No visual disturbance, no vomiting, no weakness. Taking paracetamol most days, which helps a little. Under a lot of stress at work.
Drug history: Paracetamol as above.
Allergies: Ibuprofen - wheeze.
Social history: Software developer. Sleeping poorly, 5 hours a night.
Ideas, concerns, expectations: Worried it could be a brain tumour.`,
  symptoms: [{ name: 'Headache', description: 'Pain in the head', severity: 'moderate' }],
  diagnosis: 'Tension-type headache',
  treatments: 'Reassurance',
};

describe('a case written under headings', () => {
  const ask = (q: string) => createPatient(tom).answer([], q).text;

  it('reads a list of descriptors one by one, in lay words', () => {
    expect(ask('Is it on one side or both?')).toBe("It's on both sides.");
    expect(ask('Did it come on suddenly?')).toMatch(/came on gradually/);
    expect(ask('How long have you had it?')).not.toMatch(/5 hours/);
  });

  it('says a denial once, a reaction after its dash, and no "as above"', () => {
    expect(ask('Any weakness?')).toBe("No, I haven't had any weakness.");
    expect(ask('Any allergies?')).toBe("I'm allergic to ibuprofen — it makes me wheezy.");
    expect(ask('What medicines do you take?')).not.toMatch(/as above/);
  });

  it("tells the patient's stress and worries in the first person", () => {
    expect(ask('Is work stressful?')).toMatch(/^I've been under a lot of stress at work/);
    expect(ask('What are you worried about?')).toBe("I'm worried it could be a brain tumour.");
  });
});

// A template in a respiratory clinic's shorthand (docs/patient.md#case-facts).
const kai: CaseInput = {
  name: 'Kai Morgan',
  medicalHistory: `PC: SOB + wheeze 3/7
HPC: URTI 1/52 ago, then worsening wheeze, worse at night, woken x2 last night. PEF 300 (best 520). Can complete sentences.
PMH: Asthma since age 6, 1 admission 2018 (no ITU).
DH: Salbutamol 100mcg 2 puffs PRN; Clenil 100mcg 2 puffs BD (admits poor adherence - forgets the evening dose); loratadine 10mg OD.
Allergies: Ibuprofen - wheeze. Dogs.
SH: 31F. Call-centre worker. Smokes 8 cig/day + vapes.`,
  symptoms: [
    { name: 'Shortness of breath', description: 'Difficulty breathing', severity: 'severe' },
    { name: 'Wheeze', description: 'Whistling sound when breathing', severity: 'moderate' },
  ],
  diagnosis: 'Acute asthma',
  treatments: 'Salbutamol nebuliser, prednisolone',
};

describe('a template in shorthand: "+", URTI, PEF, ITU, colours and asides', () => {
  const ask = (q: string) => createPatient(kai).answer([], q).text;

  it('gives each symptom joined by "+" the time written after them', () => {
    expect(ask('How long have you been wheezy?')).toMatch(/3 days/);
    expect(ask('How long have you been wheezy?')).not.toMatch(/week ago/);
  });

  it('reads the shorthand of a cold, a peak flow and intensive care', () => {
    expect(ask('Did you have a cold before this?')).toMatch(/cold/);
    expect(ask("What's your peak flow?")).toMatch(/300/);
    expect(ask('How many times did it wake you last night?')).toMatch(/woke me (?:twice|2 times) last night/);
    expect(ask('Can you finish your sentences?')).toMatch(/^I can complete sentences/);
  });

  it('knows the inhalers by colour and keeps an aside in brackets whole', () => {
    expect(ask('What about the brown inhaler?')).toMatch(/clenil .*but I admit poor adherence/i);
    expect(ask('Do you take any antihistamines?')).toMatch(/loratadine/);
  });

  it('smokes and vapes, and keeps a reaction with its allergy', () => {
    expect(ask('Do you smoke?')).toMatch(/smoke about 8 a day, and I vape/);
    expect(ask('Any allergies?')).toMatch(/ibuprofen — it makes me wheezy\. I'm allergic to dogs/);
  });
});

// A chest-pain template with a "Previous:" line and brackets inside its lists.
const glen: CaseInput = {
  name: 'Glen Hart',
  medicalHistory: `PC: 59M, central chest pain for 3 hours.
HPC: Heavy central chest pain. Not eased by rest or by Gaviscon. Previous: milder tightness on walking uphill x2 in the last 2/52.
DH: ramipril 5 mg OD; atorvastatin 40 mg ON (started 6/12 ago, replacing simvastatin, which was stopped because of muscle aches).
Allergies: penicillin (rash and swollen lips).
SH: Care assistant in a nursing home.`,
  symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
  diagnosis: 'NSTEMI',
  treatments: 'Aspirin',
};

describe('a template: a "Previous:" line, what did not help, brackets kept whole', () => {
  const ask = (q: string) => createPatient(glen).answer([], q).text;

  it('reads "Previous:" as earlier episodes and "not eased by" as what was tried', () => {
    expect(ask('Have you had anything like this before?')).toMatch(/milder tightness on walking uphill/);
    expect(ask('Have you taken anything for it?')).toMatch(/^Rest or Gaviscon hasn't helped/);
  });

  it('keeps a medicine taken though its brackets tell of another stopped, and a reaction of two things', () => {
    expect(ask('Do you take a statin?')).toMatch(/^I take atorvastatin/);
    expect(ask('Any allergies?')).toMatch(/penicillin — it gives me rash and swollen lips/);
  });

  it('reads a job done somewhere as the job', () => {
    expect(ask('What do you do for work?')).toMatch(/care assistant in a nursing home/);
  });
});

describe('a yes-or-no question of what a symptom does', () => {
  const ian: CaseInput = {
    name: 'Ian Moss',
    medicalHistory:
      'PC: Headache for 3 weeks.\nHPC: Band-like, both sides. Not woken by it. Worse after long days at the computer.',
    symptoms: [{ name: 'Headache', description: 'Pain in the head', severity: 'moderate' }],
    diagnosis: 'Tension-type headache',
    treatments: 'Reassurance',
  };

  it('answers from the fact that says it, not from the symptom being there', () => {
    expect(createPatient(ian).answer([], 'Does the headache wake you up?').text).toMatch(
      /^No, I'm not woken by it/,
    );
  });
});

describe('an ICE line with no subject', () => {
  const p = createPatient({
    name: 'Les Hart',
    medicalHistory:
      "PC: chest pain for 3 hours.\nICE: Thinks he is having a heart attack 'like Dad'. Worried about his dog.",
    symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
    diagnosis: 'Aortic dissection',
    treatments: 'CT aorta',
  });

  it('is his idea of what it is, not an illness he has had', () => {
    expect(
      p.facts.facts
        .filter((f) => f.topic === 'pmh')
        .map((f) => f.phrase)
        .join(' '),
    ).not.toMatch(/heart attack/);
    expect(p.answer([], 'What are you worried this might be?').text).toMatch(/heart attack/);
  });
});
