import type { InterviewCase } from '../types.js';

/** A structured template with headings in clinical shorthand. */
export const myocardialInfarction: InterviewCase = {
  id: 'myocardial-infarction',
  system: 'cardiovascular',
  patient: {
    name: 'Graham Holt',
    medicalHistory: `PC: 61M, central chest pain for 2 hours.
HPC: Onset 06:30 this morning at rest, while reading the paper. Heavy, crushing central chest pain, "like a tight band", radiating to the L arm and jaw. Constant since onset. Not eased by rest or by Gaviscon. Severity 8/10. Assoc: sweating, SOB, N&V (vomited x1). No palpitations. No LOC. Not pleuritic, not positional. Previous: milder tightness on walking uphill x3 in the last 2/52, each time settled with rest within 5 min; did not see anyone about it.
PMH: T2DM (dx 2015), HTN, high cholesterol. No previous MI or stroke.
PSH: appendicectomy aged 19.
DH: metformin 1 g BD; ramipril 5 mg OD; atorvastatin 40 mg ON (started 6/12 ago, replacing simvastatin, which was stopped because of muscle aches).
Allergies: penicillin (rash and swollen lips).
SH: smokes 20/day since age 16 (45 pack-years). Alcohol ~14 u/wk, beer at weekends. Taxi driver. Lives with wife, Carol.
FH: father died of MI aged 54. Brother has T2DM. No FH of stroke.
ROS: no cough, no fever, no calf pain or swelling.
ICE: thinks it is indigestion; came in because his wife insisted; worried about losing his taxi licence.`,
    symptoms: [
      {
        name: 'Chest pain',
        description: 'Heavy central chest pain radiating to the left arm and jaw',
        severity: 'severe',
      },
      { name: 'Sweating', description: 'Clammy and sweaty with the pain', severity: 'moderate' },
      { name: 'Shortness of breath', description: 'Breathless with the pain', severity: 'moderate' },
      { name: 'Nausea and vomiting', description: 'Felt sick and vomited once', severity: 'mild' },
    ],
    diagnosis: 'Acute coronary syndrome (NSTEMI)',
    treatments:
      'ECG and serial troponin, aspirin 300 mg loading dose, GTN, fondaparinux, ticagrelor, cardiology referral for coronary angiography',
  },
  questions: [
    { ask: "Good morning, what's brought you in today?", mustContain: ['chest'] },
    { ask: 'Where exactly is the pain?', mustContain: [['central', 'middle']] },
    {
      ask: 'When did it come on?',
      mustContain: [['06:30', '6:30', '6.30', 'half six', 'half past six', '2 hours', 'two hours']],
    },
    { ask: 'Can you describe the pain for me?', mustContain: [['heavy', 'crushing', 'tight']] },
    { ask: 'Does the pain spread anywhere?', mustContain: [['arm', 'jaw']] },
    { ask: 'Which arm does it go to?', mustContain: ['left'] },
    { ask: 'On a scale of 0 to 10, how bad is the pain?', mustContain: [['8', 'eight']] },
    { ask: 'Have you taken anything for it?', mustContain: ['gaviscon'] },
    { ask: 'Have you been sick? How many times?', mustContain: [['once', 'one', '1']] },
    { ask: 'Any sweating or SOB?', affirm: true },
    { ask: 'Have you ever had anything like this before?', mustContain: [['walking', 'uphill']] },
    { ask: 'Do you have any medical problems?', mustContain: ['diabetes'] },
    { ask: 'Have you had any operations?', mustContain: [['appendix', 'appendicectomy']] },
    { ask: 'What do you take for your diabetes?', mustContain: ['metformin'] },
    { ask: 'Are you on any blood pressure tablets?', mustContain: ['ramipril'], affirm: true },
    { ask: 'What dose of atorvastatin are you on?', mustContain: ['40'] },
    { ask: 'Why did you come off the simvastatin?', mustContain: [['muscle', 'aches']] },
    { ask: 'Are you allergic to anything?', mustContain: ['penicillin'] },
    { ask: 'What happened when you had penicillin?', mustContain: [['rash', 'lips']] },
    { ask: 'Do you smoke? How many a day?', mustContain: [['20', 'twenty']] },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['14', 'fourteen']] },
    { ask: 'What do you do for a living?', mustContain: ['taxi'] },
    { ask: 'Did your dad have any heart problems?', mustContain: [['54', 'fifty four']] },
    { ask: 'Has anyone in your family had a stroke?', affirm: false },
    { ask: 'Is there anything in particular worrying you?', mustContain: [['licence', 'taxi']] },
    {
      ask: 'Do you use any recreational drugs, like cocaine?',
      mustNotContain: ['occasionally', 'now and then', 'a few times'],
    },
    { ask: 'What was your last cholesterol reading?', mustNotContain: ['mmol'] },
    { ask: 'u been stressed lately?', mustNotContain: ['very stressed', 'really stressed', 'work has been'] },
  ],
};
