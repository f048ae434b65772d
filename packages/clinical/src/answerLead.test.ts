import { describe, expect, it } from 'vitest';
import { denialFirst, deniesAsked, leadWithNo } from './answerLead.js';
import { createPatient } from './patient.js';

describe('the lead of an answer to a yes-or-no question', () => {
  it('is "No" when the sentence denies what was asked, wherever the denial stands', () => {
    expect(
      leadWithNo('Any diarrhoea?', 'I opened my bowels this morning, normally, with no diarrhoea.'),
    ).toBe('No, I opened my bowels this morning, normally, with no diarrhoea.');
    expect(leadWithNo('Can you climb the stairs?', 'I cannot climb the stairs any more.')).toBe(
      'No, I cannot climb the stairs any more.',
    );
    expect(leadWithNo('Has she had any rash?', 'Her skin has been clear, without any rash.')).toBe(
      'No, her skin has been clear, without any rash.',
    );
    expect(leadWithNo('Did you have breakfast?', 'I skipped breakfast today.')).toBe(
      'No, I skipped breakfast today.',
    );
    expect(leadWithNo('Does the room spin round?', 'The room does not spin.')).toBe(
      'No, the room does not spin.',
    );
  });

  it("is left alone when a denial's subject was asked of but its verb denies something else", () => {
    expect(deniesAsked('Do you have chest pain?', "My chest pain doesn't spread anywhere.")).toBe(false);
  });

  it('is left alone when the asked thing is also told, or the denial holds only up to a point', () => {
    expect(deniesAsked('Any vomiting?', "I've vomited twice, but I haven't vomited blood.")).toBe(false);
    expect(deniesAsked('Any bleeding?', 'There was no bleeding until yesterday.')).toBe(false);
    expect(deniesAsked('Any chest pain?', 'I get chest pain when I walk uphill.')).toBe(false);
  });

  it('is left alone for a negated feeling, or a question that asks of a loss', () => {
    expect(deniesAsked('Do you feel the cold?', "I can't stand the cold.")).toBe(false);
    expect(deniesAsked('Have you lost interest in things you enjoy?', 'I no longer enjoy football.')).toBe(
      false,
    );
  });

  it('is "No" when asked of a change and the thing is reported as it should be', () => {
    expect(leadWithNo('Any change in your hearing?', 'My hearing is normal.')).toBe(
      'No, my hearing is normal.',
    );
    expect(deniesAsked('Any change in your hearing?', 'My eyesight is normal.')).toBe(false);
  });

  it('is left alone for a question that is not yes-or-no, or an answer that already says no', () => {
    expect(leadWithNo('How is your appetite?', 'I have no appetite.')).toBe('I have no appetite.');
    expect(leadWithNo('Any cough?', 'No cough at all.')).toBe('No cough at all.');
  });
});

describe('the denial said first', () => {
  it('says a later sentence that denies what was asked first, led by "No"', () => {
    expect(
      denialFirst('Did he have a fall or hurt himself at all?', [
        "He's got a mild pain in his right knee.",
        'Nobody knows of any fall or injury.',
      ]),
    ).toEqual(['Nobody knows of any fall or injury.', "He's got a mild pain in his right knee."]);
  });

  it('keeps the order when an earlier sentence speaks of what was asked', () => {
    const said = ["I've had chest pain when I walk uphill.", "I haven't had any pain at rest."];
    expect(denialFirst('Any chest pain?', said)).toEqual(said);
  });
});

describe('a habit or a state asked of now', () => {
  const patient = (history: string) =>
    createPatient({
      name: 'Iris Bell',
      medicalHistory: history,
      symptoms: [{ name: 'Tiredness', description: null, severity: 'moderate' }],
      diagnosis: 'Anaemia',
      treatments: 'Iron',
    });

  it('answers a habit given up with "No" first, and one kept up with yes', () => {
    expect(patient('She stopped smoking in 1995.').answer([], 'Do you smoke?').text).toMatch(
      /^No, I used to/,
    );
    expect(patient('She has smoked 15 a day for 25 years.').answer([], 'Do you smoke?').text).toMatch(
      /^Yes, I smoke about 15 a day/,
    );
    expect(
      patient('She smoked 20 a day for 30 years and still smokes 5 a day.').answer([], 'Do you smoke?').text,
    ).toMatch(/^Yes, I still smoke about 5 a day/);
  });

  it('takes a negative test of the thing asked as a no', () => {
    expect(leadWithNo('Could you be pregnant?', 'A pregnancy test I did last week was negative.')).toMatch(
      /^No, /,
    );
    expect(leadWithNo('Could you be pregnant?', 'I did a pregnancy test last week.')).not.toMatch(/^No, /);
  });

  it('takes a word with a negating prefix as a no', () => {
    expect(leadWithNo('Are your periods regular?', 'My periods have become irregular.')).toMatch(/^No, /);
    expect(leadWithNo('Are you steady on your feet?', 'I have been unsteady.')).toMatch(/^No, /);
  });
});
