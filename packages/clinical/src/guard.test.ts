import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { createGuard, inRoleLines, streamGuard } from './guard.js';
import type { CaseInput } from './types.js';

const gallbladder: CaseInput = {
  name: 'Ann Lee',
  medicalHistory: 'Pain under the right ribs since this morning. Father had gallstones.',
  symptoms: [{ name: 'Right upper quadrant pain', description: null, severity: 'severe' }],
  diagnosis: 'Acute cholecystitis',
  treatments: 'IV antibiotics, analgesia, laparoscopic cholecystectomy',
};
const guard = createGuard(gallbladder, readCase(gallbladder));

describe('the guard on each sentence', () => {
  it('replaces a sentence that names the diagnosis mid-sentence', () => {
    const v = guard.check('To be honest I wondered if it was cholecystitis again.');
    expect(v.ok).toBe(false);
    expect(v.reason).toBe('diagnosis');
    expect(v.text).toBe(inRoleLines.diagnosis);
  });

  it('catches a synonym or lay term of the diagnosis', () => {
    expect(guard.check('I think my gallbladder is playing up.').reason).toBe('diagnosis');
    expect(guard.check('Could it be gallstones, doctor?').reason).toBe('diagnosis');
  });

  it("allows a relative's illness recorded in the family history", () => {
    const v = guard.check('My father had gallstones.');
    expect(v.ok).toBe(true);
    expect(v.text).toBe('My father had gallstones.');
  });

  it('replaces a sentence that suggests a treatment of the answer key', () => {
    const v = guard.check('Maybe I just need some antibiotics.');
    expect(v.reason).toBe('treatment');
    expect(v.text).toBe(inRoleLines.treatment);
  });

  it.each([
    'As an AI language model, I cannot examine you.',
    'I recommend that you order an ultrasound.',
    'The most likely diagnosis is biliary disease.',
  ])('replaces an out-of-role line: "%s"', (line) => {
    const v = guard.check(line);
    expect(v.ok).toBe(false);
    expect(v.text).not.toContain(line);
  });

  it('passes a clean reply unchanged', () => {
    const v = guard.check("It's a really bad pain under my right ribs.");
    expect(v).toEqual({ ok: true, reason: null, text: "It's a really bad pain under my right ribs." });
  });

  it('does not take an ordinal or a side for the diagnosis ("first" in "first metatarsophalangeal")', () => {
    const gout = createGuard({ diagnosis: 'Acute gout of the right first metatarsophalangeal joint' });
    expect(gout.check("No, this is the first time it's happened.").ok).toBe(true);
    expect(gout.check('It might be gout.').ok).toBe(false);
  });
});

describe("the patient's own words inside a diagnosis", () => {
  const mono: CaseInput = {
    name: 'Tom Reid',
    medicalHistory: 'Sore throat and fever for a week. Allergies: amoxicillin - itchy rash.',
    symptoms: [
      { name: 'Fever', description: null, severity: 'moderate' },
      { name: 'Rash', description: null, severity: 'mild' },
    ],
    diagnosis: 'Glandular fever with amoxicillin rash',
    treatments: 'Rest and fluids',
  };
  const own = createGuard(mono, readCase(mono));

  it('lets the patient say a symptom or an allergy of the case that is one word of the diagnosis', () => {
    expect(own.check("I've had a fever.").ok).toBe(true);
    expect(own.check("I'm allergic to amoxicillin — it gave me an itchy rash.").ok).toBe(true);
  });

  it('still keeps the diagnosis itself unsaid', () => {
    expect(own.check('My friend said it might be glandular fever.').ok).toBe(false);
  });
});

describe('the guard on a streamed reply', () => {
  const run = (deltas: string[]) => {
    const g = streamGuard(guard);
    const seen: string[][] = deltas.map((d) => g.push(d).map((v) => v.text));
    seen.push(g.end().map((v) => v.text));
    return seen;
  };

  it('holds a sentence until it ends, then lets a clean one through', () => {
    const seen = run(["It's a bad", ' pain. It started', ' this morning.']);
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toEqual(["It's a bad pain."]);
    expect(seen.flat().join('')).toBe("It's a bad pain. It started this morning.");
  });

  it('catches the diagnosis split across token boundaries', () => {
    const seen = run(['It hurts. Maybe it is chole', 'cyst', 'itis. It started', ' today.']).flat().join('');
    expect(seen.toLowerCase()).not.toContain('cholecystitis');
    expect(seen.toLowerCase()).not.toContain('chole');
    expect(seen).toContain('It hurts.');
    expect(seen).toContain(inRoleLines.diagnosis);
    expect(seen).toContain('It started today.');
  });

  it('checks a word spelled out with full stops and spaces as one sentence', () => {
    const seen = run(['It hurts. Is it c. h. o', '. l. e. c. y. s. t. i. t. i. s? It started', ' today.'])
      .flat()
      .join('');
    expect(seen).not.toMatch(/c\. h\. o/);
    expect(seen).toContain(inRoleLines.diagnosis);
    expect(seen).toContain('It started today.');
  });

  it('checks what is left when the stream ends without a full stop', () => {
    const seen = run(['I wonder if I need a cholecystectomy']).flat().join('');
    expect(seen).not.toContain('cholecystectomy');
  });
});

describe('the guard reads through disguises', () => {
  const pneumonia: CaseInput = {
    name: 'Emily Clark',
    medicalHistory: '34-year-old teacher, allergic to penicillin (rash). Mother has asthma.',
    symptoms: [{ name: 'Cough', description: null, severity: 'moderate' }],
    diagnosis: 'Community-acquired pneumonia',
    treatments: 'Chest X-ray, oral doxycycline or clarithromycin (penicillin allergy), fluids and rest',
  };
  const g = createGuard(pneumonia, readCase(pneumonia));
  const reason = (line: string) => g.check(line).reason;

  it.each([
    ['letters split by dashes', 'Could it be p-n-e-u-m-o-n-i-a?'],
    ['letters split by dots', 'Could it be p.n.e.u.m.o.n.i.a?'],
    ['letters split by spaces', 'Could it be p n e u m o n i a?'],
    ['words spelled out', 'Could it be c h e s t  i n f e c t i o n?'],
    ['letters spelled out after "a"', 'Could it be a p n e u m o n i a?'],
    ['zero-width characters', 'Could it be pneu\u200bmo\u200dnia?'],
    ['a soft hyphen', 'Could it be pneu\u00admonia?'],
    ['a Cyrillic look-alike letter', 'Could it be pneum\u043enia?'],
    ['a Greek look-alike letter', 'Could it be pne\u03c5m\u03bfnia?'],
    ['full-width letters', 'Could it be ｐｎｅｕｍｏｎｉａ?'],
    ['combining marks', 'Could it be pn\u0301eu\u0308monia?'],
    ['an abbreviation', 'Is it CAP, doctor?'],
    ['an abbreviation with dots', 'Is it C.A.P., doctor?'],
    ['Spanish', 'Could it be una neumonía?'],
    ['French', "Est-ce que c'est une pneumonie?"],
    ['German', 'Ist es eine Lungenentzündung?'],
  ])('catches the diagnosis in %s', (_kind, line) => {
    expect(reason(line)).toBe('diagnosis');
  });

  it.each([
    ['a short name', 'Should I take some doxy?'],
    ['a short name spelled out', 'Should I take some d-o-x-y?'],
    ['another short name', 'Maybe clari would help.'],
    ['a disguised full name', 'Maybe doxycycl\u0456ne would help.'],
  ])('catches a treatment of the answer key by %s', (_kind, line) => {
    expect(reason(line)).toBe('treatment');
  });

  it.each([
    "I can't pee properly since Tuesday.",
    'I wore my cap to work all week.',
    'I teach PE on Mondays.',
    "I'm a teacher at the local school.",
    'I went to the U.K. last year.',
    'I have a cough, a bit of a temperature, e.g. 38.',
    'I am allergic to penicillin, it gives me a rash.',
    'My mother has asthma.',
  ])('lets an ordinary line pass: "%s"', (line) => {
    expect(g.check(line)).toEqual({ ok: true, reason: null, text: line });
  });

  it('reads an abbreviation in the answer key itself ("PE") and blocks its long name and short form', () => {
    const pe = createGuard({ diagnosis: 'PE', treatments: 'Apixaban' });
    expect(pe.check('Is it a pulmonary embolism?').reason).toBe('diagnosis');
    expect(pe.check('Is it a PE?').reason).toBe('diagnosis');
    expect(pe.check("I can't pee properly.").ok).toBe(true);
  });

  it("lets a relative's illness recorded by its abbreviation be named by it", () => {
    const mi: CaseInput = {
      name: 'John Miller',
      medicalHistory: '58-year-old man. Father had an MI at 50.',
      symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
      diagnosis: 'Acute myocardial infarction',
    };
    const g2 = createGuard(mi, readCase(mi));
    expect(g2.check('My father had an MI at 50.').ok).toBe(true);
    expect(g2.check('Am I having an MI?').reason).toBe('diagnosis');
    expect(g2.check('Ist das ein Herzinfarkt?').reason).toBe('diagnosis');
  });
});

describe('a diagnosis written with its circumstances', () => {
  const cold: CaseInput = {
    name: 'Albert Hale',
    medicalHistory:
      'Found on the kitchen floor this morning after a fall in the night. Lives alone in a terraced house.',
    symptoms: [{ name: 'Confusion', description: null, severity: 'moderate' }],
    diagnosis: 'Hypothermia (32 °C) after a long lie following a fall in an unheated house',
    treatments: 'Rewarming',
  };
  const coldGuard = createGuard(cold, readCase(cold));

  it('forbids the diagnosis itself, not the everyday words of what led to it', () => {
    expect(coldGuard.check('Could it be hypothermia?').reason).toBe('diagnosis');
    expect(coldGuard.check('I live alone in a terraced house.').ok).toBe(true);
    expect(coldGuard.check('I had a fall in the night and lay there a long time.').ok).toBe(true);
    expect(coldGuard.check('The heating was unheated.').reason).toBe('diagnosis');
  });
});

describe("a relative's illness written in the note's shorthand", () => {
  const acs: CaseInput = {
    name: 'Ray Cole',
    medicalHistory: 'Central chest pain for 2 hours.\nFH: father died of MI aged 54.',
    symptoms: [{ name: 'Chest pain', description: null, severity: 'severe' }],
    diagnosis: 'Acute coronary syndrome (NSTEMI)',
    treatments: 'Aspirin',
  };
  const acsGuard = createGuard(acs, readCase(acs));

  it('may be said in the words the patient says it in, but not of the patient', () => {
    expect(acsGuard.check('My father died of a heart attack at 54.').ok).toBe(true);
    expect(acsGuard.check('I think I am having a heart attack.').reason).toBe('diagnosis');
  });
});
