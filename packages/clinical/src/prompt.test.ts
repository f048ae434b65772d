import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { authorText, chatMessages, patientSystemPrompt } from './prompt.js';
import type { CaseInput } from './types.js';

// The side, the character, the duration, the job and the count are written only in the prose.
const chest: CaseInput = {
  name: 'Joe Bloggs',
  medicalHistory:
    'Joe is a 47-year-old farrier. Stabbing pain on the right side of his chest for 3 days, worse when he breathes in. He has coughed up blood-streaked phlegm twice today. The GP wondered about a chest infection and said he might need amox. His father had pneumonia last winter.',
  symptoms: [
    { name: 'Cough', description: 'Productive cough. ?CAP', severity: 'moderate' },
    { name: 'Chest pain', description: 'Pleuritic, catches him when he breathes in.', severity: 'severe' },
  ],
  diagnosis: 'Community-acquired pneumonia',
  treatments: 'Amoxicillin, chest X-ray, oxygen if saturations below 94%',
};
const prompt = patientSystemPrompt(chest, readCase(chest));
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n/);

describe("the model's prompt tells the whole case", () => {
  it.each([
    ['the side', 'right side'],
    ['the character', 'Stabbing'],
    ['the duration', 'for 3 days'],
    ['the job', 'farrier'],
    ['the count', 'twice today'],
    ["a symptom's own description", 'catches him when he breathes in'],
  ])('carries %s written in the prose', (_what, words) => {
    expect(prompt).toContain(words);
  });

  it('says none of the answer key: no name of the diagnosis, no treatment of the key', () => {
    expect(prompt).not.toMatch(/chest infection|\bCAP\b|community|amox|x-?ray|oxygen/i);
    expect(authorText(chest, readCase(chest))).not.toContain('The GP wondered');
    // The diagnosis's word is there only as the father's illness.
    const naming = sentencesOf(prompt).filter((s) => /pneumoni/i.test(s));
    expect(naming.length).toBeGreaterThan(0);
    for (const s of naming) expect(s).toMatch(/father/i);
  });

  it("keeps a relative's illness and the patient's own past one, and drops the diagnosis's whole name", () => {
    const stroke: CaseInput = {
      name: 'Ann Lee',
      medicalHistory:
        'Sudden weakness of the left arm this morning. Her mother had a stroke at 70. She had a mini-stroke herself last year. Her husband thinks it is an ischaemic stroke again. Works as a florist.',
      symptoms: [{ name: 'Weakness', description: null, severity: 'severe' }],
      diagnosis: 'Ischaemic stroke',
      treatments: 'CT head, thrombolysis with alteplase',
    };
    const text = authorText(stroke, readCase(stroke));
    expect(text).toContain('Her mother had a stroke at 70.');
    // Her own past (lexicon of the guard: one word of the diagnosis the record gives as hers).
    expect(text).toContain('She had a mini-stroke herself last year.');
    expect(text).not.toMatch(/ischaemic stroke/i);
    expect(text).toContain('Works as a florist.');
    expect(text).toContain('Sudden weakness of the left arm this morning.');
  });

  it('keeps a medicine the patient takes though the key lists it (the guard lets the patient name it)', () => {
    const own: CaseInput = {
      name: 'Sam Hill',
      medicalHistory:
        'Headache for two days. Takes paracetamol, which takes the edge off. Advised ibuprofen.',
      symptoms: [{ name: 'Headache', description: null, severity: 'moderate' }],
      diagnosis: 'Tension-type headache',
      treatments: 'Paracetamol or ibuprofen, reassurance',
    };
    const text = authorText(own, readCase(own));
    expect(text).toContain('Takes paracetamol');
    expect(text).not.toContain('ibuprofen');
  });

  it('tells the model to answer from the case, to be unsure of what it does not say, never to deny it', () => {
    expect(prompt).toMatch(/You are Joe Bloggs, a patient/);
    expect(prompt).toMatch(/In the author's words/);
    expect(prompt).toMatch(/Answer from your case/);
    expect(prompt).toMatch(/does not say, say you are not sure/);
    expect(prompt).toMatch(/Never deny or change anything they say/);
    expect(prompt).not.toMatch(/only facts/);
  });

  it('puts the prompt first, then the conversation, then the question', () => {
    const msgs = chatMessages(
      chest,
      readCase(chest),
      [
        { text: 'Hi', isAI: false },
        { text: 'Hello doctor.', isAI: true },
      ],
      'Which side is it?',
    );
    expect(msgs.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(msgs[0]?.content).toBe(prompt);
    expect(msgs.at(-1)?.content).toBe('Which side is it?');
  });
});
