import type { InterviewCase } from '../types.js';

const key = ['opioid', 'opiate', 'toxicity', 'overdose'];
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

/** Style 5: a long numbered medicines list with a daughter's report of what happened. */
export const opioidToxicity: InterviewCase = {
  id: 'opioid-toxicity',
  system: 'toxicology',
  patient: {
    name: 'Harold Jenkins',
    medicalHistory: `Harold Jenkins, 82. Brought in by ambulance from home at 9:30 am.
His daughter Susan's account: she found her dad at 8 am slumped in his armchair, still in yesterday's clothes, and very hard to wake; he only opened his eyes when she shook him and shouted. His breathing was slow and noisy, "like snoring". Yesterday afternoon on the phone he was muddled, kept repeating himself and said he could see cats on the curtains. He has felt sick and been off his food for 3 days, and he has not opened his bowels for 5 days. She does not think he has had a fall, and there is no sign of a head injury. He has not complained of chest pain. He has not had a temperature. She thinks he has been passing less water. Susan is worried he has had a stroke.
Background: osteoporosis with a crush fracture of his spine in September, with back pain since; chronic kidney disease stage 3b (eGFR 34); high blood pressure; angina; enlarged prostate.
Medicines (from his blister packs and the bathroom cabinet; he manages them himself):
1. Fentanyl patch 12 micrograms/hour, changed every 3 days. Started 2 weeks ago for his back pain. Susan found three patches on his back: he has been putting a new one on without taking the old one off.
2. Co-codamol 30/500, 2 tablets four times a day. Meant to stop when the patches started, but he has carried on taking it.
3. Gabapentin 300 mg three times a day, increased from once a day 10 days ago.
4. Amitriptyline 10 mg at night.
5. Ramipril 2.5 mg once a day.
6. Bisoprolol 2.5 mg once a day.
7. Isosorbide mononitrate 30 mg in the morning.
8. Atorvastatin 40 mg at night.
9. Tamsulosin 400 micrograms at night.
10. Alendronic acid 70 mg once a week, on Sundays.
11. Senna 2 tablets at night: he stopped it himself a month ago because it gave him cramps.
Allergies: penicillin (rash).
Social: widower, lives alone in a ground-floor flat. Retired bricklayer. Ex-smoker, gave up in 1990. Has a small whisky most nights. Susan lives 10 minutes away, visits every day and does his shopping; no carers.
Family: his brother died of bowel cancer at 70.`,
    symptoms: [
      { name: 'Drowsiness', description: 'Very hard to wake this morning', severity: 'severe' },
      {
        name: 'Confusion',
        description: 'Muddled since yesterday afternoon, seeing cats',
        severity: 'moderate',
      },
      { name: 'Breathing difficulty', description: 'Slow, noisy breathing like snoring', severity: 'severe' },
      { name: 'Nausea', description: 'Feeling sick for 3 days', severity: 'mild' },
      { name: 'Constipation', description: 'Bowels not opened for 5 days', severity: 'mild' },
    ],
    diagnosis: 'Opioid toxicity',
    treatments: 'Naloxone intravenously in small repeated doses; naloxone infusion if drowsiness recurs',
  },
  questions: [
    {
      ask: 'Hello Mr Jenkins, can you tell me what happened this morning?',
      mustContain: [['wake', 'slumped', 'armchair', 'drowsy', 'sleepy']],
      mustNotContain: key,
    },
    {
      ask: 'What time did Susan find you?',
      mustContain: [['8', 'eight']],
      mustNotContain: key,
    },
    {
      ask: 'How was your breathing when she found you?',
      mustContain: [['slow', 'snoring', 'noisy']],
      mustNotContain: key,
    },
    {
      ask: 'Have you been confused at all?',
      affirm: true,
      mustContain: [['muddled', 'confused', 'repeating']],
      mustNotContain: key,
    },
    {
      ask: "Have you been seeing things that weren't there?",
      affirm: true,
      mustContain: ['cats'],
      mustNotContain: key,
    },
    {
      ask: 'Have you been feeling sick?',
      affirm: true,
      mustContain: [['3 days', 'three days']],
      mustNotContain: key,
    },
    {
      ask: 'When did you last open your bowels?',
      mustContain: [['5 days', 'five days']],
      mustNotContain: key,
    },
    { ask: 'Have you had a fall or banged your head?', affirm: false, mustNotContain: key },
    { ask: 'Any chest pain?', affirm: false, mustNotContain: key },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['osteoporosis', 'kidney', 'blood pressure', 'angina', 'prostate', 'fracture']],
      mustNotContain: key,
    },
    {
      ask: 'Why were you started on the patches?',
      mustContain: ['back'],
      mustNotContain: key,
    },
    {
      ask: 'Can you tell me which medicines you take?',
      mustContain: [['fentanyl', 'patch']],
      mustNotContain: key,
    },
    {
      ask: 'How have you been using the patches?',
      mustContain: [['old one', 'without', 'three']],
      mustNotContain: key,
    },
    {
      ask: 'How many patches did Susan find on your back?',
      mustContain: [['3', 'three']],
      mustNotContain: key,
    },
    { ask: 'Are you still taking the co-codamol?', affirm: true, mustNotContain: key },
    {
      ask: 'Has the dose of your gabapentin been changed?',
      affirm: true,
      mustContain: [['increased', 'three times', '10 days', 'ten days']],
      mustNotContain: key,
    },
    {
      ask: 'Do you still take the senna?',
      affirm: false,
      mustContain: [['cramp', 'stopped']],
      mustNotContain: key,
    },
    { ask: 'Who sorts out your tablets?', mustContain: ['myself'], mustNotContain: [...key, 'pharmacist'] },
    {
      ask: 'Are you allergic to anything?',
      mustContain: ['penicillin'],
      mustNotContain: [...key, 'codeine', 'morphine'],
    },
    {
      ask: 'Do you drink any alcohol?',
      affirm: true,
      mustContain: ['whisky'],
      mustNotContain: key,
    },
    {
      ask: 'Have you ever smoked?',
      mustContain: [['1990', 'gave up', 'stopped', 'used to']],
      mustNotContain: key,
    },
    { ask: 'What did you do for a living?', mustContain: ['bricklayer'], mustNotContain: key },
    {
      ask: 'Do you live on your own? Does anyone help you?',
      mustContain: [
        ['alone', 'own'],
        ['susan', 'daughter'],
      ],
      mustNotContain: key,
    },
    {
      ask: 'Are there any illnesses in the family?',
      mustContain: ['brother', 'bowel'],
      mustNotContain: key,
    },
    {
      ask: 'What was Susan worried about?',
      mustContain: ['stroke'],
      mustNotContain: key,
    },
    { ask: 'Is there anything else you want to mention?', mustNotContain: key },
    { ask: 'Have you noticed any weakness down one side?', affirm: false, mustNotContain: key },
    {
      ask: 'Does the chemist deliver your medicines?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
