import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import type { Turn } from './types.js';

// Where a symptom is, with the words that place it (docs/patient.md#case-facts).
const where = (name: string, description: string, history: string, q = 'Where exactly is it?') =>
  createPatient({
    name: 'Jo Hart',
    medicalHistory: `Jo is 50. ${history}`,
    symptoms: [{ name, description, severity: 'moderate' }],
    diagnosis: 'Not said',
    treatments: 'None',
  }).answer([], q).text;

describe('the site of a symptom', () => {
  it('keeps where in the part ("central", "the upper part of her tummy")', () => {
    expect(
      where('Chest pain', 'Pain in the chest', 'He has had central crushing chest pain for 2 hours.'),
    ).toMatch(/middle of my chest/);
    expect(
      where('Abdominal pain', 'Pain in the abdomen', 'She has a dull ache in the upper part of her tummy.'),
    ).toMatch(/top of my tummy/);
  });

  it('keeps the side of a pain the catalogue puts in the side, and a headache’s place', () => {
    expect(
      where('Flank pain', 'Pain in the side of the body', 'He has a dull ache in his left side.'),
    ).toMatch(/left side/);
    expect(
      where(
        'Headache',
        'Pain in the head',
        'The headache is over the right side of her forehead and temple.',
      ),
    ).toMatch(/right side of my forehead and temple/);
  });

  it('places a change in vision in its eye, never in the eye the note says is unaffected', () => {
    const history = 'The vision in her right eye has gone misty. Her left eye is unaffected.';
    expect(where('Blurred vision', 'Loss of sharpness of vision', history, 'Which eye is it?')).toMatch(
      /right eye/,
    );
    expect(where('Blurred vision', 'Loss of sharpness of vision', history, 'Which eye is it?')).not.toMatch(
      /left eye/,
    );
  });
});

describe('a symptom in the words a note tells it', () => {
  it('reads "his urine was bright red" as blood in the urine, and tells it first when it brought him in', () => {
    const p = createPatient({
      name: 'Graham Hill',
      medicalHistory:
        'Graham is 64. Three weeks ago his urine was bright red on two occasions. For 2 months he has had a dull ' +
        'ache in his left side.',
      symptoms: [
        { name: 'Haematuria', description: 'Blood in the urine', severity: 'moderate' },
        { name: 'Flank pain', description: 'Pain in the side of the body', severity: 'moderate' },
      ],
      diagnosis: 'Renal cell carcinoma',
      treatments: 'Nephrectomy',
    });
    expect(p.answer([], 'Have you seen any blood in your urine?').text).toMatch(/^(?!No)/);
    expect(p.answer([], "What's brought you in today?").text).toMatch(/blood in my urine/);
  });
});

describe('how much weight', () => {
  it('tells the amount lost or put on, from the note or the catalogue', () => {
    const ask = (history: string, symptom: { name: string; description: string }, q: string) =>
      createPatient({
        name: 'Ann Lee',
        medicalHistory: `Ann is 71. ${history}`,
        symptoms: [{ ...symptom, severity: 'mild' }],
        diagnosis: 'Not said',
        treatments: 'None',
      }).answer([], q).text;
    expect(
      ask(
        'Wt loss ~3 kg over 6/12.',
        { name: 'Weight loss', description: 'Losing weight' },
        'Have you lost any weight?',
      ),
    ).toMatch(/lost about 3 kg over 6 months/);
    expect(
      ask(
        'She has put on about 10 kg over the last 18 months.',
        { name: 'Weight gain', description: 'Gaining weight' },
        'Has your weight changed?',
      ),
    ).toMatch(/put on about 10 kg/);
    expect(
      ask(
        'No details.',
        { name: 'Weight loss', description: 'About 4 kg in 6 weeks' },
        'Have you lost weight?',
      ),
    ).toMatch(/lost about 4 kg in 6 weeks/);
  });
});

describe('a reading of the thermometer', () => {
  it('tells how high the temperature got, not how long it has gone on', () => {
    const p = createPatient({
      name: 'Tom Hale',
      medicalHistory:
        'Tom is 58. Fevers on and off for 3 weeks, worse in the evenings, up to 38.9 on his own thermometer.',
      symptoms: [{ name: 'Fever', description: 'High temperature', severity: 'moderate' }],
      diagnosis: 'Infective endocarditis',
      treatments: 'Antibiotics',
    });
    expect(p.answer([], 'How high has your temperature got?').text).toMatch(/38\.9/);
  });
});

describe('a pain of the face that shoots from one place to another', () => {
  const face = createPatient({
    name: 'Ruth Ames',
    medicalHistory:
      'Ruth has had three months of severe left-sided facial pain: sudden stabs shooting from the left side of ' +
      'her chin across her cheek to her left temple. Between attacks she is pain-free.',
    symptoms: [{ name: 'Facial pain', description: 'Stabbing, lasting seconds', severity: 'severe' }],
    diagnosis: 'Trigeminal neuralgia',
    treatments: 'Carbamazepine',
  });
  const ask = (q: string) => face.answer([], q).text;

  it('places it on the side of the face, and says where it shoots', () => {
    expect(ask('Where is the pain?')).toMatch(/left side of my face/);
    expect(ask('Does the pain go anywhere?')).toMatch(
      /from my left side of my chin across my cheek to my left temple/,
    );
  });

  it('says no to pain between attacks when it is free of it', () => {
    expect(ask('Do you get any pain between the attacks?')).toMatch(/^No, between attacks I'm pain/);
  });
});

describe('where a pain goes, when the note gives no spreading', () => {
  const knee = createPatient({
    name: 'Ivy Lane',
    medicalHistory: 'Ivy has had an aching pain in her right knee for 2 years. She also gets headaches.',
    symptoms: [
      { name: 'Knee pain', description: 'Right knee', severity: 'moderate' },
      { name: 'Headache', description: null, severity: 'mild' },
    ],
    diagnosis: 'Osteoarthritis',
    treatments: 'Physiotherapy',
  });
  const ask = (q: string) => knee.answer([], q).text;

  it('stays in the one place', () => {
    expect(ask('Does the knee pain go anywhere else, like your hips?')).toMatch(/^No, it stays/);
  });

  it('is no plain no when the place asked of is another symptom’s', () => {
    expect(ask('Does the knee pain spread anywhere, like into your head?')).not.toMatch(
      /stays in the one place/,
    );
  });
});

describe('a joint of the case’s joint pain', () => {
  const uc = createPatient({
    name: 'Amy Holt',
    medicalHistory:
      'Amy has had bloody diarrhoea for 6 weeks with a crampy pain low on the left. She has had aching in both knees for a week.',
    symptoms: [
      { name: 'Abdominal pain', description: 'Crampy', severity: 'moderate' },
      { name: 'Joint pain', description: 'Aching joints', severity: 'mild' },
    ],
    diagnosis: 'Ulcerative colitis',
    treatments: 'Mesalazine',
  });

  it('is told of the joint pain, in both my knees', () => {
    const joints = uc.answer([], 'Any problems with your joints?').text;
    expect(joints).toMatch(/both my knees/);
    expect(joints).not.toMatch(/my both/);
  });
});

describe('which side of a part that is not the symptom talked about', () => {
  const back = createPatient({
    name: 'Ravi Shah',
    medicalHistory:
      'Ravi has had low back pain for 9 months, worse in the morning. Last spring he had a painful red ' +
      'left eye, treated with drops.',
    symptoms: [{ name: 'Back pain', description: 'Lower back', severity: 'moderate' }],
    diagnosis: 'Ankylosing spondylitis',
    treatments: 'Naproxen',
  });

  it('tells the side the note gives the part asked of', () => {
    const conversation: Turn[] = [];
    for (const q of ['Where is the pain?', 'Have you had any trouble with your eyes?']) {
      const r = back.answer(conversation, q);
      conversation.push({ text: q, isAI: false }, { text: r.text, isAI: true, facts: r.facts });
    }
    expect(back.answer(conversation, 'Which eye was that?').text).toMatch(/left eye/);
  });
});
