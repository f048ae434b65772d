import { describe, expect, it } from 'vitest';
import { allergyPhrase } from './allergies.js';
import { createPatient } from './patient.js';
import type { CaseInput } from './types.js';

// Allergies as notes write them, and as students ask of them (docs/patient.md#case-facts).
const withAllergy = (allergy: string): CaseInput => ({
  name: 'Jo Hart',
  medicalHistory: `Jo is a 40-year-old teacher with 2 days of cough. ${allergy} She takes ramipril 5 mg daily.`,
  symptoms: [{ name: 'Cough', description: 'Cough', severity: 'mild' }],
  diagnosis: 'Viral cough',
  treatments: 'Rest',
});
const ask = (allergy: string, q: string) => createPatient(withAllergy(allergy)).answer([], q).text;

describe('allergies', () => {
  it('reads an allergen named before the word "allergy"', () => {
    expect(allergyPhrase('He has a peanut allergy and carries an EpiPen')).toBe(
      "I'm allergic to peanuts — I carry an epipen",
    );
    expect(allergyPhrase('Known latex allergy')).toBe("I'm allergic to latex");
    expect(allergyPhrase('Penicillin allergy - rash')).toBe(
      "I'm allergic to penicillin — it gives me a rash",
    );
  });

  it('keeps a reaction after a dash with its allergy, not as a heading', () => {
    expect(ask('Allergic to sulfa drugs - hives.', 'Any allergies?')).toMatch(
      /sulfa drugs — it gives me hives/,
    );
  });

  it('tells what else a patient with no drug allergies reacts to', () => {
    const answer = ask('No known drug allergies but she reacts to nickel.', 'Are you allergic to anything?');
    expect(answer).toMatch(/allergies to medicines/);
    expect(answer).toMatch(/nickel/);
  });

  it('takes "anything you can\'t take" and problems with medicines as allergy questions', () => {
    const note =
      'She is allergic to penicillin, which gives her a rash, and cannot take codeine because it makes her vomit.';
    expect(ask(note, "Is there anything you can't take?")).toMatch(/penicillin/);
    expect(ask(note, 'Any problems with antibiotics in the past?')).toMatch(/penicillin/);
    expect(ask(note, 'What happens when you take codeine?')).toMatch(/codeine because it makes me vomit/);
    expect(ask('Allergies: NKDA.', "Is there anything you can't take?")).not.toMatch(/ramipril/);
  });

  it('answers an allergy to one drug from its class, and "not to that" of another', () => {
    expect(ask('Penicillin allergy - rash.', 'Are you allergic to amoxicillin?')).toMatch(/penicillin/);
    expect(ask('Allergy to latex.', 'Are you allergic to penicillin?')).toMatch(/^No, not to that.*latex/);
  });

  it('tells each allergy of a list with its own reaction', () => {
    const answer = ask(
      'Allergies: penicillin (rash), trimethoprim (facial swelling), elastoplast (blisters).',
      'Any allergies?',
    );
    expect(answer).toMatch(/penicillin — it gives me a rash/);
    expect(answer).toMatch(/trimethoprim — it makes me swell up/);
    expect(answer).toMatch(/elastoplast — it gives me blisters/);
    expect(ask('Allergic to: amoxicillin (hives) and ibuprofen (wheeze).', 'Any allergies?')).toMatch(
      /amoxicillin — it gives me hives.*ibuprofen — it makes me wheezy/,
    );
    expect(
      ask(
        'She reports an allergy to erythromycin, which made her vomit, and to sticking plasters.',
        'Any allergies?',
      ),
    ).toMatch(/erythromycin — it makes me sick\. I'm allergic to sticking plasters/);
  });

  it('reads the lines under a heading alone on its line', () => {
    const p = createPatient({
      ...withAllergy(''),
      medicalHistory:
        'Jo is a 40-year-old teacher with 2 days of cough.\nALLERGIES\nPenicillin (anaphylaxis)\nLatex',
    });
    expect(p.answer([], 'Any allergies?').text).toMatch(/penicillin.*latex/is);
  });

  it('never reads "not allergic to anything" as an allergy', () => {
    expect(ask('She is not allergic to anything.', 'Any allergies?')).toMatch(
      /^No, I don't have any allergies/,
    );
  });

  it('keeps what the patient does about an allergy, and a reaction told in the past, with it', () => {
    expect(ask('He is allergic to nuts and carries an adrenaline pen.', 'Any allergies?')).toMatch(
      /^I'm allergic to nuts — I carry an adrenaline pen\.$/,
    );
    expect(ask('She is allergic to penicillin, which gave her a rash as a baby.', 'Any allergies?')).toMatch(
      /it gave me a rash as a baby/,
    );
  });

  it("tells a relative's allergy as theirs", () => {
    const note = 'Allergic to penicillin (rash) – mother also allergic.';
    expect(ask(note, 'Any allergies?')).not.toMatch(/allergic to mother/);
    expect(ask(note, 'Does anyone in your family have allergies?')).toMatch(/My mother is also allergic/);
  });

  it('reads a reaction told without the word "allergy", and an allergy beside none to medicines', () => {
    expect(
      ask('She came out in hives after amoxicillin last year.', 'Is she allergic to any medicines?'),
    ).toMatch(/hives after amoxicillin/);
    expect(ask('She reacts to sticking plasters.', 'Any allergies?')).toMatch(/react to sticking plasters/);
    const answer = ask(
      'He has no allergies to medicines, but peanuts give him hives and a swollen lip.',
      'Any allergies?',
    );
    expect(answer).toMatch(/^Peanuts give me hives and a swollen lip/);
    expect(answer).toMatch(/allergies to medicines/);
    expect(answer).not.toMatch(/no a swollen lip/i);
    expect(ask('Drug allergies: none. Food allergies: eggs (hives).', 'Any allergies?')).not.toMatch(
      /allergic to she/,
    );
  });
});

describe('allergies told without the word, and to other things than medicines', () => {
  const p = createPatient({
    name: 'Nell Park',
    medicalHistory:
      'DH: amoxicillin 500 mg three times a day. No drug allergies; eggs make her lips swell.\n' +
      'Allergies: elastoplast > blisters.',
    symptoms: [{ name: 'Cough', description: null, severity: 'mild' }],
    diagnosis: 'Pneumonia',
    treatments: 'Oxygen',
  });
  const ask = (q: string) => p.answer([], q).text;

  it('reads "eggs make her lips swell" as an allergy, not a medicine', () => {
    expect(ask('Are you allergic to anything?')).toMatch(/eggs/i);
    expect(ask('What medicines do you take?')).not.toMatch(/eggs/i);
  });

  it('says no first when asked of medicines and the allergies are to other things', () => {
    expect(ask('Are you allergic to any medications?')).toMatch(
      /^(?:No|I don't have any allergies to medicines)/,
    );
  });
});
