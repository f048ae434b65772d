import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// A carer's story names the carer and the carer's own family (docs/patient.md#case-facts).
const ayaan = createPatient({
  name: 'Ayaan Shah',
  medicalHistory:
    'Ayaan is a 4-year-old boy brought in by his dad, Sanjay. His eyes have been puffy for 10 days. ' +
    'He was born at term and had eczema as a baby, which he has grown out of. ' +
    "Sanjay has asthma. Sanjay's mother has kidney failure from diabetes and has dialysis three times a week.",
  symptoms: [{ name: 'Swelling', description: 'Puffy eyes', severity: 'moderate' }],
  diagnosis: 'Nephrotic syndrome',
  treatments: 'Prednisolone',
});
const ask = (q: string) => ayaan.answer([], q).text;

describe("the carer's own family", () => {
  it("reads the carer's illness and the carer's mother's as family history, not the child's", () => {
    const family = ask('Are there any illnesses in the family?');
    expect(family).toMatch(/asthma/);
    expect(family).toMatch(/grandmother has kidney failure/);
    expect(ask('Does he have any medical problems?')).not.toMatch(/asthma|kidney failure|He has me/);
  });

  it('keeps a sentence of the past history that has its own subject as it is', () => {
    expect(ask('Has he had any illnesses before?')).toMatch(/^He was born at term and had eczema as a baby/);
  });
});

describe('a family question of one relative', () => {
  const p = createPatient({
    name: 'Graham Price',
    medicalHistory:
      "Graham is 52. FH: his father had Parkinson's disease; his dad, Raj, wore a brace as a boy.",
    symptoms: [{ name: 'Agitation', description: 'Restlessness', severity: 'moderate' }],
    diagnosis: 'Serotonin syndrome',
    treatments: 'Stop serotonergic drugs',
  });
  it('answers "what was wrong with your father?" from what the note says of him', () => {
    expect(p.answer([], 'What was wrong with your father?').text).toMatch(/Parkinson/);
  });
});

describe("the child's home", () => {
  const isla = createPatient({
    name: 'Isla Reid',
    medicalHistory:
      'Isla is a 2-year-old girl brought in by her mum, Rachel. She has had spots for 3 days. Isla lives with ' +
      'Rachel, her dad Tom and Jack in a rented house and goes to nursery 3 days a week. Ayaan, her cousin, ' +
      'lives with his dad, his mum Priya and his baby sister Anaya, who is 8 months old, in a flat. ' +
      'Tom smokes, but only outside in the garden.',
    symptoms: [{ name: 'Rash', description: 'Spots', severity: 'mild' }],
    diagnosis: 'Hand, foot and mouth disease',
    treatments: 'Fluids',
  });
  const ask = (q: string) => isla.answer([], q).text;

  it('tells everyone the child lives with, and where', () => {
    const home = ask('Who lives at home with Isla?');
    expect(home).toMatch(/Tom/);
    expect(home).toMatch(/Jack/);
    expect(home).not.toMatch(/lives with in\b/);
  });

  it("tells who smokes in the child's home", () => {
    expect(ask('Does anyone smoke at home?')).toMatch(/Tom smokes/);
  });

  it('says "No" first when "neither" denies what was asked', () => {
    const p = createPatient({
      name: 'Arjun Rao',
      medicalHistory:
        'Arjun is a 6-year-old boy brought in by his mum, Priya, with a limp. Neither parent smokes.',
      symptoms: [{ name: 'Limp', description: 'Limping', severity: 'mild' }],
      diagnosis: 'Perthes disease',
      treatments: 'Physiotherapy',
    });
    expect(p.answer([], 'Does anyone at home smoke?').text).toMatch(/^No, neither parent smokes/);
  });
});

describe("a mother's story of her son", () => {
  const p = createPatient({
    name: 'Leo Grant',
    medicalHistory:
      'Leo is a 9-month-old boy brought in by his mum, Chloe. He is floppy when she picks him up. She gave him ' +
      'Calpol at 11 pm. Chloe has felt a bit queasy herself since this morning.',
    symptoms: [{ name: 'Vomiting', description: 'Being sick', severity: 'moderate' }],
    diagnosis: 'Gastroenteritis',
    treatments: 'Fluids',
  });
  it("says the mother's own doings as hers, and the boy's as his", () => {
    const said = p.facts.facts.filter((f) => !f.verbatim).map((f) => f.phrase);
    expect(said).toContain("He's floppy when I pick him up");
    expect(said.some((x) => /^I gave him Calpol/.test(x))).toBe(true);
    expect(said.some((x) => /queasy himself/.test(x))).toBe(false);
  });
});

describe('the carer asked of themself', () => {
  it('answers "How are you coping yourself?" with what the carer said of themself, once', () => {
    const p = createPatient({
      name: 'Isla Reid',
      medicalHistory:
        'Isla is a 3-year-old girl brought in by her dad, Daniel. She has been crying when she wees. Daniel has ' +
        'hardly slept himself.',
      symptoms: [{ name: 'Painful urination', description: 'Pain passing urine', severity: 'moderate' }],
      diagnosis: 'Urinary tract infection',
      treatments: 'Antibiotics',
    });
    const answer = p.answer([], 'How are you coping yourself?').text;
    expect(answer).toMatch(/I have hardly slept myself/);
    expect(answer).not.toMatch(/myself myself/);
  });
});
