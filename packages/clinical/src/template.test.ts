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
