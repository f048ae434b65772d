import type { InterviewCase } from '../types.js';

/** Style 1: a parent telling a young child's story (the patient speaks as the mother). */
export const type1Diabetes: InterviewCase = {
  id: 'type-1-diabetes',
  system: 'endocrine',
  patient: {
    name: 'Oliver Hughes',
    medicalHistory:
      'Oliver is a 7-year-old boy brought in by his mum, Sarah, who does the talking. For about 3 weeks he has been really thirsty, drinking 8 to 10 cups of squash a day and asking for water in the night. He is weeing much more, gets up 2 or 3 times a night to go to the toilet, and has wet the bed 3 times this week, although he has been dry at night since he was 3. His teacher mentioned he keeps asking to go to the toilet in class. He has lost weight: his school trousers are falling down, and he weighed 20.5 kg on the bathroom scales on Sunday compared with 23 kg at the school nurse check in September. He is tired all the time, falls asleep on the sofa after school, and last Saturday he was too tired to play football, which he loves. Yesterday evening he complained of tummy ache across the middle, and this morning he was sick twice. Sarah noticed his breath smells sweet, like pear drops. He has not had a temperature, no diarrhoea, and no pain when he wees. As a baby he had eczema, but otherwise he has been well; he takes no regular medicines, has no allergies and his vaccinations are up to date. His dad, Raj, has an underactive thyroid. Oliver lives with Sarah, Raj and his sister Maya, who is 10, and he is in Year 3. Sarah thought at first it was a water infection, but she is now worried it is something serious because he looks so thin and pale.',
    symptoms: [
      {
        name: 'Excessive thirst',
        description: 'Drinking much more than usual for about 3 weeks',
        severity: 'moderate',
      },
      {
        name: 'Passing a lot of urine',
        description: 'Weeing more often, up at night, bedwetting',
        severity: 'moderate',
      },
      { name: 'Weight loss', description: 'Lost about 2.5 kg', severity: 'moderate' },
      { name: 'Tiredness', description: 'Tired all the time', severity: 'moderate' },
      { name: 'Vomiting', description: 'Sick twice this morning', severity: 'moderate' },
      { name: 'Abdominal pain', description: 'Tummy ache since yesterday evening', severity: 'mild' },
    ],
    diagnosis: 'New-onset type 1 diabetes mellitus with early diabetic ketoacidosis',
    treatments:
      'Capillary glucose and ketones now; same-day referral to the paediatric team; blood gas; IV fluids and insulin per the ketoacidosis protocol; diabetes education for the family.',
  },
  questions: [
    {
      ask: "What's been going on with Oliver?",
      mustContain: [['thirst', 'drink']],
      mustNotContain: ['diabet', 'ketoacidosis'],
    },
    { ask: 'How long has he been so thirsty?', mustContain: [['3', 'three']], mustNotContain: ['diabet'] },
    {
      ask: 'Roughly how much is he drinking a day?',
      mustContain: [['8', 'eight', '10', 'ten']],
      mustNotContain: ['diabet'],
    },
    { ask: 'Is he passing more urine than usual?', mustNotContain: ['diabet'], affirm: true },
    {
      ask: 'How many times does he get up in the night to wee?',
      mustContain: [['2', 'two', '3', 'three']],
      mustNotContain: ['diabet'],
    },
    {
      ask: 'Has he had any accidents or wet the bed?',
      mustContain: [['3', 'three']],
      mustNotContain: ['diabet'],
      affirm: true,
    },
    {
      ask: 'How old was he when he became dry at night?',
      mustContain: [['3', 'three']],
      mustNotContain: ['diabet'],
    },
    { ask: 'Has he lost any weight?', mustNotContain: ['diabet'], affirm: true },
    {
      ask: 'How much weight has he lost?',
      mustContain: [['2.5', '2 and a half', 'two and a half', '20.5', '23']],
      mustNotContain: ['diabet'],
    },
    { ask: 'How is his energy?', mustContain: [['tired', 'sleep']], mustNotContain: ['diabet'] },
    {
      ask: 'Has he had to stop doing anything because of that?',
      mustContain: ['football'],
      mustNotContain: ['diabet'],
    },
    { ask: 'Any tummy pain?', mustNotContain: ['diabet'], affirm: true },
    {
      ask: 'When did the tummy ache start?',
      mustContain: [['yesterday', 'last night', 'evening']],
      mustNotContain: ['diabet'],
    },
    {
      ask: 'Has he vomited? How many times?',
      mustContain: [['twice', '2', 'two']],
      mustNotContain: ['diabet'],
      affirm: true,
    },
    {
      ask: 'Have you noticed anything about his breath?',
      mustContain: [['pear', 'sweet']],
      mustNotContain: ['diabet', 'ketone'],
    },
    { ask: 'Has he had a temperature?', mustNotContain: ['diabet'], affirm: false },
    { ask: 'Does it sting or hurt when he passes urine?', mustNotContain: ['diabet'], affirm: false },
    { ask: 'Any diarrhoea?', mustNotContain: ['diabet'], affirm: false },
    {
      ask: 'Has he had any medical problems in the past?',
      mustContain: ['eczema'],
      mustNotContain: ['diabet', 'asthma'],
    },
    { ask: 'Is he on any medicines at the moment?', mustNotContain: ['diabet', 'insulin'], affirm: false },
    { ask: 'Any allergies?', mustNotContain: ['diabet'], affirm: false },
    { ask: 'Are his jabs up to date?', mustNotContain: ['diabet'], affirm: true },
    { ask: 'Does anything run in the family?', mustContain: ['thyroid'], mustNotContain: ['diabet'] },
    {
      ask: 'Who has the thyroid problem?',
      mustContain: [['raj', 'dad', 'father', 'husband']],
      mustNotContain: ['diabet'],
    },
    { ask: 'Who lives at home with him?', mustContain: [['maya', 'sister']], mustNotContain: ['diabet'] },
    { ask: 'Has school noticed anything?', mustContain: ['toilet'], mustNotContain: ['diabet'] },
    {
      ask: 'What did you think was going on at first?',
      mustContain: [['water infection', 'urine infection', 'infection']],
      mustNotContain: ['diabet'],
    },
    {
      ask: 'Has he had any headaches or problems with his eyesight?',
      mustNotContain: ['diabet'],
      affirm: false,
    },
  ],
};
