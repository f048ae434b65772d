import type { InterviewCase } from '../types.js';

/** Style b: a structured template with headings. */
const dx = [
  'neuritis',
  'multiple sclerosis',
  'demyelinat',
  ' ms ',
  ' ms.',
  ' ms,',
  ' ms?',
  'optic nerve',
  'inflamed nerve',
  'inflammation of the nerve',
];

export const opticNeuritis: InterviewCase = {
  id: 'optic-neuritis',
  system: 'neurological',
  patient: {
    name: 'Hannah Kowalski',
    medicalHistory: [
      'PC: 29F. Blurred vision in the left eye for 4 days.',
      'HPC: Noticed on waking 4 days ago that the vision in her left eye was misty, "like looking through frosted glass"; it has got a little worse each day. Aching pain behind the left eye, worse when she moves her eyes, especially looking to the side. Colours look washed out in the left eye: red looks faded, almost brown. The right eye is normal. Vision in the left eye gets worse after a hot shower. No double vision. No flashing lights or floaters. No headache apart from the eye ache.',
      'PMH: 2 years ago tingling and numbness in both legs from the waist down for about 6 weeks, which went away on its own; she did not see a doctor. Glandular fever aged 17.',
      'DH: Microgynon 30 (combined pill) one daily. Vitamin D 1000 units daily. Ibuprofen 400 mg occasionally for the eye pain, helps a little.',
      'Allergies: Elastoplast - blisters on the skin.',
      'FH: Maternal aunt has lupus. Father has high blood pressure.',
      'SH: Graphic designer, at a computer all day, now struggling to work. Lives with her partner, Jake, in a rented flat. Never smoked. Alcohol about 8 units/week, mostly wine at weekends. 4 cups of coffee a day.',
      'ROS: No weakness. No bladder or bowel problems. No recent fever. Mild tiredness for a month.',
    ].join('\n'),
    symptoms: [
      {
        name: 'Blurred vision',
        description: 'Unilateral painful loss of visual acuity',
        severity: 'moderate',
      },
      { name: 'Eye pain', description: 'Retro-orbital pain worse on eye movement', severity: 'moderate' },
      { name: 'Colour desaturation', description: 'Red desaturation in the affected eye', severity: 'mild' },
      { name: 'Fatigue', description: 'Tiredness', severity: 'mild' },
    ],
    diagnosis: 'Left optic neuritis (possible first demyelinating event, multiple sclerosis)',
    treatments:
      'Urgent ophthalmology review; MRI brain and orbits; consider IV methylprednisolone; neurology referral',
  },
  questions: [
    {
      ask: 'What can I help you with today?',
      mustContain: [['vision', 'blur', 'misty', 'see', 'sight']],
      mustNotContain: dx,
    },
    { ask: 'Which eye is affected?', mustContain: [['left']], mustNotContain: dx },
    { ask: 'How long has your sight been blurry?', mustContain: [['4', 'four']], mustNotContain: dx },
    { ask: 'How did it first come on?', mustContain: [['woke', 'waking', 'morning']], mustNotContain: dx },
    {
      ask: 'What exactly does the vision look like in that eye?',
      mustContain: [['misty', 'frosted', 'blur', 'cloudy', 'foggy']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any pain?',
      affirm: true,
      mustContain: [['behind', 'eye']],
      mustNotContain: dx,
    },
    {
      ask: 'Does anything make the eye pain worse?',
      mustContain: [['mov', 'look']],
      mustNotContain: dx,
    },
    {
      ask: 'Have colours looked any different to you?',
      affirm: true,
      mustContain: [['red', 'faded', 'washed', 'brown', 'dull']],
      mustNotContain: dx,
    },
    {
      ask: 'Is there anything that makes your vision worse?',
      mustContain: [['shower', 'hot', 'heat', 'warm']],
      mustNotContain: dx,
    },
    { ask: 'Are you seeing double?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you ever had any numbness or tingling anywhere?',
      affirm: true,
      mustContain: [['leg']],
      mustNotContain: [...dx, 'arm', 'face', 'hand'],
    },
    {
      ask: 'How long did the tingling in your legs last?',
      mustContain: [['6', 'six']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you had any other illnesses in the past?',
      mustContain: [['glandular', 'tingl', 'numb']],
      mustNotContain: dx,
    },
    {
      ask: 'What medicines are you on?',
      mustContain: [
        ['microgynon', 'pill', 'contracept'],
        ['vitamin d', 'vitamin'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Have you taken anything for the pain?',
      affirm: true,
      mustContain: [['ibuprofen']],
      mustNotContain: [...dx, 'paracetamol', 'codeine'],
    },
    {
      ask: 'Do you have any allergies?',
      affirm: true,
      mustContain: [['plaster', 'elastoplast']],
      mustNotContain: dx,
    },
    { ask: 'What happens when you use plasters?', mustContain: [['blister']], mustNotContain: dx },
    {
      ask: 'Does anyone in your family have any medical conditions?',
      mustContain: [['lupus', 'blood pressure']],
      mustNotContain: dx,
    },
    {
      ask: 'Who in the family has lupus?',
      mustContain: [['aunt']],
      mustNotContain: [...dx, 'mother has', 'sister'],
    },
    {
      ask: 'What do you do for a living?',
      mustContain: [['design']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', affirm: false, mustNotContain: dx },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['8', 'eight']], mustNotContain: dx },
    { ask: 'How much tea or coffee do you have?', mustContain: [['4', 'four']], mustNotContain: dx },
    { ask: 'Any problems with your bladder?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any problems with your balance?', affirm: false, mustNotContain: dx },
    { ask: 'Have you noticed any ringing in your ears?', affirm: false, mustNotContain: dx },
    {
      ask: 'Do you have any children?',
      mustNotContain: [...dx, 'my son', 'my daughter', 'my kids', 'my children are'],
    },
    { ask: 'Do you think this could be MS?', mustNotContain: dx },
  ],
};
