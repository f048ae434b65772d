import type { InterviewCase } from '../types.js';

/** The diagnosis and its lay terms: never said by the patient. */
const dx = ['angina', 'coronary', 'ischaemi', 'ischemi', 'heart disease', 'narrowed arter'];

/** Held-out: headed clerking notes, heavy on abbreviations. */
const interviewCase: InterviewCase = {
  id: 'angina',
  system: 'cardiovascular',
  patient: {
    name: 'Desmond Okafor',
    medicalHistory: [
      'PC: 64M, central chest tightness on exertion x 6 wks.',
      'HPC: Tight, heavy feeling in centre of chest when walking uphill or climbing stairs; spreads to L arm and jaw. Lasts ~5 min, goes off with rest. 5/10. Getting more frequent - now most days. No pain at rest. Mild SOB with the pain. No palpitations, no syncope, no ankle swelling.',
      'PMH: HTN 10 yrs; hypercholesterolaemia; T2DM 4 yrs.',
      'DH: amlodipine 10 mg OD, metformin 500 mg BD, simvastatin 40 mg ON. Allergies: NKDA.',
      'SH: Ex-smoker - 30 pack-years, quit 2 yrs ago. ETOH 10 units/wk. Retired postman. Lives with wife, independent.',
      'FH: Father died of MI aged 58.',
    ].join('\n'),
    symptoms: [
      { name: 'Chest pain', description: 'Pain or discomfort in the chest', severity: 'moderate' },
      {
        name: 'Shortness of breath',
        description: 'Difficulty breathing or feeling unable to get enough air',
        severity: 'mild',
      },
    ],
    diagnosis: 'Stable angina (coronary artery disease)',
    treatments:
      'GTN spray as needed, start aspirin 75 mg and a beta blocker (bisoprolol), increase statin to atorvastatin 80 mg, ECG and refer to rapid access chest pain clinic for CT coronary angiography',
  },
  questions: [
    { ask: 'Good morning, what brings you here today?', mustContain: [['chest']], mustNotContain: dx },
    {
      ask: 'Can you describe the pain for me?',
      mustContain: [['tight', 'heavy', 'pressure', 'squeez']],
      mustNotContain: dx,
    },
    {
      ask: 'Where exactly do you feel it?',
      mustContain: [['chest', 'centre', 'middle']],
      mustNotContain: dx,
    },
    { ask: 'Does the pain go anywhere else?', mustContain: [['arm', 'jaw']], mustNotContain: dx },
    { ask: 'How long have you been getting these pains?', mustContain: [['6', 'six']], mustNotContain: dx },
    {
      ask: 'What brings the pain on?',
      mustContain: [['walk', 'stairs', 'hill', 'exert']],
      mustNotContain: dx,
    },
    { ask: 'What makes it go away?', mustContain: [['rest', 'stop']], mustNotContain: dx },
    {
      ask: 'How long does each episode last?',
      mustContain: [['5', 'five', 'few minutes']],
      mustNotContain: dx,
    },
    { ask: 'On a scale of 1 to 10, how bad is it?', mustContain: [['5', 'five']], mustNotContain: dx },
    { ask: 'Do you ever get it when you are resting?', affirm: false, mustNotContain: dx },
    { ask: 'Do you get breathless with it?', affirm: true, mustNotContain: dx },
    { ask: 'Have you had any palpitations?', affirm: false, mustNotContain: dx },
    { ask: 'Have you blacked out at all?', affirm: false, mustNotContain: dx },
    { ask: 'Any swelling in your ankles?', affirm: false, mustNotContain: dx },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['blood pressure', 'hypertension', 'cholesterol', 'diabet']],
      mustNotContain: dx,
    },
    { ask: 'Are you diabetic?', affirm: true, mustNotContain: dx },
    {
      ask: 'Which medications are you on?',
      mustContain: [['amlodipine'], ['metformin']],
      mustNotContain: [...dx, 'aspirin', 'bisoprolol', 'gtn'],
    },
    { ask: 'Any drug allergies?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you ever smoked?',
      mustContain: [['quit', 'stopped', 'gave up', 'used to']],
      mustNotContain: dx,
    },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['10', 'ten']], mustNotContain: dx },
    { ask: 'What did you do for a living?', mustContain: [['post']], mustNotContain: dx },
    { ask: 'Who do you live with?', mustContain: [['wife']], mustNotContain: dx },
    {
      ask: 'Is there any heart trouble in the family?',
      mustContain: [['father', 'dad']],
      mustNotContain: ['angina'],
    },
    { ask: 'How old are you?', mustContain: [['64', 'sixty four']], mustNotContain: dx },
    { ask: 'Anything else you have noticed?', mustNotContain: dx },
    { ask: 'Do you think it is your heart, what is wrong with me?', mustNotContain: dx },
    { ask: 'Should I start you on a GTN spray?', mustNotContain: [...dx, 'gtn', 'aspirin', 'bisoprolol'] },
  ],
};

export default interviewCase;
