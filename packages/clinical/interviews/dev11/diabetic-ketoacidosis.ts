import type { InterviewCase } from '../types.js';

const notSure = [
  'not sure',
  "don't know",
  'don’t know',
  'do not know',
  'no idea',
  "couldn't say",
  "can't say",
  "can't remember",
];

/** A structured template in clinical shorthand. */
export const diabeticKetoacidosis: InterviewCase = {
  id: 'diabetic-ketoacidosis',
  system: 'endocrine',
  patient: {
    name: 'Ellie Marsh',
    medicalHistory:
      'PC: Vomiting and tummy pain since yesterday afternoon; feeling more and more unwell.\n' +
      "HPC: 19F with T1DM. 3/7 hx of sore throat and feeling 'fluey' (hot and shivery, aching all over). Off her food since, so cut down her insulin: took half her usual Lantus (9 units instead of 18) for the last 2 nights and no NovoRapid for 2/7 because 'I wasn't eating'. Abdo pain started yesterday at ~16:00; central, around the umbilicus, constant ache with cramps on top, 6/10, no radiation. Vomited x6 since, last at 07:00 today; can't keep even water down. No blood in the vomit. Thirsty ++ and passing urine hourly, incl. overnight, for 2/7. Since this morning feels she 'can't catch her breath'. Meter has read 'HI' since last night; blood ketones 4.8 on her home meter at 06:30 (has never seen them above 1 before). Denies diarrhoea, dysuria, chest pain, headache. LMP 2/52 ago, regular; not sexually active at present.\n" +
      "PMH: T1DM dx aged 11. One previous admission aged 15 with very high sugars and vomiting (2 nights on the children's ward). Coeliac disease dx aged 14, on a gluten-free diet. Asthma as a child, no inhalers for years.\n" +
      'PSH: Appendicectomy aged 9.\n' +
      'DH: Lantus (insulin glargine) 18 units at 22:00. NovoRapid (insulin aspart) with meals, carb counting, ~1 unit per 10 g. Microgynon 30, 1 OD. Paracetamol for the sore throat.\n' +
      'Allergies: Penicillin (widespread rash as a child).\n' +
      'FH: Mum (Karen) hypothyroidism. Maternal grandad T2DM. Dad (Steve) fit and well. No siblings.\n' +
      "SH: 2nd-year biology student at the University of Leeds. Lives in a shared student house with 4 friends; flatmate Priya drove her in. Never smoked, doesn't vape. EtOH ~10-14 u/wk, mostly at weekends; went to a house party 4 nights ago and had 'a few vodkas'. Denies recreational drugs.\n" +
      'ICE: Thinks it is a stomach bug going round the house (a flatmate had vomiting last week). Worried about missing her exams next week. Hoping for an anti-sickness injection and to go home today.\n' +
      'O/E: Unwell, flushed. HR 118, BP 104/66, RR 28 (deep, sighing breaths), SpO2 99% RA, T 37.9. Dry mucous membranes, ketotic breath. Abdo soft, diffusely tender, no guarding. CBG HI, ketones 4.8.',
    symptoms: [
      {
        name: 'Vomiting',
        description: 'Six times since yesterday afternoon; cannot keep even sips of water down',
        severity: 'moderate',
      },
      {
        name: 'Abdominal pain',
        description: 'Central, around the belly button; a constant ache with cramps on top',
        severity: 'moderate',
      },
      {
        name: 'Excessive thirst',
        description: 'Drinking bottle after bottle of water; up every hour in the night to pass urine',
        severity: 'moderate',
      },
      {
        name: 'Shortness of breath',
        description: 'Breathing fast and deep since this morning; runs out of breath when she talks for long',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Diabetic ketoacidosis',
    treatments:
      'IV 0.9% sodium chloride fluid resuscitation; fixed-rate IV insulin infusion at 0.1 units/kg/hour; continue her Lantus; potassium replacement guided by U&Es; hourly capillary glucose and ketones with venous gases; add 10% glucose when glucose falls below 14 mmol/L; anti-emetic; treat the precipitating infection; diabetes specialist team review and sick-day rules education.',
  },
  questions: [
    {
      ask: "Hi Ellie, I'm a medical student. What's brought you in today?",
      mustContain: [['vomit', 'vomiting', 'sick', 'tummy', 'stomach', 'abdominal', 'pain']],
      mustNotContain: ['ketoacidosis', 'dka'],
    },
    {
      ask: 'Where exactly is the pain?',
      mustContain: [['belly button', 'umbilicus', 'middle', 'central', 'centre']],
    },
    { ask: 'When did the pain start?', mustContain: ['yesterday'] },
    {
      ask: 'What does the pain feel like?',
      mustContain: [['ache', 'cramp', 'cramps', 'cramping', 'crampy']],
    },
    { ask: 'Does the pain go anywhere else?', affirm: false },
    { ask: 'On a scale of one to ten, how bad is it?', mustContain: [['6', 'six']] },
    {
      ask: 'Is the pain there all the time or does it come and go?',
      mustContain: [['constant', 'all the time']],
    },
    { ask: 'How many times have you been sick?', mustContain: [['6', 'six']] },
    { ask: 'Have you been more thirsty than usual?', affirm: true },
    { ask: 'Are you passing water more often?', mustContain: [['hour', 'hourly']], affirm: true },
    { ask: 'Have you had any diarrhoea?', affirm: false },
    { ask: "How's your breathing been?", mustContain: [['breath', 'breathing']] },
    {
      ask: 'Have you checked your ketones?',
      mustContain: [['4.8', '4 point 8', 'four point eight']],
      affirm: true,
    },
    {
      ask: 'Have you been taking your insulin as normal?',
      mustContain: [['half', '9', 'nine', 'novorapid', 'novo rapid', 'lantus']],
      affirm: false,
    },
    { ask: 'Has anything like this ever happened before?', mustContain: [['15', 'fifteen']], affirm: true },
    {
      ask: 'Do you have any other medical conditions apart from your diabetes?',
      mustContain: [['coeliac', 'celiac']],
    },
    { ask: 'Have you had any operations?', mustContain: [['appendix', 'appendicectomy', 'appendectomy']] },
    {
      ask: 'Which insulins do you use?',
      mustContain: [
        ['lantus', 'glargine'],
        ['novorapid', 'novo rapid', 'aspart'],
      ],
    },
    { ask: 'Are you allergic to any medicines?', mustContain: ['penicillin'] },
    { ask: 'Does anything run in your family?', mustContain: [['thyroid', 'hypothyroidism', 'diabetes']] },
    { ask: 'Do you smoke?', affirm: false },
    {
      ask: 'How much alcohol do you drink in a typical week?',
      mustContain: [['10', 'ten', '14', 'fourteen']],
    },
    {
      ask: 'Are you working or studying at the moment?',
      mustContain: [['student', 'biology', 'university']],
    },
    { ask: 'Who do you live with?', mustContain: [['friends', 'student house', 'shared', '4', 'four']] },
    { ask: 'What do you think is going on?', mustContain: [['bug', 'stomach']] },
    { ask: 'Is there anything in particular worrying you?', mustContain: ['exams'] },
    { ask: 'Have you been abroad recently?', mustContain: [notSure] },
    {
      ask: 'Is this DKA?',
      mustContain: [notSure],
      mustNotContain: ['ketoacidosis', 'dka'],
    },
  ],
};
