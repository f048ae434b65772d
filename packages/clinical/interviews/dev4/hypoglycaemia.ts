import type { InterviewCase } from '../types.js';

/** Style 5: a long numbered medicines list plus a relative's report of events. */
export const hypoglycaemia: InterviewCase = {
  id: 'hypoglycaemia',
  system: 'endocrine',
  patient: {
    name: 'Harold Brooks',
    medicalHistory: `Harold ("Harry") Brooks is a 78-year-old retired postman. His wife Jean says she found him at about 7 am this morning sitting on the edge of the bed, sweating heavily, shaking and talking nonsense; for a minute or two he did not seem to know who she was. She gave him a glass of orange juice and he was a bit better by the time the ambulance arrived. He does not remember any of it. He did not fall, did not have a fit and did not wet himself, and Jean did not notice any drooping of his face or weakness of his arms. He had no chest pain. Jean says he has been eating very little for a week because his new dentures are rubbing and his mouth is sore, and he skipped his supper last night, but he took all his tablets as usual. Twice in the past month he has had milder turns mid-morning, sweaty and shaky, which settled after a biscuit. Six weeks ago the GP increased his gliclazide from 80 mg to 160 mg twice a day. At his last blood test in the spring he was told his kidneys were "a bit down".
Past history: type 2 diabetes for 15 years, heart attack in 2016 with 2 stents, high blood pressure, enlarged prostate, arthritis in both knees, chronic kidney disease stage 3.
Medicines:
1. Gliclazide 160 mg twice daily
2. Metformin 1 g twice daily
3. Ramipril 10 mg once daily
4. Atorvastatin 40 mg at night
5. Aspirin 75 mg once daily
6. Bisoprolol 5 mg once daily
7. Tamsulosin 400 micrograms at night
8. Lansoprazole 15 mg once daily
9. GTN spray when needed for chest pain
10. Co-codamol 30/500 two tablets when needed for knee pain
No known drug allergies.
He smoked 20 a day for 40 years and stopped after his heart attack. He has a pint of bitter on Sundays. He lives with Jean in a bungalow, is independent and still drives. Jean is worried he has had a stroke.`,
    symptoms: [
      { name: 'Confusion', description: 'Confused and talking nonsense this morning', severity: 'severe' },
      { name: 'Sweating', description: 'Sweating heavily', severity: 'moderate' },
      { name: 'Shaking', description: 'Shaky and trembling', severity: 'moderate' },
      { name: 'Poor appetite', description: 'Eating very little for a week', severity: 'mild' },
      { name: 'Sore mouth', description: 'Sore mouth from rubbing dentures', severity: 'mild' },
    ],
    diagnosis: 'Sulfonylurea-induced hypoglycaemia',
    treatments:
      'Capillary glucose now; oral glucose or IV dextrose, then a long-acting carbohydrate; admit to observe for recurrence as gliclazide is long-acting; reduce or stop gliclazide; check renal function and HbA1c; dental review for the dentures.',
  },
  questions: [
    {
      ask: "Mr Brooks, can you tell me what's happened this morning?",
      mustContain: [['jean', 'wife', 'confus', 'sweat', 'remember']],
      mustNotContain: ['hypo', 'low sugar', 'low blood sugar'],
    },
    { ask: 'What time did your wife find you?', mustContain: ['7'], mustNotContain: ['hypo', 'low sugar'] },
    {
      ask: 'What did she notice about you?',
      mustContain: [['sweat', 'shak', 'nonsense', 'confus']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    { ask: 'Do you remember any of it yourself?', mustNotContain: ['hypo', 'low sugar'], affirm: false },
    {
      ask: 'Did you recognise her?',
      mustContain: [['minute', 'know who', 'recognis']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    { ask: 'What did she do to help?', mustContain: ['orange juice'], mustNotContain: ['hypo', 'low sugar'] },
    { ask: 'Did you have a fit, or wet yourself?', mustNotContain: ['hypo', 'low sugar'], affirm: false },
    {
      ask: 'Was there any drooping of your face or weakness in your arms?',
      mustNotContain: ['hypo', 'low sugar'],
      affirm: false,
    },
    { ask: 'Any chest pain?', mustNotContain: ['hypo', 'low sugar'], affirm: false },
    {
      ask: 'Has anything like this happened before?',
      mustContain: [['twice', '2', 'two']],
      mustNotContain: ['hypo', 'low sugar'],
      affirm: true,
    },
    {
      ask: 'What helped those episodes settle?',
      mustContain: ['biscuit'],
      mustNotContain: ['hypo', 'low sugar'],
    },
    {
      ask: 'How has your eating been?',
      mustContain: [['little', 'week', 'denture', 'sore']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    {
      ask: 'Why have you been off your food?',
      mustContain: [['denture', 'mouth']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    { ask: 'Did you have supper last night?', mustNotContain: ['hypo', 'low sugar'], affirm: false },
    { ask: 'Did you still take your tablets?', mustNotContain: ['hypo', 'low sugar'], affirm: true },
    {
      ask: 'What tablets do you take for your diabetes?',
      mustContain: ['gliclazide', 'metformin'],
      mustNotContain: ['hypo', 'low sugar', 'insulin'],
    },
    {
      ask: 'Have any of your medicines been changed recently?',
      mustContain: ['gliclazide'],
      mustNotContain: ['hypo', 'low sugar'],
      affirm: true,
    },
    {
      ask: 'What was the dose before, and what is it now?',
      mustContain: ['80', '160'],
      mustNotContain: ['hypo', 'low sugar'],
    },
    { ask: 'When was it increased?', mustContain: [['6', 'six']], mustNotContain: ['hypo', 'low sugar'] },
    {
      ask: 'Are you on a blood thinner?',
      mustContain: ['aspirin'],
      mustNotContain: ['hypo', 'warfarin', 'apixaban'],
      affirm: true,
    },
    { ask: 'How much ramipril do you take?', mustContain: ['10'], mustNotContain: ['hypo', 'low sugar'] },
    {
      ask: 'Anything for your prostate?',
      mustContain: ['tamsulosin'],
      mustNotContain: ['hypo', 'finasteride'],
      affirm: true,
    },
    {
      ask: 'Have you had a heart attack? Any stents?',
      mustContain: ['2016', ['2', 'two']],
      mustNotContain: ['hypo', 'low sugar'],
      affirm: true,
    },
    {
      ask: 'What were you told about your kidneys?',
      mustContain: [['bit down', 'stage 3', 'stage three']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    { ask: 'Any allergies?', mustNotContain: ['hypo', 'low sugar'], affirm: false },
    {
      ask: 'Do you smoke?',
      mustContain: [['stopped', 'quit', 'gave up']],
      mustNotContain: ['hypo', 'low sugar'],
    },
    {
      ask: 'How much did you smoke and for how long?',
      mustContain: ['20', '40'],
      mustNotContain: ['hypo', 'low sugar'],
    },
    {
      ask: 'What is your wife most worried about?',
      mustContain: ['stroke'],
      mustNotContain: ['hypo', 'low sugar'],
    },
  ],
};
