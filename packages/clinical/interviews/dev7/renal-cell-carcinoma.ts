import type { InterviewCase } from '../types.js';

const diagnosisWords = ['renal cell', 'carcinoma', 'kidney cancer', 'tumour', 'tumor', 'varicocele'];
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

export const renalCellCarcinoma: InterviewCase = {
  id: 'renal-cell-carcinoma',
  system: 'renal',
  patient: {
    name: 'Graham Fletcher',
    medicalHistory: `Graham is a 64-year-old retired lorry driver. Three weeks ago he noticed that his urine was bright red, "like rosé wine", on two occasions over one weekend. It did not hurt to pass, and it cleared by itself, but it happened again 5 days ago, this time with a couple of small worm-shaped clots. For about 2 months he has had a dull, nagging ache in his left side, below the ribs and round towards the back. It is there most of the time, is not affected by moving, eating or passing water, and does not go down into his groin. He scores it 3 out of 10, and paracetamol takes the edge off it.

He has lost 6 kg over 4 months without trying, and his belt is now 2 notches tighter. For the past month he has woken drenched in sweat 3 or 4 nights a week and has had to change his T-shirt. He feels tired all the time. His wife, Linda, noticed a soft, lumpy swelling on the left side of his scrotum a fortnight ago; he says it feels like "a bag of worms" and it is bigger when he stands. He gets up twice a night to pass urine, which is usual for him. No burning, no fever and no trouble starting his stream. He has never had kidney stones. No cough and no bone pain.

He has had high blood pressure for 12 years and gets gout in his right big toe once or twice a year. He had a left hip replacement in 2018. His medicines are ramipril 10 mg once daily, amlodipine 10 mg once daily, colchicine 500 micrograms when his gout flares, and paracetamol 1 g up to four times a day. Ibuprofen gave him a bleeding stomach ulcer in 2015, so he must not take it. No other allergies.

His brother died of lung cancer at 68. His mother had kidney failure in her eighties and was on dialysis. His father died of a stroke.

He drove long-distance lorries for 40 years and retired last year; he now helps at a food bank twice a week. He smoked 20 a day for 40 years and still smokes 10 a day. He drinks 3 pints of bitter on Fridays and Saturdays. He lives with Linda in a bungalow; they have two grown-up daughters who live nearby.

He thinks the blood is from his prostate "playing up", but Linda is worried it is cancer like his brother's.`,
    symptoms: [
      { name: 'Haematuria', description: 'Blood in the urine', severity: 'moderate' },
      { name: 'Flank pain', description: 'Pain in the side of the body', severity: 'moderate' },
      { name: 'Weight loss', description: 'Unintentional loss of weight', severity: 'moderate' },
      { name: 'Night sweats', description: 'Sweating during sleep', severity: 'mild' },
      { name: 'Fatigue', description: 'Tiredness', severity: 'mild' },
      { name: 'Scrotal swelling', description: 'Swelling of the scrotum', severity: 'mild' },
    ],
    diagnosis: 'Left renal cell carcinoma with a left varicocele',
    treatments:
      'Urgent suspected-cancer (2-week-wait) urology referral; CT urogram and staging CT of chest, abdomen and pelvis; bloods (FBC, U&E, calcium, LFTs); flexible cystoscopy; radical or partial nephrectomy if localised; smoking cessation support',
  },
  questions: [
    {
      ask: "What's brought you to see me today?",
      mustContain: [['blood', 'red', 'rosé', 'rose']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'When did you first notice the blood?', mustContain: [['3', 'three'], 'week'] },
    { ask: 'Does it hurt when you pass water?', affirm: false },
    { ask: 'Where is the pain?', mustContain: ['left'] },
    { ask: 'What is the pain like?', mustContain: [['dull', 'nagging', 'ache']] },
    { ask: 'Does the pain go down into your groin?', affirm: false },
    { ask: 'How long have you had the pain?', mustContain: [['2', 'two'], 'month'] },
    { ask: 'How bad is the pain out of ten?', mustContain: [['3', 'three']] },
    { ask: 'What helps the pain?', mustContain: ['paracetamol'] },
    { ask: 'Have you lost any weight?', mustContain: [['6', 'six']], affirm: true },
    {
      ask: 'Do you ever wake up sweaty at night?',
      mustContain: [['3', 'three', '4', 'four']],
      affirm: true,
    },
    {
      ask: 'Have you noticed any lumps or swelling down below?',
      mustContain: ['left'],
      affirm: true,
    },
    { ask: 'Have you ever had kidney stones?', affirm: false },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['blood pressure', 'hypertension', 'gout']],
    },
    { ask: 'Have you ever had surgery?', mustContain: ['hip'], affirm: true },
    {
      ask: 'What tablets do you take?',
      mustContain: [['ramipril', 'amlodipine', 'colchicine', 'paracetamol']],
    },
    { ask: 'Do you take anything for your gout?', mustContain: ['colchicine'] },
    { ask: 'Are you allergic to any medicines?', mustContain: ['ibuprofen'], affirm: true },
    {
      ask: 'Are there any illnesses in the family?',
      mustContain: [['cancer', 'kidney', 'stroke', 'dialysis']],
    },
    { ask: 'What did your brother die of?', mustContain: ['lung', 'cancer'] },
    { ask: 'Do you smoke?', mustContain: [['10', 'ten']], affirm: true },
    { ask: 'How much do you drink?', mustContain: [['3', 'three'], 'pint'] },
    { ask: 'What did you do for work?', mustContain: ['lorry'] },
    { ask: "Who's at home with you?", mustContain: [['linda', 'wife']] },
    {
      ask: 'What do you think might be causing it?',
      mustContain: ['prostate'],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else?', mustNotContain: diagnosisWords },
    {
      ask: 'Have you ever had a PSA blood test?',
      mustContain: [unsure],
      mustNotContain: ['was normal', 'was raised', 'was high'],
    },
    {
      ask: 'Do you have any pets?',
      mustContain: [unsure],
      mustNotContain: ['dog', 'a cat', 'cats'],
    },
  ],
};
