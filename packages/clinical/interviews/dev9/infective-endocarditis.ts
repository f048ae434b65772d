import type { InterviewCase } from '../types.js';

const key = ['endocarditis', 'heart infection'];
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

/** Style 2: a structured template with headings in clinical shorthand. */
export const infectiveEndocarditis: InterviewCase = {
  id: 'infective-endocarditis',
  system: 'cardiovascular',
  patient: {
    name: 'Gareth Pryce',
    medicalHistory: `PC: 58M c/o fevers and night sweats x3/52.
HPC: Fevers on and off for 3 weeks, worse in the evenings, up to 38.9 on his own thermometer at home. Drenching sweats at night, changes his T-shirt 2-3 times a night. Feels exhausted, "like flu that won't shift". Lost about 5 kg in a month; belt now on a tighter notch. Aching in both knees and lower back. Noticed 2 small painful red lumps on the pads of his L index and middle fingers 4 days ago. Dental extraction (lower L molar) 6/52 ago at his own dentist; no antibiotics given. Breathless climbing 2 flights of stairs since last week. Appetite poor. Denies chest pain. No cough. No headache or neck stiffness. No urinary symptoms. No rash elsewhere. Has not travelled abroad this year.
PMH: Heart murmur since childhood, told he has "a valve with two flaps instead of three"; yearly heart clinic check-ups until 2019, none since. Gout. HTN x10 yrs.
PSH: Appendicectomy aged 19.
DH: Ramipril 5 mg OD. Allopurinol 100 mg OD. Paracetamol 1 g PRN for the fevers, last dose 6 am today.
Allergies: Penicillin (swollen lips and rash, 1998).
SH: Self-employed plasterer, not worked for 2/52. Ex-smoker, 20/day for 25 yrs, quit 8 yrs ago. Alcohol ~14 units/wk, mostly beer at weekends. Never used IV drugs. Lives with wife, Helen, in a bungalow.
FH: Father died of a stroke aged 71. Mother, 84, has osteoporosis. Brother has type 2 diabetes.
ICE: Thinks it's "a flu he can't shake off". Worried it's cancer because of the weight loss. Hoping for blood tests today.`,
    symptoms: [
      {
        name: 'Fever',
        description: 'On and off for 3 weeks, up to 38.9, worse in the evenings',
        severity: 'moderate',
      },
      {
        name: 'Night sweats',
        description: 'Drenching, changes his T-shirt 2-3 times a night',
        severity: 'moderate',
      },
      { name: 'Fatigue', description: 'Exhausted', severity: 'moderate' },
      { name: 'Weight loss', description: 'About 5 kg in a month', severity: 'moderate' },
      { name: 'Joint pain', description: 'Both knees and lower back', severity: 'mild' },
      {
        name: 'Shortness of breath',
        description: 'On 2 flights of stairs since last week',
        severity: 'mild',
      },
    ],
    diagnosis: 'Infective endocarditis',
    treatments:
      'Three sets of blood cultures; transoesophageal echocardiogram; intravenous vancomycin with gentamicin',
  },
  questions: [
    {
      ask: "Hello Mr Pryce, what's brought you in today?",
      mustContain: [['fever', 'temperature', 'sweat']],
      mustNotContain: key,
    },
    {
      ask: 'How long has this been going on for?',
      mustContain: [['3 weeks', 'three weeks']],
      mustNotContain: key,
    },
    {
      ask: 'Is the fever worse at any particular time of day?',
      mustContain: ['evening'],
      mustNotContain: [...key, 'morning'],
    },
    {
      ask: 'How high has your temperature got?',
      mustContain: [['38.9', '38 point 9', 'thirty eight point nine']],
      mustNotContain: [...key, '40'],
    },
    { ask: 'Are you getting sweats at night?', affirm: true, mustNotContain: key },
    {
      ask: 'Have you lost any weight?',
      affirm: true,
      mustContain: [['5', 'five']],
      mustNotContain: key,
    },
    {
      ask: 'Any aches or pains in your joints?',
      affirm: true,
      mustContain: ['knee'],
      mustNotContain: key,
    },
    {
      ask: 'Have you noticed anything unusual on your hands or fingers?',
      mustContain: [['lump', 'red', 'spot']],
      mustNotContain: key,
    },
    { ask: 'Which hand is that on?', mustContain: ['left'], mustNotContain: [...key, 'right'] },
    {
      ask: 'Have you had any dental work done recently?',
      affirm: true,
      mustContain: [['6', 'six']],
      mustNotContain: key,
    },
    {
      ask: 'Were you given any antibiotics when the tooth came out?',
      affirm: false,
      mustNotContain: key,
    },
    {
      ask: 'Are you getting out of breath at all?',
      affirm: true,
      mustContain: ['stairs'],
      mustNotContain: key,
    },
    { ask: 'Any chest pain?', affirm: false, mustNotContain: key },
    { ask: 'Have you ever injected drugs?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you had any medical problems before, anything with your heart?',
      mustContain: [['murmur', 'valve']],
      mustNotContain: key,
    },
    { ask: 'Have you ever had an operation?', mustContain: ['appendi'], mustNotContain: key },
    {
      ask: 'What medicines are you taking at the moment?',
      mustContain: ['ramipril', 'allopurinol'],
      mustNotContain: [...key, 'warfarin', 'aspirin'],
    },
    {
      ask: 'When did you last take any paracetamol?',
      mustContain: [['6', 'six']],
      mustNotContain: key,
    },
    {
      ask: 'Any allergies? What happens when you take it?',
      mustContain: ['penicillin', ['lips', 'rash']],
      mustNotContain: key,
    },
    {
      ask: 'Has anyone in your family had heart trouble or a stroke?',
      mustContain: ['stroke', ['father', 'dad']],
      mustNotContain: key,
    },
    {
      ask: 'Do you smoke?',
      mustContain: [['quit', 'stopped', 'gave up', 'used to']],
      mustNotContain: key,
    },
    {
      ask: 'How much alcohol do you drink in a week?',
      mustContain: [['14', 'fourteen']],
      mustNotContain: key,
    },
    { ask: 'What do you do for work?', mustContain: ['plasterer'], mustNotContain: key },
    {
      ask: 'Who do you live with?',
      mustContain: [['helen', 'wife']],
      mustNotContain: [...key, 'alone'],
    },
    {
      ask: "What's been worrying you about all this?",
      mustContain: ['cancer'],
      mustNotContain: key,
    },
    { ask: 'Is there anything else you think I should know?', mustNotContain: key },
    { ask: 'Have you had any blurred vision?', affirm: false, mustNotContain: key },
    {
      ask: 'Do you have any pets at home, or contact with animals?',
      mustContain: [unsure],
      mustNotContain: [...key, 'dog'],
    },
  ],
};
