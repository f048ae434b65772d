import type { InterviewCase } from '../types.js';

/** Style d: catalogue symptoms with generic descriptions; the specifics are only in the history. */
const dx = [
  'positional vertigo',
  'bppv',
  'paroxysmal',
  'crystal',
  'otolith',
  'labyrinthitis',
  'vestibular',
  'inner ear',
];

export const positionalVertigo: InterviewCase = {
  id: 'positional-vertigo',
  system: 'ear, nose and throat',
  patient: {
    name: 'Alan Brooks',
    medicalHistory: [
      'Alan Brooks is a 63-year-old window cleaner.',
      'For the past 2 weeks he has had sudden attacks of the room spinning whenever he rolls over onto his right side in bed, lies down, or tips his head back to look up at the top windows.',
      'Each attack lasts less than a minute, about 20 to 30 seconds, and settles if he keeps still.',
      'He gets 5 or 6 attacks a day.',
      'He feels sick during the worse attacks but has not vomited.',
      'Between attacks he feels fine, if a little "muzzy" and careful on his feet.',
      'His hearing is normal; he has no ringing in the ears and no ear pain or discharge.',
      'No headache, no double vision, no weakness or numbness.',
      'It started the morning after he bumped his head on his van door.',
      'He has never had anything like this before.',
      'He has high cholesterol and had a left inguinal hernia repaired in 2016.',
      'He takes simvastatin 40 mg at night and Gaviscon now and then for heartburn. No known allergies.',
      'He gave up smoking 10 years ago and drinks 4 pints on a Friday night. He has 3 mugs of coffee a day.',
      "He lives with his wife, Brenda, who has Parkinson's disease; he is her carer.",
      'He has stopped going up ladders and is worried about money.',
    ].join(' '),
    symptoms: [
      { name: 'Dizziness', description: 'A sensation of spinning or unsteadiness', severity: 'moderate' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
      { name: 'Imbalance', description: 'Unsteadiness', severity: 'mild' },
    ],
    diagnosis: 'Benign paroxysmal positional vertigo (right posterior canal)',
    treatments:
      'Dix-Hallpike test to confirm; Epley manoeuvre; Brandt-Daroff exercises; avoid ladders until settled; avoid long-term vestibular sedatives',
  },
  questions: [
    { ask: 'What can I do for you?', mustContain: [['spin', 'dizz']], mustNotContain: dx },
    { ask: 'How long has this been happening?', mustContain: [['2', 'two']], mustNotContain: dx },
    {
      ask: 'What brings the dizziness on?',
      mustContain: [['roll', 'lie', 'lying', 'head back', 'look up', 'turn']],
      mustNotContain: [...dx, 'standing up'],
    },
    {
      ask: 'Which side do you turn onto in bed when it happens?',
      mustContain: [['right']],
      mustNotContain: [...dx, 'left side'],
    },
    {
      ask: 'Do you have any pets?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'my dog', 'my cat', 'a dog', 'a cat'],
    },
    {
      ask: 'How long does each attack last?',
      mustContain: [['20', '30', 'twenty', 'thirty', 'minute', 'second']],
      mustNotContain: [...dx, 'hours'],
    },
    {
      ask: 'How many attacks do you get a day?',
      mustContain: [['5', '6', 'five', 'six']],
      mustNotContain: dx,
    },
    { ask: 'What makes it settle?', mustContain: [['still']], mustNotContain: dx },
    { ask: 'Do you feel sick with it?', affirm: true, mustNotContain: dx },
    { ask: 'Have you actually vomited?', affirm: false, mustNotContain: dx },
    {
      ask: 'How are you between the attacks?',
      mustContain: [['fine', 'muzzy', 'careful', 'okay', 'all right', 'alright']],
      mustNotContain: dx,
    },
    { ask: 'Any change in your hearing?', affirm: false, mustNotContain: dx },
    { ask: 'Any ringing in your ears?', affirm: false, mustNotContain: dx },
    { ask: 'Any headaches or double vision?', affirm: false, mustNotContain: dx },
    {
      ask: 'Did anything happen just before it started?',
      affirm: true,
      mustContain: [
        ['bump', 'hit', 'bang', 'knock'],
        ['van', 'door'],
      ],
      mustNotContain: dx,
    },
    { ask: 'Have you ever had this before?', affirm: false, mustNotContain: dx },
    {
      ask: 'Any medical problems or operations?',
      mustContain: [['cholesterol', 'hernia']],
      mustNotContain: dx,
    },
    {
      ask: 'What medicines do you take?',
      mustContain: [['simvastatin', 'statin']],
      mustNotContain: [...dx, 'betahistine', 'prochlorperazine'],
    },
    { ask: 'Any allergies?', affirm: false, mustNotContain: dx },
    {
      ask: 'Do you smoke?',
      mustContain: [['gave up', 'stopped', 'quit', '10 years', 'ten years']],
      mustNotContain: dx,
    },
    {
      ask: 'How much do you drink?',
      mustContain: [['4', 'four'], ['pint']],
      mustNotContain: dx,
    },
    { ask: 'How much coffee do you drink?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'What do you do for work?', mustContain: [['window']], mustNotContain: dx },
    {
      ask: 'Has this affected your work?',
      affirm: true,
      mustContain: [['ladder', 'money']],
      mustNotContain: dx,
    },
    {
      ask: 'Who is at home with you?',
      mustContain: [['brenda', 'wife']],
      mustNotContain: dx,
    },
    {
      ask: 'Does your wife have any health problems?',
      affirm: true,
      mustContain: [['parkinson']],
      mustNotContain: dx,
    },
    { ask: 'Have you had a cold or flu recently?', affirm: false, mustNotContain: dx },
    { ask: 'Is it something in my inner ear, like crystals?', mustNotContain: dx },
  ],
};
