import { describe, expect, it } from 'vitest';
import { gradeBuiltin } from './builtinGrader.js';
import { compareDiagnosis } from './diagnosis.js';
import { withheldEvidence } from './evidenceView.js';
import { writeFeedback } from './feedback.js';
import type { PatientCase } from './grader.js';
import { compareTreatment } from './treatment.js';

// docs/marking.md#the-rubric: a diagnosis and treatments judged by meaning, through the lexicon of
// packages/clinical (conditions, drug classes, routes, tests), each verdict with the student's words.

describe('a diagnosis judged by meaning', () => {
  it.each([
    ['Acute myocardial infarction', 'heart attack', 10, 'lay'],
    ['Acute myocardial infarction', 'MI', 10, 'abbreviation'],
    ['Acute myocardial infarction', 'inferior STEMI', 10, 'narrower'],
    ['Acute myocardial infarction', 'Acute coronary syndrome', 5, 'broader'],
    ['Acute myocardial infarction', 'Angina', 0, 'none'],
    ['Community-acquired pneumonia', 'neumonía', 10, 'other language'],
    ['Major depressive disorder', 'Depression', 10, 'synonym'],
    ['Primary hypothyroidism', "Hashimoto's thyroiditis", 10, 'formal'],
    ['Primary hypothyroidism', 'Hyperthyroidism', 0, 'contradicted'],
    ['Acute pyelonephritis', 'UTI', 5, 'broader'],
    ['Acute pyelonephritis', 'upper UTI', 10, 'synonym'],
    ['Acute cholecystitis', 'biliary colic', 5, 'related'],
    ['Type 2 diabetes mellitus', 'Type 1 diabetes', 5, 'related'],
    ['Left leg deep vein thrombosis', 'Right DVT', 5, 'related'],
    ['Ischaemic stroke', 'Haemorrhagic stroke', 0, 'contradicted'],
    ['Pulmonary embolism', 'Not PE - musculoskeletal pain', 0, 'negated'],
    ['Pulmonary embolism', 'PE ruled out', 0, 'negated'],
  ])('key %j, student %j: %i (%s)', (key, given, score, verdict) => {
    expect(compareDiagnosis(key, given)).toMatchObject({ score, verdict });
  });

  it('gives half to a differential that does not favour the answer, all to a working diagnosis', () => {
    expect(compareDiagnosis('Acute appendicitis', 'Gastroenteritis; ddx appendicitis')).toMatchObject({
      score: 5,
      differential: true,
      said: 'appendicitis',
    });
    expect(compareDiagnosis('Acute appendicitis', 'appendicitis or mesenteric adenitis').score).toBe(5);
    expect(compareDiagnosis('Acute appendicitis', 'Appendicitis. Differentials: ectopic, UTI').score).toBe(
      10,
    );
    expect(
      compareDiagnosis('Acute appendicitis', 'Mesenteric adenitis or most likely appendicitis').score,
    ).toBe(10);
  });

  it('says which words decided and which row, in the teacher’s view; a student reads their own words only', () => {
    const d = compareDiagnosis('TB', 'Pneumonia; differentials: tuberculosis, lung cancer');
    expect(d).toMatchObject({ verdict: 'exact', said: 'tuberculosis', differential: true, score: 5 });
    const evidence = gradeBuiltin({
      transcript: [],
      findings: 'Diagnosis: Kidney infection\nSuggested Treaments: IV augmentin',
      patient: pyelo,
    }).evidence;
    expect(evidence.diagnosis).toMatchObject({ verdict: 'lay', said: 'Kidney infection' });
    expect(evidence.diagnosis.rule).toMatch(/conditions: "kidney infection" names acute pyelonephritis/);
    expect(writeFeedback(evidence, 0, 'whole')).toContain(
      'Your diagnosis (Kidney infection) is a lay term for the expected diagnosis (Acute pyelonephritis): full marks.',
    );
    const student = JSON.stringify({
      e: withheldEvidence(evidence),
      f: writeFeedback(evidence, 0, 'withheld'),
    });
    expect(student).toContain(
      'Your diagnosis (Kidney infection) is a lay term for the expected diagnosis: full marks.',
    );
    expect(student).not.toMatch(/pyelonephritis|co-amoxiclav|MSU|blood cultures/i);
    expect(withheldEvidence(evidence).diagnosis).toMatchObject({
      verdict: 'lay',
      expected: '',
      keyWords: [],
    });
  });

  it('reads a set-aside or contradicted diagnosis to a student as one that does not match', () => {
    for (const given of ['Not pyelonephritis, a simple UTI', 'Acute pyelonephritis ruled out']) {
      const e = gradeBuiltin({ transcript: [], findings: `Diagnosis: ${given}`, patient: pyelo }).evidence;
      expect(withheldEvidence(e).diagnosis).toMatchObject({
        verdict: 'none',
        matched: false,
        partial: false,
      });
    }
  });
});

const pyelo: PatientCase = {
  name: 'Sophie Turner',
  diagnosis: 'Acute pyelonephritis',
  mandatoryQuestions: '',
  predefinedTreatments:
    'Urine dipstick and MSU culture, blood cultures, IV co-amoxiclav, IV fluids, paracetamol',
  symptoms: [{ name: 'Fever' }],
};

describe('treatments matched item by item', () => {
  const seven = 'Aspirin, GTN, oxygen, ECG, troponin, morphine, primary PCI';

  it('credits each key item by at most one of the student’s, and each of theirs once', () => {
    const t = compareTreatment(
      seven,
      'aspirin or clopidogrel or ticagrelor, ECG and troponin, heart attack treatment',
    );
    expect(t.matched).toEqual(['Aspirin', 'ECG', 'troponin']);
    expect(t.credited?.map((c) => c.said)).toEqual([
      'aspirin or clopidogrel or ticagrelor',
      'ECG',
      'troponin',
    ]);
    // Three items written: never more than three key items covered.
    const three = compareTreatment(seven, 'cardiac workup, antiplatelets, pain relief');
    expect(three.matched.length).toBeLessThanOrEqual(3);
    expect(writeFeedback({ ...evidenceOf(three) }, 0, 'withheld')).toMatch(/covers [0-3] of 7 key items/);
  });

  it('holds route, drug and class to their meaning', () => {
    const key = 'IV co-amoxiclav';
    expect(compareTreatment(key, 'oral amoxicillin')).toMatchObject({ score: 0, matched: [] });
    expect(compareTreatment(key, 'IV Augmentin').credited).toEqual([
      { said: 'IV Augmentin', item: 'IV co-amoxiclav', credit: 1, why: 'same' },
    ]);
    expect(compareTreatment(key, 'oral co-amoxiclav').credited?.[0]).toMatchObject({
      credit: 0.5,
      why: 'route',
    });
    expect(compareTreatment(key, 'IV antibiotics').credited?.[0]).toMatchObject({
      credit: 0.5,
      why: 'class',
    });
    expect(compareTreatment('IV antibiotics', 'IV ceftriaxone').credited?.[0]).toMatchObject({
      credit: 1,
      why: 'member',
    });
    expect(compareTreatment('NSAID', 'naproxen 500 mg').score).toBe(5);
    expect(compareTreatment('sertraline', 'citalopram').credited?.[0]).toMatchObject({
      credit: 0.5,
      why: 'near',
    });
    expect(compareTreatment('rifampicin, isoniazid', 'amoxicillin').score).toBe(0);
    expect(compareTreatment('apixaban', 'a blood thinner').credited?.[0]).toMatchObject({
      credit: 0.5,
      why: 'class',
    });
  });

  it('splits a key item only where each side names its own treatment', () => {
    const t = compareTreatment(
      'urgent ECG and primary PCI, annual eye and foot checks, urea and electrolytes',
      'ECG, U&E',
    );
    expect(t.matched).toEqual(['urgent ECG and primary PCI', 'urea and electrolytes']);
    // Half of the ECG-and-PCI item, all of U&E: 1.5 of 3 items.
    expect(t.score).toBe(Math.round((5 * 1.5) / 3));
  });

  it('tells the student what earned half, in their words', () => {
    const e = evidenceOf(compareTreatment('Sertraline 50 mg, CBT', 'fluoxetine, talking therapy'));
    expect(writeFeedback(e, 0, 'withheld')).toContain(
      'Half marks for fluoxetine (another drug of the right class).',
    );
    expect(JSON.stringify(withheldEvidence(e))).not.toMatch(/sertraline|\bCBT\b/i);
  });
});

const evidenceOf = (treatment: ReturnType<typeof compareTreatment>) => {
  const { score: _score, ...t } = treatment;
  return {
    grader: 'test',
    mandatoryQuestions: [],
    symptoms: [],
    diagnosis: { expected: 'X', given: '', matched: false, partial: false, keyWords: [], overlap: [] },
    treatment: t,
  };
};
