import type { InterviewCase } from '../types.js';

const diagnosisWords = ['hyponatraemia', 'hyponatremia', 'sodium', 'salt'];
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

export const hyponatraemia: InterviewCase = {
  id: 'hyponatraemia',
  system: 'endocrine',
  patient: {
    name: 'Patricia Morgan',
    medicalHistory: `Her husband, Alan, gives most of the history. He says that over the last 5 days Patricia has become increasingly confused and "vague": she keeps repeating herself, yesterday she forgot how to use the kettle, and on Tuesday she got lost walking back from the corner shop, a route she has walked for 30 years. This morning at 7 am he found her sitting on the bathroom floor, very drowsy; she said she had slipped. She did not hit her head and did not black out. For 3 days she has had a headache across her forehead, a dull pressure that she scores 5 out of 10, which is worse when she bends over and which paracetamol does not help much. She felt sick yesterday evening and vomited once during the night. She has been unsteady on her feet, and her legs feel weak. She gets cramps in both calves at night. Alan says she has been drinking at least 3 litres of water a day since a urine infection in October, because she read it was good for her, and she is going to the toilet constantly. No fits. No fever, no cough and no burning when she passes urine. Her speech is not slurred and she has no weakness down one side. She has not had diarrhoea.

Three weeks ago her GP started sertraline for low mood after her sister died in the summer. In September her amlodipine was swapped for indapamide because it made her ankles swell.

Medicines (Alan brought in all the boxes):
1. Sertraline 50 mg once daily (started 3 weeks ago)
2. Indapamide 2.5 mg each morning (started in September)
3. Amlodipine 5 mg once daily (stopped in September because of ankle swelling)
4. Metformin 500 mg twice daily
5. Simvastatin 40 mg at night
6. Aspirin 75 mg once daily
7. Omeprazole 20 mg once daily
8. Zopiclone 3.75 mg at night when needed (none for the past month)
9. Paracetamol 1 g up to four times a day
10. Senna 2 tablets at night
11. Nitrofurantoin 100 mg twice daily for 3 days in October (completed)

PMH: type 2 diabetes for 15 years; high blood pressure; a mini-stroke (TIA) in 2020 with no lasting weakness; acid reflux; urine infection in October. She had her gallbladder removed in 2005 and a right knee replacement in 2017.

Allergies: trimethoprim, which gave her an itchy rash all over. Codeine constipates her, but she is not allergic to it.

FH: her sister died of ovarian cancer in the summer, aged 74. Her father had diabetes.

SH: Patricia is 79 and a retired librarian. She lives with Alan in a two-storey house and they manage on their own; their son, Michael, lives nearby and does the big shop. She smoked 15 a day until she gave up in 1985. She has a glass of wine on Saturday evenings. Until last week she walked to the shops every day without a stick.

Alan is frightened she has had another mini-stroke or that it is the start of dementia.`,
    symptoms: [
      {
        name: 'Confusion',
        description: 'Increasingly confused and repeating herself over 5 days; got lost on a familiar route',
        severity: 'severe',
      },
      { name: 'Headache', description: 'Dull pressure across the forehead, 5/10', severity: 'moderate' },
      { name: 'Drowsiness', description: 'Very drowsy this morning', severity: 'moderate' },
      { name: 'Nausea and vomiting', description: 'Vomited once overnight', severity: 'mild' },
      {
        name: 'Unsteadiness',
        description: 'Unsteady on her feet; found sitting on the bathroom floor',
        severity: 'moderate',
      },
      { name: 'Muscle cramps', description: 'Both calves, at night', severity: 'mild' },
    ],
    diagnosis: 'Hyponatraemia (indapamide and sertraline, with excessive water intake)',
    treatments:
      'Urgent U&E, serum and urine osmolality, urine sodium, glucose, TFTs and cortisol; stop indapamide and sertraline; fluid restriction; hypertonic saline under specialist advice if severe symptoms; correct slowly (no more than 10 mmol/L in 24 hours) to avoid osmotic demyelination; falls assessment; consider an alternative antidepressant such as mirtazapine',
  },
  questions: [
    {
      ask: "What's brought you into hospital today?",
      mustContain: [
        ['confused', 'confusion', 'muddled', 'vague', 'repeating', 'floor', 'slipped', 'forget', 'forgot'],
      ],
      mustNotContain: diagnosisWords,
    },
    { ask: 'When did things start to change?', mustContain: [['5', 'five'], 'day'] },
    { ask: 'Where is the headache?', mustContain: [['forehead', 'front']] },
    { ask: 'What is the headache like?', mustContain: [['dull', 'pressure']] },
    { ask: 'How long have you had the headache?', mustContain: [['3', 'three'], 'day'] },
    { ask: 'How bad is the headache out of 10?', mustContain: [['5', 'five']] },
    { ask: 'Does anything make the headache worse?', mustContain: [['bend', 'bending']] },
    { ask: 'Does anything help the headache?', mustContain: ['paracetamol'] },
    { ask: 'Did you hit your head when you fell this morning?', affirm: false },
    { ask: 'Have you been sick?', mustContain: [['once', 'one', '1']], affirm: true },
    { ask: 'Have you noticed any weakness down one side of your body?', affirm: false },
    {
      ask: 'How much water have you been drinking?',
      mustContain: [['3', 'three'], 'litre'],
    },
    { ask: 'Do you get cramps?', mustContain: [['calf', 'calves']], affirm: true },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['diabetes', 'blood pressure', 'tia', 'mini stroke', 'reflux']],
    },
    {
      ask: 'Have you had any operations?',
      mustContain: [['gallbladder', 'knee']],
      affirm: true,
    },
    {
      ask: 'What medicines do you take?',
      mustContain: [
        [
          'sertraline',
          'indapamide',
          'metformin',
          'simvastatin',
          'aspirin',
          'omeprazole',
          'paracetamol',
          'senna',
        ],
      ],
    },
    { ask: 'Are you still on amlodipine?', affirm: false },
    { ask: 'Do you have any allergies?', mustContain: ['trimethoprim'], affirm: true },
    { ask: 'Does anything run in the family?', mustContain: [['cancer', 'diabetes']] },
    { ask: 'What did your sister die of?', mustContain: [['ovarian', 'ovary', 'ovaries', 'cancer']] },
    {
      ask: 'Have you ever smoked?',
      mustContain: [['1985', '15', 'fifteen', 'gave up', 'stopped', 'used to']],
      affirm: true,
    },
    { ask: 'Do you drink alcohol?', mustContain: ['wine'] },
    { ask: 'What did you do for work?', mustContain: ['librarian'] },
    { ask: 'Who lives with you?', mustContain: [['alan', 'husband']] },
    {
      ask: 'What is Alan worried about?',
      mustContain: [['stroke', 'dementia']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Anything else you want to tell me?', mustNotContain: diagnosisWords },
    {
      ask: 'What are your blood sugars usually like?',
      mustContain: [unsure],
      mustNotContain: ['mmol', 'well controlled', 'always good'],
    },
    {
      ask: 'Do you have any pets?',
      mustContain: [unsure],
      mustNotContain: ['dog', 'a cat', 'cats'],
    },
  ],
};
