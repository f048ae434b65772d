import type { InterviewCase } from '../types.js';

const key = ['urinary tract infection', 'pyelonephritis', 'cystitis'];
const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  "can't say",
  "couldn't say",
  "can't remember",
  'never really thought',
];

/** Style 1: a father telling his 3-year-old daughter's story. */
export const urinaryTractInfection: InterviewCase = {
  id: 'urinary-tract-infection',
  system: 'renal',
  patient: {
    name: 'Isla Murphy',
    medicalHistory: `Isla is a 3-year-old girl brought in by her dad, Daniel, on Tuesday afternoon. He says she has been crying when she does a wee for 2 days, and she is going to the toilet much more often, about every half an hour this morning. She has been dry in the day since she was two and a half, but she has wet herself 3 times since Sunday, once at nursery. Her wee smells strong and looks cloudy; he has not seen any blood in it. She had a temperature of 38.6 last night and was hot and shivery at bedtime. He gave her Calpol 7.5 ml at 8 pm and ibuprofen 5 ml at 2 am. She keeps holding her tummy low down, below her belly button, and says it hurts when she wees. She was sick once this morning after breakfast. She has not complained of any pain in her back or sides. Her bowels open every 2 to 3 days, with hard poos, and she has been a bit constipated for about a month. No diarrhoea. No cough, no earache and no rash. She is eating less than usual but is drinking her squash. Daniel has hardly slept himself; he was up with her twice in the night.
Past history: a similar illness with a high temperature at 14 months, treated with antibiotics by the GP. Born at term with no problems. Immunisations up to date. No operations. No regular medicines. Allergic to amoxicillin, which gave her an itchy rash when she was 2.
Family history: her mum, Sinead, had kidney infections as a child. Her paternal grandfather has high blood pressure.
Social: Isla lives with mum, dad and her baby brother, Finn, 5 months, in a terraced house, and goes to nursery 3 days a week. Daniel is a postman and Sinead is a teaching assistant. No one smokes. Daniel is worried it is the same as last time and wants to know whether her kidneys are all right.`,
    symptoms: [
      { name: 'Painful urination', description: 'Crying when she wees for 2 days', severity: 'moderate' },
      { name: 'Frequent urination', description: 'About every half an hour', severity: 'moderate' },
      { name: 'Fever', description: '38.6 last night, hot and shivery', severity: 'moderate' },
      { name: 'Abdominal pain', description: 'Low down, below the belly button', severity: 'mild' },
      { name: 'Vomiting', description: 'Once this morning', severity: 'mild' },
      { name: 'Constipation', description: 'Hard poos every 2 to 3 days for a month', severity: 'mild' },
    ],
    diagnosis: 'Urinary tract infection',
    treatments: 'Oral cefalexin; clean-catch urine culture; renal ultrasound scan',
  },
  questions: [
    {
      ask: "Hi Daniel, what's brought you and Isla in today?",
      mustContain: [['wee', 'toilet', 'pee']],
      mustNotContain: [...key, 'infection'],
    },
    {
      ask: 'How long has she been crying when she wees?',
      mustContain: [['2 days', 'two days']],
      mustNotContain: key,
    },
    {
      ask: 'How often is she going to the toilet?',
      mustContain: [['half an hour', '30 minutes', 'every half']],
      mustNotContain: key,
    },
    {
      ask: 'Has she had any accidents, wetting herself?',
      affirm: true,
      mustContain: [['3', 'three']],
      mustNotContain: key,
    },
    {
      ask: 'Does her wee look or smell any different?',
      mustContain: [['cloudy', 'strong']],
      mustNotContain: key,
    },
    { ask: 'Have you seen any blood in her wee?', affirm: false, mustNotContain: key },
    {
      ask: 'Has she had a temperature, and how high did it get?',
      affirm: true,
      mustContain: ['38'],
      mustNotContain: [...key, '39', '40'],
    },
    {
      ask: 'What have you given her for it?',
      mustContain: [['calpol', 'paracetamol'], ['ibuprofen']],
      mustNotContain: [...key, 'amoxicillin'],
    },
    {
      ask: 'Where does she say it hurts?',
      mustContain: [['tummy', 'belly']],
      mustNotContain: key,
    },
    { ask: 'Has she complained of pain in her back?', affirm: false, mustNotContain: key },
    { ask: 'Has she been sick at all?', affirm: true, mustNotContain: key },
    {
      ask: 'How are her bowels? Is she constipated?',
      affirm: true,
      mustContain: [['constipated', 'hard']],
      mustNotContain: key,
    },
    { ask: 'Any diarrhoea?', affirm: false, mustNotContain: key },
    { ask: 'Has she had a cough or earache?', affirm: false, mustNotContain: key },
    {
      ask: 'Is she eating and drinking ok?',
      mustContain: [['less', 'squash']],
      mustNotContain: key,
    },
    {
      ask: 'Has Isla ever had anything like this before?',
      mustContain: [['14', 'fourteen']],
      mustNotContain: key,
    },
    { ask: 'Does she take any regular medicines?', affirm: false, mustNotContain: key },
    {
      ask: 'Is she allergic to any medicines?',
      affirm: true,
      mustContain: ['amoxicillin'],
      mustNotContain: [...key, 'penicillin'],
    },
    {
      ask: 'What happened when she had the amoxicillin?',
      mustContain: [['rash', 'itchy']],
      mustNotContain: [...key, 'swelling', 'breathing'],
    },
    {
      ask: 'Does anyone in the family have kidney problems?',
      affirm: true,
      mustContain: ['kidney'],
      mustNotContain: ['urinary tract infection', 'pyelonephritis', 'grandfather'],
    },
    { ask: 'Does anybody smoke at home?', affirm: false, mustNotContain: key },
    { ask: 'What do you do for a living, Daniel?', mustContain: ['postman'], mustNotContain: key },
    {
      ask: "Who's at home with her?",
      mustContain: [['finn', 'brother']],
      mustNotContain: [...key, 'sister'],
    },
    {
      ask: 'How are you coping yourself?',
      mustContain: [['slept', 'sleep']],
      mustNotContain: key,
    },
    {
      ask: 'What are you most worried about?',
      mustContain: [['kidney', 'last time']],
      mustNotContain: key,
    },
    { ask: "Is there anything else you've noticed?", mustNotContain: key },
    { ask: 'Has she been very drowsy or floppy?', affirm: false, mustNotContain: key },
    {
      ask: 'Has she been using any new bubble bath or soap?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
