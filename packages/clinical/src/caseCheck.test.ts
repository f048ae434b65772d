import { describe, expect, it } from 'vitest';
import { checkCase, standardInterview } from './caseCheck.js';
import { readCase } from './facts.js';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

const input: CaseInput = {
  name: 'Tom Reid',
  medicalHistory: 'Tummy pain since last night. Vomited three times. Works as a plumber.',
  symptoms: [
    { name: 'Abdominal pain', description: null, severity: 'moderate' },
    { name: 'Vomiting', description: null, severity: 'mild' },
  ],
  diagnosis: 'Acute appendicitis',
  treatments: 'Appendicectomy, IV antibiotics',
};

describe('the case check', () => {
  it('asks a standard interview of at least 40 questions', () => {
    expect(standardInterview(readCase(input)).length).toBeGreaterThanOrEqual(40);
  });

  it('flags an answer that denies a recorded symptom', async () => {
    const report = await checkCase(input, () => ({ text: "No, I haven't been sick.", facts: [] }));
    const vomiting = report.facts.find((f) => f.symptom === 'Vomiting' && f.origin === 'symptom');
    expect(report.flags.some((f) => f.kind === 'contradiction' && f.factId === vomiting?.id)).toBe(true);
  });

  it('lists the recorded facts no standard question reaches', async () => {
    const report = await checkCase(input, () => ({ text: 'Hello, doctor.', facts: [] }));
    const unreached = report.flags.filter((f) => f.kind === 'unreached').map((f) => f.factId);
    const job = report.facts.find((f) => f.topic === 'occupation');
    expect(unreached).toContain(job?.id);
  });

  it('flags an answer that names the diagnosis', async () => {
    const report = await checkCase(input, () => ({ text: 'I think it is my appendix.', facts: [] }));
    expect(report.flags.some((f) => f.kind === 'diagnosis')).toBe(true);
  });

  it('flags a history that denies a listed symptom, but not one that denies a circumstance of it', async () => {
    const ask = () => ({ text: 'Hello, doctor.', facts: [] });
    const denied = await checkCase({ ...input, medicalHistory: `${input.medicalHistory} No vomiting.` }, ask);
    expect(denied.flags.some((f) => f.kind === 'contradiction' && f.question === null)).toBe(true);
    const qualified = await checkCase(
      { ...input, medicalHistory: `${input.medicalHistory} No pain at night.` },
      ask,
    );
    expect(qualified.flags.filter((f) => f.kind === 'contradiction')).toEqual([]);
  });

  it('finds no contradiction in the built-in patient', async () => {
    const patient = createPatient(input);
    const report = await checkCase(input, (conversation, q) => patient.answer(conversation, q));
    expect(report.flags.filter((f) => f.kind === 'contradiction')).toEqual([]);
    expect(report.items.every((i) => i.answer.length > 0)).toBe(true);
  });

  it('shows each sentence of the case with the facts that carry it, and flags words no fact understood', async () => {
    const odd: CaseInput = {
      ...input,
      medicalHistory: 'Tummy pain since last night. Emigrated from Krakow in 1998.',
    };
    const patient = createPatient(odd);
    const report = await checkCase(odd, (conversation, q) => patient.answer(conversation, q));
    const tummy = report.sentences.find((s) => s.text.startsWith('Tummy pain'));
    expect(tummy?.factIds.length).toBeGreaterThan(0);
    const krakow = report.sentences.find((s) => s.text.includes('Krakow'));
    expect(krakow?.unread).toEqual(expect.arrayContaining(['Krakow']));
    // Not lost: a fact carries it in the author's words.
    const carried = report.facts.filter((f) => krakow?.factIds.includes(f.id));
    expect(carried.some((f) => /Krakow/.test(f.phrase))).toBe(true);
    expect(report.flags.some((f) => f.kind === 'unread' && f.message.includes('Krakow'))).toBe(true);
  });

  it('flags a reading it set aside as wrong, and an answer no rule gave', async () => {
    const coffee: CaseInput = {
      ...input,
      medicalHistory: 'Tummy pain since last night. Her husband drinks 40 units a week.',
    };
    const report = await checkCase(coffee, () => ({
      text: "Sorry, doctor, I didn't quite follow — could you ask me that another way?",
      facts: [],
    }));
    expect(report.flags.some((f) => f.kind === 'misread' && f.message.includes('husband'))).toBe(true);
    expect(report.flags.filter((f) => f.kind === 'noRule').length).toBeGreaterThan(0);
  });

  it("says which standard question asks each of the case's mandatory questions", async () => {
    const report = await checkCase(input, () => ({ text: 'Hello, doctor.', facts: [] }), undefined, [
      'Do you smoke?',
      'Ask about allergies to medicines',
      'Have you travelled to a malaria area in the last year?',
    ]);
    const [smoke, allergy, travel] = report.mandatory;
    expect(smoke?.askedBy).toMatch(/smoke/i);
    expect(allergy?.askedBy).toMatch(/allerg/i);
    expect(travel?.askedBy ?? null).toBeNull();
  });
});
