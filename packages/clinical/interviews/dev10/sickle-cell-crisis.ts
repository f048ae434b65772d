import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't remember",
  "can't say",
];

export const sickleCellCrisis: InterviewCase = {
  id: 'sickle-cell-crisis',
  system: 'haematological',
  patient: {
    name: 'Amara Okafor',
    medicalHistory: `Amara is a 7-year-old girl with sickle cell disease (HbSS), brought in at 6 am by her aunt, Blessing Okafor, who is looking after her for two weeks while Amara's mum, Ngozi, is visiting family in Lagos. Blessing says Amara came back from her school swimming lesson yesterday afternoon shivering and said the water had been freezing. At about 2 am she woke up crying with pain in both legs, worse in the left thigh, and then in her lower back. Blessing gave her ibuprofen 200 mg at 2.30 am and paracetamol 250 mg at 4 am and kept her warm with a hot water bottle wrapped in a towel, but the pain kept getting worse and Amara will not let anyone touch her left leg. She scores it 9 out of 10 on the faces chart. She has had a temperature. She has drunk only half a cup of squash since midnight. She has no cough, no chest pain and no trouble breathing. She has not been sick. Her tummy is soft and she is not complaining of it hurting. Her eyes are a little yellow, which Blessing says is usual for her when she is poorly.

PMH: sickle cell found on the newborn heel-prick test. Painful swollen hands as a baby. Three hospital admissions with bad pain, the last in March, when she needed a blood transfusion. Grommets in both ears aged 4. Immunisations up to date, including the extra pneumonia jab.

DH: penicillin V 250 mg twice a day and folic acid 5 mg once a day. Blessing admits she forgot the penicillin yesterday evening. No drug allergies; eggs make her lips swell.

FH: both parents carry sickle cell trait. Her cousin Tobi also has sickle cell disease. Her older brother Chidi (11) is healthy.

SH: lives with Ngozi and Chidi in a flat in Croydon; her dad lives in Birmingham. She is in Year 3 at primary school and loves swimming. Nobody at home smokes. Blessing is a hairdresser.

Blessing is upset because Ngozi told her that getting cold can bring on Amara's pain, and she feels it is her fault.`,
    symptoms: [
      {
        name: 'Leg pain',
        description: 'Both legs, worst in the left thigh; she cries if the left leg is touched or moved',
        severity: 'severe',
      },
      {
        name: 'Back pain',
        description: 'Lower back, started about an hour after the leg pain',
        severity: 'moderate',
      },
      { name: 'Fever', description: '38.3 °C under the arm at 5 am', severity: 'mild' },
      {
        name: 'Yellow eyes',
        description: 'Whites of the eyes slightly yellow',
        severity: 'mild',
      },
    ],
    diagnosis: 'Sickle cell vaso-occlusive (painful) crisis, precipitated by cold; fever to be investigated',
    treatments:
      'Rapid analgesia within 30 minutes (oral morphine or intranasal diamorphine, then PCA if needed), continue paracetamol and ibuprofen; oral or IV fluids; oxygen if saturations low; FBC, reticulocytes, U&E, LFTs, CRP, blood cultures, group and save; IV antibiotics (ceftriaxone) for fever in a child with sickle cell disease; watch for acute chest syndrome with incentive spirometry; keep warm; haematology team involvement.',
  },
  questions: [
    {
      ask: "Hello, I'm one of the children's doctors. What's been happening with Amara?",
      mustContain: [
        ['pain', 'hurt', 'crying'],
        ['leg', 'thigh'],
      ],
      mustNotContain: ['crisis', 'vaso occlusive'],
    },
    { ask: 'Where exactly is the pain?', mustContain: [['leg', 'thigh']] },
    { ask: 'Is one leg worse than the other?', affirm: true, mustContain: ['left'] },
    { ask: 'What time did the pain start?', mustContain: [['2', 'two']] },
    {
      ask: 'Did anything happen beforehand that might have set it off?',
      mustContain: [['swim', 'pool', 'cold', 'freezing']],
    },
    { ask: 'Has the pain spread anywhere else?', affirm: true, mustContain: ['back'] },
    {
      ask: 'How long after the leg pain did the back start hurting?',
      mustContain: [['hour']],
    },
    { ask: 'How bad is the pain out of 10?', mustContain: [['9', 'nine']] },
    { ask: 'Is there anything that makes it worse?', mustContain: [['touch', 'mov']] },
    {
      ask: 'What have you given her for the pain so far?',
      mustContain: ['ibuprofen', ['paracetamol', 'calpol']],
    },
    { ask: 'Has she had a temperature?', affirm: true, mustContain: [['38']] },
    { ask: 'Has she got a cough?', affirm: false },
    { ask: 'Any pain in her chest?', affirm: false },
    { ask: 'Has she been sick at all?', affirm: false },
    {
      ask: 'Have you noticed any yellowing of her eyes?',
      affirm: true,
      mustContain: [['little', 'slightly', 'bit', 'usual']],
    },
    {
      ask: 'Has she had pain like this before?',
      affirm: true,
      mustContain: [['three', '3', 'march']],
    },
    { ask: 'What medical problems does she have?', mustContain: ['sickle'] },
    { ask: 'Has she ever had an operation?', affirm: true, mustContain: ['grommet'] },
    {
      ask: 'What medicines does she take every day?',
      mustContain: ['penicillin', 'folic'],
    },
    {
      ask: 'Has she missed any doses of her medicines?',
      affirm: true,
      mustContain: ['penicillin'],
    },
    { ask: 'Is she allergic to anything?', mustContain: ['egg'] },
    {
      ask: 'Does anyone else in the family have sickle cell?',
      affirm: true,
      mustContain: [['tobi', 'cousin']],
    },
    {
      ask: 'Who does she usually live with?',
      mustContain: [
        ['ngozi', 'mum', 'mother'],
        ['chidi', 'brother'],
      ],
    },
    { ask: 'Does anybody smoke at home?', affirm: false },
    { ask: 'What do you do for a living, Blessing?', mustContain: ['hairdress'] },
    {
      ask: 'What is worrying you the most?',
      mustContain: [['fault', 'cold', 'swim']],
    },
    { ask: 'Do you know what her usual haemoglobin level is?', mustContain: [unsure] },
    {
      ask: 'Is this a vaso-occlusive crisis?',
      mustNotContain: ['crisis', 'vaso occlusive'],
    },
  ],
};
