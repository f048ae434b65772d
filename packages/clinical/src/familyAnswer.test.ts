import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

const mary: CaseInput = {
  name: 'Mary Hale',
  medicalHistory:
    "Mary is 52. Her mother has had long spells of 'bad nerves'. Her father died of a heart attack at 66. " +
    'Her sister has migraines.',
  symptoms: [{ name: 'Low mood', description: null, severity: 'moderate' }],
  diagnosis: 'Depression',
  treatments: 'Talking therapy',
};

describe('a family-history question asked of one relative or one illness', () => {
  const ask = (q: string) => createPatient(mary).answer([], q).text;

  it('answers from that relative', () => {
    expect(ask('What did your father die of?')).toMatch(/heart attack at 66/);
    expect(ask('What did your father die of?')).not.toMatch(/nerves|migraine/);
  });

  it('finds an illness named in lay words or by the body', () => {
    expect(ask('Any mental health problems in the family?')).toMatch(/bad nerves/);
    expect(ask('Does anyone in the family get bad headaches?')).toMatch(/migraines/);
    expect(ask('Any heart disease in the family?')).toMatch(/heart attack/);
  });

  it('says "not that I know of" for an illness no relative had', () => {
    expect(ask('Does diabetes run in the family?')).toBe('Not that I know of.');
  });

  it('tells the whole family history when asked of it all', () => {
    const all = ask('Does anything run in your family?');
    expect(all).toMatch(/nerves/);
    expect(all).toMatch(/heart attack/);
  });
});

describe('a relative asked of whom the note tells of outside the family history', () => {
  const ray: CaseInput = {
    name: 'Ray Dean',
    medicalHistory:
      'Ray is a 38-year-old PE teacher. He lives with his wife, who has multiple sclerosis. He broke his right ' +
      'wrist playing rugby at 20 and had it plated. He is allergic to peanuts, which make his lips swell.',
    symptoms: [{ name: 'Facial weakness', description: null, severity: 'moderate' }],
    diagnosis: "Bell's palsy",
    treatments: 'Prednisolone',
  };
  const ask = (q: string) => createPatient(ray).answer([], q).text;

  it('finds the wife where the note tells of her', () => {
    expect(ask('Does your wife have any health problems?')).toMatch(/multiple sclerosis/);
  });

  it('reads "PE teacher" as a job, a plated fracture as an operation, "which make his lips swell" as a reaction', () => {
    expect(ask('What do you do for work?')).toMatch(/PE teacher/);
    expect(ask('Have you had any operations?')).toMatch(/wrist .*plated/);
    expect(ask('Any allergies?')).toMatch(/peanuts — it makes my lips swell/);
  });
});

describe('an illness asked of the family in more than one word', () => {
  const joy: CaseInput = {
    name: 'Joy Bell',
    medicalHistory:
      'Joy is 70. Her father died of bowel cancer at 70. Her brother had a stroke at 60. Her husband has ' +
      'dementia. No one in the family has had a heart attack.',
    symptoms: [{ name: 'Rectal bleeding', description: null, severity: 'moderate' }],
    diagnosis: 'Colorectal cancer',
    treatments: 'Colonoscopy',
  };
  const ask = (q: string) => createPatient(joy).answer([], q).text;

  it('needs every word of one illness ("breast cancer" is not "bowel cancer")', () => {
    expect(ask('Any breast cancer in the family?')).toBe('Not that I know of.');
    expect(ask('Any bowel cancer in the family?')).toMatch(/father died of bowel cancer/);
  });

  it('takes "or" as either illness', () => {
    expect(ask('Does heart disease or stroke run in the family?')).toMatch(/brother had a stroke/);
  });

  it("answers a partner's illness, and never with the patient's own", () => {
    expect(ask('Does your husband have any illnesses?')).toMatch(/dementia/);
    expect(ask('Has anyone in your family had bleeding from the bowel?')).not.toMatch(/^I've/);
  });
});

describe("a template's family history of how relatives are", () => {
  const len: CaseInput = {
    name: 'Len Cole',
    medicalHistory:
      'PC: 48M, epigastric pain.\nFH: Father died at 61 of a stroke. Mother alive at 70 with T2DM. Brother fit and well.\nSH: Lives with wife and their 14 y/o son.',
    symptoms: [{ name: 'Abdominal pain', description: null, severity: 'severe' }],
    diagnosis: 'Acute pancreatitis',
    treatments: 'Fluids',
  };
  const ask = (q: string) => createPatient(len).answer([], q).text;

  it('says how they are ("is alive", "is fit and well"), and answers of the relative asked', () => {
    expect(ask('Is your mum still alive?')).toMatch(/my mother is alive at 70/i);
    expect(ask('Any brothers or sisters?')).toMatch(/brother is fit and well/);
    expect(ask('How old was your dad when he died, and what of?')).toMatch(/father died at 61 of a stroke/);
  });
});

describe('a relative’s illness asked of by the part it affects', () => {
  it('finds macular degeneration when asked of the eyes', () => {
    const p = createPatient({
      name: 'June Bell',
      medicalHistory:
        'June has a painful red right eye. Her mother went blind in old age from macular degeneration.',
      symptoms: [{ name: 'Eye pain', description: null, severity: 'severe' }],
      diagnosis: 'Acute angle-closure glaucoma',
      treatments: 'Acetazolamide',
    });
    expect(p.answer([], 'Did your mum have any problems with her eyes?').text).toMatch(/macular|blind/);
  });
});
