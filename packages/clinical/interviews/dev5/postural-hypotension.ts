import type { InterviewCase } from '../types.js';

/** Style: a long numbered medicines list with a relative's report woven into the history. */
export const posturalHypotension: InterviewCase = {
  id: 'postural-hypotension',
  system: 'cardiovascular',
  patient: {
    name: 'Arthur Bell',
    medicalHistory: [
      "Arthur Bell is an 83-year-old retired bus driver who comes with his son, Peter. For the past 3 weeks he has felt light-headed and woozy when he stands up, especially first thing in the morning and after meals. It lasts about a minute and passes if he sits back down. Standing for a long time in the kitchen also brings it on. The room does not spin. He has fallen twice: once getting out of bed at night to go to the toilet, and once standing up from the dinner table. He did not hit his head either time. Peter saw the second fall and says his dad went grey and sweaty just before it, but he was not knocked out and got up by himself. He has had no chest pain, no palpitations, no weakness in his arms or legs and no slurred speech. He drinks only about 3 cups of fluid a day because he does not want to get up at night to pass water. Peter says his dad's GP added doxazosin 5 weeks ago, because his blood pressure was high at a check-up, and his dad has been more wobbly since then.",
      'Past history: high blood pressure, a small stroke in 2019 with no lasting weakness, an enlarged prostate, kidney disease (stage 3) and low back pain. Operations: a left inguinal hernia repair in 2004.',
      'Medicines:',
      '1. Ramipril 10 mg once a day',
      '2. Amlodipine 10 mg once a day',
      '3. Doxazosin 4 mg once a day, started 5 weeks ago',
      '4. Furosemide 40 mg in the morning',
      '5. Clopidogrel 75 mg once a day',
      '6. Atorvastatin 40 mg at night',
      '7. Finasteride 5 mg once a day',
      '8. Lansoprazole 30 mg once a day',
      '9. Co-codamol 30/500, two tablets up to four times a day when needed for his back',
      '10. Tamsulosin 400 micrograms, stopped 5 weeks ago when the doxazosin was started',
      '11. Bendroflumethiazide 2.5 mg, stopped 2 years ago because his salt level was low',
      'Peter orders his dad’s prescriptions and fills his weekly pill box every Sunday.',
      'Allergies: trimethoprim, which made his face swell up.',
      'He smoked 20 a day for 30 years and stopped in 1995. He has a can of beer on Sundays. He lives with his wife, Joan, who has memory problems and whom he looks after, in a two-storey house with the bedroom upstairs. His brother had Parkinson’s disease. Peter is worried his dad will fall and break a hip; Arthur is worried about who would look after Joan.',
    ].join('\n'),
    symptoms: [
      { name: 'Dizziness', description: 'Light-headed on standing up.', severity: 'moderate' },
      { name: 'Falls', description: 'Two falls in three weeks.', severity: 'moderate' },
      { name: 'Sweating', description: 'Going grey and sweaty before a fall.', severity: 'mild' },
    ],
    diagnosis:
      'Orthostatic (postural) hypotension caused by medicines (doxazosin, diuretic, antihypertensives) and low fluid intake',
    treatments:
      'Lying and standing blood pressure, ECG, U&E, medication review: stop doxazosin, reduce or stop amlodipine and furosemide, increase fluid intake, rise slowly, falls assessment, occupational therapy home review',
  },
  questions: [
    {
      ask: "What's been happening?",
      mustContain: [['dizzy', 'light headed', 'woozy', 'fallen', 'falls', 'fall']],
    },
    { ask: 'When do you feel dizzy?', mustContain: [['stand', 'standing', 'stands']] },
    { ask: 'Does the room spin round?', affirm: false },
    { ask: 'How long does the dizzy feeling last?', mustContain: [['minute']] },
    { ask: 'What makes it settle down?', mustContain: [['sit', 'sits', 'sitting']] },
    { ask: 'When did this all start?', mustContain: [['3', 'three']] },
    { ask: 'How many times have you fallen?', mustContain: [['twice', 'two', '2']] },
    { ask: 'Were you knocked out?', affirm: false },
    { ask: 'What did your son notice before you fell?', mustContain: [['grey', 'sweaty']] },
    { ask: 'How much do you drink in a day, fluids I mean?', mustContain: [['3', 'three']] },
    { ask: 'Have any of your medicines been changed recently?', mustContain: [['doxazosin']] },
    {
      ask: 'What are you taking for your blood pressure?',
      mustContain: [['ramipril', 'amlodipine', 'doxazosin']],
    },
    { ask: 'Are you on a water tablet?', mustContain: [['furosemide']] },
    { ask: 'Do you take any blood thinners?', mustContain: [['clopidogrel']] },
    { ask: 'Which tablets have you stopped?', mustContain: [['tamsulosin', 'bendroflumethiazide']] },
    { ask: 'who does ur tablets for u', mustContain: [['peter', 'son']] },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['blood pressure', 'stroke', 'prostate', 'kidney', 'back']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hernia']] },
    { ask: 'Are you allergic to any medicines?', mustContain: [['trimethoprim']] },
    {
      ask: 'What happened when you took the trimethoprim?',
      mustContain: [['face', 'swell', 'swelled', 'swelling']],
    },
    { ask: 'Do you smoke?', mustContain: [['1995', 'stopped', 'quit', 'gave up', 'used to', 'ex smoker']] },
    { ask: 'Do you drink alcohol?', mustContain: [['beer']] },
    { ask: 'What did you used to do for work?', mustContain: [['bus']] },
    { ask: 'Who do you live with?', mustContain: [['joan', 'wife']] },
    { ask: 'Is there anything that runs in your family?', mustContain: [['brother']] },
    { ask: 'What are you most worried about?', mustContain: [['joan', 'wife', 'hip']] },
    {
      ask: 'Do you use a walking stick or frame?',
      mustNotContain: ['zimmer', 'i use a stick', 'walking frame'],
    },
    { ask: 'What was your blood pressure at the GP?', mustNotContain: ['160', '170', '180', '150'] },
  ],
};
