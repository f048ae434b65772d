import type { InterviewCase } from '../types.js';

/** Style 2: a structured template with headings in terse clinical shorthand. */
export const pyelonephritis: InterviewCase = {
  id: 'pyelonephritis',
  system: 'renal',
  patient: {
    name: 'Aisha Rahman',
    medicalHistory: `28F, primary school teacher.
PC: L loin pain and fever 2/7.
HPC: 5/7 dysuria and frequency (going ~every hour), tried cranberry juice, no better. 2/7 L loin pain, constant dull ache, 7/10, radiates round to L lower abdo, not to groin. Worse on movement and when the bed is bumped. Fever 38.9 at home this am, rigors. N+V, vomited x3 today, can't keep fluids down. Urine cloudy and smelly. No visible haematuria. No PV discharge or bleeding.
PMH: 2 x UTI in past 12/12, both treated with nitrofurantoin by GP. Nil else.
DH: Microgynon 30 OD. Paracetamol 1 g, last taken 6 am. No other regular meds.
Allergies: NKDA.
O&G: LMP 2/52 ago, regular 28-day cycle. G0. Sexually active with partner Tom, no new partners.
FH: Mum - kidney stones. Dad - HTN.
SH: Non-smoker. EtOH ~6 units/wk. No recreational drugs. Lives with partner Tom in a flat.
ROS: No cough, no SOB. No diarrhoea. No rash.
ICE: Worried she'll miss her class's school trip on Friday.`,
    symptoms: [
      { name: 'Loin pain', description: 'Left loin pain for 2 days', severity: 'severe' },
      { name: 'Fever', description: 'Temperature 38.9 with rigors', severity: 'moderate' },
      { name: 'Painful urination', description: 'Stinging when passing urine', severity: 'moderate' },
      { name: 'Urinary frequency', description: 'Passing urine about every hour', severity: 'mild' },
      { name: 'Vomiting', description: 'Vomited three times today', severity: 'moderate' },
    ],
    diagnosis: 'Acute pyelonephritis (left)',
    treatments:
      'Urine dipstick and MSU for culture; pregnancy test; bloods including U&E and CRP; antibiotics for 7 days (oral cefalexin or co-amoxiclav, IV if unable to keep fluids down); antiemetic, analgesia and fluids; safety-netting.',
  },
  questions: [
    {
      ask: 'Hi Aisha, what seems to be the problem?',
      mustContain: [['pain', 'fever', 'temperature']],
      mustNotContain: ['pyelonephritis', 'kidney infection'],
    },
    {
      ask: 'Where exactly is the pain?',
      mustContain: [['loin', 'back', 'side']],
      mustNotContain: ['pyelonephritis', 'right'],
    },
    { ask: 'Which side is it on?', mustContain: ['left'], mustNotContain: ['right', 'pyelonephritis'] },
    {
      ask: 'How long have you had that pain?',
      mustContain: [['2', 'two']],
      mustNotContain: ['pyelonephritis'],
    },
    {
      ask: 'Can you describe what the pain is like?',
      mustContain: [['dull', 'ache', 'constant']],
      mustNotContain: ['pyelonephritis', 'sharp', 'colicky'],
    },
    {
      ask: 'Does it go anywhere else?',
      mustContain: [['tummy', 'abdo', 'lower', 'front']],
      mustNotContain: ['pyelonephritis'],
    },
    { ask: 'Does it spread down into your groin?', mustNotContain: ['pyelonephritis'], affirm: false },
    {
      ask: 'How would you score it out of 10?',
      mustContain: [['7', 'seven']],
      mustNotContain: ['pyelonephritis'],
    },
    { ask: 'What makes it worse?', mustContain: [['mov', 'bump']], mustNotContain: ['pyelonephritis'] },
    {
      ask: 'Have you had a temperature?',
      mustContain: ['38'],
      mustNotContain: ['pyelonephritis'],
      affirm: true,
    },
    { ask: 'Any burning or stinging when you pee?', mustNotContain: ['pyelonephritis'], affirm: true },
    { ask: 'When did that start?', mustContain: [['5', 'five']], mustNotContain: ['pyelonephritis'] },
    { ask: 'How often are you having to go?', mustContain: ['hour'], mustNotContain: ['pyelonephritis'] },
    { ask: 'Have you noticed any blood in your urine?', mustNotContain: ['pyelonephritis'], affirm: false },
    {
      ask: 'What does your urine look like?',
      mustContain: [['cloudy', 'smell']],
      mustNotContain: ['pyelonephritis'],
    },
    {
      ask: 'Have you been sick? How many times?',
      mustContain: [['3', 'three']],
      mustNotContain: ['pyelonephritis'],
      affirm: true,
    },
    { ask: 'Any vaginal discharge?', mustNotContain: ['pyelonephritis'], affirm: false },
    { ask: 'When was your last period?', mustContain: [['2', 'two']], mustNotContain: ['pyelonephritis'] },
    {
      ask: 'Could you be pregnant? Have you ever been pregnant?',
      mustContain: [['never', 'not']],
      mustNotContain: ['pyelonephritis'],
    },
    {
      ask: 'Have you had anything like this before?',
      mustContain: [['uti', 'urine infection', 'urinary', 'water infection', 'bladder infection']],
      mustNotContain: ['pyelonephritis', 'kidney infection'],
    },
    {
      ask: 'How many of those infections have you had?',
      mustContain: [['2', 'two']],
      mustNotContain: ['pyelonephritis'],
    },
    {
      ask: 'What were they treated with?',
      mustContain: ['nitrofurantoin'],
      mustNotContain: ['pyelonephritis', 'trimethoprim'],
    },
    {
      ask: 'Are you on any medication, including the pill?',
      mustContain: ['microgynon'],
      mustNotContain: ['pyelonephritis'],
      affirm: true,
    },
    {
      ask: 'Have you tried anything for it yourself?',
      mustContain: [['cranberry', 'paracetamol']],
      mustNotContain: ['pyelonephritis'],
    },
    { ask: 'Any drug allergies?', mustNotContain: ['pyelonephritis', 'penicillin'], affirm: false },
    {
      ask: 'Does anyone in your family have kidney problems?',
      mustContain: [['mum', 'mother'], 'stone'],
      mustNotContain: ['pyelonephritis'],
      affirm: true,
    },
    { ask: 'Do you smoke or drink?', mustContain: ['6'], mustNotContain: ['pyelonephritis'] },
    {
      ask: 'Is there anything you are particularly worried about?',
      mustContain: ['trip'],
      mustNotContain: ['pyelonephritis'],
    },
  ],
};
