import type { InterviewCase } from '../types.js';

/** Style a: a parent (the mother) tells a baby's story. */
const dx = ['pyloric', 'pylorus', 'stenosis', 'narrowing', 'thickened muscle', 'blockage'];

export const pyloricStenosis: InterviewCase = {
  id: 'pyloric-stenosis',
  system: 'gastrointestinal',
  patient: {
    name: 'Noah Fletcher (5 weeks)',
    medicalHistory: [
      'Noah is a 5-week-old boy brought in by his mum, Jade, who is 22.',
      'She says that for the past 6 days he has been sick after nearly every feed, and for the last 3 days the sick shoots out across the room, up to a metre away.',
      'The sick is milky and curdled; it has never been green and there has been no blood in it.',
      'He was sick five times yesterday.',
      'Straight after being sick he seems starving and wants to feed again.',
      'He is formula fed, 120 ml every 3 hours.',
      'He has had fewer wet nappies, only three yesterday, and he has not done a poo for 2 days.',
      'He weighed 3.6 kg at birth and is 3.4 kg today.',
      'He has no temperature and no diarrhoea.',
      'He was born at 39 weeks by caesarean section because he was breech. He is her first baby.',
      'She tried Infant Gaviscon for 3 days, which did not help; he takes no other medicines and has no allergies.',
      'His dad, Liam, had an operation on his tummy as a baby because of the same kind of vomiting.',
      'Jade smokes 5 cigarettes a day, always outside. She works in a supermarket and is on maternity leave.',
      'They live in a one-bedroom flat.',
    ].join(' '),
    symptoms: [
      {
        name: 'Projectile vomiting',
        description: 'Forceful non-bilious vomiting after feeds',
        severity: 'severe',
      },
      {
        name: 'Hunger after vomiting',
        description: 'Keen to feed again straight after vomiting',
        severity: 'mild',
      },
      { name: 'Reduced wet nappies', description: 'Signs of dehydration', severity: 'moderate' },
      { name: 'Constipation', description: 'No stool for 2 days', severity: 'mild' },
      { name: 'Weight loss', description: 'Below birth weight at 5 weeks', severity: 'moderate' },
    ],
    diagnosis: 'Infantile hypertrophic pyloric stenosis',
    treatments:
      'Correct dehydration and hypochloraemic alkalosis with IV fluids; abdominal ultrasound; Ramstedt pyloromyotomy once electrolytes are corrected',
  },
  questions: [
    { ask: "What's the problem with Noah?", mustContain: [['sick', 'vomit', 'throw']], mustNotContain: dx },
    { ask: 'How long has he been sick for?', mustContain: [['6', 'six']], mustNotContain: dx },
    {
      ask: 'What does the vomiting look like when it happens?',
      mustContain: [['shoot', 'across', 'metre', 'meter', 'projectile', 'forceful']],
      mustNotContain: dx,
    },
    {
      ask: 'When did it start shooting out like that?',
      mustContain: [['3', 'three']],
      mustNotContain: dx,
    },
    { ask: 'How many times was he sick yesterday?', mustContain: [['5', 'five']], mustNotContain: dx },
    { ask: 'Has the sick ever been green?', affirm: false, mustNotContain: dx },
    { ask: 'Any blood in it?', affirm: false, mustNotContain: dx },
    {
      ask: 'What does the sick look like?',
      mustContain: [['milk', 'curdl']],
      mustNotContain: [...dx, 'yellow'],
    },
    {
      ask: 'How is he after he has been sick?',
      mustContain: [['hungry', 'starving', 'feed']],
      mustNotContain: dx,
    },
    {
      ask: 'How much milk does he have, and how often?',
      mustContain: [['120'], ['3', 'three']],
      mustNotContain: [...dx, 'breast'],
    },
    { ask: 'How many wet nappies did he have yesterday?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'When did he last do a poo?', mustContain: [['2', 'two']], mustNotContain: dx },
    { ask: 'Any diarrhoea?', affirm: false, mustNotContain: dx },
    { ask: 'Has he had a temperature?', affirm: false, mustNotContain: dx },
    { ask: 'Has he got a rash anywhere?', affirm: false, mustNotContain: dx },
    { ask: 'Has he been coughing?', affirm: false, mustNotContain: dx },
    {
      ask: 'Has his weight changed?',
      affirm: true,
      mustContain: [['3.4', '3.6', 'lost', 'less', 'down']],
      mustNotContain: dx,
    },
    {
      ask: 'How was he born?',
      mustContain: [['caesarean', 'c section', 'section', 'breech']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you tried giving him anything?',
      affirm: true,
      mustContain: [['gaviscon']],
      mustNotContain: [...dx, 'omeprazole', 'ranitidine'],
    },
    { ask: 'Does he have any allergies?', affirm: false, mustNotContain: dx },
    {
      ask: 'Has anyone in the family had problems like this?',
      affirm: true,
      mustContain: [['dad', 'liam', 'father']],
      mustNotContain: dx,
    },
    { ask: 'Is he your first baby?', affirm: true, mustNotContain: dx },
    { ask: 'Does anyone smoke?', mustContain: [['outside']], mustNotContain: dx },
    {
      ask: 'What do you do for work?',
      mustContain: [['supermarket']],
      mustNotContain: dx,
    },
    { ask: 'Where do you live?', mustContain: [['flat']], mustNotContain: [...dx, 'house'] },
    {
      ask: 'Does he have any pets around him?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'a dog', 'a cat'],
    },
    { ask: 'Could this be something wrong with his stomach valve?', mustNotContain: dx },
  ],
};
