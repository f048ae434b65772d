import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import type { CaseInput, Fact, Topic } from './types.js';

const caseOf = (medicalHistory: string, symptoms: CaseInput['symptoms'] = []): Fact[] =>
  readCase({ name: 'Sam Taylor', medicalHistory, symptoms }).facts;

const one = (facts: Fact[], topic: Topic, pattern?: RegExp): Fact => {
  const found = facts.filter((f) => f.topic === topic && (!pattern || pattern.test(f.phrase)));
  expect(
    found.map((f) => f.phrase),
    `a ${topic} fact${pattern ? ` like ${pattern}` : ''}`,
  ).not.toHaveLength(0);
  return found[0] as Fact;
};

describe('reading a history written in full sentences', () => {
  const facts = caseOf(
    'Mr Taylor is a 64-year-old retired teacher. He does not smoke. He drinks about ten units a week. His father had a heart attack at 60. He is allergic to penicillin, which gave him a rash.',
  );

  it('reads the age and occupation in the first person', () => {
    expect(one(facts, 'age').phrase).toBe("I'm 64");
    expect(one(facts, 'occupation').phrase).toMatch(/^I'm a retired teacher$/);
  });

  it('records a non-smoker as absent, and alcohol with its amount', () => {
    const smoking = one(facts, 'smoking');
    expect(smoking.polarity).toBe('absent');
    expect(smoking.phrase).toMatch(/don't smoke/);
    expect(one(facts, 'alcohol').phrase).toMatch(/10 units a week/);
  });

  it("tells a relative's illness as the relative's, and an allergy with its reaction", () => {
    expect(one(facts, 'family').phrase).toMatch(/^my father had a heart attack at 60$/i);
    const allergy = one(facts, 'allergy');
    expect(allergy.phrase).toMatch(/allergic to penicillin/);
    expect(allergy.phrase).toMatch(/rash/);
  });

  it('keeps the verbatim source of each fact', () => {
    for (const f of facts.filter((x) => x.origin === 'history'))
      expect(
        'Mr Taylor is a 64-year-old retired teacher. He does not smoke. He drinks about ten units a week. His father had a heart attack at 60. He is allergic to penicillin, which gave him a rash.',
      ).toContain(f.source);
  });
});

describe('reading a terse semicolon list with abbreviations', () => {
  const facts = caseOf(
    '58M; central chest pain 8/10; SOB on exertion x 3 weeks; vomited x3; T2DM 8 yrs on metformin; HTN; NKDA; ex-smoker, 20 pack-years, quit 5 years ago; ETOH 2 units/week; FH: mother - breast cancer',
    [
      { name: 'Chest pain', description: null, severity: 'severe' },
      { name: 'Shortness of breath', description: null, severity: 'moderate' },
      { name: 'Vomiting', description: null, severity: 'mild' },
    ],
  );

  it('writes out T2DM, HTN and NKDA', () => {
    expect(facts.some((f) => f.topic === 'pmh' && /type 2 diabetes/.test(f.phrase))).toBe(true);
    expect(facts.some((f) => f.topic === 'pmh' && /high blood pressure/.test(f.phrase))).toBe(true);
    const allergy = one(facts, 'allergy');
    expect(allergy.polarity).toBe('absent');
  });

  it('reads the medicine given for a condition', () => {
    expect(one(facts, 'medication').phrase).toMatch(/^I take metformin/);
  });

  it('reads pack-years, a stopped habit and units a week', () => {
    const smoking = one(facts, 'smoking').phrase;
    expect(smoking).toMatch(/used to smoke/);
    expect(smoking).toMatch(/20 pack-years/);
    expect(smoking).toMatch(/5 years ago/);
    expect(one(facts, 'alcohol').phrase).toMatch(/2 units a week/);
  });

  it('reads "x3" as a count, "8/10" as a score and "58M" as age and sex', () => {
    expect(facts.some((f) => /3 times/.test(f.phrase))).toBe(true);
    expect(
      facts.some((f) => f.topic === 'severity' && f.symptom === 'Chest pain' && /8 out of 10/.test(f.phrase)),
    ).toBe(true);
    expect(facts.some((f) => f.symptom === 'Vomiting' && /sick 3 times/.test(f.phrase))).toBe(true);
    expect(one(facts, 'age').phrase).toBe("I'm 58");
    expect(one(facts, 'sex').phrase).toBe("I'm a man");
  });

  it('reads a family history under an "FH:" heading', () => {
    expect(one(facts, 'family').phrase).toMatch(/my mother has breast cancer/i);
  });
});

describe('reading headed clerking notes', () => {
  const facts = caseOf(
    [
      'PC: cough for three days.',
      'PMH: asthma since childhood.',
      'DH: salbutamol inhaler when needed.',
      'Allergies: none known.',
      'SH: lives alone; works as a bus driver; non-smoker.',
    ].join('\n'),
    [{ name: 'Cough', description: null, severity: 'mild' }],
  );

  it('puts each heading’s lines under its topic', () => {
    expect(one(facts, 'pmh').phrase).toMatch(/asthma/);
    expect(one(facts, 'medication').phrase).toMatch(/I use a salbutamol inhaler/);
    expect(one(facts, 'allergy').polarity).toBe('absent');
    expect(one(facts, 'home').phrase).toMatch(/^I live alone/);
    expect(one(facts, 'occupation').phrase).toMatch(/bus driver/);
    expect(one(facts, 'smoking').polarity).toBe('absent');
  });

  it('reads a number written in words as its digits', () => {
    expect(one(facts, 'onset').phrase).toMatch(/3 days/);
  });

  it('gives the presenting complaint from the first listed symptom', () => {
    const pc = one(facts, 'presenting');
    expect(pc.symptom).toBe('Cough');
    expect(pc.phrase).toMatch(/cough/);
  });
});

describe('reading denials and what is not recorded', () => {
  const facts = caseOf(
    'Chest pain since this morning. No fever, no cough. Has not injured it. Bowels normal.',
    [{ name: 'Chest pain', description: null, severity: 'moderate' }],
  );

  it('records each denied symptom as absent, in words a patient says', () => {
    const absent = facts.filter((f) => f.polarity === 'absent');
    expect(absent.some((f) => f.concepts.includes('fever') && /^No/.test(f.phrase))).toBe(true);
    expect(absent.some((f) => f.concepts.includes('cough'))).toBe(true);
    expect(absent.some((f) => /haven't injured it/.test(f.phrase))).toBe(true);
    expect(absent.some((f) => /bowels have been normal/.test(f.phrase))).toBe(true);
  });

  it('never turns a recorded symptom into an absent one', () => {
    expect(facts.filter((f) => f.concepts.includes('pain')).every((f) => f.polarity === 'present')).toBe(
      true,
    );
  });
});

describe("reading a child's history told by a parent", () => {
  const facts = readCase({
    name: 'Ella Moss',
    medicalHistory:
      '4-year-old girl brought in by her mother. Barking cough for two days. No rash. Her six-year-old brother has a cold. Lives with mum, dad and brother.',
    symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
  }).facts;

  it('speaks of the child as "she", and names her', () => {
    expect(one(facts, 'name').phrase).toBe('Her name is Ella Moss');
    expect(one(facts, 'presenting').phrase).toMatch(/^She/);
    expect(facts.find((f) => f.polarity === 'absent' && f.concepts.includes('rash'))?.phrase).toMatch(
      /^No, she hasn't/,
    );
  });

  it("does not take a sibling's age for the child's", () => {
    expect(facts.filter((f) => f.topic === 'age').map((f) => f.phrase)).toEqual(["She's 4"]);
  });

  it('calls a child a girl or a boy, never a woman or a man', () => {
    expect(one(facts, 'sex').phrase).toBe("She's a girl");
    const boy = readCase({
      name: 'Leo Hart',
      medicalHistory: '2-year-old boy with a barking cough.',
      symptoms: [],
    });
    expect(one(boy.facts, 'sex').phrase).toBe("He's a boy");
  });
});

describe('reading flowing prose that names the patient', () => {
  const facts = readCase({
    name: 'Nadia Okafor',
    medicalHistory:
      'Nadia is a thirty-year-old nurse who has had headaches for a year, now coming two or three times a month. The pain is seven out of ten. Each one lasts a day. Light makes it worse. Sleep helps. Her mother gets similar headaches. She is allergic to plasters, which bring her out in a rash.',
    symptoms: [{ name: 'Headache', description: null, severity: 'severe' }],
  }).facts;

  it('takes the patient’s sex from the pronoun the note uses for her, not from her name', () => {
    expect(one(facts, 'sex').phrase).toBe("I'm a woman");
    expect(facts.some((f) => /\bman\b/.test(f.phrase))).toBe(false);
  });

  it('reads a score given for "the pain" as the score of the case’s headache', () => {
    expect(one(facts, 'severity', /out of 10/).phrase).toBe('About 7 out of 10');
    expect(one(facts, 'severity', /out of 10/).symptom).toBe('Headache');
  });

  it('reads how often it comes as a rate, and what makes it worse when that is named first', () => {
    expect(one(facts, 'timing', /month/).phrase).toBe('It comes about 2 or 3 times a month');
    expect(
      facts.filter((f) => f.topic === 'timing' && /^I've had a headache \d times$/.test(f.phrase)),
    ).toEqual([]);
    expect(one(facts, 'aggravating').phrase).toBe("It's worse with light");
  });

  it('says a clause that has its own subject as it is, "one" as a word', () => {
    const phrases = facts.map((f) => f.phrase);
    expect(phrases).toContain('each one lasts a day');
    expect(phrases).toContain('Sleep helps'.toLowerCase());
    expect(phrases.filter((p) => /^I've had (each|sleep|light|the pain)\b/i.test(p))).toEqual([]);
  });

  it('keeps a relative’s own verb, and the patient as the object of a reaction', () => {
    expect(one(facts, 'family').phrase).toMatch(/^my mother gets similar headaches$/i);
    expect(one(facts, 'allergy').phrase).toBe("I'm allergic to plasters — it gives me a rash");
  });
});

describe('fact ids', () => {
  it('are stable for the same case text', () => {
    const text = 'Headache for 2 days, 6/10, worse with light. Takes no medicines.';
    const symptoms = [{ name: 'Headache', description: null, severity: 'moderate' as const }];
    expect(caseOf(text, symptoms).map((f) => f.id)).toEqual(caseOf(text, symptoms).map((f) => f.id));
    expect(new Set(caseOf(text, symptoms).map((f) => f.id)).size).toBe(caseOf(text, symptoms).length);
  });
});

describe('reading a teenager’s history in prose', () => {
  const facts = readCase({
    name: 'Daniel Price',
    medicalHistory:
      'Daniel is a nineteen-year-old university student with asthma since childhood. Over the last two days he has become more wheezy. He uses a brown inhaler but often forgets it. He has been admitted once before, aged twelve. He has had two chest infections in the past year. His urine smells strong.',
    symptoms: [{ name: 'Wheeze', description: 'Whistling sound when breathing', severity: 'severe' }],
  }).facts;
  const phrases = (topic: Topic) => facts.filter((f) => f.topic === topic).map((f) => f.phrase);

  it('reads "nineteen" as 19, and a later "aged twelve" as the date of an event, not his age', () => {
    expect(phrases('age')).toEqual(["I'm 19"]);
  });

  it('keeps a condition had since childhood, and infections had, in the past', () => {
    expect(phrases('pmh')).toContain("I've had asthma since childhood");
    expect(phrases('pmh').some((p) => /^I've had 2 chest infections in the past year$/.test(p))).toBe(true);
  });

  it('says each verb once and in the first person', () => {
    expect(phrases('medication')).toEqual(['I use a brown inhaler but often forget it']);
    expect(facts.some((f) => /^My urine smells strong$/.test(f.phrase))).toBe(true);
  });

  it('does not take "over the last two days" for how long each bout lasts', () => {
    expect(facts.filter((f) => /^Each time it lasts/.test(f.phrase))).toEqual([]);
  });
});

describe('a time given once for a list of symptoms', () => {
  const note = 'PC: 70M, SOB and ankle swelling 3/52. HPC: SOB on exertion, now after 20 yards.';
  const facts = readCase({
    name: 'Ray Bell',
    medicalHistory: note,
    symptoms: [
      { name: 'Shortness of breath', description: null, severity: 'severe' },
      { name: 'Ankle swelling', description: null, severity: 'moderate' },
    ],
  }).facts;

  it('is the time of each, and each fact keeps the note’s own words as its source', () => {
    const onsets = facts.filter((f) => f.topic === 'onset');
    expect(onsets.map((f) => [f.symptom, f.phrase])).toEqual([
      ['Shortness of breath', "It's been going on for 3 weeks"],
      ['Ankle swelling', "It's been going on for 3 weeks"],
    ]);
    for (const f of facts.filter((x) => x.origin === 'history')) expect(note).toContain(f.source);
    expect(facts.some((f) => f.phrase === "It's now after 20 yards")).toBe(true);
  });
});

describe('a clause that names a listed symptom with more of its own', () => {
  const facts = readCase({
    name: 'Edna Hale',
    medicalHistory:
      'Edna is an eighty-year-old retired cook. For five days she has had a cough bringing up green phlegm. Since yesterday she has been more breathless, even walking to the bathroom, and has a sharp pain on the right side of her chest when she takes a deep breath.',
    symptoms: [
      { name: 'Cough', description: null, severity: 'moderate' },
      { name: 'Shortness of breath', description: null, severity: 'severe' },
      { name: 'Chest pain', description: null, severity: 'moderate' },
    ],
  }).facts;
  const of = (symptom: string, topic: Topic) =>
    facts.filter((f) => f.symptom === symptom && f.topic === topic).map((f) => f.phrase);

  it('tells the listed symptom’s own onset and character beside the feature the case does not list', () => {
    expect(of('Cough', 'onset')).toEqual(["It's been going on for 5 days"]);
    expect(of('Cough', 'character')).toContain("I'm coughing up green phlegm");
  });

  it('gives a pain named by its site to that pain, not to the breathlessness a deep breath brings to mind', () => {
    expect(of('Chest pain', 'site')).toContain("It's on the right side of my chest");
    expect(of('Chest pain', 'character')).toContain('It feels sharp');
    expect(of('Chest pain', 'aggravating')).toEqual(["It's worse when I take a deep breath"]);
    expect(of('Shortness of breath', 'character').some((p) => /sharp/.test(p))).toBe(false);
  });

  it('says a time that leads a clause at its end', () => {
    expect(facts.some((f) => f.phrase === 'I have been more breathless since yesterday')).toBe(true);
    expect(facts.some((f) => /^I've had (for|since) /.test(f.phrase))).toBe(false);
  });
});

describe('conditions and their medicines told in prose', () => {
  const facts = readCase({
    name: 'Vera Lund',
    medicalHistory:
      'Vera is a seventy-year-old retired nurse. She has atrial fibrillation but stopped her warfarin two months ago because of bruising. She has high blood pressure and takes amlodipine. She takes ibuprofen most days for back pain. Paracetamol takes the edge off. This morning she passed black, sticky stools. Her husband noticed her face drooping.',
    symptoms: [{ name: 'Melaena', description: null, severity: 'severe' }],
  }).facts;
  const phrases = (topic: Topic) => facts.filter((f) => f.topic === topic).map((f) => f.phrase);

  it('reads each condition as past history, and what became of its medicine', () => {
    expect(phrases('pmh')).toEqual(['I have atrial fibrillation', 'I have high blood pressure']);
    expect(phrases('medication')).toEqual([
      'I stopped my warfarin 2 months ago because of bruising',
      'I take amlodipine for my high blood pressure',
      'I take ibuprofen most days for my back pain',
    ]);
    expect(facts.some((f) => f.concepts.includes('bruising'))).toBe(false);
  });

  it('reads black, sticky stools as the melaena they are, and a relative’s own verb as it is', () => {
    expect(facts.find((f) => f.topic === 'onset')).toMatchObject({
      symptom: 'Melaena',
      phrase: 'It started this morning',
    });
    expect(facts.some((f) => /^my husband noticed my face drooping$/i.test(f.phrase))).toBe(true);
    expect(facts.filter((f) => f.topic === 'site' && /face/.test(f.phrase))).toEqual([]);
  });
});

describe('reading lists, jobs and verbs the lexicon has no row for', () => {
  const linda: CaseInput = {
    name: 'Linda Barrow',
    medicalHistory:
      'Linda Barrow is a 62-year-old school dinner lady. Ten days ago she had a steroid injection into the knee. ' +
      'She has had no cuts, grazes or insect bites on her legs. She has never had gout. ' +
      'She has had osteoarthritis in both knees for 6 years, high blood pressure and an overactive bladder. ' +
      'She takes amlodipine 10 mg once a day, solifenacin 5 mg once a day and paracetamol 1 g up to four times a day. ' +
      'She loves ballroom dancing.',
    symptoms: [{ name: 'Joint pain', description: 'Pain in a joint', severity: 'severe' }],
    diagnosis: 'Septic arthritis',
    treatments: 'Aspiration',
  };
  const facts = readCase(linda).facts;
  const of = (topic: Topic) => facts.filter((f) => f.topic === topic);

  it('gives every medicine of a list its verb', () => {
    const taken = of('medication').map((f) => f.phrase);
    for (const drug of ['amlodipine', 'solifenacin', 'paracetamol'])
      expect(taken.some((p) => p.startsWith('I take') && p.includes(drug))).toBe(true);
  });

  it('reads each condition of a list as past history, and a condition denied by name', () => {
    const pmh = of('pmh');
    expect(pmh.some((f) => f.polarity === 'present' && /high blood pressure/.test(f.phrase))).toBe(true);
    expect(pmh.some((f) => f.polarity === 'present' && /osteoarthritis|arthritis/.test(f.phrase))).toBe(true);
    expect(pmh.find((f) => /gout/.test(f.phrase))).toMatchObject({ polarity: 'absent' });
    // Not the pain's character: "pressure" is part of a condition's name.
    expect(of('character').some((f) => /pressure/.test(f.phrase))).toBe(false);
  });

  it('denies each item of a denied list', () => {
    const denied = facts.filter((f) => /cuts|grazes/.test(f.source));
    expect(denied.length).toBeGreaterThan(0);
    for (const f of denied) expect(f.polarity).toBe('absent');
  });

  it('reads a job no list knows, and says a time after its subject', () => {
    expect(of('occupation').map((f) => f.phrase)).toContain("I'm a school dinner lady");
    const injection = facts.filter((f) => /steroid injection/.test(f.phrase)).map((f) => f.phrase);
    expect(injection.length).toBeGreaterThan(0);
    for (const p of injection) expect(p).toMatch(/^I had a steroid injection into my knee 10 days ago$/);
    expect(facts.some((f) => f.phrase === 'I love ballroom dancing')).toBe(true);
  });
});

describe("a carer's story, and a medicine that disagrees", () => {
  const oliver = readCase({
    name: 'Oliver Shah',
    medicalHistory:
      'Oliver is a 7-year-old boy brought in by his mum, Sarah. She says he has been thirsty for three weeks. ' +
      'Sarah has given him paracetamol twice. Codeine makes him vomit.',
    symptoms: [{ name: 'Thirst', description: null, severity: 'moderate' }],
  }).facts;

  it("speaks of the child as the child's sex, and the named carer as I", () => {
    const said = oliver.map((f) => f.phrase).join(' ');
    expect(said).not.toMatch(/\bshe's\b|\bher\b.*thirst/i);
    expect(oliver.find((f) => /paracetamol/.test(f.phrase))?.phrase).toMatch(/^I have given him paracetamol/);
  });

  it('reads a bad reaction to a medicine under allergies', () => {
    expect(oliver.find((f) => /codeine/i.test(f.phrase))).toMatchObject({ topic: 'allergy' });
  });
});
