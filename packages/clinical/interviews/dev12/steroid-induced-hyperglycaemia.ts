import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  'unsure',
  "can't say",
  "couldn't say",
];

export const steroidInducedHyperglycaemia: InterviewCase = {
  id: 'steroid-induced-hyperglycaemia',
  system: 'endocrine',
  patient: {
    name: 'Sylvia Moore',
    medicalHistory: `Sylvia Moore, 69, retired hairdresser. Seen at home with her husband, Ken, who gives most of the story because Sylvia is 'muddled and worn out'.

Ken says that for the past 10 days his wife has been drinking constantly - mostly orange squash and Lucozade, 'to keep her energy up' - and getting up four or five times a night to pass water, where she used to sleep right through. She has been exhausted, dozing in her chair most afternoons, and this week she has complained that the newspaper is blurry when she reads it, although her glasses are only two months old. Her mouth is dry all the time. Yesterday she did not know what day it was, which is not like her. This morning Ken checked her sugar on his own meter (he has diabetes): it read 'HI', and 24.6 an hour later.

Three weeks ago the hospital started her on high-dose steroids for temporal arteritis, after she had bad headaches on the right side of her head and pain in her jaw when chewing. The headaches and jaw pain are much better. She has had no tummy pain or vomiting, no breathlessness, no fever and no burning when she passes water. Ken has not noticed any weight loss. She has never been told she has diabetes, though the practice nurse said her sugar was 'borderline' in 2023.

Medicines (Ken keeps the list in his wallet):
1. Prednisolone 40 mg each morning (started 3 weeks ago; to be reduced at clinic next week)
2. Alendronic acid 70 mg once weekly (Sundays)
3. Adcal-D3 one tablet twice daily
4. Omeprazole 20 mg once daily
5. Aspirin 75 mg once daily (started with the steroids)
6. Amlodipine 5 mg once daily
7. Bendroflumethiazide 2.5 mg once daily
8. Simvastatin 20 mg at night
9. Sertraline 50 mg once daily
10. Salbutamol inhaler 2 puffs when needed (rarely used)
11. Paracetamol 1 g when needed
12. Senna 2 tablets at night when needed

Allergies: codeine (made her hallucinate).

PMH: temporal arteritis (this month), high blood pressure, mild asthma, depression after her sister's death (2022). Hysterectomy 1995; left carpal tunnel release 2018.

FH: mother had type 2 diabetes from her sixties; brother Roy has heart disease.

SH: lives with Ken (72) in a two-storey house; their daughter, Lisa, lives in Cardiff and phones daily. Never smoked; does not drink alcohol.

Ken wonders whether the steroids have 'given her diabetes' and is frightened the muddle means she has had a stroke. Sylvia mostly wants to stop feeling so tired.`,
    symptoms: [
      {
        name: 'Excessive thirst',
        description: 'Drinking constantly; mouth dry all the time',
        severity: 'moderate',
      },
      {
        name: 'Passing urine frequently',
        description: 'Going every hour or so in the daytime too',
        severity: 'moderate',
      },
      { name: 'Tiredness', description: 'Dozes in the chair most afternoons', severity: 'moderate' },
      { name: 'Blurred vision', description: 'Both eyes, worse when reading', severity: 'mild' },
      { name: 'Confusion', description: 'Did not know what day it was yesterday', severity: 'moderate' },
    ],
    diagnosis: 'Steroid-induced hyperglycaemia',
    treatments:
      'Check capillary and venous glucose, ketones, U&Es, osmolality and HbA1c to exclude hyperosmolar hyperglycaemic state or DKA; oral or IV fluids; switch to sugar-free drinks; start gliclazide in the morning (or NPH insulin) titrated to daytime glucose, adjusting as prednisolone is tapered; do not stop the prednisolone abruptly; capillary glucose monitoring with sick-day and hypo advice; consider stopping bendroflumethiazide; diabetes team and GCA clinic follow-up; DVLA advice if on insulin.',
  },
  questions: [
    {
      ask: "Hello Mrs Moore, what's been the trouble lately?",
      mustContain: [['thirsty', 'thirst', 'drinking']],
      mustNotContain: ['hyperglycaemia', 'hyperglycemia'],
    },
    { ask: 'How long has this been going on?', mustContain: [['10 days', 'ten days']] },
    { ask: 'What have you been drinking?', mustContain: [['squash', 'lucozade']] },
    { ask: 'How often are you passing water during the day?', mustContain: ['hour'] },
    {
      ask: 'How many times do you get up at night to pass urine?',
      mustContain: [['4', '5', 'four', 'five']],
    },
    { ask: 'Is the blurring in one eye or both?', mustContain: ['both'] },
    {
      ask: 'When do you notice the blurred vision most?',
      mustContain: [['reading', 'read', 'newspaper', 'paper']],
    },
    {
      ask: 'How tired have you been feeling?',
      mustContain: [['exhausted', 'dozing', 'dozes', 'chair', 'afternoons']],
    },
    { ask: 'Have you been confused at all?', mustContain: [['day', 'yesterday']], affirm: true },
    { ask: 'Has anyone checked your blood sugar?', mustContain: [['24.6', '24 point 6']], affirm: true },
    { ask: 'Any tummy pain?', affirm: false },
    { ask: 'Any burning when you pass water?', affirm: false },
    { ask: 'Have you lost weight?', affirm: false },
    { ask: 'How are the headaches now?', mustContain: ['better'] },
    { ask: 'Have you ever been told your sugar was high before?', mustContain: ['borderline'] },
    { ask: 'What dose of prednisolone are you taking?', mustContain: ['40'] },
    {
      ask: 'What other medicines do you take?',
      mustContain: [
        [
          'alendronic',
          'adcal',
          'omeprazole',
          'aspirin',
          'amlodipine',
          'bendroflumethiazide',
          'simvastatin',
          'sertraline',
          'salbutamol',
          'paracetamol',
          'senna',
        ],
      ],
    },
    { ask: 'Are you allergic to any medicines?', mustContain: ['codeine'], affirm: true },
    {
      ask: 'What other medical problems have you had?',
      mustContain: [['blood pressure', 'asthma', 'depression', 'arteritis']],
    },
    {
      ask: 'Have you had any operations?',
      mustContain: [['hysterectomy', 'womb', 'carpal tunnel']],
      affirm: true,
    },
    { ask: 'Does diabetes run in the family?', mustContain: [['mother', 'mum']], affirm: true },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink alcohol?', affirm: false },
    { ask: 'What did you do for a living?', mustContain: ['hairdresser'] },
    { ask: 'Who lives with you?', mustContain: [['ken', 'husband']] },
    {
      ask: 'What are you and Ken most worried about?',
      mustContain: [['stroke', 'tired', 'diabetes', 'steroids']],
    },
    { ask: 'Have you had your flu jab this year?', mustContain: [unsure] },
    {
      ask: 'Is this steroid-induced hyperglycaemia?',
      mustContain: [unsure],
      mustNotContain: ['hyperglycaemia', 'hyperglycemia'],
    },
  ],
};
