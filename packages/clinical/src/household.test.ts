import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';

// How a patient lives, drinks and is called, as notes tell it (docs/patient.md#case-facts).
const graham = createPatient({
  name: 'Kenneth Doyle',
  medicalHistory:
    'Kenneth (Ken) Doyle is a 69-year-old retired miner. He has been drowsy for ten days. He usually has two pints ' +
    'of bitter on a Saturday, though he has had no alcohol this week. He shares a flat with his brother; nobody ' +
    'he lives with has been ill. No orthopnoea.',
  symptoms: [
    { name: 'Drowsiness', description: 'Sleeping most of the day', severity: 'severe' },
    { name: 'Breathlessness', description: 'Short of breath on exertion', severity: 'mild' },
  ],
  diagnosis: 'Hypercalcaemia',
  treatments: 'Fluids',
});
const ask = (q: string) => graham.answer([], q).text;

describe('home, drink and name', () => {
  it('tells what he usually drinks, and the pause after "though" as a pause', () => {
    expect(ask('How much do you drink?')).toMatch(/2 pints of bitter.*but I have had no alcohol this week/);
  });

  it('reads "shares a flat with" as home, and "nobody he lives with has been ill" as no home', () => {
    const home = ask('Who do you live with?');
    expect(home).toMatch(/share a flat with my brother/);
    expect(home).not.toMatch(/I live nobody/);
  });

  it('takes "lying flat" as a posture, not a flat', () => {
    expect(ask('Do you get breathless lying flat in bed?')).toMatch(/^No\b/);
  });

  it('knows the name the patient is called by', () => {
    expect(ask("What's been happening, Ken?")).not.toMatch(/69/);
  });
});

describe('more of how notes say things', () => {
  const joan = createPatient({
    name: 'Joan Whitaker',
    medicalHistory:
      'Joan is 79. At 7 am today she had a nosebleed that lasted 40 minutes. Her stools are a normal brown ' +
      'colour. She took ibuprofen 200 mg for her knees this week. Widower, lives alone in a ground-floor flat. ' +
      'Family: her grandad had a hip replacement at 60; her father has had a stiff, stooped back since his thirties.',
    symptoms: [{ name: 'Nosebleed', description: 'Bleeding from the nose', severity: 'moderate' }],
    diagnosis: 'Warfarin over-anticoagulation',
    treatments: 'Vitamin K',
  });
  const ask = (q: string) => joan.answer([], q).text;

  it('answers how long an episode went on for, not when it began', () => {
    expect(ask('How long did it go on for?')).toMatch(/40 minutes/);
  });

  it('takes a normal colour as a no, and "painkillers" as a medicine', () => {
    expect(ask('Any black or bloody poo?')).toMatch(/^No, my stools/);
    expect(ask('Have you taken any painkillers, like ibuprofen?')).toMatch(/ibuprofen/);
  });

  it('reads who the patient is before where they live', () => {
    expect(ask('Do you live on your own?')).toMatch(/widower and I live alone/);
  });

  it("finds a grandad's hips and a father's stiff, stooped back", () => {
    expect(ask('Has anyone in your family had problems with their hips?')).toMatch(/grandad/i);
    expect(ask('Does anyone in your family have back trouble?')).toMatch(/stiff, stooped back/);
  });
});

describe('words of two meanings', () => {
  it('reads "dental work" as treatment of the teeth, and a change asked of without "medicines" as one', () => {
    const p = createPatient({
      name: 'Tom Hale',
      medicalHistory:
        'Tom is 58, a self-employed plasterer. Dental extraction 6/52 ago at his own dentist. DH: atorvastatin ' +
        '20 mg, started 3 weeks ago.',
      symptoms: [{ name: 'Fever', description: 'High temperature', severity: 'moderate' }],
      diagnosis: 'Infective endocarditis',
      treatments: 'Antibiotics',
    });
    expect(p.answer([], 'Have you had any dental work done recently?').text).toMatch(/dental extraction/i);
    expect(p.answer([], 'Has anything been started or changed recently?').text).toMatch(/atorvastatin/);
  });
});

describe('sentences the readers once garbled and set aside', () => {
  const p = createPatient({
    name: 'Colin Ward',
    medicalHistory:
      'Colin is 64. He has stopped going up ladders and is worried about money. He is frightened that he has ' +
      'bowel cancer like his grandfather. He does not use recreational drugs. His wife has dementia; he is her carer.',
    symptoms: [{ name: 'Dizziness', description: 'Feeling dizzy', severity: 'moderate' }],
    diagnosis: 'Benign positional vertigo',
    treatments: 'Epley manoeuvre',
  });
  const said = p.facts.facts.filter((f) => !f.verbatim);

  it("keeps what they say, each under its own topic, in the patient's words", () => {
    expect(said.some((f) => f.phrase === 'I have stopped going up ladders and am worried about money')).toBe(
      true,
    );
    expect(said.some((f) => f.topic === 'pmh' && /cancer/.test(f.phrase))).toBe(false);
    expect(said.find((f) => f.topic === 'drugs')?.polarity).toBe('absent');
    expect(said.find((f) => /carer/.test(f.phrase))?.topic).toBe('home');
  });
});

describe('someone named who helps', () => {
  it('tells who helps at home, never a medicine that "helps"', () => {
    const p = createPatient({
      name: 'Ron Jenkins',
      medicalHistory:
        'Ron is 78. He lives alone in a ground-floor flat. Susan lives 10 minutes away and visits every day. ' +
        'Paracetamol helps a little.',
      symptoms: [{ name: 'Back pain', description: 'Pain in the back', severity: 'moderate' }],
      diagnosis: 'Opioid toxicity',
      treatments: 'Naloxone',
    });
    const home = p.answer([], 'Does anyone help you at home?').text;
    expect(home).toMatch(/Susan lives 10 minutes away and visits every day/);
    expect(home).not.toMatch(/Paracetamol/);
  });
});

describe('a clause that goes on from the one before, or leads into the next', () => {
  it('keeps a reason, a "that" and a fronted "when" with the clause they belong to', () => {
    const p = createPatient({
      name: 'Steven Ward',
      medicalHistory:
        'Steven is 52. He stopped zopiclone, because it made him feel worse in the mornings. When I examined ' +
        'him, his neck was thick.',
      symptoms: [{ name: 'Snoring', description: 'Loud snoring', severity: 'moderate' }],
      diagnosis: 'Obstructive sleep apnoea',
      treatments: 'CPAP',
    });
    expect((p.facts.setAside ?? []).some((a) => /because|when/i.test(a.source))).toBe(false);
    expect(p.answer([], 'Why did you stop the zopiclone?').text).toMatch(/worse in the mornings/);
  });
});

describe('a little drink, and what was seen', () => {
  it('tells the sherry at Christmas before "otherwise does not drink", and cats on the curtains as seeing things', () => {
    const p = createPatient({
      name: 'Ron Jenkins',
      medicalHistory:
        'Ron is 78. He has a small sherry at Christmas and otherwise does not drink. Yesterday he was muddled and ' +
        'said he could see cats on the curtains.',
      symptoms: [{ name: 'Confusion', description: 'Muddled', severity: 'moderate' }],
      diagnosis: 'Opioid toxicity',
      treatments: 'Naloxone',
    });
    expect(p.answer([], 'Do you drink at all?').text).toMatch(/sherry at Christmas/);
    expect(p.answer([], "Have you been seeing things that weren't there?").text).toMatch(/cats/);
  });
});

describe('an injury asked of', () => {
  it('reads "hurt it" as an injury, answered from the note\'s denial, not the pain', () => {
    const p = createPatient({
      name: 'Jack Lee',
      medicalHistory:
        'Jack is 12 and has had pain in his left knee for 3 weeks. He cannot remember any fall or injury.',
      symptoms: [{ name: 'Knee pain', description: 'Pain in the knee', severity: 'moderate' }],
      diagnosis: 'Slipped upper femoral epiphysis',
      treatments: 'Surgery',
    });
    expect(p.answer([], 'Did you fall over or hurt it playing?').text).toMatch(
      /^No\b|cannot remember any fall/,
    );
  });
});

describe('operations as notes tell them', () => {
  it('reads an arthroscopy, a fracture fixed with a plate and an abscess drained under a general anaesthetic', () => {
    const p = createPatient({
      name: 'Sam Reid',
      medicalHistory:
        'Sam is 40. He had an arthroscopy of his right knee in 2015. He broke his left wrist at 22, which was fixed ' +
        'with a plate. A year ago he had an abscess drained under a general anaesthetic.',
      symptoms: [{ name: 'Fatigue', description: 'Tiredness', severity: 'mild' }],
      diagnosis: 'Haemochromatosis',
      treatments: 'Venesection',
    });
    const ops = p.facts.facts
      .filter((f) => f.topic === 'surgery')
      .map((f) => f.phrase)
      .join(' ');
    expect(ops).toMatch(/arthroscopy/);
    expect(ops).toMatch(/plate/);
    expect(ops).toMatch(/abscess/);
  });
});

describe('help at home', () => {
  it('tells who helps as well as who the patient lives with', () => {
    const p = createPatient({
      name: 'Linda Barrow',
      medicalHistory:
        'She lives alone in a first-floor flat with stairs; her daughter, Karen, lives nearby and has been doing her shopping.',
      symptoms: [{ name: 'Knee pain', description: null, severity: 'severe' }],
      diagnosis: 'Septic arthritis',
      treatments: 'Antibiotics',
    });
    const help = p.answer([], 'Do you have any help at home?').text;
    expect(help).toMatch(/Karen/);
    expect(
      p.facts.facts
        .filter((f) => f.topic === 'family')
        .map((f) => f.phrase)
        .join(' '),
    ).not.toMatch(/Karen/);
  });
});
