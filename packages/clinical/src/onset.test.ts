import { describe, expect, it } from 'vitest';
import { createPatient } from './patient.js';
import { timeIn } from './phrasing.js';
import type { CaseInput } from './types.js';

// When a symptom began, told the ways notes tell it (docs/patient.md#case-facts).
const eye: CaseInput = {
  name: 'Rose Kirby',
  medicalHistory:
    'Rose is a 70-year-old retired florist brought in by her son at 2 am. Last night at about 8 pm, while ' +
    'reading in bed, she developed a severe ache in her left eye. Her last meal was at 6 pm. She has had 3 ' +
    'episodes of blurred vision over the past fortnight, each settling within an hour.',
  symptoms: [
    { name: 'Eye pain', description: 'Pain in the eye', severity: 'severe' },
    { name: 'Blurred vision', description: 'Loss of sharpness of vision', severity: 'moderate' },
  ],
  diagnosis: 'Angle-closure glaucoma',
  treatments: 'Acetazolamide',
};

describe('when it began', () => {
  const ask = (q: string) => createPatient(eye).answer([], q).text;

  it('reads a time of day with its day, either way round', () => {
    expect(timeIn('last night at about 9 pm while watching')).toBe('last night at about 9 pm');
    expect(timeIn('at 3 pm yesterday he had a fit')).toBe('at 3 pm yesterday');
    expect(timeIn('she fell at 11 pm')).toBe('at 11 pm');
    expect(timeIn('for 3 days, worse at 2 am')).toBe('for 3 days');
    expect(timeIn('she first came to see me in early september with double vision')).toBe(
      'in early september',
    );
    expect(timeIn('she may have a cold')).toBeNull();
  });

  it('dates the onset by a time that opens the sentence, and says what she was doing', () => {
    const answer = ask('When did the eye pain start?');
    expect(answer).toMatch(/last night at about 8 pm/);
    expect(answer).toMatch(/while I was reading in bed/);
    expect(ask('What time did the eye pain start?')).toMatch(/8 pm/);
  });

  it('takes no hour of another event for the onset', () => {
    const answer = ask('When did the eye pain start?');
    expect(answer).not.toMatch(/2 am|6 pm/);
  });

  it('answers how long from the window of a count when no onset is told', () => {
    expect(ask('How long have you had the blurred vision?')).toMatch(/over the past fortnight/);
    const chest = createPatient({
      name: 'Ann Lee',
      medicalHistory:
        'Ann is a 58-year-old teacher who has had three episodes of crushing chest pain over the past ' +
        'fortnight, each brought on by walking uphill.',
      symptoms: [{ name: 'Chest pain', description: 'Central chest pain', severity: 'severe' }],
      diagnosis: 'Angina',
      treatments: 'GTN',
    });
    expect(chest.answer([], 'How long has this been going on?').text).toMatch(/over the past fortnight/);
  });

  it('reads "each settling within an hour" as how an episode ends, not as getting better', () => {
    expect(ask('Has the blurred vision been getting better or worse?')).not.toMatch(/getting better/);
  });

  it('reads a template\'s "Onset 06:30 today while lifting…" and a letter\'s "an 18-month history of…"', () => {
    const template = createPatient({
      name: 'Kevin Moss',
      medicalHistory:
        'PC: tearing chest pain.\nHPC: Onset 06:30 today while lifting a washing machine onto a pallet at work.',
      symptoms: [{ name: 'Chest pain', description: 'Pain in the chest', severity: 'severe' }],
      diagnosis: 'Aortic dissection',
      treatments: 'Surgery',
    });
    expect(template.answer([], 'When did the pain start?').text).toMatch(/06:30 today/);
    expect(template.answer([], 'What were you doing when it came on?').text).toMatch(
      /lifting a washing machine/,
    );
    const letter = createPatient({
      name: 'Graham Foster',
      medicalHistory:
        'Dear Doctor, I would be grateful if you would see Mr Graham Foster, a 71-year-old retired electrician, ' +
        'who has an 18-month history of worsening waterworks. Yours sincerely, Dr Lee',
      symptoms: [{ name: 'Urinary frequency', description: 'Passing urine often', severity: 'moderate' }],
      diagnosis: 'Benign prostatic hyperplasia',
      treatments: 'Tamsulosin',
    });
    expect(letter.answer([], 'How long has this been going on?').text).toMatch(/18 months/);
  });

  it('answers how long a child has been poorly from what the family said of the whole illness', () => {
    const oliver = createPatient({
      name: 'Oliver Hughes',
      medicalHistory:
        'Oliver is a 22-month-old boy brought in by his dad, Tom. Tom says Oliver has been poorly for five days. ' +
        'Over the last 2 days his eyes became red.',
      symptoms: [{ name: 'Red eyes', description: 'Sore red eyes', severity: 'mild' }],
      diagnosis: 'Measles',
      treatments: 'Supportive',
    });
    expect(oliver.answer([], 'How long has he been unwell for?').text).toMatch(
      /^He has been poorly for 5 days/,
    );
  });

  it('reads how often as the gap between times ("about every half an hour")', () => {
    const p = createPatient({
      name: 'Mia Cole',
      medicalHistory:
        'Mia is 30. She has been passing urine much more often, about every half an hour this morning.',
      symptoms: [{ name: 'Frequent urination', description: 'Passing urine often', severity: 'moderate' }],
      diagnosis: 'Urinary tract infection',
      treatments: 'Antibiotics',
    });
    expect(p.facts.facts.some((f) => f.topic === 'timing' && /every half an hour/.test(f.phrase))).toBe(true);
  });
});

describe('how it began', () => {
  const cough = createPatient({
    name: 'Stan Ives',
    medicalHistory:
      'Stan has had a cough for about eight weeks, which he first put down to a cold after a wedding in ' +
      'June. His ear pain began as an itch a week ago.',
    symptoms: [
      { name: 'Cough', description: null, severity: 'moderate' },
      { name: 'Ear pain', description: null, severity: 'mild' },
    ],
    diagnosis: 'Lung cancer',
    treatments: 'CT chest',
  });

  it('tells how it began, not only when', () => {
    expect(cough.answer([], 'How did the cough start?').text).toMatch(/cold after a wedding/);
    expect(cough.answer([], 'How did the ear pain start?').text).toMatch(/as an itch/);
  });
});

describe('the time of an event the note dates', () => {
  const found = createPatient({
    name: 'Walter Bray',
    medicalHistory:
      'Walter has been drowsy for 2 days. His neighbour, Jean, found him at 7.30 am on the kitchen floor. ' +
      'He got up to make a drink at about 2 am, slipped on the wet tiles and could not get up.',
    symptoms: [{ name: 'Drowsiness', description: null, severity: 'moderate' }],
    diagnosis: 'Hypothermia',
    treatments: 'Rewarming',
  });
  const ask = (q: string) => found.answer([], q).text;

  it('gives the time the note gives that event, not the illness’s onset', () => {
    expect(ask('What time did Jean find you?')).toMatch(/7\.30 am/);
    expect(ask('What time did you slip?')).toMatch(/2 am/);
  });

  it('leaves a medicine’s last dose to the medicines', () => {
    expect(ask('When did you last take your tablets?')).not.toMatch(/7\.30 am/);
  });
});

describe('anything like this before', () => {
  const p = createPatient({
    name: 'Mia Hart',
    medicalHistory:
      'Mia is a 3-year-old girl brought in by her father. She has been crying when she wees for 2 days. ' +
      'PMH: a urine infection at 14 months. Hay fever.',
    symptoms: [
      { name: 'Painful urination', description: null, severity: 'moderate' },
      { name: 'Fever', description: null, severity: 'mild' },
    ],
    diagnosis: 'Pyelonephritis',
    treatments: 'Co-amoxiclav',
  });

  it('is a past illness of the same kind as this one, not hay fever', () => {
    const before = p.answer([], 'Has she ever had anything like this before?').text;
    expect(before).toMatch(/14 months/);
    expect(before).not.toMatch(/hay fever/i);
  });
});
