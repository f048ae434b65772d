import type { InterviewCase } from '../types.js';

/** Style: a structured template with headings in clinical shorthand. */
export const copdExacerbation: InterviewCase = {
  id: 'copd-exacerbation',
  system: 'respiratory',
  patient: {
    name: 'Derek Hollis',
    medicalHistory: [
      'PC: Increasing SOB and productive cough 4/7.',
      'HPC: 66M. Started with a cold 1/52 ago. Cough now productive of green sputum, about half a cupful a day (usually a small amount of white). Wheeze. Baseline SOB walking 100 yds on the flat; now SOB walking across the room and getting dressed. Fevers and night sweats 2/7. No haemoptysis. No chest pain. No ankle swelling. Using salbutamol 8-10x/day (usually 2x/day), helps a little. Sleeping propped up on 3 pillows because of SOB (usually 2).',
      'Previous exacerbations: x3 in the last year, all treated by GP with steroids and abx. 1 hospital admission Jan this year; never ICU, never NIV.',
      'PMH: COPD dx 2019. T2DM. HTN.',
      'PSH: R inguinal hernia repair 2015.',
      'DH: Trelegy Ellipta 1 puff OD. Salbutamol 100 mcg 2 puffs PRN. Metformin 500 mg BD. Amlodipine 10 mg OD. Atorvastatin 20 mg ON. Prednisolone course finished 2 months ago.',
      'Allergies: Erythromycin (rash).',
      'SH: Current smoker, 20/day since age 21, 45 pack-years. Alcohol 2-3 pints on Saturdays. Retired lorry driver. Lives with wife in a first-floor flat; wife does the shopping.',
      'FH: Father died of lung cancer aged 68.',
      'ROS: No weight loss. No calf pain.',
      'ICE: Wants to avoid hospital; worried his lungs are packing up.',
    ].join('\n'),
    symptoms: [
      { name: 'Shortness of breath', description: 'Breathless walking across the room.', severity: 'severe' },
      { name: 'Productive cough', description: 'Coughing up green sputum.', severity: 'moderate' },
      { name: 'Wheeze', description: 'Whistling when breathing.', severity: 'moderate' },
      { name: 'Night sweats', description: 'Sweating at night with fevers.', severity: 'mild' },
    ],
    diagnosis: 'Infective exacerbation of chronic obstructive pulmonary disease (COPD)',
    treatments:
      'Nebulised salbutamol and ipratropium, prednisolone 30 mg for 5 days, amoxicillin or doxycycline, controlled oxygen to target 88-92%, smoking cessation, pulmonary rehabilitation referral',
  },
  questions: [
    { ask: "What's the problem today?", mustContain: [['breath', 'breathless', 'breathing', 'cough']] },
    { ask: 'How long have things been worse?', mustContain: [['4', 'four']] },
    { ask: 'What colour is the phlegm you are coughing up?', mustContain: [['green']] },
    { ask: 'How much phlegm are you bringing up in a day?', mustContain: [['cup', 'cupful']] },
    { ask: 'Is that different from your usual phlegm?', mustContain: [['white']] },
    { ask: 'Have you coughed up any blood?', affirm: false },
    { ask: 'How far can you normally walk before you get breathless?', mustContain: [['100', 'hundred']] },
    { ask: 'And how far can you manage now?', mustContain: [['room', 'dressed', 'dressing']] },
    { ask: 'Have you had any fevers or sweats?', affirm: true },
    { ask: 'How often are you using your blue inhaler?', mustContain: [['8', 'eight', '10', 'ten']] },
    { ask: 'Does the salbutamol help?', mustContain: [['little', 'bit']] },
    { ask: 'Have your ankles been swollen?', affirm: false },
    { ask: 'How many flare-ups have you had in the last year?', mustContain: [['3', 'three']] },
    {
      ask: 'Do you have any other medical problems?',
      mustContain: [['diabetes', 'blood pressure', 'sugar']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hernia']] },
    { ask: 'Which inhalers are you on?', mustContain: [['trelegy', 'salbutamol', 'blue']] },
    { ask: 'Do you take anything for your diabetes?', mustContain: [['metformin']] },
    {
      ask: 'Have you had any steroid tablets recently?',
      mustContain: [['2 months', 'two months', 'prednisolone']],
    },
    { ask: 'Any allergies to medicines?', mustContain: [['erythromycin']] },
    { ask: 'What happened when you took erythromycin?', mustContain: [['rash']] },
    { ask: 'Are you still smoking?', affirm: true, mustContain: [['20', 'twenty']] },
    { ask: 'How much alcohol do you drink?', mustContain: [['pint', 'pints']] },
    { ask: 'What work did you do?', mustContain: [['lorry']] },
    { ask: 'Who do you live with?', mustContain: [['wife']] },
    { ask: 'Has anyone in your family had lung problems?', mustContain: [['father', 'dad', 'lung cancer']] },
    { ask: "What's worrying you most?", mustContain: [['hospital', 'lungs']] },
    {
      ask: 'Do you have oxygen at home?',
      mustNotContain: ['concentrator', 'cylinder', 'oxygen at home', 'litres'],
    },
    {
      ask: 'What are your oxygen levels usually?',
      mustNotContain: ['88', '90', '92', '94', '95', 'per cent'],
    },
  ],
};
