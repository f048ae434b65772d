import type { InterviewCase } from '../types.js';

/** Style 4: catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const meningitis: InterviewCase = {
  id: 'meningitis',
  system: 'neurological',
  patient: {
    name: 'Emily Roberts',
    medicalHistory:
      "Emily Roberts is a 19-year-old first-year biology student living in university halls. She felt fluey yesterday afternoon with aching legs and cold hands and feet. Her headache began at about 10 pm last night and built up over a few hours; it is over her whole head but worst at the back, constant, 9 out of 10, and worse than any headache she has had before. She cannot bend her chin down to her chest because her neck is so stiff. Light hurts her eyes and she has kept the curtains shut all morning. She has vomited 3 times since 6 am. Her flatmate Priya noticed a few dark red-purple spots on her shins and stomach this morning that did not fade when Priya pressed a glass on them. Her temperature was 39.4 on Priya's thermometer. She feels very drowsy but knows where she is. She has not had a fit and has not hit her head. She takes the combined pill, Rigevidon, and took ibuprofen 400 mg at 6 am, which she brought straight back up. She has no allergies. She thinks she had the MenACWY jab at school but is not sure. Her mum gets migraines. Freshers' week was two weeks ago with lots of parties; she drinks about 20 units on a night out and smokes 3 or 4 cigarettes at weekends, and she has never taken drugs. She shares a kitchen with 6 other students, and one of them had a bad sore throat last week. She is scared because she has never felt this ill.",
    symptoms: [
      { name: 'Headache', description: 'Pain in the head', severity: 'severe' },
      { name: 'Fever', description: 'High temperature', severity: 'moderate' },
      { name: 'Neck stiffness', description: 'Stiff neck', severity: 'moderate' },
      { name: 'Photophobia', description: 'Dislike of bright light', severity: 'moderate' },
      { name: 'Vomiting', description: 'Being sick', severity: 'moderate' },
      { name: 'Rash', description: 'Spots on the skin', severity: 'moderate' },
    ],
    diagnosis: 'Bacterial meningitis with meningococcal septicaemia',
    treatments:
      'Immediate IV ceftriaxone (benzylpenicillin in primary care before transfer); blood cultures; sepsis six; lumbar puncture when safe; dexamethasone; notify public health and give close contacts prophylaxis.',
  },
  questions: [
    {
      ask: "Hi Emily, can you tell me what's been happening?",
      mustContain: [['headache', 'head']],
      mustNotContain: ['meningit', 'septic', 'meningococ'],
    },
    {
      ask: 'When did the headache start?',
      mustContain: [['10', 'ten', 'last night']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Did it come on suddenly, like a thunderclap?',
      mustContain: [['few hours', 'built', 'gradual']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Where in your head is it?',
      mustContain: [['back', 'whole']],
      mustNotContain: ['meningit', 'septic', 'one side'],
    },
    {
      ask: 'How bad is it on a scale of 1 to 10?',
      mustContain: [['9', 'nine']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Have you ever had a headache like this before?',
      mustNotContain: ['meningit', 'septic'],
      affirm: false,
    },
    {
      ask: 'Is your neck stiff?',
      mustContain: ['chin'],
      mustNotContain: ['meningit', 'septic'],
      affirm: true,
    },
    { ask: 'Does light bother your eyes?', mustNotContain: ['meningit', 'septic'], affirm: true },
    { ask: 'Have you been vomiting?', mustNotContain: ['meningit', 'septic'], affirm: true },
    { ask: 'How many times?', mustContain: [['3', 'three']], mustNotContain: ['meningit', 'septic'] },
    { ask: 'Have you noticed any rash?', mustNotContain: ['meningit', 'septic'], affirm: true },
    {
      ask: 'Where are the spots and what colour are they?',
      mustContain: [
        ['shin', 'stomach', 'leg'],
        ['purple', 'red'],
      ],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Did they fade when pressed with a glass?',
      mustNotContain: ['meningit', 'septic'],
      affirm: false,
    },
    {
      ask: 'Who noticed them?',
      mustContain: [['priya', 'flatmate']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Have you had a temperature?',
      mustContain: ['39'],
      mustNotContain: ['meningit', 'septic'],
      affirm: true,
    },
    {
      ask: 'How did it all begin, before the headache?',
      mustContain: [['flu', 'ach', 'cold hands', 'cold feet']],
      mustNotContain: ['meningit', 'septic'],
    },
    { ask: 'Have you had any fits or seizures?', mustNotContain: ['meningit', 'septic'], affirm: false },
    { ask: 'Have you banged your head recently?', mustNotContain: ['meningit', 'septic'], affirm: false },
    {
      ask: 'Are you on any medication, like the pill?',
      mustContain: ['rigevidon'],
      mustNotContain: ['meningit', 'septic'],
      affirm: true,
    },
    {
      ask: 'Have you taken any painkillers today?',
      mustContain: ['ibuprofen'],
      mustNotContain: ['meningit', 'septic', 'paracetamol'],
      affirm: true,
    },
    {
      ask: 'Any allergies to medicines, like penicillin?',
      mustNotContain: ['meningit', 'septic'],
      affirm: false,
    },
    {
      ask: 'Are your vaccinations up to date? Did you have the MenACWY?',
      mustContain: [['not sure', 'think']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Does anyone in the family get bad headaches?',
      mustContain: [['mum', 'mother'], 'migraine'],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'How much do you drink on a night out?',
      mustContain: ['20'],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'And do you smoke?',
      mustContain: [['3', 'three', '4', 'four', 'weekend']],
      mustNotContain: ['meningit', 'septic'],
      affirm: true,
    },
    {
      ask: 'Where are you living at the moment?',
      mustContain: [['halls', 'university']],
      mustNotContain: ['meningit', 'septic'],
    },
    {
      ask: 'Has anyone around you been unwell?',
      mustContain: [['sore throat', 'flatmate', 'kitchen']],
      mustNotContain: ['meningit', 'septic'],
    },
    { ask: 'Have you had any recreational drugs?', mustNotContain: ['meningit', 'septic'], affirm: false },
  ],
};
