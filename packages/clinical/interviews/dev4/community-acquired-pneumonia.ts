import type { InterviewCase } from '../types.js';

/** Style 2: a structured template with headings in terse clinical shorthand. */
export const communityAcquiredPneumonia: InterviewCase = {
  id: 'community-acquired-pneumonia',
  system: 'respiratory',
  patient: {
    name: 'Derek Walsh',
    medicalHistory: `67M, retired bus driver.
PC: Productive cough and fever 4/7.
HPC: 4/7 cough productive of green sputum, rusty-coloured since yesterday. Fevers, rigors x2 last night, drenched sheets. R-sided chest pain 2/7, sharp, worse on deep breath and coughing, better lying on R side, 6/10. SOB on exertion, now SOB walking to the bathroom (normally walks the dog 2 miles/day). No haemoptysis. Appetite poor, eating half meals. Paracetamol 1 g QDS, little relief.
PMH: HTN (dx 2015). T2DM (dx 2018). OA R knee.
DH: Amlodipine 5 mg OD. Metformin 500 mg BD. Atorvastatin 20 mg ON.
Allergies: Penicillin - widespread rash as a child.
FH: Father died MI aged 70. Mother had a stroke at 81.
SH: Ex-smoker, quit 2010, 30 pack-years. EtOH ~14 units/wk (bitter). Lives with wife Maureen in a bungalow. Independent with ADLs, still drives.
ROS: No calf pain or leg swelling. No recent travel or hospital stay. No urinary sx. Wt stable. No confusion per wife.
ICE: Worried as his brother-in-law Tony was admitted to ICU with a chest problem last winter.`,
    symptoms: [
      { name: 'Cough', description: 'Productive cough, green then rusty sputum', severity: 'moderate' },
      { name: 'Fever', description: 'Fevers with rigors and night sweats', severity: 'moderate' },
      { name: 'Chest pain', description: 'Right-sided pleuritic chest pain', severity: 'moderate' },
      { name: 'Shortness of breath', description: 'Breathless on exertion', severity: 'moderate' },
    ],
    diagnosis: 'Community-acquired pneumonia (right lower lobe)',
    treatments:
      'CURB-65 score; chest X-ray, FBC, CRP, U&E; oral doxycycline or clarithromycin given the penicillin allergy; paracetamol and fluids; safety-netting and review in 48 hours.',
  },
  questions: [
    {
      ask: "Good morning Mr Walsh, what's brought you in?",
      mustContain: ['cough'],
      mustNotContain: ['pneumonia', 'chest infection'],
    },
    {
      ask: 'How many days have you had the cough?',
      mustContain: [['4', 'four']],
      mustNotContain: ['pneumonia', 'chest infection'],
    },
    {
      ask: 'Are you bringing anything up?',
      mustContain: [['green', 'rust', 'sputum', 'phlegm']],
      mustNotContain: ['pneumonia'],
      affirm: true,
    },
    {
      ask: 'What colour is it?',
      mustContain: [['green', 'rust']],
      mustNotContain: ['pneumonia', 'clear', 'white'],
    },
    { ask: 'Have you coughed up any blood?', mustNotContain: ['pneumonia'], affirm: false },
    { ask: 'Have you had fevers or shivers?', mustNotContain: ['pneumonia'], affirm: true },
    {
      ask: 'How many times have you had the shaking?',
      mustContain: [['twice', '2', 'two']],
      mustNotContain: ['pneumonia'],
    },
    { ask: 'Any pain in your chest?', mustNotContain: ['pneumonia'], affirm: true },
    { ask: 'Which side is the pain on?', mustContain: ['right'], mustNotContain: ['left', 'pneumonia'] },
    {
      ask: 'What does it feel like?',
      mustContain: ['sharp'],
      mustNotContain: ['pneumonia', 'crushing', 'dull'],
    },
    {
      ask: 'Does anything make it worse?',
      mustContain: [['breath', 'cough']],
      mustNotContain: ['pneumonia'],
    },
    {
      ask: 'And is there anything that eases it?',
      mustContain: [['lying', 'lie']],
      mustNotContain: ['pneumonia'],
    },
    { ask: 'Out of ten, how bad is that pain?', mustContain: [['6', 'six']], mustNotContain: ['pneumonia'] },
    { ask: 'Are you short of breath?', mustNotContain: ['pneumonia'], affirm: true },
    {
      ask: 'How far could you walk before all this?',
      mustContain: [['2', 'two']],
      mustNotContain: ['pneumonia'],
    },
    { ask: 'Have you had any pain or swelling in your legs?', mustNotContain: ['pneumonia'], affirm: false },
    { ask: 'Have you been abroad or in hospital recently?', mustNotContain: ['pneumonia'], affirm: false },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['blood pressure', 'hypertension'], 'diabet'],
      mustNotContain: ['pneumonia', 'copd', 'asthma'],
    },
    {
      ask: 'What tablets do you take?',
      mustContain: ['amlodipine', 'metformin'],
      mustNotContain: ['pneumonia', 'inhaler'],
    },
    {
      ask: 'How much metformin, and how often?',
      mustContain: ['500', ['twice', 'two times', 'bd']],
      mustNotContain: ['pneumonia'],
    },
    {
      ask: 'Are you taking anything for the pain or temperature?',
      mustContain: ['paracetamol'],
      mustNotContain: ['pneumonia', 'ibuprofen'],
    },
    {
      ask: 'Are you allergic to any medicines?',
      mustContain: ['penicillin'],
      mustNotContain: ['pneumonia'],
      affirm: true,
    },
    {
      ask: 'What happened when you had the penicillin?',
      mustContain: ['rash'],
      mustNotContain: ['pneumonia', 'anaphyla'],
    },
    {
      ask: 'Do you smoke?',
      mustContain: [['quit', 'stopped', 'gave up', 'ex smoker', '2010']],
      mustNotContain: ['pneumonia'],
    },
    { ask: 'How much do you drink in a week?', mustContain: ['14'], mustNotContain: ['pneumonia'] },
    { ask: 'What did you do for a living?', mustContain: ['bus'], mustNotContain: ['pneumonia'] },
    {
      ask: 'Any heart problems in the family?',
      mustContain: [
        ['father', 'dad'],
        ['heart', '70'],
      ],
      mustNotContain: ['pneumonia'],
    },
    {
      ask: 'Is there anything in particular worrying you?',
      mustContain: [['tony', 'brother in law', 'icu', 'intensive care']],
      mustNotContain: ['pneumonia'],
    },
  ],
};
