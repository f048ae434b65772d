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

export const pulmonaryTuberculosis: InterviewCase = {
  id: 'pulmonary-tuberculosis',
  system: 'respiratory',
  patient: {
    name: 'Bilal Hussain',
    medicalHistory: `Name: Bilal Hussain. Age: 29. Sex: M.
PC: Cough x 7/52, night sweats, wt loss.
HPC: Cough for 7 weeks, initially dry, now productive of yellow-green sputum. Blood-streaked sputum on 3 occasions this week (approx. 1 tsp each time). Drenching night sweats 4-5 nights/wk. Wt loss approx. 6 kg over 2 months (belt now 2 notches tighter). Feels hot and shivery in the evenings; 'washed out'. Dull R-sided chest ache on coughing; no pain at rest. SOB on 2 flights of stairs (previously none). No wheeze. No ankle swelling. No previous similar episodes. Returned in August from 3 months in Lahore staying with his grandparents; grandfather was treated there in the spring for 'a chest infection that needed six months of tablets'. GP gave amoxicillin 500 mg TDS x 5/7 4 weeks ago - no improvement. Benylin from the chemist helps him sleep but does nothing for the cough.
PMH: Childhood asthma (outgrew by age 12). No DM. Never had an HIV test.
PSH: Appendicectomy 2014.
DH: Nil regular. Paracetamol PRN. Benylin chesty cough 10 ml at night.
Allergies: NKDA.
FH: Father - T2DM. Mother - hypothyroidism. Grandfather (Lahore) - as above.
SH: Lives with wife Sana and their daughter Zara (18 months) in a terraced house in Bradford; his parents live next door. Self-employed multi-drop delivery driver (no sick pay). Smokes 5 cigs/day for 10 yrs, trying to cut down. Alcohol: never. No recreational drugs.
ICE: Thinks it is 'a chest infection that won't shift'. Worried about passing something on to Zara; needs to keep working.
O/E: Thin. T 37.9 °C. RR 20. SpO2 96% on air. Crackles R upper zone. No clubbing. No cervical lymphadenopathy.`,
    symptoms: [
      {
        name: 'Cough',
        description:
          'Productive of yellow-green sputum, sometimes streaked with blood; worst first thing in the morning',
        severity: 'moderate',
      },
      {
        name: 'Night sweats',
        description: 'Wakes around 3 am soaked and has to change his T-shirt',
        severity: 'moderate',
      },
      { name: 'Weight loss', description: 'About 6 kg in 2 months; appetite poor', severity: 'moderate' },
    ],
    diagnosis: 'Pulmonary tuberculosis',
    treatments:
      'Isolate (airborne precautions) and send 3 sputum samples for AFB smear, culture and PCR; chest X-ray; HIV, hepatitis B and C testing; refer to TB service; rifampicin, isoniazid, pyrazinamide and ethambutol for 2 months then rifampicin and isoniazid for 4 months, with pyridoxine; directly observed therapy if needed; notify UKHSA; contact tracing (household and close contacts); smoking cessation.',
  },
  questions: [
    {
      ask: "Hi Mr Hussain, I'm a medical student. What's brought you in today?",
      mustContain: ['cough'],
      mustNotContain: ['tuberculosis', 'tb'],
    },
    { ask: 'How long have you had this cough?', mustContain: [['7 weeks', 'seven weeks']] },
    {
      ask: 'Are you coughing anything up?',
      mustContain: [['yellow', 'green', 'sputum', 'phlegm']],
      affirm: true,
    },
    { ask: 'Is the cough worse at any time of day?', mustContain: ['morning'] },
    {
      ask: 'Have you noticed any blood when you cough?',
      mustContain: [['3', 'three', 'streaked', 'streaks']],
      affirm: true,
    },
    { ask: 'Do you get any pain in your chest?', mustContain: ['right'], affirm: true },
    { ask: 'Is the chest pain there when you are just resting?', affirm: false },
    {
      ask: 'Have you been sweating at night?',
      mustContain: [['drenching', 'drenched', 'soaked', 'soaking', 'change']],
      affirm: true,
    },
    { ask: 'Have you lost any weight?', mustContain: [['6', 'six']], affirm: true },
    {
      ask: 'Have you had any temperatures or shivers?',
      mustContain: [['evening', 'evenings']],
      affirm: true,
    },
    { ask: 'Do you get short of breath?', mustContain: [['stairs', 'flights']], affirm: true },
    { ask: 'Any wheeze?', affirm: false },
    { ask: 'Has anything helped?', mustContain: [['amoxicillin', 'antibiotic', 'antibiotics', 'benylin']] },
    { ask: 'Have you travelled anywhere recently?', mustContain: [['lahore', 'pakistan']], affirm: true },
    {
      ask: 'Has anyone around you had a similar illness?',
      mustContain: [['grandfather', 'grandad', 'granddad']],
      affirm: true,
    },
    { ask: 'Have you ever had anything like this before?', affirm: false },
    { ask: 'Do you have any medical conditions?', mustContain: ['asthma'] },
    {
      ask: 'Have you had any operations?',
      mustContain: [['appendix', 'appendicectomy', 'appendectomy']],
      affirm: true,
    },
    { ask: 'Do you take any medication?', mustContain: [['paracetamol', 'benylin']] },
    { ask: 'Do you have any allergies?', affirm: false },
    { ask: 'Is there anything that runs in the family?', mustContain: [['diabetes', 'thyroid']] },
    { ask: 'Do you smoke?', mustContain: [['5', 'five']], affirm: true },
    { ask: 'How much alcohol do you drink?', affirm: false },
    { ask: 'What do you do for work?', mustContain: [['delivery', 'driver']] },
    {
      ask: 'Who lives with you?',
      mustContain: [
        ['sana', 'wife'],
        ['zara', 'daughter'],
      ],
    },
    {
      ask: 'What do you think is going on, and is anything worrying you?',
      mustContain: [['chest infection', 'zara', 'daughter', 'working', 'work']],
    },
    { ask: 'Have you had the BCG vaccine?', mustContain: [unsure] },
    { ask: 'Could this be TB?', mustContain: [unsure], mustNotContain: ['tuberculosis', 'tb'] },
  ],
};
