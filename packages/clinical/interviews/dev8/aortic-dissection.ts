import type { InterviewCase } from '../types.js';

const key = ['dissection', 'aortic', 'aorta', 'aneurysm'];

export const aorticDissection: InterviewCase = {
  id: 'aortic-dissection',
  system: 'cardiovascular',
  patient: {
    name: 'Gary Whitehead',
    medicalHistory:
      'PC: 58M, sudden severe central chest pain radiating through to back, 2/24.\n' +
      "HPC: Onset 06:30 today while lifting a washing machine onto a pallet at work. Maximal from the start. Describes it as 'tearing', 'like something ripping inside'. Felt first behind sternum, went straight through to between the shoulder blades; now also in lower back. 10/10 at onset. GTN spray x2 from paramedics - no relief. IV morphine in ambulance took the edge off, now 7/10. Sweaty and clammy, nauseated, vomited x1 in ambulance. Nearly fainted on standing at work, did not lose consciousness. L arm feels heavy, cold and 'dead' since onset. No SOB. No cough or haemoptysis. No palpitations. No abdo pain. No leg weakness or numbness. Never had pain like this before. No recent trauma or illness.\n" +
      'PMH: HTN dx 8 yrs ago, poorly controlled, has missed several BP checks. High cholesterol. No known IHD. Not diabetic.\n' +
      'PSH: Open repair of L inguinal hernia 2015.\n' +
      "DH: 1. Amlodipine 10 mg OD. 2. Ramipril 5 mg OD - 'forgets it', ran out 3/52 ago and has not reordered. 3. Atorvastatin 20 mg ON. No OTC meds.\n" +
      'Allergies: Codeine - severe vomiting.\n' +
      "FH: Father died suddenly aged 62 ('his heart, they said'). Mother T2DM, alive. Brother 55, HTN.\n" +
      'SH: Warehouse operative, drives a forklift, heavy lifting. Lives with wife Carol in a terraced house; two grown-up sons. Smoker 25/day since age 16 (~50 pack-yrs). EtOH ~20 u/wk, beer at weekends. No recreational drugs. Fully independent, drives.\n' +
      "ICE: Thinks he is having a heart attack 'like Dad'. Worried about Carol being on her own.",
    symptoms: [
      {
        name: 'Chest pain',
        description: 'Sudden tearing central chest pain going through to the back',
        severity: 'severe',
      },
      {
        name: 'Back pain',
        description: 'Between the shoulder blades, spreading to the lower back',
        severity: 'severe',
      },
      { name: 'Sweating', description: 'Sweaty and clammy since the pain began', severity: 'moderate' },
      { name: 'Nausea', description: 'Nauseated, vomited once', severity: 'moderate' },
      { name: 'Dizziness', description: 'Nearly fainted on standing', severity: 'moderate' },
      { name: 'Arm numbness', description: 'Left arm heavy, cold and dead', severity: 'moderate' },
    ],
    diagnosis: 'Acute aortic dissection (Stanford type A)',
    treatments:
      'ABCDE resuscitation, oxygen if hypoxic, two large-bore cannulas and cross-match; IV opioid analgesia; IV labetalol to a heart rate below 60 and systolic blood pressure 100-120 mmHg; bilateral arm blood pressures and ECG; urgent CT aortogram; emergency cardiothoracic surgical referral for repair; no thrombolysis or antiplatelets.',
  },
  questions: [
    { ask: "What's brought you in today?", mustContain: [['chest', 'pain']], mustNotContain: key },
    { ask: 'When did the pain start?', mustContain: [['6', 'six', 'two hours', '2 hours', 'this morning']] },
    { ask: 'What were you doing when it came on?', mustContain: [['lifting', 'washing machine']] },
    {
      ask: 'Did it come on suddenly, or build up gradually?',
      mustContain: [['sudden', 'suddenly', 'all at once', 'straight away', 'from the start']],
    },
    { ask: 'Where exactly is the pain?', mustContain: [['chest', 'breastbone', 'sternum']] },
    { ask: 'Does the pain go anywhere else?', mustContain: [['back', 'shoulder blades']] },
    { ask: 'How would you describe the pain?', mustContain: [['tearing', 'ripping']], mustNotContain: key },
    { ask: 'On a scale of one to ten, how bad was it at its worst?', mustContain: [['10', 'ten']] },
    {
      ask: 'Has anything helped with the pain?',
      mustContain: [['morphine', 'injection', 'painkiller', 'ambulance']],
    },
    { ask: 'Did the spray under your tongue help at all?', affirm: false },
    { ask: 'Have you been sweaty?', affirm: true },
    { ask: 'Is there anything else you think I should know?', mustNotContain: key },
    { ask: 'Are you short of breath?', affirm: false },
    { ask: 'Is there anything wrong with your arms?', mustContain: [['left']], affirm: true },
    { ask: 'Do you have any pets at home?', mustNotContain: ['dog', 'cat', 'puppy', 'kitten'] },
    { ask: 'Have you ever had a pain like this before?', affirm: false },
    {
      ask: 'Do you have any medical problems?',
      mustContain: [['blood pressure', 'hypertension', 'cholesterol']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hernia']] },
    { ask: 'What medicines are you on?', mustContain: [['amlodipine', 'ramipril', 'atorvastatin']] },
    {
      ask: 'Have you been taking your ramipril?',
      mustContain: [['ran out', 'forget', 'forgot', 'three', '3']],
      affirm: false,
    },
    { ask: 'Are you allergic to anything?', mustContain: [['codeine']] },
    {
      ask: 'Is there any heart trouble in the family?',
      mustContain: [['father', 'dad']],
      affirm: true,
      mustNotContain: key,
    },
    { ask: 'Do you smoke?', mustContain: [['25', 'twenty five']], affirm: true },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['20', 'twenty', 'beer']] },
    { ask: 'What do you do for a living?', mustContain: [['warehouse', 'forklift']] },
    { ask: "Who's at home with you?", mustContain: [['carol', 'wife']] },
    { ask: 'What are you worried this might be?', mustContain: [['heart attack']], mustNotContain: key },
    {
      ask: 'What was your blood pressure the last time it was checked?',
      mustNotContain: ['mmhg', '140', '150', '160', '170', '180', '190', '200'],
    },
  ],
};
