import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// A father tells his daughter's story (docs/patient.md#case-facts): his "he" and his name are the
// narrator's "I"; hers is the child's.
const rosie: CaseInput = {
  name: 'Rosie Ahmed',
  medicalHistory:
    'Rosie is a 5-year-old girl brought in by her dad, Imran. He says she has had earache for 2 days. ' +
    'She was sick once this morning, after her medicine. She is grumpy when the temperature is up, but she ' +
    'plays when the medicine has worked. Yesterday Imran felt a lump behind her ear. She is otherwise well ' +
    'and has had no operations. She takes no regular medicines. She is allergic to amoxicillin: she came out ' +
    'in hives when she was 3. Nobody at home smokes.',
  symptoms: [{ name: 'Earache', description: null, severity: 'moderate' }],
  diagnosis: 'Acute otitis media',
  treatments: 'Analgesia',
};

describe("a father's telling of his daughter's illness", () => {
  const patient = createPatient(rosie);
  const ask = (q: string) => patient.answer([], q).text;
  const said = patient.facts.facts.map((f) => f.phrase).join(' | ');

  it('drops his "he says", and says what he did as "I"', () => {
    expect(said).not.toMatch(/She says she/);
    expect(said).toMatch(/I felt a lump behind her ear/);
  });

  it('reads no medicine from "after her medicine", and denies what the note denies', () => {
    expect(ask('Does she take any medicines regularly?')).toMatch(/^No\b|doesn't take any regular/);
    expect(ask('Does she take any medicines regularly?')).not.toMatch(/takes she/i);
    expect(ask('Has she had any operations?')).toMatch(/^No, she's never had an operation/);
    expect(ask('Does anyone smoke at home?')).toMatch(/^No, nobody smokes at home/);
  });

  it("says an allergy's reaction told as a sentence in the child's words", () => {
    expect(ask('Is she allergic to anything?')).toMatch(/amoxicillin — she came out in hives/);
  });
});
