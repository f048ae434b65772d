import type { InterviewCase } from '../types.js';

/** Style b: a structured template with headings. */
const dx = ['glandular', 'mononucleosis', ' mono ', 'epstein', 'ebv', 'kissing disease'];

export const glandularFever: InterviewCase = {
  id: 'glandular-fever',
  system: 'infectious',
  patient: {
    name: 'Ethan Clarke',
    medicalHistory: [
      'Presenting complaint: 19M, sore throat and fever for 8 days.',
      'History: Throat very sore, worse on swallowing; only managing soup and ice cream. Temperature up to 39.2 with sweats at night. Swollen, tender glands on both sides of the neck. Exhausted, sleeping 14 hours a day. Dull ache under the left ribs for 2 days. GP prescribed amoxicillin 4 days ago; on day 2 an itchy red rash came out all over his body, so he stopped it. No cough. His girlfriend, Amber, had a similar illness a month ago.',
      'Past history: Eczema as a child. Broke his right wrist playing football at 14.',
      'Medication: Paracetamol 1 g four times a day. Ibuprofen 400 mg three times a day. Cetirizine 10 mg daily since the rash.',
      'Allergies: Amoxicillin - widespread itchy red rash (this week).',
      'Family history: Father has type 1 diabetes. Mother well.',
      'Social history: Second-year geography student, lives in a shared student house with four others. Works weekends in a bar. Plays rugby for the university. Smokes about 5 cigarettes a week at weekends. Alcohol 20-25 units a week, none since unwell.',
      'Review of systems: No vomiting, no diarrhoea, no yellowing of the eyes, no difficulty breathing.',
    ].join('\n'),
    symptoms: [
      { name: 'Sore throat', description: 'Severe pharyngitis with painful swallowing', severity: 'severe' },
      { name: 'Fever', description: 'Fever with night sweats', severity: 'moderate' },
      { name: 'Lymphadenopathy', description: 'Bilateral tender cervical lymph nodes', severity: 'moderate' },
      { name: 'Fatigue', description: 'Marked tiredness', severity: 'moderate' },
      { name: 'Left upper quadrant pain', description: 'Dull ache under the left ribs', severity: 'mild' },
      { name: 'Rash', description: 'Maculopapular rash after amoxicillin', severity: 'mild' },
    ],
    diagnosis: 'Infectious mononucleosis (glandular fever, EBV) with amoxicillin rash and splenomegaly',
    treatments:
      'Supportive care: rest, fluids, analgesia; monospot/EBV serology, full blood count and liver tests; avoid contact sport for at least 4 weeks because of the risk of splenic rupture; avoid alcohol',
  },
  questions: [
    { ask: "What's been the matter?", mustContain: [['throat']], mustNotContain: dx },
    { ask: 'How long have you been ill?', mustContain: [['8', 'eight']], mustNotContain: dx },
    {
      ask: 'What is it like when you swallow?',
      mustContain: [['hurt', 'pain', 'sore', 'worse']],
      mustNotContain: dx,
    },
    { ask: 'What have you been able to eat?', mustContain: [['soup', 'ice cream']], mustNotContain: dx },
    { ask: 'Have you had a temperature?', affirm: true, mustContain: [['39']], mustNotContain: dx },
    { ask: 'Any sweats?', affirm: true, mustContain: [['night']], mustNotContain: dx },
    {
      ask: 'Have you noticed any lumps or swollen glands?',
      affirm: true,
      mustContain: [['neck']],
      mustNotContain: dx,
    },
    {
      ask: 'Are the glands on one side or both sides?',
      mustContain: [['both']],
      mustNotContain: [...dx, 'only on the left', 'only on the right'],
    },
    {
      ask: 'How has your energy been?',
      mustContain: [['14', 'fourteen', 'exhaust', 'tired', 'sleep']],
      mustNotContain: dx,
    },
    { ask: 'Any pain in your tummy?', affirm: true, mustContain: [['left'], ['rib']], mustNotContain: dx },
    { ask: 'How long have you had that ache?', mustContain: [['2', 'two']], mustNotContain: dx },
    {
      ask: 'Have you had any treatment for this already?',
      affirm: true,
      mustContain: [['amoxicillin', 'antibiotic']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you had any rash?',
      affirm: true,
      mustContain: [['itch', 'red', 'all over']],
      mustNotContain: dx,
    },
    { ask: 'Have you got a cough?', affirm: false, mustNotContain: dx },
    { ask: 'Have your eyes or skin gone yellow?', affirm: false, mustNotContain: dx },
    { ask: 'Any earache?', affirm: false, mustNotContain: dx },
    {
      ask: 'Has anyone around you been ill like this?',
      affirm: true,
      mustContain: [['amber', 'girlfriend']],
      mustNotContain: dx,
    },
    {
      ask: 'Any medical problems in the past?',
      mustContain: [['eczema', 'wrist']],
      mustNotContain: [...dx, 'asthma'],
    },
    {
      ask: 'What are you taking at the moment?',
      mustContain: ['paracetamol', 'ibuprofen'],
      mustNotContain: dx,
    },
    {
      ask: 'Are you allergic to anything?',
      affirm: true,
      mustContain: [['amoxicillin']],
      mustNotContain: dx,
    },
    { ask: 'Does anyone in your family have any illnesses?', mustContain: [['diabet']], mustNotContain: dx },
    {
      ask: 'Do you smoke?',
      affirm: true,
      mustContain: [['5', 'five']],
      mustNotContain: dx,
    },
    {
      ask: 'How much do you usually drink?',
      mustContain: [['20', '25', 'twenty']],
      mustNotContain: dx,
    },
    {
      ask: 'What do you do, are you working or studying?',
      mustContain: [['student', 'geography', 'university', 'uni']],
      mustNotContain: dx,
    },
    { ask: 'Do you play any sports?', affirm: true, mustContain: [['rugby']], mustNotContain: dx },
    {
      ask: 'Who do you live with?',
      mustContain: [['student', 'shared', 'four', '4', 'housemate', 'flatmate']],
      mustNotContain: [...dx, 'parents'],
    },
    {
      ask: 'Have you travelled abroad recently?',
      mustNotContain: [...dx, 'spain', 'thailand', 'holiday in'],
    },
    { ask: 'Is it glandular fever?', mustNotContain: dx },
  ],
};
