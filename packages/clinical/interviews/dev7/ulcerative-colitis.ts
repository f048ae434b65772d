import type { InterviewCase } from '../types.js';

const diagnosisWords = ['colitis', 'ulcerative', 'inflammatory bowel', 'ibd'];
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

export const ulcerativeColitis: InterviewCase = {
  id: 'ulcerative-colitis',
  system: 'gastrointestinal',
  patient: {
    name: 'Sophie Clarke',
    medicalHistory: `PC: Bloody diarrhoea 6/52.

HPC: 26F. 6 wks of loose stools with fresh red blood mixed in, and mucus. Now BO 6-8x/day, incl. 2x at night. Urgency ++; 1 episode of faecal incontinence on the bus last wk. Crampy lower abdo pain in LIF before BO, relieved by opening bowels. Non-radiating. Pain 5/10. Tenesmus. Wt loss 4 kg in 6 wks. Fatigue; stopped running 3/52 ago. Appetite reduced. No fever. No N&V. No recent travel abroad; no unwell contacts; no new foods or takeaways. No recent abx. Aching in both knees for 1/52, no joint swelling. No rash, no mouth ulcers, eyes not red or sore. LMP 2/52 ago, regular; not pregnant (on COCP).

PMH: Nil significant. IBS dx by GP age 19 (bloating, settled).

PSH: Tonsillectomy age 7.

DH: Microgynon 30 OD. Loperamide OTC: took 2 tabs last wk, no help, stopped. Ibuprofen PRN for period pain, none since symptoms began.

Allergies: NKDA. Elastoplast plasters: skin blisters.

FH: Maternal aunt has Crohn's disease. Father has T2DM. Mother hypothyroid.

SH: Primary school teacher (Year 2). Lives with boyfriend Dan in a rented flat. Never smoked. Alcohol 6-8 units/wk, less lately. No recreational drugs. Used to run 5k twice a wk.

ICE: Thinks it may be food poisoning or her IBS flaring. Worried it could be cancer. Worried about coping at work as she can't leave the class quickly.`,
    symptoms: [
      {
        name: 'Bloody diarrhoea',
        description: 'Loose stools with fresh blood and mucus, 6-8 times a day including at night',
        severity: 'severe',
      },
      {
        name: 'Abdominal pain',
        description: 'Crampy lower left abdominal pain before opening bowels',
        severity: 'moderate',
      },
      {
        name: 'Urgency',
        description: 'Urgent need to open bowels, one episode of incontinence',
        severity: 'moderate',
      },
      { name: 'Weight loss', description: '4 kg in 6 weeks', severity: 'moderate' },
      { name: 'Fatigue', description: 'Tired, has stopped running', severity: 'mild' },
      { name: 'Joint pain', description: 'Aching in both knees', severity: 'mild' },
    ],
    diagnosis: 'Ulcerative colitis (left-sided), moderate flare',
    treatments:
      'Stool culture and C. difficile toxin; faecal calprotectin; bloods (FBC, CRP, U&E, LFTs, albumin); flexible sigmoidoscopy with biopsies; oral and rectal mesalazine; oral prednisolone if no response; gastroenterology referral; VTE risk assessment',
  },
  questions: [
    {
      ask: "What's brought you in today?",
      mustContain: [['diarrhoea', 'blood', 'bloody', 'loose', 'bowels', 'stools', 'poo']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'How long has this been going on?', mustContain: [['6', 'six'], 'week'] },
    {
      ask: 'How many times a day are you opening your bowels?',
      mustContain: [['6', 'six', '8', 'eight']],
    },
    { ask: 'Have you seen any blood in your stools?', affirm: true },
    { ask: 'Whereabouts is the tummy pain?', mustContain: ['left'] },
    {
      ask: 'How would you describe the pain?',
      mustContain: [['cramp', 'crampy', 'cramping', 'cramps']],
    },
    { ask: 'Does the pain move anywhere else?', affirm: false },
    {
      ask: 'Does anything make the pain better?',
      mustContain: [['bowels', 'toilet', 'going', 'opening', 'poo']],
    },
    { ask: 'How bad is the pain, out of ten?', mustContain: [['5', 'five']] },
    { ask: 'Have you lost any weight?', mustContain: [['4', 'four']], affirm: true },
    { ask: 'Have you been feeling sick or vomiting?', affirm: false },
    {
      ask: "Have you had any accidents where you didn't make it to the toilet in time?",
      mustContain: ['bus'],
      affirm: true,
    },
    { ask: 'Any problems with your joints?', mustContain: [['knee', 'knees']], affirm: true },
    {
      ask: 'Have you had any medical problems in the past?',
      mustContain: [['ibs', 'irritable', 'bloating', 'nil', 'nothing']],
      mustNotContain: diagnosisWords,
    },
    {
      ask: 'Have you ever had an operation?',
      mustContain: [['tonsil', 'tonsils', 'tonsillectomy']],
      affirm: true,
    },
    {
      ask: 'Do you take any regular medicines?',
      mustContain: [['microgynon', 'pill', 'contraceptive', 'contraception']],
    },
    { ask: 'Have you tried anything like Imodium?', affirm: true },
    {
      ask: 'Are you allergic to anything?',
      mustContain: [['plaster', 'plasters', 'elastoplast']],
    },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['crohn', 'diabetes', 'thyroid']],
    },
    {
      ask: 'Has anyone in your family had problems with their bowels?',
      mustContain: [['aunt', 'auntie', 'aunty']],
      affirm: true,
    },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['6', 'six', '8', 'eight']] },
    { ask: 'What do you do for a living?', mustContain: ['teacher'] },
    { ask: 'Who do you live with?', mustContain: [['dan', 'boyfriend', 'partner']] },
    {
      ask: 'What are you worried this might be?',
      mustContain: [['cancer', 'food poisoning', 'ibs', 'irritable']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else going on?', mustNotContain: diagnosisWords },
    {
      ask: 'What blood group are you?',
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'Have you got any pets?',
      mustContain: [unsure],
      mustNotContain: ['dog', 'a cat', 'cats', 'rabbit'],
    },
  ],
};
