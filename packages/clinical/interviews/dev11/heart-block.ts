import type { InterviewCase } from '../types.js';

const notSure = [
  'not sure',
  "don't know",
  'don’t know',
  'do not know',
  'no idea',
  "couldn't say",
  "can't say",
  "can't remember",
];

/** A long numbered medicines list with a son's report. */
export const heartBlock: InterviewCase = {
  id: 'heart-block',
  system: 'cardiovascular',
  patient: {
    name: 'Margaret Lawson',
    medicalHistory:
      "Margaret Lawson, 84, is brought in by her son, David, after two blackouts this week. Margaret says she 'doesn't remember much about the first one'.\n\n" +
      'On Tuesday afternoon she was standing at the kitchen sink when she went grey and slid to the floor without any warning. David, who was visiting, says she was out for less than a minute, did not jerk or shake, did not wet herself and came round quickly, knowing where she was straight away. She grazed her right elbow but did not hit her head. On Thursday evening she felt light-headed halfway up the stairs and had to sit down on a step until it passed, but she did not black out. Over the last three weeks she has been increasingly tired (she naps twice a day) and gets breathless walking to the bus stop: she used to manage 200 yards and now stops after about 50. Her ankles are more swollen than usual. She has had no chest pain, and no palpitations since her tablets were changed. David checked her pulse on her blood pressure machine on Thursday evening and it said 38.\n\n' +
      'Three weeks ago the GP increased her bisoprolol from 2.5 mg to 5 mg because she had been getting a fast, thumping heartbeat. She has never had a blackout before.\n\n' +
      'Past history: atrial fibrillation (2023); high blood pressure; underactive thyroid; glaucoma; osteoporosis, with a broken left wrist in 2021; mild memory problems. Operations: right hip replacement (2018); hysterectomy (1985). Allergies: erythromycin (rash and vomiting).\n\n' +
      "Medicines (David's wife, Anne, fills her dosette box on Sundays):\n" +
      '1. Bisoprolol 5 mg once daily (increased from 2.5 mg three weeks ago)\n' +
      '2. Apixaban 2.5 mg twice daily\n' +
      '3. Timolol 0.5% eye drops, one drop in each eye twice daily\n' +
      '4. Latanoprost eye drops, one drop in each eye at night\n' +
      '5. Levothyroxine 75 micrograms each morning\n' +
      '6. Amlodipine 5 mg once daily\n' +
      '7. Donepezil 5 mg at night (started in April)\n' +
      '8. Lansoprazole 15 mg once daily\n' +
      '9. Alendronic acid 70 mg once a week (Mondays)\n' +
      '10. Adcal-D3 one tablet twice daily\n' +
      '11. Paracetamol 1 g up to four times a day when needed\n' +
      '12. Laxido one sachet daily when needed\n\n' +
      "Family history: her mother lived to 92; her sister, Edna, has Parkinson's disease.\n" +
      'Social: widow (her husband, Jim, died in 2016); lives alone in a terraced house; walks with a stick outdoors. Never smoked. A small sherry at Christmas only. Worked for 40 years as a sewing machinist in a clothing factory.\n' +
      "Margaret thinks it is 'just my age'; she is frightened of being 'put in a home'. David is worried she will fall down the stairs.",
    symptoms: [
      {
        name: 'Blackouts',
        description: 'Went grey and dropped to the floor with no warning',
        severity: 'severe',
      },
      {
        name: 'Dizziness',
        description: 'Light-headed, especially on the stairs and when getting up',
        severity: 'moderate',
      },
      {
        name: 'Tiredness',
        description: 'No energy by lunchtime',
        severity: 'moderate',
      },
      {
        name: 'Shortness of breath',
        description: 'On walking; has to stop after about 50 yards',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Complete heart block caused by bisoprolol',
    treatments:
      '12-lead ECG and continuous cardiac monitoring; stop bisoprolol and review the timolol eye drops and donepezil; IV atropine 500 micrograms if she is compromised, with isoprenaline or transcutaneous pacing if needed; cardiology referral for a permanent pacemaker if the block persists; check thyroid function, U&Es and potassium; falls assessment.',
  },
  questions: [
    {
      ask: "Hello Mrs Lawson, I'm a medical student. What's brought you in today?",
      mustContain: [
        ['blackout', 'blackouts', 'blacked out', 'passed out', 'collapse', 'collapsed', 'fell', 'floor'],
      ],
      mustNotContain: ['heart block', 'av block', 'atrioventricular'],
    },
    { ask: 'How many times has it happened?', mustContain: [['2', 'two', 'twice']] },
    { ask: 'When was the first one?', mustContain: ['tuesday'] },
    { ask: 'Did you get any warning beforehand?', affirm: false },
    { ask: 'How long were you out for?', mustContain: ['minute'] },
    { ask: 'Did you shake or jerk at all?', affirm: false },
    { ask: 'Did you hurt yourself when you went down?', mustContain: ['elbow'], affirm: true },
    { ask: 'Have you had any dizzy spells?', mustContain: [['stairs', 'step', 'thursday']], affirm: true },
    { ask: 'Have you been more tired than usual?', mustContain: [['nap', 'naps', 'twice']], affirm: true },
    { ask: 'How far can you walk before you get out of breath?', mustContain: [['50', 'fifty']] },
    { ask: 'Have you had any chest pain?', affirm: false },
    { ask: 'Have your ankles been swollen?', affirm: true },
    { ask: 'Do you know what your pulse has been?', mustContain: [['38', 'thirty eight']] },
    { ask: 'Have any of your tablets been changed recently?', mustContain: ['bisoprolol'], affirm: true },
    { ask: 'Have you ever blacked out before?', affirm: false },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [
        ['atrial fibrillation', 'blood pressure', 'thyroid', 'glaucoma', 'osteoporosis', 'memory'],
      ],
    },
    { ask: 'Have you had any operations?', mustContain: [['hip', 'hysterectomy']] },
    { ask: 'Do you use any eye drops?', mustContain: [['timolol', 'latanoprost']], affirm: true },
    { ask: 'Are you on a blood thinner?', mustContain: ['apixaban'], affirm: true },
    { ask: 'Are you allergic to any medicines?', mustContain: ['erythromycin'] },
    { ask: 'Does anything run in your family?', mustContain: [['parkinson', 'edna']] },
    { ask: 'Have you ever smoked?', affirm: false },
    { ask: 'Do you drink any alcohol?', mustContain: ['sherry'] },
    { ask: 'What work did you do?', mustContain: [['machinist', 'sewing', 'factory']] },
    { ask: 'Who lives with you at home?', mustContain: [['alone', 'on my own', 'by myself']] },
    { ask: 'What worries you most about all this?', mustContain: ['home'] },
    { ask: 'Have you had your flu jab this year?', mustContain: [notSure] },
    {
      ask: 'Could this be heart block?',
      mustContain: [notSure],
      mustNotContain: ['heart block', 'av block', 'atrioventricular'],
    },
  ],
};
