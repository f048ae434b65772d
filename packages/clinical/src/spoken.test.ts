import { describe, expect, it } from 'vitest';
import { voiced } from './author.js';
import { readCase } from './facts.js';
import { spoken } from './spoken.js';
import { presencePhrase } from './symptoms.js';
import { sentenceCase } from './text.js';

/** The facts read from a history, with the symptoms named (severity severe) and nothing else of a case. */
const factsOf = (medicalHistory: string, symptoms: string[] = [], name = 'Sam Lee') =>
  readCase({
    name,
    medicalHistory,
    symptoms: symptoms.map((s) => ({ name: s, description: null, severity: 'severe' as const })),
    diagnosis: 'x',
    treatments: '',
  }).facts;

describe('a note clause as the patient says it', () => {
  it.each([
    ['nearly fainted in the bathroom', 'I nearly fainted in the bathroom'],
    ['neck feels stiff', 'My neck feels stiff'],
    ['girlfriend also itchy', 'My girlfriend is also itchy'],
    ['left calf swollen and painful', 'My left calf is swollen and painful'],
    ['usually gets mild tension headaches', 'I usually get mild tension headaches'],
    ['eating less', "I've been eating less"],
    ['last period 7 weeks ago', 'My last period was 7 weeks ago'],
    ['by breakfast it was red', 'it was red by breakfast'],
  ])('"%s" → "%s"', (note, said) => {
    expect(spoken(note)).toBe(said);
  });
});

describe("a relative's words stay the relative's", () => {
  it('"his dad had trouble with his joints" keeps the father\'s joints his', () => {
    const facts = readCase({
      name: 'Ray Dunn',
      medicalHistory: "His dad 'had trouble with his joints'.",
      symptoms: [],
    }).facts;
    expect(facts.find((f) => f.topic === 'family')?.phrase).toBe('my dad had trouble with his joints');
  });
});

describe("a carer's report of the patient", () => {
  it('is the patient in the first person when a relative reports it', () => {
    expect(voiced('Her daughter Anna says her mum has been forgetful and has stopped cooking', null)).toBe(
      'My daughter Anna says I have been forgetful and have stopped cooking',
    );
    expect(voiced('his wife thinks her husband is more breathless', null)).toBe(
      "My wife thinks I'm more breathless",
    );
  });

  it("stays family history when the patient reports a relative's illness", () => {
    expect(voiced('she says her mother had a stroke', null)).toBe('I say my mother had a stroke');
  });
});

describe("a symptom's name said by the patient", () => {
  const known = (name: string) => ({
    concept: name.toLowerCase(),
    site: null,
    words: [],
    symptom: { name, description: '', severity: null },
  });
  it('takes "a" for a thing counted and is how the patient is for an inability', () => {
    expect(presencePhrase(known('Fall') as never)).toBe("I've had a fall");
    expect(presencePhrase(known('Unable to bear weight') as never)).toBe("I'm unable to bear weight");
  });
});

describe('a clause with no subject of its own, by its shape (lexicon/clauseShapes.ts)', () => {
  it.each([
    ['radiates to the left groin', 'It radiates to my left groin'],
    ['very sleepy this morning', "I've been very sleepy this morning"],
    ['low mood for 3 months', "I've had low mood for 3 months"],
    ['his wife did not notice any weakness', 'My wife did not notice any weakness'],
    ['non smoker', "I'm a non smoker"],
    ['8/10 at worst', "It's 8 out of 10 at worst"],
    ['constant dull ache', "It's a constant dull ache"],
    ['eating very little for a week', "I've been eating very little for a week"],
    ['walking and standing make it worse', 'Walking and standing make it worse'],
  ])('"%s" → "%s"', (clause, said) => {
    expect(voiced(clause, null)).toBe(said);
  });
});

describe('a relative named in a clause', () => {
  it('keeps the clause its own verb ("my flatmate Priya noticed…", never "my flatmate is Priya noticed…")', () => {
    expect(spoken('her flatmate priya noticed a few dark spots on her shins')).toBe(
      'my flatmate priya noticed a few dark spots on my shins',
    );
    expect(spoken('husband diabetic')).toBe('My husband is diabetic');
  });
});

describe("a child's case told by a carer", () => {
  const child = (history: string) => factsOf(history).map((f) => sentenceCase(f.phrase));

  it('keeps an age beside a relative with that relative', () => {
    expect(
      child('Sam is a 2-year-old boy brought in by his dad. His older sister, aged 4, has a cold.'),
    ).toContain('His older sister, aged 4, has a cold.');
  });

  it("says the carer's own history as the carer, and another relative's as theirs", () => {
    const byMum = child(
      'Sam is a 2-year-old boy brought to the surgery by his mother. His mother had fits as a toddler.',
    );
    expect(byMum).toContain('I had fits as a toddler myself.');
    const byDad = child(
      'Sam is a 2-year-old boy brought to the surgery by his father. His mother had fits when she was a toddler.',
    );
    expect(byDad).toContain('His mother had fits when she was a toddler.');
  });
});

describe("a child's joined verbs, measurements and own things", () => {
  it('agree with the child and say whose they are', () => {
    expect(voiced('he is taking half his usual bottles and has had only 3 wet nappies', 'he')).toBe(
      "He's taking half his usual bottles and has had only 3 wet nappies",
    );
    expect(voiced('temperature 38.1 at home last night', 'he')).toBe(
      'His temperature was 38.1 at home last night',
    );
    expect(voiced('immunisations are up to date', 'she')).toBe('Her immunisations are up to date');
  });
});

describe('what the note says of others and of the patient', () => {
  it('makes the patient the object of what others did ("Karen found her" → "found me")', () => {
    expect(voiced('she lay on the floor until Karen found her at 6 am', null, 'Dorothy Evans')).toBe(
      'I lay on the floor until Karen found me at 6 am',
    );
  });

  it('reads a drink named as alcohol, beside a denial of smoking', () => {
    const facts = factsOf('Ann is 80. She has never smoked and has a sherry at Christmas.', [], 'Ann Lee');
    expect(facts.find((f) => f.topic === 'alcohol')?.phrase).toBe('I have a sherry at Christmas');
    expect(facts.find((f) => f.topic === 'smoking')?.polarity).toBe('absent');
  });
});

describe('times, places and people others name', () => {
  it('says "last night" as when it started, "over her whole head" as where', () => {
    const facts = factsOf(
      'Emma is 19. Her headache began last night; it is over her whole head. She shares a flat with 4 students and one of them had a bad sore throat last week.',
      ['Headache'],
      'Emma Jones',
    ).map((f) => f.phrase);
    expect(facts).toContain('It started last night');
    expect(facts).toContain("It's over my whole head");
    expect(facts.some((f) => /one of them had a bad sore throat last week$/i.test(f))).toBe(true);
  });
});

describe('clauses joined by "and" or "but" that tell of two things', () => {
  const facts = (history: string) => factsOf(`Sam is a 16-year-old boy. ${history}`, ['Abdominal pain']);

  it('reads each: a past illness and the medicines, smoking and drinking', () => {
    const read = facts(
      'He had mild eczema as a child and takes no regular medicines. He does not smoke but has tried a couple of beers at a party.',
    );
    expect(read.find((f) => f.topic === 'pmh')?.phrase).toBe('I had mild eczema as a child');
    expect(read.find((f) => f.topic === 'medication')?.polarity).toBe('absent');
    expect(read.find((f) => f.topic === 'alcohol')?.phrase).toMatch(/couple of beers/);
  });

  it('says "never had one this bad" of a headache worse than any before', () => {
    const read = factsOf('Sam is 30. His headache is worse than any headache he has had before.', [
      'Headache',
    ]);
    expect(read.find((f) => f.topic === 'previous')?.phrase).toBe(
      "I've never had a headache this bad before",
    );
  });
});

describe('a time that opens a sentence before its comma', () => {
  it('stays with the clause it opens', () => {
    const facts = factsOf('The evening before, he noticed a dull ache behind his left ear.', ['Ear pain']);
    expect(facts.some((f) => /^(?:I've had )?the evening before$/i.test(f.phrase))).toBe(false);
    expect(facts.some((f) => /evening before I noticed a dull ache/i.test(f.phrase))).toBe(true);
  });
});

describe("a household's habits denied", () => {
  it.each([
    ['None of the family smoke.', 'smoking', 'No, nobody smokes at home'],
    ['Neither of them drinks alcohol.', 'alcohol', 'No, nobody at home drinks'],
    ['He has never drunk alcohol.', 'alcohol', "No, I don't drink"],
  ])('"%s" is no %s', (note, topic, said) => {
    const fact = factsOf(`Sam is 40. ${note}`).find((f) => f.topic === topic && !f.verbatim);
    expect(fact).toMatchObject({ polarity: 'absent', phrase: said });
  });
});

describe("drinking in a note's words", () => {
  it.each([
    ['Non-drinker.', 'absent', "No, I don't drink"],
    ['Ex-drinker.', 'present', 'I used to drink, but I stopped'],
    ['She stopped drinking 5 years ago.', 'present', 'I used to drink, but I stopped 5 years ago'],
  ])('"%s"', (note, polarity, said) => {
    const fact = factsOf(note).find((f) => f.topic === 'alcohol' && !f.verbatim);
    expect(fact).toMatchObject({ polarity, phrase: said });
  });

  it('says "no children" without a stray "my"', () => {
    expect(factsOf('She has no children.').map((f) => f.phrase)).toContain('No, I have no children');
  });
});

describe('what the body shows, with a verb of its own', () => {
  it('keeps the verb the note gave ("his skin had a grey-bronze colour")', () => {
    expect(spoken('his skin had a grey-bronze colour')).toBe('my skin had a grey-bronze colour');
  });
});
