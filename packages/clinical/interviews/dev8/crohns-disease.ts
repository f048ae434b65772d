import type { InterviewCase } from '../types.js';

const key = ['crohn', "crohn's", 'inflammatory bowel'];

export const crohnsDisease: InterviewCase = {
  id: 'crohns-disease',
  system: 'gastrointestinal',
  patient: {
    name: 'Daniel Okoro',
    medicalHistory:
      'Daniel is a 23-year-old PhD student in chemistry who has come to his GP because of four months of tummy pain and diarrhoea. The pain is in the lower right side of his abdomen. He describes it as cramping and coming in waves, and it comes on 30 to 60 minutes after he eats, especially after a large meal; it eases after he opens his bowels. It does not spread anywhere else. At its worst he scores it 6 out of 10. He is opening his bowels five or six times a day; the stools are loose and sometimes contain mucus, but he has never seen any blood. About twice a week the urge wakes him at night. He has lost 6 kg over the four months, from 72 kg to 66 kg, partly because he has been eating less to avoid the pain. He has had crops of painful mouth ulcers, and he has felt hot and shivery in the evenings, with temperatures of up to 37.9 at home. His right knee has ached for a month, without any swelling. He feels exhausted and has been struggling to finish his lab work. He has not vomited. He has not travelled abroad in the last year, nobody he lives with has been ill, and he has not had any antibiotics recently.\n\n' +
      'A year ago he had an abscess next to his back passage drained under a general anaesthetic; otherwise he has always been well. He takes loperamide, which he buys from the pharmacy, up to four times a day on bad days, and his GP prescribed mebeverine 135 mg three times a day six weeks ago, which has made little difference. He used to take ibuprofen for the pain but stopped it a month ago because he read that it could upset his stomach. He is allergic to peanuts, which make his lips swell.\n\n' +
      "His mother's sister has ulcerative colitis, and his father has type 2 diabetes. He has no brothers or sisters.\n\n" +
      'He shares a flat with two other students in Manchester. He smokes about ten roll-ups a day and drinks around eight units a week, less since the pain started. He has never used recreational drugs. He is worried that he might have bowel cancer, because he has read about young people getting it, and he is anxious about falling behind with his thesis.',
    symptoms: [
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'moderate' },
      {
        name: 'Diarrhoea',
        description: 'Loose or watery stools passed more often than usual',
        severity: 'moderate',
      },
      { name: 'Weight loss', description: 'Unintentional loss of body weight', severity: 'moderate' },
      { name: 'Fatigue', description: 'Feeling tired or lacking energy', severity: 'moderate' },
      { name: 'Mouth ulcers', description: 'Sores inside the mouth', severity: 'mild' },
      { name: 'Fever', description: 'A raised body temperature', severity: 'mild' },
    ],
    diagnosis: "Crohn's disease (terminal ileal)",
    treatments:
      'Bloods (FBC, CRP, U&E, LFTs, albumin, ferritin, B12, folate), faecal calprotectin and stool culture; urgent gastroenterology referral for ileocolonoscopy with biopsies and MR enterography; stop loperamide until infection and severe disease are excluded; induce remission with budesonide or prednisolone; smoking cessation support; dietitian review; azathioprine or a biologic (infliximab, adalimumab) to maintain remission.',
  },
  questions: [
    {
      ask: 'What brings you in today?',
      mustContain: [['pain', 'tummy', 'stomach', 'abdomen', 'diarrhoea', 'bowels']],
      mustNotContain: key,
    },
    { ask: 'How long has this been going on?', mustContain: [['four', '4']] },
    { ask: 'Whereabouts in your tummy is the pain?', mustContain: [['right']] },
    {
      ask: 'Can you describe what the pain feels like?',
      mustContain: [['cramping', 'cramp', 'cramps', 'crampy', 'waves']],
    },
    { ask: 'Does the pain move anywhere else?', affirm: false },
    {
      ask: 'Is there anything that brings the pain on?',
      mustContain: [['eat', 'eating', 'meal', 'meals', 'food']],
    },
    { ask: 'What makes it better?', mustContain: [['bowels', 'toilet', 'poo']] },
    { ask: 'How bad does the pain get, out of ten?', mustContain: [['6', 'six']] },
    { ask: 'How many times a day are you opening your bowels?', mustContain: [['five', '5', 'six', '6']] },
    { ask: 'Have you seen any blood in your poo?', affirm: false },
    { ask: 'Have you noticed any slime or mucus?', affirm: true },
    { ask: "Is there anything else you've noticed?", mustNotContain: key },
    { ask: 'Have you lost any weight?', mustContain: [['6', 'six']], affirm: true },
    { ask: 'Any ulcers in your mouth?', affirm: true },
    {
      ask: 'Have you been getting temperatures?',
      mustContain: [['evening', 'evenings', '37.9', '37']],
      affirm: true,
    },
    { ask: 'How tall are you?', mustNotContain: ['cm', 'centimetres', 'metre', 'metres', 'feet', 'inches'] },
    { ask: 'Have you had any medical problems before?', mustContain: [['abscess']] },
    { ask: 'Have you ever had an operation?', mustContain: [['abscess', 'drained']], affirm: true },
    { ask: 'What have you been taking for it?', mustContain: [['loperamide', 'imodium', 'mebeverine']] },
    { ask: 'Do you take ibuprofen at all?', mustContain: [['stopped', 'stop', 'used to']] },
    { ask: 'Do you have any allergies?', mustContain: [['peanut', 'peanuts']] },
    {
      ask: 'Does anyone in the family have bowel problems?',
      mustContain: [['aunt', 'colitis']],
      affirm: true,
      mustNotContain: key,
    },
    { ask: 'Do you smoke?', mustContain: [['ten', '10']], affirm: true },
    { ask: 'How much alcohol do you drink?', mustContain: [['eight', '8']] },
    { ask: 'What do you do?', mustContain: [['student', 'phd', 'chemistry']] },
    { ask: 'Who do you live with?', mustContain: [['students', 'flat', 'flatmates']] },
    {
      ask: 'Is there anything worrying you about this?',
      mustContain: [['cancer', 'thesis']],
      mustNotContain: key,
    },
    { ask: 'Do you have any pets?', mustNotContain: ['dog', 'cat', 'rabbit', 'hamster'] },
  ],
};
