import type { InterviewCase } from '../types.js';

/** Style e: a long medicines list and a relative's report of what happened. */
const dx = [
  'transient ischaemic',
  'transient ischemic',
  ' tia',
  'mini stroke',
  'ministroke',
  'stroke',
  'warning stroke',
];

export const transientIschaemicAttack: InterviewCase = {
  id: 'transient-ischaemic-attack',
  system: 'neurological',
  patient: {
    name: 'Gerald Hughes',
    medicalHistory: [
      'Gerald Hughes, 79, a retired joiner, is brought in by his wife, Margaret.',
      "She says that at breakfast this morning, at about 8 o'clock, he suddenly could not get his words out properly; his speech was jumbled and slurred, and he dropped his cup of tea because his right hand went weak and clumsy.",
      'She noticed the right side of his mouth was drooping.',
      'It all lasted about 40 minutes and went back to normal before the ambulance arrived.',
      'He remembers not being able to find the words and his right hand feeling "heavy".',
      'He had no headache, did not black out, and his eyesight was normal throughout. He had no chest pain.',
      'He has never had anything like this before.',
      'Past history: atrial fibrillation (diagnosed three years ago), high blood pressure, type 2 diabetes on tablets, osteoarthritis of both knees, an enlarged prostate; cataract removed from the left eye in 2021.',
      'Medicines:',
      '1. Apixaban 5 mg twice daily - he stopped taking it two weeks ago because of nosebleeds, without telling his GP.',
      '2. Ramipril 5 mg once daily.',
      '3. Amlodipine 5 mg once daily.',
      '4. Bisoprolol 2.5 mg once daily.',
      '5. Metformin 500 mg twice daily.',
      '6. Atorvastatin 40 mg at night.',
      '7. Finasteride 5 mg once daily.',
      '8. Lansoprazole 15 mg once daily.',
      '9. Paracetamol 1 g up to four times a day for his knees.',
      '10. Adcal-D3, two tablets daily.',
      'Allergies: aspirin - made him wheezy.',
      'He smoked 20 a day for 40 years and gave up in 2005. He drinks a whisky every evening.',
      'He lives with Margaret in a two-storey house and still drives. His mother had dementia.',
    ].join('\n'),
    symptoms: [
      {
        name: 'Expressive dysphasia',
        description:
          'Sudden difficulty finding words, jumbled slurred speech, lasting about 40 minutes, now resolved',
        severity: 'severe',
      },
      { name: 'Right hand weakness', description: 'Weak, clumsy right hand, resolved', severity: 'moderate' },
      {
        name: 'Facial droop',
        description: 'Right-sided facial droop noticed by his wife',
        severity: 'moderate',
      },
    ],
    diagnosis:
      'Transient ischaemic attack (left carotid territory) in atrial fibrillation after stopping anticoagulation',
    treatments:
      'Same-day specialist TIA clinic; brain imaging; restart anticoagulation once bleeding risk reviewed; carotid imaging; control blood pressure; no driving for one month',
  },
  questions: [
    {
      ask: 'Can you tell me what happened this morning?',
      mustContain: [['word', 'speech', 'talk', 'speak']],
      mustNotContain: dx,
    },
    { ask: 'What time did it start?', mustContain: [['8', 'eight', 'breakfast']], mustNotContain: dx },
    { ask: 'How long did it last?', mustContain: [['40', 'forty']], mustNotContain: dx },
    {
      ask: 'How are things now?',
      mustContain: [['normal', 'better', 'fine', 'gone', 'back', 'passed', 'settled']],
      mustNotContain: dx,
    },
    {
      ask: 'Which hand was affected?',
      mustContain: [['right']],
      mustNotContain: [...dx, 'left hand', 'both hands'],
    },
    {
      ask: 'How did your hand feel?',
      mustContain: [['heavy', 'weak', 'clumsy']],
      mustNotContain: [...dx, 'tingl', 'pins and needles'],
    },
    { ask: 'Did you drop anything?', affirm: true, mustContain: [['tea', 'cup']], mustNotContain: dx },
    {
      ask: 'Did your wife notice anything about your face?',
      affirm: true,
      mustContain: [['mouth', 'droop', 'drop', 'sag', 'face']],
      mustNotContain: [...dx, 'left side'],
    },
    { ask: 'Did you have a headache?', affirm: false, mustNotContain: dx },
    { ask: 'Have you felt your heart fluttering or racing?', affirm: false, mustNotContain: dx },
    { ask: 'Was your eyesight affected?', affirm: false, mustNotContain: dx },
    { ask: 'Any numbness or weakness in your legs?', affirm: false, mustNotContain: dx },
    { ask: 'Has anything like this ever happened before?', affirm: false, mustNotContain: dx },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['fibrillation', 'irregular', 'rhythm', ' af ', ' af,', ' af.']],
      mustNotContain: dx,
    },
    {
      ask: 'What medicines are you on?',
      mustContain: ['ramipril', 'bisoprolol', 'metformin'],
      mustNotContain: [...dx, 'warfarin', 'clopidogrel', 'aspirin every'],
    },
    {
      ask: 'Are you taking a blood thinner at the moment?',
      mustContain: [['stop', 'not taking', 'not been taking', 'haven', 'gave up', 'came off']],
      mustNotContain: [...dx, 'warfarin'],
    },
    {
      ask: 'Why did you stop the apixaban?',
      mustContain: [['nose']],
      mustNotContain: dx,
    },
    { ask: 'Does your GP know you stopped it?', affirm: false, mustNotContain: dx },
    {
      ask: 'Are you allergic to anything?',
      affirm: true,
      mustContain: [['aspirin'], ['wheez', 'breath', 'chest']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you had any operations?',
      affirm: true,
      mustContain: [['cataract', 'eye']],
      mustNotContain: [...dx, 'right eye', 'heart'],
    },
    {
      ask: 'Have you ever smoked?',
      affirm: true,
      mustContain: [['2005', 'gave up', 'stopped', 'quit']],
      mustNotContain: dx,
    },
    { ask: 'How many did you smoke a day?', mustContain: [['20', 'twenty']], mustNotContain: dx },
    { ask: 'Do you drink alcohol?', affirm: true, mustContain: [['whisk']], mustNotContain: dx },
    {
      ask: 'What did you do for a living?',
      mustContain: [['joiner', 'carpent', 'wood']],
      mustNotContain: dx,
    },
    {
      ask: 'Who do you live with, and are you still driving?',
      mustContain: [['margaret', 'wife'], ['driv']],
      mustNotContain: dx,
    },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['dementia', 'alzheimer', 'memory']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any pets?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'my dog', 'my cat', 'a dog', 'a cat'],
    },
    { ask: 'Was it a mini-stroke?', mustNotContain: dx },
  ],
};
