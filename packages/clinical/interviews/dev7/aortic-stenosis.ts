import type { InterviewCase } from '../types.js';

const diagnosisWords = ['aortic', 'stenosis', 'valve'];
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

export const aorticStenosis: InterviewCase = {
  id: 'aortic-stenosis',
  system: 'cardiovascular',
  patient: {
    name: 'Harold Jenkins',
    medicalHistory: `PC: Exertional chest tightness and SOB for 3/12. Collapse 2/7 ago.

HPC: 78M. Central chest tightness on exertion (walking uphill to the shops, stairs) for approx 3 months. Described as a heavy band across the chest. Non-radiating; not to arms, jaw or back. Comes on after ~100 yards on the flat; settles within 5 mins of rest. Worst 6/10. GTN never tried. SOB on exertion, now limited to 1 flight of stairs (was walking 1 mile 6 months ago). 2/7 ago LOC while carrying shopping up the garden steps: out for ~30 secs per wife (Margaret), no jerking, no incontinence, no tongue biting, came round quickly, not confused after. Felt lightheaded just before, no other warning. Lightheaded on standing quickly at times. Denies palpitations. No orthopnoea, sleeps on 1 pillow. No PND. Mild bilat ankle swelling by evening. No cough, no haemoptysis. No fever. Appetite normal, wt stable.

PMH: HTN (dx 2010). Hypercholesterolaemia. T2DM, diet-controlled. Told he had a heart murmur by GP 5 yrs ago; not followed up. Gout.

PSH: R inguinal hernia repair 2004. L cataract op 2019.

DH: Amlodipine 5mg OD. Atorvastatin 40mg ON. Allopurinol 100mg OD. Paracetamol PRN.

Allergies: Penicillin (rash). Codeine (vomiting).

FH: Father died of MI aged 70. Mother had a stroke at 82. Brother has AF.

SH: Retired carpenter. Lives with wife Margaret in a 2-storey house. Ex-smoker, 30 pack-yrs, quit 15 yrs ago. Alcohol ~10 units/wk (bitter at weekends). Independent with ADLs; still drives.

ICE: Worried he'll drop dead like his father. Wants to keep driving.`,
    symptoms: [
      {
        name: 'Chest tightness',
        description: 'Central heavy band on exertion, settles with rest',
        severity: 'moderate',
      },
      {
        name: 'Shortness of breath',
        description: 'On exertion, now limited to one flight of stairs',
        severity: 'moderate',
      },
      {
        name: 'Syncope',
        description: 'Collapse with loss of consciousness on exertion, about 30 seconds',
        severity: 'severe',
      },
      { name: 'Lightheadedness', description: 'On standing quickly', severity: 'mild' },
      { name: 'Ankle swelling', description: 'Both ankles, by the evening', severity: 'mild' },
    ],
    diagnosis: 'Severe aortic stenosis',
    treatments:
      'ECG and urgent echocardiogram; cardiology referral for aortic valve replacement (surgical AVR or TAVI); advise not to drive and inform the DVLA after exertional syncope; avoid strenuous exertion until assessed; continue statin and blood pressure treatment',
  },
  questions: [
    {
      ask: "What's brought you in to see us today?",
      mustContain: [
        ['chest', 'tight', 'tightness', 'breath', 'breathless', 'collapse', 'blackout', 'passed out'],
      ],
      mustNotContain: diagnosisWords,
    },
    { ask: 'When did the chest tightness start?', mustContain: [['3', 'three'], 'month'] },
    {
      ask: 'Whereabouts in your chest do you feel it?',
      mustContain: [['central', 'centre', 'center', 'middle', 'across']],
    },
    { ask: 'What does it feel like?', mustContain: [['heavy', 'band', 'tight']] },
    { ask: 'Does it spread to your arms, jaw or back?', affirm: false },
    { ask: 'On a scale of one to ten, how bad does it get?', mustContain: [['6', 'six']] },
    {
      ask: 'What sort of thing brings it on?',
      mustContain: [['walk', 'walking', 'uphill', 'hill', 'stairs', 'exertion', 'exercise']],
    },
    { ask: 'What makes it go away?', mustContain: ['rest'] },
    { ask: 'Do you get short of breath?', mustContain: [['stairs', 'flight']], affirm: true },
    {
      ask: 'When you collapsed, how long were you out for?',
      mustContain: [['30', 'thirty'], 'sec'],
    },
    { ask: 'Did you bite your tongue or wet yourself?', affirm: false },
    { ask: 'Do you ever feel your heart racing or fluttering?', affirm: false },
    { ask: 'Do you get breathless lying flat in bed?', affirm: false },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['blood pressure', 'hypertension', 'htn', 'cholesterol', 'diabetes', 'gout', 'murmur']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hernia', 'cataract']], affirm: true },
    {
      ask: 'What medications are you on?',
      mustContain: [['amlodipine', 'atorvastatin', 'allopurinol']],
    },
    { ask: 'Are you on anything for your cholesterol?', mustContain: ['atorvastatin'] },
    { ask: 'Do you have any allergies?', mustContain: ['penicillin'], affirm: true },
    {
      ask: 'Is there any heart trouble in your family?',
      mustContain: [['father', 'dad', 'brother']],
      affirm: true,
    },
    {
      ask: 'What did your father die of?',
      mustContain: [['heart attack', 'myocardial infarction', 'an mi', ' mi ']],
    },
    {
      ask: 'Do you smoke?',
      mustContain: [['15', 'fifteen', 'quit', 'stopped', 'gave up', 'used to']],
    },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['10', 'ten']] },
    { ask: 'What did you do for a living?', mustContain: ['carpenter'] },
    { ask: 'Who lives with you at home?', mustContain: [['wife', 'margaret']] },
    {
      ask: 'Is there anything that is worrying you?',
      mustContain: [['father', 'dad', 'drop dead', 'driving', 'drive']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else you think I should know?', mustNotContain: diagnosisWords },
    {
      ask: 'Do you know your blood group?',
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'Do you keep any pets at home?',
      mustContain: [unsure],
      mustNotContain: ['dog', 'a cat', 'cats', 'budgie'],
    },
  ],
};
