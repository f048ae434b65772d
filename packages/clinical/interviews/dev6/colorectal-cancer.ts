import type { InterviewCase } from '../types.js';

/** A GP's narrative referral letter. */
export const colorectalCancer: InterviewCase = {
  id: 'colorectal-cancer',
  system: 'gastrointestinal',
  patient: {
    name: 'Margaret Ellis',
    medicalHistory: `Dear Doctor,

Thank you for seeing Mrs Margaret Ellis, a 72-year-old retired school secretary, under the urgent suspected cancer pathway. She came to see me yesterday with a 2-month history of a change in her bowel habit. She has always opened her bowels once a day, but for the last 2 months she has been going 3 or 4 times a day, with looser, mushy stools. On at least 5 occasions over the last month she has noticed dark red blood mixed in with the stool, not just on the paper. She also describes a dull, crampy ache low down on the left side of her tummy, which comes and goes, is worse before she opens her bowels and eases afterwards; she scores it 4 out of 10. She has lost about 6 kg (almost a stone) in weight over 3 months without trying, and she has felt increasingly tired and breathless climbing the stairs. She has not had any vomiting. She has never had a colonoscopy, and she did not do the bowel screening kit she was sent last year.

Her past history includes high blood pressure and osteoarthritis of both knees, and she had a hysterectomy in 1995 for fibroids. She takes amlodipine 5 mg once a day, a water tablet (indapamide 2.5 mg each morning), and paracetamol 1 g up to four times a day for her knees. She stopped naproxen last year because it upset her stomach. She is allergic to penicillin, which caused a widespread rash.

She is a widow and lives alone in a bungalow; her daughter, Susan, visits most days. She has never smoked and drinks only a small glass of sherry at Christmas. Her father died of bowel cancer at the age of 70, and her sister has high blood pressure. There is no family history of breast or ovarian cancer.

She looked pale today, and her abdomen was soft with mild tenderness low on the left. She is worried that this is cancer like her father's, and she would like to know as soon as possible.

Yours sincerely,

Dr Anita Shah
Meadowbank Surgery`,
    symptoms: [
      {
        name: 'Change in bowel habit',
        description: 'Looser stools, more often than usual',
        severity: 'moderate',
      },
      {
        name: 'Rectal bleeding',
        description: 'Dark red blood mixed in with the stool',
        severity: 'moderate',
      },
      { name: 'Abdominal pain', description: 'Crampy ache low on the left of the tummy', severity: 'mild' },
      { name: 'Weight loss', description: 'Lost weight without trying', severity: 'moderate' },
      { name: 'Tiredness', description: 'Tired and breathless on the stairs', severity: 'moderate' },
    ],
    diagnosis: 'Colorectal cancer (sigmoid colon)',
    treatments:
      'Urgent two-week-wait referral for colonoscopy, faecal immunochemical test, full blood count and ferritin, CT colonography or CT chest, abdomen and pelvis for staging',
  },
  questions: [
    { ask: 'Hello Mrs Ellis, how can I help you today?', mustContain: [['bowel', 'bowels', 'stools']] },
    { ask: 'How long has this been going on?', mustContain: [['2', 'two'], 'month'] },
    { ask: 'How many times a day are you opening your bowels now?', mustContain: [['3', 'three']] },
    {
      ask: 'Have you noticed any blood? Is it mixed in with the stool or just on the paper?',
      mustContain: ['mixed'],
    },
    { ask: 'Do you have any pain in your tummy?', mustContain: ['left'], affirm: true },
    { ask: 'whats the pain like', mustContain: [['dull', 'crampy', 'ache']] },
    { ask: 'Does anything make the pain better?', mustContain: [['opening', 'afterwards', 'bowels']] },
    { ask: 'How bad is the pain, out of 10?', mustContain: [['4', 'four']] },
    { ask: 'Have you lost any weight?', mustContain: [['6', 'six', 'stone']], affirm: true },
    {
      ask: 'Do you have any other health problems?',
      mustContain: [['blood pressure', 'osteoarthritis', 'knees']],
    },
    { ask: 'Have you had any operations in the past?', mustContain: ['hysterectomy'] },
    { ask: 'Are you on any water tablets?', mustContain: ['indapamide'], affirm: true },
    { ask: 'What do you take for your knees?', mustContain: ['paracetamol'] },
    { ask: 'What dose of amlodipine do you take?', mustContain: [['5', 'five']] },
    { ask: 'Have you stopped any tablets?', mustContain: ['naproxen'] },
    { ask: 'Are you allergic to any medicines?', mustContain: ['penicillin'] },
    { ask: 'What happened when you took penicillin?', mustContain: ['rash'] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink any alcohol?', mustContain: ['sherry'] },
    { ask: 'What did you do for work?', mustContain: ['secretary'] },
    { ask: 'Who is at home with you?', mustContain: ['alone'] },
    { ask: 'Has anyone in your family had bowel problems?', mustContain: [['father', 'dad']] },
    { ask: 'Does your sister have any health problems?', mustContain: ['blood pressure'] },
    { ask: 'Any breast cancer in the family?', affirm: false },
    {
      ask: 'What are you most worried about?',
      mustContain: [['as soon as possible', 'father', 'dad', 'know']],
    },
    {
      ask: 'How has your appetite been?',
      mustNotContain: ['off my food', 'poor appetite', 'not hungry', 'no appetite'],
    },
    { ask: 'Have you been abroad recently?', mustNotContain: ['holiday', 'spain', 'cruise'] },
    { ask: 'Do you have any pets?', mustNotContain: ['my dog', 'my cat', 'a dog', 'dogs', 'cats'] },
  ],
};
