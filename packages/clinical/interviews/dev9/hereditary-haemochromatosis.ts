import type { InterviewCase } from '../types.js';

const key = ['haemochromatosis', 'hemochromatosis', 'iron overload', 'too much iron'];
const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  "can't say",
  "couldn't say",
  "can't remember",
  'never really thought',
];

/** Style 3: a GP's narrative referral letter. */
export const hereditaryHaemochromatosis: InterviewCase = {
  id: 'hereditary-haemochromatosis',
  system: 'endocrine',
  patient: {
    name: "Brendan O'Neill",
    medicalHistory: `Dear Dr Mahmood,

Re: Mr Brendan O'Neill, aged 52

I would be grateful if you would see Mr O'Neill, a 52-year-old bus driver, whom I have seen twice in the last month with tiredness. He tells me he has felt worn out for about a year, much worse over the last 4 months, and he falls asleep in front of the television every evening by 8 pm. He has aching in the knuckles of both hands, mainly at the base of the index and middle fingers, and finds it hard to grip the steering wheel on long shifts; the ache is worse at the end of the day. He has also noticed a low sex drive and, rather embarrassed, told me that he has had difficulty getting erections for 6 months. His wife has commented that he looks tanned, although he has not been abroad. He has no abdominal pain, no yellowing of his skin or eyes, no change in his bowels and no weight loss. He has not noticed being thirsty or passing more urine.

When I examined him, I could feel his liver edge 2 cm below the ribs, not tender, and his skin had a grey-bronze colour. There was mild swelling over the second and third knuckles of both hands. His blood pressure was 134/82.

His blood tests showed a ferritin of 1450 and a transferrin saturation of 68%, with an ALT of 74. His HbA1c was 46, in the borderline range. His full blood count was normal.

He has had high blood pressure for 5 years and had an arthroscopy of his right knee in 2015 after a football injury. He takes amlodipine 5 mg once a day, and my colleague started him on atorvastatin 20 mg at night 2 months ago. Each morning he takes cod liver oil and a vitamin C tablet, which he buys himself. He has no known drug allergies.

His father died at 60 of liver cirrhosis, although he rarely drank. His older sister, Maureen, has blood taken off every few months at the hospital, but he is not sure why. His mother is alive at 78 and has angina.

He drinks about 20 units of alcohol a week, mostly beer at the weekend. He smoked 15 cigarettes a day for twenty years and stopped 10 years ago. He lives with his wife, Ann, and their youngest son in a semi-detached house. He is worried that the tiredness means he has cancer, and he is keen to keep his bus licence.

I would appreciate your advice on further investigation and management.

Yours sincerely,

Dr James Kerr
Riverside Medical Centre`,
    symptoms: [
      { name: 'Fatigue', description: 'Worn out for a year, worse for 4 months', severity: 'moderate' },
      {
        name: 'Joint pain',
        description: 'Knuckles of both hands, index and middle fingers',
        severity: 'mild',
      },
      { name: 'Erectile dysfunction', description: 'For 6 months', severity: 'mild' },
      { name: 'Reduced libido', description: 'Low sex drive', severity: 'mild' },
      { name: 'Skin discolouration', description: 'Looks tanned, grey-bronze', severity: 'mild' },
    ],
    diagnosis: 'Hereditary haemochromatosis',
    treatments: 'Venesection (phlebotomy); HFE genotyping; liver elastography',
  },
  questions: [
    {
      ask: "Good morning Mr O'Neill, how can I help?",
      mustContain: [['tired', 'worn out', 'exhaust']],
      mustNotContain: key,
    },
    { ask: 'How long have you been feeling like this?', mustContain: ['year'], mustNotContain: key },
    {
      ask: 'Has it got any worse recently?',
      affirm: true,
      mustContain: [['4 months', 'four months']],
      mustNotContain: key,
    },
    {
      ask: 'Do you find yourself nodding off in the day?',
      mustContain: [['television', 'tv', 'telly', 'evening', '8']],
      mustNotContain: key,
    },
    {
      ask: 'Which joints are aching?',
      mustContain: ['knuckle'],
      mustNotContain: [...key, 'hip'],
    },
    {
      ask: 'Which fingers is it?',
      mustContain: [['index', 'middle']],
      mustNotContain: key,
    },
    {
      ask: 'Is the ache worse at any particular time of day?',
      mustContain: [['end of the day', 'evening']],
      mustNotContain: [...key, 'morning'],
    },
    {
      ask: 'Is it getting in the way of your work?',
      mustContain: [['steering', 'grip']],
      mustNotContain: key,
    },
    {
      ask: 'Have you had any problems getting erections?',
      affirm: true,
      mustContain: [['6 months', 'six months']],
      mustNotContain: key,
    },
    {
      ask: 'Has anyone noticed a change in the colour of your skin?',
      affirm: true,
      mustContain: ['tan'],
      mustNotContain: key,
    },
    { ask: 'Any pain in your tummy?', affirm: false, mustNotContain: key },
    { ask: 'Any allergies to medicines?', affirm: false, mustNotContain: key },
    { ask: 'Have you been really thirsty or weeing more?', affirm: false, mustNotContain: key },
    { ask: 'Is there anything else you wanted to mention?', mustNotContain: key },
    {
      ask: 'Do you have any other medical problems?',
      mustContain: ['blood pressure'],
      mustNotContain: [...key, 'diabetes'],
    },
    { ask: 'Have you had any operations?', mustContain: ['knee'], mustNotContain: key },
    {
      ask: 'What medicines are you on?',
      mustContain: ['amlodipine', 'atorvastatin'],
      mustNotContain: key,
    },
    {
      ask: 'Has anything been started or changed recently?',
      mustContain: ['atorvastatin'],
      mustNotContain: key,
    },
    {
      ask: 'Do you take any vitamins or supplements?',
      affirm: true,
      mustContain: [['cod liver oil', 'vitamin c']],
      mustNotContain: [...key, 'iron tablet'],
    },
    {
      ask: 'What did your father die of?',
      mustContain: [
        ['liver', 'cirrhosis'],
        ['60', 'sixty'],
      ],
      mustNotContain: key,
    },
    {
      ask: 'Does your sister have any health problems?',
      mustContain: ['blood'],
      mustNotContain: key,
    },
    {
      ask: 'Do you smoke?',
      mustContain: [['stopped', 'gave up', 'quit', 'used to']],
      mustNotContain: key,
    },
    {
      ask: 'How much alcohol do you drink?',
      mustContain: [['20', 'twenty']],
      mustNotContain: key,
    },
    { ask: 'And what do you do for work?', mustContain: ['bus'], mustNotContain: key },
    {
      ask: 'Who is at home with you?',
      mustContain: [['wife', 'ann']],
      mustNotContain: [...key, 'alone'],
    },
    {
      ask: 'What are you most worried about, Brendan?',
      mustContain: [['cancer', 'licence']],
      mustNotContain: key,
    },
    { ask: 'Have your ankles been swollen?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you ever been a blood donor?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
