import type { InterviewCase } from '../types.js';

/** Style c: a GP's narrative referral letter. */
const dx = [
  'arteritis',
  'giant cell',
  'gca',
  'polymyalgia',
  'vasculitis',
  'inflamed arter',
  'inflammation of the arter',
];

export const giantCellArteritis: InterviewCase = {
  id: 'giant-cell-arteritis',
  system: 'rheumatological',
  patient: {
    name: 'Dennis Whitlock',
    medicalHistory: [
      'Dear Colleague,',
      'I would be grateful if you could see this 74-year-old retired postman, Mr Dennis Whitlock, urgently.',
      'He came to see me this morning with a new headache over the right temple which started three weeks ago.',
      'He describes it as a constant, throbbing ache, worst at night, and says his scalp on that side is so tender that he cannot bear to comb his hair or lay his head on the pillow.',
      'For the last week his jaw has ached when he chews meat, easing when he stops chewing.',
      'Yesterday, while reading the paper, the vision in his right eye went grey, "like a curtain coming down", for about five minutes and then came back.',
      'He has had no double vision.',
      'He has also noticed stiffness in both shoulders in the mornings for around two months, lasting an hour or so, and he has lost about 3 kg without trying.',
      'He has not had a fever but feels washed out. He has never suffered from headaches before.',
      'His past history includes high blood pressure, a left hip replacement in 2018 and an enlarged prostate.',
      'He takes amlodipine 10 mg once daily, tamsulosin 400 micrograms at night and atorvastatin 20 mg at night.',
      'He is allergic to codeine, which makes him vomit.',
      'He has smoked 10 cigarettes a day for 50 years and drinks two pints of bitter at the weekend.',
      'He lives with his wife, Joan, in a bungalow. His brother died of bowel cancer at 70.',
      'On examination his right temporal artery is thickened and tender. I have not started any treatment.',
      'Many thanks for seeing him.',
      'Yours sincerely, Dr R. Patel',
    ].join('\n'),
    symptoms: [
      { name: 'Headache', description: 'New unilateral temporal headache', severity: 'severe' },
      { name: 'Scalp tenderness', description: 'Tender scalp on combing hair', severity: 'moderate' },
      {
        name: 'Jaw claudication',
        description: 'Jaw pain on chewing, relieved by rest',
        severity: 'moderate',
      },
      { name: 'Amaurosis fugax', description: 'Transient monocular loss of vision', severity: 'severe' },
      {
        name: 'Shoulder stiffness',
        description: 'Bilateral morning shoulder girdle stiffness',
        severity: 'mild',
      },
      { name: 'Weight loss', description: 'Unintentional weight loss', severity: 'mild' },
    ],
    diagnosis: 'Giant cell (temporal) arteritis with visual symptoms',
    treatments:
      'Immediate high-dose prednisolone (60 mg, or IV methylprednisolone with visual loss); same-day ophthalmology; temporal artery ultrasound or biopsy; ESR/CRP; bone and gastric protection',
  },
  questions: [
    { ask: 'What seems to be the trouble, Mr Whitlock?', mustContain: [['head']], mustNotContain: dx },
    {
      ask: 'Where exactly do you feel the headache?',
      mustContain: [['right'], ['temple', 'side']],
      mustNotContain: [...dx, 'left temple', 'back of my head', 'forehead'],
    },
    { ask: 'How long have you had it?', mustContain: [['3', 'three']], mustNotContain: dx },
    {
      ask: 'What kind of pain is it?',
      mustContain: [['throb', 'ach', 'constant']],
      mustNotContain: [...dx, 'sharp', 'stabbing'],
    },
    { ask: 'Have you had any chest pain?', affirm: false, mustNotContain: dx },
    { ask: 'What time of day is it worst?', mustContain: [['night']], mustNotContain: dx },
    {
      ask: "Is there anything you can't bear doing because of it?",
      mustContain: [['comb', 'pillow', 'hair']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you get any pain when you eat?',
      affirm: true,
      mustContain: [['jaw']],
      mustNotContain: dx,
    },
    {
      ask: 'What happens to the jaw ache when you stop chewing?',
      mustContain: [['eas', 'goes', 'better', 'settle', 'stop']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you had any trouble with your eyesight?',
      affirm: true,
      mustContain: [['right']],
      mustNotContain: [...dx, 'left eye', 'both eyes'],
    },
    {
      ask: 'Can you describe what happened to your sight yesterday?',
      mustContain: [['curtain', 'grey', 'gray']],
      mustNotContain: dx,
    },
    { ask: 'How long did your sight go for?', mustContain: [['5', 'five']], mustNotContain: dx },
    {
      ask: 'Any stiffness in your muscles or joints?',
      affirm: true,
      mustContain: [['shoulder']],
      mustNotContain: [...dx, 'knee'],
    },
    { ask: 'Have you lost any weight?', affirm: true, mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'Have you had a temperature?', affirm: false, mustNotContain: dx },
    { ask: 'Have you ever had headaches like this before?', affirm: false, mustNotContain: dx },
    {
      ask: 'Any weakness or numbness in your arms or legs?',
      affirm: false,
      mustNotContain: dx,
    },
    {
      ask: 'What other health problems do you have?',
      mustContain: [['blood pressure', 'hypertension', 'prostate', 'hip']],
      mustNotContain: [...dx, 'diabet', 'heart attack'],
    },
    {
      ask: 'Have you had any operations?',
      affirm: true,
      mustContain: [['left'], ['hip']],
      mustNotContain: [...dx, 'right hip'],
    },
    { ask: "Who's at home with you?", mustContain: [['joan', 'wife']], mustNotContain: dx },
    {
      ask: 'What medicines are you on?',
      mustContain: ['amlodipine', 'tamsulosin', 'atorvastatin'],
      mustNotContain: [...dx, 'prednisolone', 'steroid', 'aspirin'],
    },
    {
      ask: 'Are you allergic to any medicines?',
      affirm: true,
      mustContain: [['codeine'], ['vomit', 'sick', 'throw']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['10', 'ten']], mustNotContain: dx },
    {
      ask: 'How much do you drink?',
      mustContain: [
        ['2', 'two'],
        ['pint', 'bitter', 'beer'],
      ],
      mustNotContain: dx,
    },
    { ask: 'What did you do for work?', mustContain: [['post']], mustNotContain: dx },
    {
      ask: 'Any illnesses in the family?',
      mustContain: [['bowel', 'cancer']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any pets at home?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'my dog', 'my cat', 'a dog', 'a cat'],
    },
    { ask: 'Could this be an inflamed artery?', mustNotContain: dx },
  ],
};
