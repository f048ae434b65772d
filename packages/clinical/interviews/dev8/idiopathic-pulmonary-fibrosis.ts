import type { InterviewCase } from '../types.js';

const key = ['fibrosis', 'pulmonary'];

export const idiopathicPulmonaryFibrosis: InterviewCase = {
  id: 'idiopathic-pulmonary-fibrosis',
  system: 'respiratory',
  patient: {
    name: 'Derek Holloway',
    medicalHistory:
      'PC: 71M, gradually worsening SOB on exertion over 18/12; dry cough.\n' +
      "HPC: Insidious onset. Now SOBOE after 1 flight of stairs or ~100 yds on the flat; a year ago could walk the dog 2 miles. Has to stop halfway home when carrying shopping. No SOB at rest. Dry, non-productive cough ~12/12, 'tickly', worse first thing in the morning and when talking on the phone. No haemoptysis. No wheeze. No chest pain. No orthopnoea, no PND. No ankle swelling. Wt loss ~3 kg over 6/12, appetite fair. No fevers or night sweats. Wife Margaret noticed his fingertips have become 'fatter and rounded' over the last year. No joint pain or stiffness, no skin rash, no dry eyes or mouth; fingers do not change colour in the cold. 2 x 'chest infections' this winter, treated by GP with doxycycline - cough and SOB no better after either course. Salbutamol inhaler started by GP 2/12 ago - 'doesn't make any difference'.\n" +
      'PMH: GORD, occasional heartburn. BPH. OA R knee. No asthma, COPD or TB. Never had a clot.\n' +
      'PSH: L cataract extraction 2020.\n' +
      'DH: 1. Omeprazole 20 mg OD. 2. Tamsulosin 400 mcg ON. 3. Salbutamol 100 mcg inhaler 2 puffs PRN. 4. Paracetamol 1 g PRN for knee.\n' +
      'Allergies: Penicillin - rash. Elastoplast - blisters.\n' +
      "FH: Brother d. aged 74 of 'scarring on the lungs', cause never found. Mother d. aged 80, stroke. Father d. aged 68, bowel cancer.\n" +
      'SH: Retired joiner (35 yrs), lots of wood dust; no known asbestos exposure. No pet birds, no feather pillows or duvet. Ex-smoker: 20/day from 16 until he quit at 50 (~34 pack-yrs). EtOH ~10 u/wk (bitter). Lives with wife Margaret in a bungalow; independent with ADLs, still drives. Gave up bowls 6/12 ago as too breathless.\n' +
      'ICE: Worried it is lung cancer - a friend from the bowls club died of it last year. Wants to be able to keep up with his grandchildren.',
    symptoms: [
      {
        name: 'Shortness of breath',
        description: 'Breathless on exertion, gradually worse over 18 months',
        severity: 'moderate',
      },
      { name: 'Cough', description: 'Dry tickly cough for about a year', severity: 'mild' },
      { name: 'Weight loss', description: 'About 3 kg over six months', severity: 'mild' },
      { name: 'Finger clubbing', description: 'Fingertips fatter and rounded', severity: 'mild' },
    ],
    diagnosis: 'Idiopathic pulmonary fibrosis',
    treatments:
      'High-resolution CT chest; full lung function tests with gas transfer; autoimmune screen; discussion at the interstitial lung disease multidisciplinary meeting; antifibrotic treatment (pirfenidone or nintedanib) if criteria are met; pulmonary rehabilitation; ambulatory oxygen assessment; influenza, COVID-19 and pneumococcal vaccination; stop salbutamol if no benefit; advance care planning.',
  },
  questions: [
    {
      ask: "What's the main thing that's been bothering you?",
      mustContain: [['breath', 'breathless', 'breathlessness', 'breathing', 'puff']],
      mustNotContain: key,
    },
    {
      ask: 'How long have you been getting breathless?',
      mustContain: [['18', 'eighteen', 'year and a half']],
    },
    {
      ask: 'Did it come on gradually or all of a sudden?',
      mustContain: [['gradually', 'gradual', 'slowly', 'bit by bit', 'worse']],
    },
    {
      ask: 'How far can you walk before you have to stop?',
      mustContain: [['100', 'hundred', 'yards', 'stairs', 'flight']],
    },
    { ask: 'Have you got a cough?', mustContain: [['dry', 'tickly']], affirm: true },
    { ask: 'Are you bringing up any phlegm?', affirm: false },
    { ask: 'When is the cough at its worst?', mustContain: [['morning', 'talking', 'phone']] },
    { ask: 'Have you coughed up any blood?', affirm: false },
    { ask: 'Do you get breathless lying flat, or wake up at night gasping for air?', affirm: false },
    {
      ask: 'Have you had your flu jab this year?',
      mustContain: [['not sure', 'know', 'idea', 'remember']],
      mustNotContain: ['had my flu jab', 'had the flu jab', 'had it in'],
    },
    { ask: 'Have you lost any weight?', mustContain: [['3', 'three']], affirm: true },
    {
      ask: 'Have you noticed any change in your fingers?',
      mustContain: [['finger', 'fingers', 'fingertips']],
      affirm: true,
    },
    {
      ask: 'Have you had any chest infections recently?',
      mustContain: [['two', '2', 'twice']],
      affirm: true,
    },
    { ask: 'Does the blue inhaler help your breathing?', affirm: false },
    {
      ask: 'What other health problems do you have?',
      mustContain: [['reflux', 'heartburn', 'indigestion', 'prostate', 'arthritis', 'knee']],
    },
    { ask: 'Have you had any operations?', mustContain: [['cataract', 'eye']] },
    {
      ask: 'What medicines do you take?',
      mustContain: [['omeprazole', 'tamsulosin', 'salbutamol', 'paracetamol', 'inhaler']],
    },
    {
      ask: 'Any allergies to medicines or anything else?',
      mustContain: [['penicillin', 'elastoplast', 'plaster', 'plasters']],
    },
    {
      ask: 'Has anyone in your family had lung problems?',
      mustContain: [['brother']],
      affirm: true,
      mustNotContain: key,
    },
    {
      ask: 'Have you ever smoked?',
      mustContain: [['stopped', 'quit', 'gave up', 'used to', '50', 'fifty']],
      affirm: true,
    },
    { ask: 'How much do you drink?', mustContain: [['10', 'ten']] },
    { ask: 'What did you do for work?', mustContain: [['joiner', 'carpenter', 'wood']] },
    { ask: 'Were you ever exposed to asbestos?', affirm: false },
    { ask: 'Do you keep any birds?', affirm: false },
    { ask: 'Who do you live with?', mustContain: [['margaret', 'wife']] },
    { ask: 'What are you worried it might be?', mustContain: [['cancer']], mustNotContain: key },
    { ask: "Is there anything else you'd like to tell me?", mustNotContain: key },
    {
      ask: 'How many grandchildren have you got?',
      mustNotContain: ['one grandchild', 'two', 'three', 'four', 'five', 'six', ' 2 ', ' 3 ', ' 4 '],
    },
  ],
};
