import type { InterviewCase } from '../types.js';

const diagnosisWords = ['hand, foot and mouth', 'hand foot and mouth', 'coxsackie', 'hfmd'];
const unsure = [
  'not sure',
  "don't know",
  'don’t know',
  'no idea',
  'not certain',
  "can't say",
  "can't remember",
  'can’t remember',
];

export const handFootAndMouthDisease: InterviewCase = {
  id: 'hand-foot-and-mouth-disease',
  system: 'infectious',
  patient: {
    name: 'Isla Thompson',
    medicalHistory: `Isla is a 2-year-old girl brought in by her mum, Rachel. Rachel reports that Isla became unwell 3 days ago with a temperature of 38.4 and went off her food. The next day she started refusing drinks and cried when Rachel offered her a beaker of milk. Yesterday morning Rachel noticed small red spots on the palms of both hands and the soles of both feet, some with a little grey blister in the middle. There are also a few spots around her mouth and on her bottom. When Rachel looked inside her mouth she saw several small ulcers on her tongue and the insides of her cheeks. The spots are not itchy and Isla has not been scratching them. She is dribbling much more than usual.

She has had 4 wet nappies in the last 24 hours; she normally has 6 or 7. No vomiting and no diarrhoea. No cough and no runny nose. She has never had a fit and she has not been floppy or drowsy; she still plays with her brother when the Calpol is working. Rachel pressed a glass on the spots and they faded.

Rachel has given Calpol 5 ml every 6 hours, the last dose at 8 am, and one dose of ibuprofen at bedtime last night. The Calpol brings her temperature down for a few hours and she drinks a little better afterwards. Cold yoghurt and ice lollies are easier for her than warm food, and she screamed when she was given orange juice.

Several children at her nursery have had spots and sore mouths over the past fortnight.

She was born at 39 weeks by normal delivery, weighing 3.2 kg, with no problems after birth. At 6 months she had bronchiolitis and spent 2 nights in hospital on oxygen. She has never had an operation. Her immunisations are up to date, including her 1-year jabs. She takes no regular medicines. She is allergic to amoxicillin, which gave her a blotchy red rash all over her body when she was 14 months old.

Her brother Jack, aged 5, has eczema. Rachel's father has type 2 diabetes. Nobody else at home is unwell at the moment.

Isla lives with Rachel, her dad Tom and Jack in a rented house and goes to nursery 3 days a week. Rachel works part-time as a dental receptionist and Tom is a bus driver. Tom smokes, but only outside in the garden. They have no pets.

Rachel is worried because Isla is drinking so little, and she wants to know when Isla can go back to nursery.`,
    symptoms: [
      {
        name: 'Fever',
        description: 'Temperature up to 38.4°C for 3 days, brought down by Calpol',
        severity: 'moderate',
      },
      {
        name: 'Mouth ulcers',
        description: 'Several small painful ulcers on the tongue and inside the cheeks; refusing drinks',
        severity: 'moderate',
      },
      {
        name: 'Rash',
        description:
          'Small red spots with grey blisters on the palms and soles, a few around the mouth and on the buttocks; not itchy',
        severity: 'mild',
      },
      {
        name: 'Poor feeding',
        description: 'Off her food and drinking less; 4 wet nappies in 24 hours',
        severity: 'moderate',
      },
      { name: 'Drooling', description: 'Dribbling more than usual', severity: 'mild' },
    ],
    diagnosis: 'Hand, foot and mouth disease (coxsackievirus A16)',
    treatments:
      'Supportive care: regular paracetamol and/or ibuprofen for fever and mouth pain; small frequent cold drinks; monitor wet nappies; safety-net advice on dehydration; no need to keep off nursery once well enough',
  },
  questions: [
    {
      ask: "Hello, what's brought you and Isla in today?",
      mustContain: [['temperature', 'fever', 'hot', 'spots', 'rash', 'mouth', 'drink', 'drinking', 'ulcers']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'When did she first become poorly?', mustContain: [['3', 'three'], 'day'] },
    { ask: 'How high has her temperature gone?', mustContain: [['38.4', '38 point 4', '38,4']] },
    {
      ask: 'Where are the spots?',
      mustContain: [
        ['hand', 'hands', 'palm', 'palms'],
        ['feet', 'foot', 'soles'],
      ],
    },
    { ask: 'What do the spots look like?', mustContain: [['red', 'blister', 'blisters', 'grey']] },
    { ask: 'Are the spots itchy at all?', affirm: false },
    {
      ask: 'Have you seen any sores inside her mouth?',
      mustContain: [['ulcer', 'ulcers', 'sores', 'spots']],
      affirm: true,
    },
    { ask: 'How many wet nappies has she had in the last day?', mustContain: [['4', 'four']] },
    { ask: 'Has she been sick at all?', affirm: false },
    { ask: 'Has she had a cough or a runny nose?', affirm: false },
    {
      ask: 'What seems to make her more comfortable?',
      mustContain: [['calpol', 'paracetamol', 'yoghurt', 'yogurt', 'lolly', 'lollies', 'cold']],
    },
    {
      ask: 'Is there anything that makes her mouth hurt more?',
      mustContain: [['orange', 'juice', 'warm']],
    },
    { ask: 'What have you given her for it so far?', mustContain: [['calpol', 'paracetamol']] },
    { ask: 'Has she had any ibuprofen?', affirm: true },
    {
      ask: 'Has she had any illnesses or hospital stays before?',
      mustContain: [['bronchiolitis', 'hospital', 'oxygen']],
    },
    { ask: 'Has she ever had an operation?', affirm: false },
    { ask: 'Is she allergic to anything?', mustContain: ['amoxicillin'], affirm: true },
    { ask: 'What happened when she had amoxicillin?', mustContain: [['rash', 'blotchy']] },
    { ask: 'Does anything run in the family?', mustContain: [['eczema', 'diabetes']] },
    { ask: 'Has her brother got any health problems?', mustContain: ['eczema'] },
    {
      ask: 'Does anyone smoke at home?',
      mustContain: [['tom', 'dad', 'husband', 'partner']],
      affirm: true,
    },
    {
      ask: 'Have any of the other children at nursery been ill?',
      mustContain: [['spots', 'sore', 'mouths']],
      affirm: true,
    },
    { ask: 'And what do you do for work?', mustContain: [['dental', 'receptionist']] },
    {
      ask: 'Who lives at home with Isla?',
      mustContain: [
        ['tom', 'dad'],
        ['jack', 'brother'],
      ],
    },
    {
      ask: "What's worrying you most about her?",
      mustContain: [['drink', 'drinking', 'nursery']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else you have noticed?', mustNotContain: diagnosisWords },
    {
      ask: "Do you know what Isla's blood group is?",
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'How old was she when she started walking?',
      mustContain: [unsure],
      mustNotContain: ['walked at', 'started walking at', 'months old when'],
    },
  ],
};
