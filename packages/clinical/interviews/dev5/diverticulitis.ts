import type { InterviewCase } from '../types.js';

/** Style: a structured template with headings in clinical shorthand. */
export const diverticulitis: InterviewCase = {
  id: 'diverticulitis',
  system: 'gastrointestinal',
  patient: {
    name: 'Margaret Ellis',
    medicalHistory: [
      'PC: LIF pain 3/7.',
      'HPC: 68F. Constant dull ache in the LIF, came on gradually 3/7 ago, now 7/10. Non-radiating. Worse on movement and on coughing; eased a little by lying still and by paracetamol. Fever at home, 38.2 last night. Anorexia. Nausea, no vomiting. Loose stools x3 today, no PR bleed, no mucus. Similar but milder episode 2 yrs ago, settled with abx from GP. No urinary sx. Postmenopausal, no PV bleeding.',
      'PMH: HTN. OA both knees. Long-standing constipation. Colonoscopy 2021 for change in bowel habit: small pouches in the bowel wall, no polyps.',
      'PSH: Appendicectomy aged 12. Hysterectomy 2005.',
      'DH: Amlodipine 5 mg OD. Naproxen 500 mg BD for knees. Lactulose 15 ml BD PRN. Paracetamol 1 g QDS PRN.',
      'Allergies: Codeine (vomiting).',
      'SH: Ex-smoker, 20 pack-years, quit 2010. Alcohol ~10 units/wk (wine). Retired school secretary. Lives with husband, independent, drives.',
      'FH: Mother - bowel cancer aged 75. Father - MI aged 70.',
      'ROS: No chest pain, no SOB. Weight stable.',
      'ICE: Worried it is bowel cancer like her mother.',
    ].join('\n'),
    symptoms: [
      {
        name: 'Abdominal pain',
        description: 'Constant dull ache in the left lower abdomen.',
        severity: 'moderate',
      },
      { name: 'Fever', description: 'Raised temperature, 38.2.', severity: 'moderate' },
      { name: 'Diarrhoea', description: 'Loose stools three times today.', severity: 'mild' },
      { name: 'Nausea', description: 'Feeling sick without vomiting.', severity: 'mild' },
      { name: 'Loss of appetite', description: 'Not wanting to eat.', severity: 'mild' },
    ],
    diagnosis: 'Acute diverticulitis (uncomplicated)',
    treatments:
      'Analgesia avoiding NSAIDs, oral co-amoxiclav or cefalexin with metronidazole, clear fluids, CT abdomen if not settling, stop naproxen, colonoscopy follow-up',
  },
  questions: [
    { ask: "What's brought you in today?", mustContain: [['pain', 'ache']] },
    { ask: "Where's the pain exactly?", mustContain: [['left']] },
    { ask: 'Is it on the left or the right side?', mustContain: [['left']] },
    { ask: 'When did the pain start?', mustContain: [['3', 'three']] },
    { ask: 'What does the pain feel like?', mustContain: [['dull', 'ache', 'aching']] },
    { ask: 'Does the pain spread anywhere else?', affirm: false },
    { ask: 'On a scale of one to ten, how bad is it?', mustContain: [['7', 'seven']] },
    {
      ask: 'Is there anything that makes it worse?',
      mustContain: [['moving', 'movement', 'move', 'cough', 'coughing']],
    },
    { ask: 'What helps the pain?', mustContain: [['lying', 'still', 'paracetamol']] },
    { ask: 'Have you had a fever?', affirm: true },
    { ask: 'how many times u been to the loo today', mustContain: [['3', 'three']] },
    { ask: 'Have you seen any blood from your back passage?', affirm: false },
    { ask: 'Have you ever had an episode like this before?', affirm: true, mustContain: [['2', 'two']] },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['blood pressure', 'knees', 'arthritis', 'constipation', 'pouches']],
    },
    {
      ask: 'Have you ever had an operation?',
      mustContain: [['appendix', 'appendicectomy', 'hysterectomy', 'womb']],
    },
    {
      ask: 'What medicines do you take?',
      mustContain: [['amlodipine', 'naproxen', 'lactulose', 'paracetamol']],
    },
    { ask: 'Are you on any anti-inflammatory painkillers?', mustContain: [['naproxen']] },
    { ask: 'Are you allergic to any medicines?', mustContain: [['codeine']] },
    { ask: 'What happens when you take codeine?', mustContain: [['vomiting', 'vomit', 'sick']] },
    {
      ask: 'Do you smoke at all?',
      mustContain: [['2010', 'stopped', 'quit', 'gave up', 'used to', 'ex smoker']],
    },
    { ask: 'How much alcohol would you drink in a week?', mustContain: [['10', 'ten']] },
    { ask: 'What did you do for a living?', mustContain: [['secretary']] },
    { ask: 'Who do you live with?', mustContain: [['husband']] },
    { ask: 'Does anything run in your family?', mustContain: [['cancer', 'heart attack']] },
    { ask: 'What are you worried this might be?', mustContain: [['cancer']] },
    {
      ask: 'Have you travelled abroad recently?',
      mustNotContain: ['holiday', 'flew', 'flight', 'spain', 'came back'],
    },
    { ask: 'Do you have any pets?', mustNotContain: ['a dog', 'a cat', 'dogs', 'cats'] },
    {
      ask: 'What did you eat the day before the pain started?',
      mustNotContain: ['chicken', 'takeaway', 'curry', 'restaurant', 'barbecue', 'prawns'],
    },
  ],
};
