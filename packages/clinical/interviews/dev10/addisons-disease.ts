import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't remember",
  'cannot remember',
];

const diagnosisWords = ['addison', 'adrenal'];

export const addisonsDisease: InterviewCase = {
  id: 'addisons-disease',
  system: 'endocrine',
  patient: {
    name: 'Hannah Price',
    medicalHistory: `Hannah is a 34-year-old primary school teacher who has felt exhausted for about five months. At first she put it down to work and to her four-year-old son, Alfie, not sleeping, but now she has to lie down as soon as she gets home and she has had to give up her Saturday parkrun. She has lost 7 kg without trying (from 63 kg to 56 kg) and has gone off her food, apart from a strong craving for salty things: she eats crisps every day and Marmite straight from the jar. She feels light-headed whenever she stands up quickly, and she fainted once in the school hall in October, coming round after a few seconds; she did not bite her tongue or wet herself. For the last three weeks she has felt sick most mornings, and she has vomited twice this week. She has a vague ache in her tummy and aching muscles in her legs. Her husband, Owen, has commented that she looks tanned even though they have not been on holiday; she has noticed dark lines in the creases of her palms, a darker patch inside her cheek, and that an old scar on her right knee has gone brown. Her periods have become irregular. She feels low and snappy but has no thoughts of harming herself.

She was diagnosed with an underactive thyroid in 2021 and has vitiligo (white patches) on the backs of both hands. She had her wisdom teeth out in 2012 and no other operations. She takes levothyroxine 100 micrograms each morning and uses the Cerazette pill. She has no allergies to medicines. Her mother has type 1 diabetes and her grandmother had pernicious anaemia.

She lives with Owen and Alfie in a semi-detached house. She has never smoked. She used to have a glass or two of wine at weekends but stopped in the summer because it made her feel worse. She thought she was simply run down, but her sister, Beth, told her to get her thyroid checked again. She is worried because she nearly fainted in front of her class, and she wants to know whether she is safe to drive.`,
    symptoms: [
      { name: 'Fatigue', description: 'Feeling tired and lacking energy', severity: 'severe' },
      { name: 'Weight loss', description: 'Losing weight without trying', severity: 'moderate' },
      { name: 'Dizziness', description: 'Feeling light-headed or unsteady', severity: 'moderate' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
      { name: 'Skin pigmentation', description: 'Darkening of the skin', severity: 'mild' },
    ],
    diagnosis: "Addison's disease (primary autoimmune adrenal insufficiency)",
    treatments:
      'Same-day assessment; U&E (hyponatraemia, hyperkalaemia), glucose, 9 am cortisol with paired ACTH, then short Synacthen test, adrenal antibodies, renin and aldosterone, TFTs; if unwell or vomiting treat as adrenal crisis with IM or IV hydrocortisone 100 mg and IV saline; long-term hydrocortisone replacement in divided doses plus fludrocortisone; sick-day rules, steroid emergency card, emergency injection kit and medical alert; endocrinology referral; advice about driving after the faint.',
  },
  questions: [
    {
      ask: 'Hello Hannah, what brings you in today?',
      mustContain: [['tired', 'exhausted', 'fatigue', 'energy']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'How long have you been feeling like this?', mustContain: [['five months', '5 months']] },
    {
      ask: 'How is the tiredness affecting your day to day life?',
      mustContain: [['lie down', 'parkrun', 'home']],
    },
    { ask: 'Have you lost any weight?', affirm: true, mustContain: [['7', 'seven']] },
    {
      ask: 'Have you been craving any particular foods?',
      affirm: true,
      mustContain: [['salt', 'crisps', 'marmite']],
    },
    { ask: 'When do you feel dizzy?', mustContain: ['stand'] },
    {
      ask: 'Have you ever blacked out?',
      affirm: true,
      mustContain: [['october', 'hall', 'once', 'few seconds']],
    },
    {
      ask: 'When you fainted, did you bite your tongue or wet yourself?',
      affirm: false,
    },
    {
      ask: 'Have you been feeling sick?',
      affirm: true,
      mustContain: [['morning', 'three weeks', '3 weeks']],
    },
    { ask: 'Have you actually vomited?', affirm: true, mustContain: [['twice', 'two', '2']] },
    { ask: 'Any pain in your tummy?', affirm: true, mustContain: [['ache', 'vague']] },
    { ask: 'Have your muscles been aching?', affirm: true, mustContain: ['leg'] },
    {
      ask: 'Have you noticed any change in your skin colour?',
      affirm: true,
      mustContain: [['tan', 'dark', 'brown', 'palm', 'crease', 'scar']],
    },
    { ask: 'Are your periods regular?', affirm: false, mustContain: ['irregular'] },
    { ask: 'Have you had any thoughts of harming yourself?', affirm: false },
    {
      ask: 'Do you have any other medical conditions?',
      mustContain: [['thyroid', 'vitiligo']],
    },
    { ask: 'Have you ever had an operation?', affirm: true, mustContain: ['wisdom'] },
    { ask: 'What medications do you take?', mustContain: ['levothyroxine'] },
    { ask: 'Are you allergic to any medications?', affirm: false },
    {
      ask: 'Is there any illness in your family?',
      mustContain: [['diabetes', 'anaemia', 'mother', 'mum', 'grandmother', 'gran']],
    },
    { ask: 'Do you smoke?', affirm: false },
    {
      ask: 'Do you drink any alcohol?',
      affirm: false,
      mustContain: [['stopped', 'summer', 'worse', 'used to']],
    },
    { ask: 'What do you do for work?', mustContain: ['teacher'] },
    {
      ask: 'Who lives at home with you?',
      mustContain: [
        ['owen', 'husband'],
        ['alfie', 'son'],
      ],
    },
    { ask: 'What do you think is going on?', mustContain: [['run down', 'thyroid']] },
    {
      ask: 'Is there anything in particular that worries you?',
      mustContain: [['faint', 'class', 'drive']],
    },
    { ask: 'Have you ever had your vitamin D level checked?', mustContain: [unsure] },
    { ask: "Could this be Addison's disease?", mustNotContain: diagnosisWords },
  ],
};
