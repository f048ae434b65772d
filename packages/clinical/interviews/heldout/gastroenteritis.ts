import type { InterviewCase } from '../types.js';

/** The diagnosis and its lay terms: never said by the parent. */
const dx = ['gastroenteritis', 'gastro', 'stomach bug', 'tummy bug', 'norovirus', 'rotavirus'];

/** Held-out: a mother tells her toddler's history, in a terse semicolon list. */
const interviewCase: InterviewCase = {
  id: 'gastroenteritis',
  system: 'paediatric',
  patient: {
    name: 'Lily Evans',
    medicalHistory:
      '3-year-old girl brought in by her mum; vomiting since yesterday evening, 5 times; watery diarrhoea x6 today, no blood; tummy ache on and off; temp 37.9; drinking small sips, fewer wet nappies; more sleepy than usual but rousable; no rash; no cough; two children at nursery have had the same; PMH nil; immunisations up to date; no regular meds; NKDA; lives with mum and baby brother; no pets',
    symptoms: [
      { name: 'Vomiting', description: 'Forceful emptying of the stomach', severity: 'moderate' },
      { name: 'Diarrhoea', description: 'Loose or watery stools', severity: 'moderate' },
      { name: 'Abdominal pain', description: 'Pain in the tummy', severity: 'mild' },
      { name: 'Fever', description: 'Body temperature above 38 °C', severity: 'mild' },
    ],
    diagnosis: 'Viral gastroenteritis with mild dehydration',
    treatments:
      'Oral rehydration solution little and often, continue feeding, safety-net advice, no antidiarrhoeals',
  },
  questions: [
    { ask: "What's brought you in with Lily today?", mustContain: [['vomit', 'sick']], mustNotContain: dx },
    { ask: 'When did the vomiting start?', mustContain: [['yesterday']], mustNotContain: dx },
    { ask: 'How many times has she been sick?', mustContain: [['5', 'five']], mustNotContain: dx },
    { ask: 'Has she had diarrhoea?', affirm: true, mustNotContain: dx },
    {
      ask: 'How many times has she opened her bowels today?',
      mustContain: [['6', 'six']],
      mustNotContain: dx,
    },
    { ask: 'Is there any blood in it?', affirm: false, mustNotContain: dx },
    { ask: 'Is she complaining of tummy pain?', affirm: true, mustNotContain: dx },
    { ask: 'Has she had a temperature?', mustContain: [['37']], mustNotContain: dx },
    { ask: 'Is she drinking?', mustContain: [['sip']], mustNotContain: dx },
    { ask: 'How are her wet nappies?', mustContain: [['fewer', 'less']], mustNotContain: dx },
    { ask: 'Is she more drowsy than normal?', affirm: true, mustNotContain: dx },
    { ask: 'Has she got a rash?', affirm: false, mustNotContain: dx },
    { ask: 'Any cough?', affirm: false, mustNotContain: dx },
    { ask: 'Has anyone else been unwell?', mustContain: [['nursery']], mustNotContain: dx },
    { ask: 'Has she had any illnesses in the past?', affirm: false, mustNotContain: dx },
    { ask: 'Are her jabs up to date?', affirm: true, mustNotContain: dx },
    { ask: 'Does she take any medicines?', affirm: false, mustNotContain: dx },
    { ask: 'Is she allergic to anything?', affirm: false, mustNotContain: dx },
    { ask: 'Who lives at home?', mustContain: [['brother']], mustNotContain: dx },
    { ask: 'How old is she?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'Anything else you have noticed?', mustNotContain: dx },
    { ask: 'What do you think she has got?', mustNotContain: dx },
    { ask: 'Should I give her something to stop the diarrhoea?', mustNotContain: [...dx, 'rehydration'] },
  ],
};

export default interviewCase;
