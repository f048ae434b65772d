import type { InterviewCase } from '../types.js';

const diagnosisWords = ['toxicity', 'toxic', 'overdose', 'poisoning'];
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

export const digoxinToxicity: InterviewCase = {
  id: 'digoxin-toxicity',
  system: 'cardiovascular',
  patient: {
    name: 'Margaret Ellis',
    medicalHistory: `History from her daughter, Karen, who visits every day. Karen says her mum has been "not herself" for about a week. She has gone off her food, feels sick most of the time and has vomited 3 times since yesterday, the last time at 6 am today. She has had loose stools twice a day for 4 days. Yesterday evening she told Karen that the lights in the room had a yellow-green tinge and that there were halos around the lamps. She has been more muddled than usual, especially at night, and twice called Karen by the name of her sister, Joan. She feels dizzy when she stands up, and lying on the sofa eases it. Karen thought her pulse felt "slow and jumpy". She has not fallen. She has been passing much less urine than usual and drinking very little because of the sickness. For 3 days she has had a dull ache across the top of her tummy. No chest pain, no fever and no headache, and she is no more breathless than usual.

Ten days ago the GP increased her furosemide because her ankles were swollen, and 2 weeks ago she was given clarithromycin for a chest infection, which she finished 5 days ago. Karen fills her mum's dosette box every Sunday. Last Sunday she started a new box with a different layout, and she thinks she may have put in two digoxin tablets on some days.

Medicines (the GP repeat list, which Karen brought in):
1. Digoxin 125 micrograms once daily (for atrial fibrillation, since 2019)
2. Apixaban 2.5 mg twice daily
3. Furosemide 80 mg each morning (increased from 40 mg 10 days ago)
4. Ramipril 2.5 mg once daily
5. Bisoprolol 2.5 mg once daily (stopped in June because it made her dizzy)
6. Atorvastatin 20 mg at night
7. Levothyroxine 75 micrograms each morning
8. Alendronic acid 70 mg once a week, on Mondays
9. Adcal-D3 one tablet twice daily
10. Paracetamol 1 g up to four times a day when needed
11. Clarithromycin 500 mg twice daily for 7 days (finished 5 days ago)
12. Lactulose 10 ml twice daily (stopped by Karen 4 days ago because of the loose stools)

Past history: atrial fibrillation; heart failure; underactive thyroid; osteoporosis, with a broken right wrist in 2021; chronic kidney disease stage 3. She had a hysterectomy at 45 and cataract operations on both eyes.

Allergies: penicillin (her face and lips swelled up). Morphine makes her see things.

Family history: her mother died of a stroke at 79; her brother had a heart attack at 60.

Social: Margaret is 84 and widowed. She lives alone in a ground-floor flat, and carers come twice a day to help her wash and dress. She walks with a frame. She used to be a school cook. She has never smoked and has a small sherry at Christmas only. Karen does her shopping and orders her prescriptions.

Karen is worried her mum has had a stroke like her grandmother, and wonders whether she has muddled the tablets.`,
    symptoms: [
      {
        name: 'Nausea and vomiting',
        description: 'Feels sick most of the time; vomited 3 times since yesterday',
        severity: 'moderate',
      },
      {
        name: 'Visual disturbance',
        description: 'Lights look yellow-green, with halos around lamps',
        severity: 'moderate',
      },
      { name: 'Confusion', description: 'More muddled than usual, worse at night', severity: 'moderate' },
      { name: 'Diarrhoea', description: 'Loose stools twice a day for 4 days', severity: 'mild' },
      { name: 'Dizziness', description: 'On standing up', severity: 'moderate' },
      { name: 'Loss of appetite', description: 'Gone off her food', severity: 'mild' },
      {
        name: 'Abdominal pain',
        description: 'Dull ache across the upper abdomen for 3 days',
        severity: 'mild',
      },
    ],
    diagnosis:
      'Digoxin toxicity (double dosing, clarithromycin interaction, increased furosemide and dehydration with acute kidney injury)',
    treatments:
      'Withhold digoxin; 12-lead ECG and cardiac monitoring; serum digoxin level, U&E, potassium, magnesium and calcium; cautious IV fluids; correct hypokalaemia; digoxin-specific antibody fragments (DigiFab) for life-threatening arrhythmia or severe toxicity; hold furosemide and ramipril while dry; full medication review and pharmacy-filled blister packs',
  },
  questions: [
    {
      ask: "Hello Mrs Ellis, what's been happening?",
      mustContain: [['sick', 'vomit', 'vomited', 'food', 'not myself', 'not herself', 'appetite', 'unwell']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'How long have you been feeling like this?', mustContain: ['week'] },
    { ask: 'How many times have you been sick?', mustContain: [['3', 'three']] },
    {
      ask: 'Has anything been different about your eyesight?',
      mustContain: [['yellow', 'green', 'halo', 'halos']],
      affirm: true,
    },
    { ask: 'Have you been confused at all?', mustContain: [['muddled', 'confused']], affirm: true },
    { ask: 'Whereabouts in your tummy is the pain?', mustContain: [['top', 'upper']] },
    { ask: 'What does the tummy pain feel like?', mustContain: [['dull', 'ache']] },
    { ask: 'Do you feel dizzy?', mustContain: [['stand', 'standing']], affirm: true },
    { ask: 'Does anything help the dizziness?', mustContain: [['lying', 'sofa']] },
    { ask: 'Have you had any falls?', affirm: false },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['atrial fibrillation', 'heart', 'thyroid', 'kidney', 'osteoporosis', 'irregular']],
    },
    {
      ask: 'Have you had any operations?',
      mustContain: [['hysterectomy', 'womb', 'cataract', 'cataracts']],
      affirm: true,
    },
    {
      ask: 'Can you tell me what medicines you take?',
      mustContain: [
        ['digoxin', 'apixaban', 'furosemide', 'ramipril', 'atorvastatin', 'levothyroxine', 'water tablet'],
      ],
    },
    { ask: 'What dose of digoxin are you on?', mustContain: ['125'] },
    { ask: 'Are you still taking bisoprolol?', affirm: false },
    { ask: 'Who sorts out your tablets for you?', mustContain: [['karen', 'daughter']] },
    {
      ask: 'Could you have taken too many of any of your tablets?',
      mustContain: [['digoxin', 'two', 'twice', 'double']],
    },
    { ask: 'Are you allergic to anything?', mustContain: ['penicillin'], affirm: true },
    { ask: 'Does anything run in the family?', mustContain: [['stroke', 'heart attack']] },
    { ask: 'Did your mother have any health problems?', mustContain: ['stroke'] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink any alcohol?', mustContain: [['sherry', 'christmas']] },
    { ask: 'What did you used to do for work?', mustContain: ['cook'] },
    {
      ask: 'Who helps you at home?',
      mustContain: [['carer', 'carers', 'karen', 'daughter']],
    },
    {
      ask: 'What is Karen most worried about?',
      mustContain: [['stroke', 'tablets']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else you want to tell me?', mustNotContain: diagnosisWords },
    {
      ask: 'How much do you weigh?',
      mustContain: [unsure],
      mustNotContain: ['kg', 'kilos', 'stone'],
    },
    {
      ask: 'When did you last have a blood test?',
      mustContain: [unsure],
      mustNotContain: ['last week', 'last month', 'yesterday'],
    },
  ],
};
