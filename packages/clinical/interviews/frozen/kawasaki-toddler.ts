import type { InterviewCase } from '../types.js';

/** Style a: a parent (the father) tells a young child's story. */
const dx = ['kawasaki', 'vasculitis', 'lymph node syndrome', 'mucocutaneous', 'aneurysm'];

export const kawasakiToddler: InterviewCase = {
  id: 'kawasaki-toddler',
  system: 'cardiovascular',
  patient: {
    name: 'Amira Haddad (3 years)',
    medicalHistory: [
      'Amira is a 3-year-old girl brought in by her father, Karim.',
      'He says she has had a high temperature for six days, up to 39.8, which comes back within a few hours of giving her medicine.',
      'Paracetamol and ibuprofen only bring it down for a few hours.',
      'The whites of her eyes have been red for four days, but there is no sticky discharge.',
      'Her lips are bright red, dry and cracked, and her tongue is red and bumpy like a strawberry.',
      'Two days ago a blotchy red rash came up on her tummy and back; it is not itchy.',
      'Her hands and feet are puffy and she will not walk, she wants to be carried everywhere.',
      'He has felt a lump on the right side of her neck.',
      'She is very grumpy and cries when anyone touches her.',
      'She has had no cough and no diarrhoea.',
      'The GP gave her amoxicillin three days ago and she came out in hives, so it was stopped.',
      'She was born at 36 weeks and spent three days in special care for jaundice; otherwise she has been well and her immunisations are up to date.',
      'Her mother, Leila, has coeliac disease, and her grandfather had a heart attack at 60.',
      'She lives in a house with her parents and her baby brother, Yusuf. There are no pets.',
      'Karim is an electrician. He smokes, but only outside.',
    ].join(' '),
    symptoms: [
      {
        name: 'Fever',
        description: 'Persistent high fever for six days despite antipyretics',
        severity: 'severe',
      },
      {
        name: 'Conjunctival injection',
        description: 'Bilateral non-purulent red eyes',
        severity: 'moderate',
      },
      {
        name: 'Oral changes',
        description: 'Red cracked lips and strawberry tongue',
        severity: 'moderate',
      },
      { name: 'Rash', description: 'Polymorphous non-itchy rash on the trunk', severity: 'moderate' },
      { name: 'Extremity oedema', description: 'Swollen hands and feet', severity: 'moderate' },
      { name: 'Cervical lymphadenopathy', description: 'Unilateral neck lump', severity: 'mild' },
      { name: 'Irritability', description: 'Very irritable, cries when handled', severity: 'moderate' },
    ],
    diagnosis: 'Kawasaki disease',
    treatments:
      'Admit; intravenous immunoglobulin and high-dose aspirin; echocardiogram to look for coronary artery aneurysms; cardiology follow-up',
  },
  questions: [
    {
      ask: "What's been going on with Amira?",
      mustContain: [['temperature', 'fever', 'hot']],
      mustNotContain: dx,
    },
    { ask: 'How many days has she had the temperature?', mustContain: [['6', 'six']], mustNotContain: dx },
    {
      ask: 'How high has her temperature been, and does it stay down with medicine?',
      mustContain: [['39'], ['hour', 'back']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you given her anything for the fever?',
      affirm: true,
      mustContain: [
        ['paracetamol', 'calpol'],
        ['ibuprofen', 'nurofen'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Have you noticed anything about her eyes?',
      affirm: true,
      mustContain: [['red', 'pink', 'bloodshot']],
      mustNotContain: dx,
    },
    { ask: 'Is there any sticky discharge from her eyes?', affirm: false, mustNotContain: dx },
    { ask: 'How long have her eyes been red?', mustContain: [['4', 'four']], mustNotContain: dx },
    {
      ask: 'What about her mouth and lips?',
      mustContain: [['crack', 'dry', 'red']],
      mustNotContain: [...dx, 'ulcer', 'blister'],
    },
    {
      ask: 'Does her tongue look different?',
      affirm: true,
      mustContain: [['strawberr', 'bumpy', 'red']],
      mustNotContain: [...dx, 'coated'],
    },
    {
      ask: 'Has she got a rash anywhere?',
      affirm: true,
      mustContain: [['tummy', 'belly', 'stomach', 'back', 'body', 'chest']],
      mustNotContain: dx,
    },
    { ask: 'Is the rash itchy?', affirm: false, mustNotContain: dx },
    { ask: 'When did the rash come up?', mustContain: [['2', 'two']], mustNotContain: dx },
    {
      ask: 'Have you noticed any swelling?',
      affirm: true,
      mustContain: [['hand', 'feet', 'foot', 'neck']],
      mustNotContain: dx,
    },
    {
      ask: 'Which side of her neck is the lump on?',
      mustContain: [['right']],
      mustNotContain: [...dx, 'left', 'both sides'],
    },
    {
      ask: 'Is she walking about as normal?',
      mustContain: [['carr', 'won', 'refus', 'not walking', 'not been walking', 'will not']],
      mustNotContain: dx,
    },
    {
      ask: 'How has she been in herself, her mood?',
      mustContain: [['grumpy', 'irritable', 'cries', 'crying', 'cross', 'miserable', 'upset']],
      mustNotContain: dx,
    },
    { ask: 'Has she had a cough?', affirm: false, mustNotContain: dx },
    { ask: 'Has she had any fits or seizures?', affirm: false, mustNotContain: dx },
    { ask: 'Has she been vomiting?', affirm: false, mustNotContain: dx },
    { ask: 'Is the skin on her fingers peeling?', affirm: false, mustNotContain: dx },
    {
      ask: 'Is she allergic to any medicines?',
      affirm: true,
      mustContain: [['amoxicillin', 'antibiotic', 'penicillin']],
      mustNotContain: dx,
    },
    {
      ask: 'What happened when she had the amoxicillin?',
      mustContain: [['hive', 'rash', 'itch', 'welt', 'lump']],
      mustNotContain: dx,
    },
    {
      ask: 'Was she born early or on time?',
      mustContain: [['36', 'early', 'prem', 'four weeks', '4 weeks']],
      mustNotContain: dx,
    },
    {
      ask: 'Has anyone in the family had heart problems?',
      affirm: true,
      mustContain: [['grandfather', 'grandad', 'granddad', 'grandpa', 'father', 'dad']],
      mustNotContain: dx,
    },
    {
      ask: 'Who lives at home with her, and do you have pets?',
      mustContain: [['brother', 'yusuf']],
      mustNotContain: [...dx, 'our dog', 'our cat', 'a dog', 'a cat'],
    },
    { ask: 'Does anyone smoke around her?', mustContain: [['outside']], mustNotContain: dx },
    { ask: 'What do you do for a living?', mustContain: [['electric']], mustNotContain: dx },
    { ask: 'Do you think this could be Kawasaki disease?', mustNotContain: dx },
  ],
};
