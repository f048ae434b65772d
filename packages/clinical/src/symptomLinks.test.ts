import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { CaseInput, Turn } from './types.js';

// A catalogue symptom whose name joins two concepts ("Nausea and vomiting"), and what eases a symptom
// named before the verb (docs/patient.md#case-facts).
const gastritis: CaseInput = {
  name: 'Paul Reid',
  medicalHistory:
    'Paul has not been himself for about 10 days. He has felt queasy since Friday and has vomited 4 times ' +
    'since last night. He gets light-headed when he gets out of bed, and sitting on the edge of the bed ' +
    'for a minute settles it.',
  symptoms: [
    { name: 'Nausea and vomiting', description: 'Feels queasy, vomiting', severity: 'moderate' },
    { name: 'Light-headedness', description: 'On getting up', severity: 'mild' },
  ],
  diagnosis: 'Gastritis',
  treatments: 'Omeprazole',
};

describe('a symptom whose name joins two', () => {
  const ask = (questions: string[]) => {
    const patient = createPatient(gastritis);
    const conversation: Turn[] = [];
    let last = '';
    for (const q of questions) {
      last = patient.answer(conversation, q).text;
      conversation.push({ text: q, isAI: false }, { text: last, isAI: true });
    }
    return last;
  };

  it('counts the vomiting as the symptom, in the vomiting’s own words', () => {
    const answer = ask(['How many times have you been sick?']);
    expect(answer).toMatch(/\b4\b|four/);
    expect(answer).not.toMatch(/feeling sick 4/);
  });

  it('takes "feeling like this" as the whole illness', () => {
    expect(ask(['What brings you in?', 'How long have you been feeling like this?'])).toMatch(/10 days/);
  });

  it('says what eases a symptom when the remedy is named before the verb', () => {
    expect(ask(['Does anything help the light-headedness?'])).toMatch(/sitting on the edge of the bed/i);
  });
});

// A clause that names no symptom but tells of one in its catalogue description's words, and character
// words said of something else (lexicon/characterWords.ts).
const toxicity: CaseInput = {
  name: 'Edna Price',
  medicalHistory:
    'Edna is an 88-year-old brought in by her son, Alan. She has had watery diarrhoea three times a day ' +
    'for a week. On Monday she told Alan that the television looked tinged with yellow and that the ' +
    'street lamps had rings around them. She could not smell the bacon burning yesterday. Her son can ' +
    'see her hands shaking when she holds a cup.',
  symptoms: [
    { name: 'Diarrhoea', description: 'Watery, three times a day', severity: 'moderate' },
    { name: 'Visual disturbance', description: 'Things tinged yellow, rings around lamps', severity: 'mild' },
    { name: 'Loss of smell', description: 'Cannot smell bacon burning', severity: 'mild' },
  ],
  diagnosis: 'Digoxin toxicity',
  treatments: 'Stop digoxin',
};

describe('which symptom a clause tells of', () => {
  const patient = createPatient(toxicity);
  const factOf = (words: RegExp) => patient.facts.facts.find((f) => words.test(f.source) && !f.verbatim);

  it('ties a clause to the symptom whose description it shares words with', () => {
    expect(factOf(/tinged with yellow/)?.symptom).toBe('Visual disturbance');
    expect(patient.answer([], 'Has your eyesight changed at all?').text).toMatch(/yellow|rings/);
  });

  it('reads no character from "burning" said of food', () => {
    const smell = patient.facts.facts.filter((f) => f.symptom === 'Loss of smell').map((f) => f.phrase);
    expect(smell.join(' ')).not.toMatch(/feels burning/);
  });

  it('keeps what a relative sees as the patient’s symptom, not the relative’s illness', () => {
    const seen = factOf(/can see her hands shaking/);
    expect(seen?.topic).not.toBe('family');
    expect(seen?.phrase).not.toMatch(/\bis can\b|\bhave can\b/);
  });
});

// An opening sentence with the job and where it is done, then the story; earache, hearing and ringing as
// three symptoms; and a list of what makes it worse after "when he".
const ear: CaseInput = {
  name: 'Sean Doyle',
  medicalHistory:
    'Sean is a 34-year-old postman at the Northgate sorting office who has had pain in his right ear for ' +
    'five days. The pain is sharp, and much worse when he yawns, touches the ear or lies on that side. ' +
    'Voices sound muffled on the right, but there is no ringing.',
  symptoms: [
    { name: 'Ear pain', description: 'Pain in or around the ear', severity: 'moderate' },
    { name: 'Hearing loss', description: 'Reduced hearing', severity: 'mild' },
  ],
  diagnosis: 'Otitis externa',
  treatments: 'Ear drops',
};

describe('an ear case told in one opening sentence', () => {
  const ask = (q: string) => createPatient(ear).answer([], q).text;

  it('reads the job before its place, and the story after "who has had"', () => {
    expect(ask('What do you do for work?')).toMatch(/postman/);
    expect(ask('Which ear is it?')).toMatch(/right/);
    expect(ask('How long has your ear been hurting?')).toMatch(/\b5 days|five days/);
  });

  it('tells earache, hearing and ringing apart', () => {
    expect(ask('How is your hearing?')).toMatch(/muffled/);
    expect(ask('Any ringing in your ears?')).toMatch(/^No\b/);
  });

  it('gives each thing that makes it worse its own "when I"', () => {
    const worse = ask('What makes the pain worse?');
    expect(worse).toMatch(/yawn/);
    expect(
      createPatient(ear)
        .facts.facts.map((f) => f.phrase)
        .join(' '),
    ).toMatch(/when I touch my ear/);
  });
});

describe('a discharge asked of in lay words', () => {
  const otitis = createPatient({
    ...ear,
    medicalHistory: `${ear.medicalHistory} For two days a thick green discharge has been coming out of the ear.`,
    symptoms: [
      ...ear.symptoms,
      { name: 'Ear discharge', description: 'Fluid from the ear', severity: 'mild' },
    ],
  });

  it('hears "anything come out of the ear" as the discharge', () => {
    expect(otitis.answer([], 'Has anything come out of your ear?').text).toMatch(/green/);
  });
});

describe('a catalogue description in its own words', () => {
  const weak = createPatient({
    name: 'Edith Rowe',
    medicalHistory: 'Edith has been more muddled for 10 days.',
    symptoms: [
      { name: 'Confusion', description: null, severity: 'moderate' },
      { name: 'Weakness', description: 'Weakness of the left arm and leg', severity: 'moderate' },
    ],
    diagnosis: 'Subdural haematoma',
    treatments: 'CT head',
  });

  it('follows the yes to a check with what the description says of it', () => {
    expect(weak.answer([], 'Have you noticed any weakness anywhere?').text).toMatch(/left arm and leg/);
  });
});

describe('a count of another concept than its symptom', () => {
  it('is said of that concept ("coughed up blood twice" of the Cough)', () => {
    const p = createPatient({
      name: 'Gwen Hall',
      medicalHistory: 'She has had a cough for 2 weeks. She coughed up blood twice yesterday.',
      symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
      diagnosis: 'Pneumonia',
      treatments: 'Oxygen',
    });
    const counted = p.facts.facts.filter((f) => f.topic === 'timing').map((f) => f.phrase);
    expect(counted.join(' ')).toMatch(/coughed up some blood twice/);
    expect(counted.join(' ')).not.toMatch(/had a cough twice/);
  });
});
