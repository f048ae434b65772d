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

// A mother's telling of her son's asthma attack (docs/patient.md#case-facts).
const sam: CaseInput = {
  name: 'Sam Pike',
  medicalHistory:
    'Sam is a 6-year-old boy brought in by his mum, Kerry. He has been wheezy since yesterday evening, and it ' +
    'got worse overnight. It started three days ago with a runny nose. He has used his blue inhaler 5 times ' +
    'since this morning, and it helps for about an hour before the wheeze comes back. Running and talking ' +
    'make him more breathless. He is allergic to egg: his lips swelled up when he was 2, and he carries an ' +
    'adrenaline pen.',
  symptoms: [
    { name: 'Wheeze', description: null, severity: 'severe' },
    { name: 'Runny nose', description: null, severity: 'mild' },
  ],
  diagnosis: 'Acute asthma',
  treatments: 'Salbutamol',
};

describe("a mother's telling of an attack: its triggers, its relief and its start", () => {
  const patient = createPatient(sam);
  const ask = (q: string) => patient.answer([], q).text;

  it('tells what makes it worse, and how long the inhaler helps, not "going on for an hour"', () => {
    expect(ask('Does anything make his breathing worse?')).toMatch(/worse with running and talking/);
    expect(ask('Does anything make his breathing worse?')).not.toMatch(/overnight/);
    expect(ask('How long has he been wheezy?')).not.toMatch(/an hour/);
  });

  it('finds the blue inhaler by what the parent calls it', () => {
    expect(ask('How many times has he used his blue inhaler today?')).toMatch(/5 times since this morning/);
  });

  it('dates the illness from its earliest symptom, and hears "reacted to" as an allergy', () => {
    expect(ask('How long has he been poorly?')).toMatch(/3 days/);
    expect(ask('What happened when he reacted to egg?')).toMatch(/allergic to egg/);
    expect(patient.facts.facts.map((f) => f.phrase).join(' ')).toMatch(/He carries an adrenaline pen/);
  });
});

describe('an earlier episode asked of a symptom by name', () => {
  const max: CaseInput = {
    name: 'Max Reed',
    medicalHistory:
      'Max is a 2-year-old boy brought in by his mum. He had a fit lasting 2 minutes this afternoon. It was his first ever fit.',
    symptoms: [{ name: 'Fit', description: null, severity: 'severe' }],
    diagnosis: 'Febrile convulsion',
    treatments: 'Antipyretics',
  };
  const ask = (q: string) => createPatient(max).answer([], q).text;

  it('answers "before" from the earlier episodes, not the fit of today', () => {
    expect(ask('Has he ever had a fit before?')).toMatch(/^No, this is the first time/);
    expect(ask('Has this ever happened to him before?')).toMatch(/^No\b/);
  });
});

describe("the carer's own job and the household's smoking", () => {
  const oli: CaseInput = {
    name: 'Oli Shah',
    medicalHistory:
      'Oli is an 18-month-old boy brought in by his father, Raj, after a fit this afternoon. Raj is a bus driver ' +
      'and Priya is a pharmacist; neither of them smokes.',
    symptoms: [{ name: 'Fit', description: null, severity: 'severe' }],
    diagnosis: 'Febrile convulsion',
    treatments: 'Antipyretics',
  };
  const ask = (q: string) => createPatient(oli).answer([], q).text;

  it("says the carer's job as the carer's", () => {
    expect(ask('What do you do for a living?')).toMatch(/I'm a bus driver/);
  });

  it('reads "neither of them smokes" as nobody smoking', () => {
    expect(ask('Does anyone smoke at home?')).toMatch(/^No, nobody smokes at home/);
  });
});

describe("a baby's birth asked of in a parent's words", () => {
  const alfie: CaseInput = {
    name: 'Alfie Turner',
    medicalHistory:
      'Alfie is an 8-month-old boy brought in by his mum. He has had a cough for 2 days. He was born at 35 weeks and spent 5 days in special care.',
    symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
    diagnosis: 'Bronchiolitis',
    treatments: 'Supportive care',
  };

  it('finds special care after birth, never a "no"', () => {
    expect(createPatient(alfie).answer([], 'Did he need any help after birth?').text).toMatch(/special care/);
  });
});

describe("a foster carer's account", () => {
  const ty: CaseInput = {
    name: 'Ty Cole',
    medicalHistory:
      'Ty is a 6-year-old boy brought in by his foster carer, Janet. He is otherwise a healthy boy with mild eczema. His birth mum has asthma. He is allergic to latex, which gives him an itchy red rash.',
    symptoms: [{ name: 'Rash', description: null, severity: 'moderate' }],
    diagnosis: 'Henoch-Schonlein purpura',
    treatments: 'Analgesia',
  };
  const ask = (q: string) => createPatient(ty).answer([], q).text;

  it('reads "otherwise a healthy boy with mild eczema" as his condition, and his birth mum as family', () => {
    expect(ask('Does he have any medical problems?')).toMatch(/He has mild eczema/);
    expect(ask('Does his birth mum have any health problems?')).toMatch(/^His birth mum has asthma/);
  });

  it('hears "come into contact with" as an allergy question', () => {
    expect(ask('What happens when he comes into contact with latex?')).toMatch(/latex/);
  });
});

describe('carers beyond the parents', () => {
  const story = (history: string) =>
    createPatient({
      name: 'Leo Hart',
      medicalHistory: history,
      symptoms: [{ name: 'Fever', description: null, severity: 'moderate' }],
      diagnosis: 'Tonsillitis',
      treatments: 'Penicillin V',
    });

  it('hears a stepfather or an aunt tell a young child’s story as "I"', () => {
    const step = story(
      'Leo is a 4-year-old boy brought in at 9 pm by his stepfather, Marc. Marc works as a bus driver. ' +
        'He got hotter through the evening (Marc gave him Calpol at 8.30 pm).',
    );
    expect(step.answer([], 'What do you do for work?').text).toMatch(
      /I'm a bus driver|I work as a bus driver/,
    );
    expect(step.facts.facts.map((f) => f.phrase).join(' ')).toMatch(/\(I gave him Calpol/);
    const aunt = story(
      'Leo is a 6-year-old boy brought in by his aunt, Sade. Sade is a nurse. His eyes are a little ' +
        'yellow, which Sade says is usual for him when he is poorly.',
    );
    expect(aunt.facts.facts.map((f) => f.phrase).join(' ')).toMatch(/which I say is usual/);
    expect(aunt.answer([], 'What do you do for a living?').text).toMatch(/nurse/);
  });

  it('keeps a grown man brought in by his brother the patient', () => {
    const man = story('Leo is a 45-year-old man brought in by his brother. He has had a fever for 3 days.');
    expect(man.answer([], 'How long have you had the fever?').text).toMatch(/^I|^It/);
    expect(man.answer([], 'How long have you had the fever?').text).not.toMatch(/^He\b/);
  });
});

describe('who speaks', () => {
  it('is the patient who lives with her parents, not a parent', () => {
    const p = createPatient({
      name: 'Aisha Khan',
      medicalHistory:
        'Aisha is a 24-year-old pharmacy technician. She lives with her parents and younger brother.',
      symptoms: [{ name: 'Irregular periods', description: null, severity: 'mild' }],
      diagnosis: 'Polycystic ovary syndrome',
      treatments: 'Metformin',
    });
    expect(p.answer([], 'What do you do for work?').text).toMatch(/^I'm a pharmacy technician/);
  });

  it('is a 12-year-old who is asked, when no one is said to have brought him', () => {
    const p = createPatient({
      name: 'Kai Webb',
      medicalHistory:
        'Kai is a 12-year-old boy with pain in his left knee for 3 weeks. He lives with his mum.',
      symptoms: [{ name: 'Knee pain', description: null, severity: 'moderate' }],
      diagnosis: 'Slipped upper femoral epiphysis',
      treatments: 'Surgery',
    });
    expect(p.answer([], 'Where is the pain?').text).toMatch(/my left knee/);
  });
});

describe('a carer’s words of the child, without garbles', () => {
  it('agrees a verb after "but" and keeps "a few children" others', () => {
    const p = createPatient({
      name: 'Noah Price',
      medicalHistory:
        'Noah is a 20-month-old boy brought in by his mum, Kerry. He is drinking but has only had 3 wet nappies ' +
        'today. He goes to nursery three days a week, where a few children have had colds.',
      symptoms: [{ name: 'Cough', description: 'Barking', severity: 'moderate' }],
      diagnosis: 'Croup',
      treatments: 'Dexamethasone',
    });
    const phrases = p.facts.facts.map((f) => f.phrase).join(' ');
    expect(phrases).toMatch(/drinking but has only had 3 wet nappies/);
    expect(phrases).toMatch(/a few children have had colds/);
  });
});
