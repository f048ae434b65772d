import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput, PatientReply, Turn } from './types.js';

/** Asks each question in turn, as a student would, and returns the patient's replies. */
function interview(input: CaseInput, questions: string[]): PatientReply[] {
  const patient = createPatient(input);
  const turns: Turn[] = [];
  return questions.map((q) => {
    const r = patient.answer(turns, q);
    turns.push({ text: q, isAI: false }, { text: r.text, isAI: true, facts: r.facts });
    return r;
  });
}

const farrier: CaseInput = {
  name: 'Tom Hale',
  medicalHistory:
    'A 47-year-old farrier with sudden stabbing pain over the right eye for six hours, which woke him at night. He has coughed up blood twice. The pain does not spread to his neck. No bleeding from the nose until yesterday. He passes black, tarry stools. He cannot bear bright light. DH: apixaban 5 mg twice daily for atrial fibrillation, zopiclone 7.5 mg at night. His wife Mary says he was confused this morning. He drinks 6 cups of coffee a day. He has a collie called Bess.',
  symptoms: [
    { name: 'Headache', description: 'Pain in the head', severity: 'severe' },
    { name: 'Haemoptysis', description: 'Coughing up blood', severity: 'mild' },
  ],
  diagnosis: 'Cluster headache',
  treatments: 'High-flow oxygen, sumatriptan',
};

describe('answers grounded in the record', () => {
  it('never answers a confident "no" to a finding the case records in other words', () => {
    const [bowels, blood, pets] = interview(farrier, [
      'Any change in your bowels?',
      'Have you coughed up any blood?',
      'Do you have any pets?',
    ]);
    expect(bowels?.text).toMatch(/black/i);
    expect(blood?.text).not.toMatch(/^No\b/);
    expect(pets?.text).toMatch(/collie|Bess/);
  });

  it('does not take what makes a symptom worse for a symptom of its own', () => {
    const worse: CaseInput = {
      name: 'Joan Webb',
      medicalHistory:
        'Sharp pain in the left side of her chest since yesterday. The pain is worse when she coughs.',
      symptoms: [{ name: 'Chest pain', description: null, severity: 'moderate' }],
    };
    const [cough] = interview(worse, ['Have you had a cough?']);
    expect(cough?.text).toMatch(/^No\b/);
  });

  it('says the side, the count and the job the author wrote in the prose', () => {
    const [side, times, job] = interview(farrier, [
      'Which eye is it?',
      'How many times have you coughed up blood?',
      'What do you do for a living?',
    ]);
    expect(side?.text).toMatch(/right/);
    expect(times?.text).toMatch(/twice|2/);
    expect(job?.text).toMatch(/farrier/);
  });

  it('keeps a negation with what it negates, and a denial that holds only until yesterday', () => {
    const [spread, nose] = interview(farrier, [
      'Does the pain go into your neck?',
      'Have you had any nosebleeds?',
    ]);
    expect(spread?.text).not.toMatch(/goes (through )?to my neck/);
    expect(nose?.text).not.toMatch(/^No\b/);
    expect(nose?.text).toMatch(/yesterday/);
  });

  it('finds a medicine by its class and by what it is for', () => {
    const [thinner, sleep] = interview(farrier, [
      'Are you on any blood thinners?',
      'Do you take anything to help you sleep?',
    ]);
    expect(thinner?.text).toMatch(/apixaban/i);
    expect(sleep?.text).toMatch(/zopiclone/i);
  });

  it('answers "tea or coffee" about coffee, and says a relative’s report as the relative’s', () => {
    const [coffee, wife] = interview(farrier, [
      'How much coffee do you drink?',
      'What did your wife notice?',
    ]);
    expect(coffee?.text).toMatch(/6 cups of coffee/);
    expect(coffee?.text).not.toMatch(/alcohol|pints?|units/);
    expect(wife?.text).toMatch(/Mary says I was confused/);
  });

  it('does not know its diagnosis when the student guesses it', () => {
    const [guess, other] = interview(farrier, ['Is it a cluster headache?', 'Could this be a migraine?']);
    for (const r of [guess, other]) {
      expect(r?.text).not.toMatch(/^No\b/);
      expect(r?.text).not.toMatch(/cluster/i);
    }
  });
});

describe('what the patient does not understand', () => {
  it('is answered by the fact that best says the question’s words, or an in-role "not sure"', () => {
    const [unrecorded] = interview(farrier, ['Do you enjoy gardening?']);
    expect(unrecorded?.text).not.toMatch(/^(Yes|No)\b/);
  });
});

describe('a question that refers back', () => {
  const ruth: CaseInput = {
    name: 'Ruth Lane',
    medicalHistory:
      'Ruth Lane, 41, has had increasingly heavy periods for nine months. Two months ago she started mefenamic acid 500 mg three times a day during her periods, which has helped only a little.',
    symptoms: [{ name: 'Heavy periods', description: null, severity: 'moderate' }],
    diagnosis: 'Iron-deficiency anaemia',
    treatments: 'Ferrous sulfate',
  };

  it('answers "what dose is that?" from what the patient just said, and says which rule did', () => {
    const [taking, dose] = interview(ruth, [
      'Are you taking anything for the periods?',
      'What dose is that, and when?',
    ]);
    expect(taking?.text).toMatch(/mefenamic acid/);
    expect(dose?.text).toMatch(/500 mg/);
    expect(dose?.trace?.join(' ')).toMatch(/ground:record-follows-up/);
  });
});
