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

export const statinMyopathy: InterviewCase = {
  id: 'statin-myopathy',
  system: 'musculoskeletal',
  patient: {
    name: 'Harold Bennett',
    medicalHistory: `Harold Bennett, 74, retired joiner. Seen with his daughter, Karen, who lives two streets away, does his shopping and fills his dosette box every Sunday.

Karen reports that her dad has been complaining of aching in both thighs and both upper arms for about three weeks, and it has got much worse over the last five days. He now struggles to get up out of his armchair without pushing hard on the arms, and on Saturday he could not get up off the toilet and had to ring her to come round. He says his legs feel 'heavy and bruised all over', although there are no bruises. He has not fallen. For the past two days his urine has been darker than usual, 'like weak tea'. He is tired and off his food. No fever, no rash, no chest pain, no trouble swallowing and no double vision. He has not done any unusual exercise; he normally walks his neighbour's dog round the block each morning but has not managed it for a week.

Karen says his cholesterol tablet was increased at his annual review six weeks ago because his cholesterol 'came back high', and the out-of-hours doctor gave him antibiotics for a chest infection 10 days ago.

Current medicines (from the dosette box and repeat slip):
1. Atorvastatin 80 mg at night (increased from 20 mg six weeks ago)
2. Amlodipine 10 mg once daily
3. Ramipril 5 mg once daily
4. Bisoprolol 2.5 mg once daily
5. Aspirin 75 mg once daily
6. Levothyroxine 50 micrograms each morning
7. Metformin 500 mg twice daily
8. Omeprazole 20 mg once daily
9. Tamsulosin 400 micrograms at night
10. Adcal-D3 one tablet twice daily
11. Paracetamol 1 g up to four times a day when needed (taking it regularly this week - 'does nothing')
12. Clarithromycin 500 mg twice daily for 7 days (finished 3 days ago)
13. GTN spray when needed (not used for over a year)

Allergies: penicillin (rash).

PMH: heart attack 2019 (two stents), type 2 diabetes, high blood pressure, underactive thyroid, enlarged prostate. Right cataract operation 2021.

FH: father died of a heart attack at 60; sister Edna has dementia.

SH: widowed (his wife, Joan, died in 2020); lives alone in a bungalow. Stopped smoking after his heart attack. Two cans of bitter at the weekend.

Harold thinks he is 'just getting old'. Karen is worried he will fall when she isn't there and wonders whether it is 'one of his tablets'.`,
    symptoms: [
      {
        name: 'Muscle aches',
        description: 'Both thighs and upper arms; legs feel heavy and bruised',
        severity: 'moderate',
      },
      {
        name: 'Muscle weakness',
        description: 'Cannot rise from a low chair without using his arms',
        severity: 'severe',
      },
      { name: 'Dark urine', description: 'Darkest first thing in the morning', severity: 'moderate' },
    ],
    diagnosis: 'Statin myopathy',
    treatments:
      'Stop atorvastatin; check CK, U&Es (rhabdomyolysis, acute kidney injury), TSH, LFTs and urine dipstick for myoglobin; IV fluids if CK markedly raised or renal impairment; avoid clarithromycin with statins in future; review and restart at lower dose or alternative lipid-lowering therapy (e.g. ezetimibe) once symptoms and CK settle; falls risk assessment and support at home.',
  },
  questions: [
    {
      ask: "Hello Mr Bennett, what's been going on?",
      mustContain: [['aching', 'ache', 'aches', 'thighs', 'arms', 'muscles']],
      mustNotContain: ['myopathy'],
    },
    {
      ask: 'Where do you feel the aching?',
      mustContain: [
        ['thigh', 'thighs'],
        ['arm', 'arms'],
      ],
    },
    { ask: 'When did it start?', mustContain: [['three weeks', '3 weeks']] },
    { ask: 'What does it feel like?', mustContain: [['heavy', 'bruised']] },
    { ask: 'Has it been getting worse?', mustContain: [['five days', '5 days']], affirm: true },
    { ask: 'Are you able to get up out of a chair?', mustContain: [['push', 'pushing', 'arms', 'struggle']] },
    {
      ask: "Has there been a time you couldn't get up at all?",
      mustContain: [['toilet', 'saturday']],
      affirm: true,
    },
    { ask: 'Have you had any falls?', affirm: false },
    {
      ask: 'Have you noticed any change in the colour of your urine?',
      mustContain: [['dark', 'darker', 'tea']],
      affirm: true,
    },
    { ask: 'Is it darker at any particular time of day?', mustContain: ['morning'] },
    { ask: 'Have you had a temperature?', affirm: false },
    { ask: 'Any chest pain?', affirm: false },
    { ask: 'Does the paracetamol help?', mustContain: ['nothing'], affirm: false },
    {
      ask: 'Have any of your tablets been changed recently?',
      mustContain: [['atorvastatin', 'cholesterol']],
      affirm: true,
    },
    { ask: 'What dose of atorvastatin are you on now?', mustContain: ['80'] },
    {
      ask: 'Have you had any antibiotics lately?',
      mustContain: [['clarithromycin', 'chest infection']],
      affirm: true,
    },
    { ask: 'Who sorts out your tablets?', mustContain: [['karen', 'daughter']] },
    {
      ask: 'What other medical problems do you have?',
      mustContain: [['heart attack', 'diabetes', 'blood pressure', 'thyroid', 'prostate']],
    },
    { ask: 'Have you had any operations?', mustContain: [['cataract', 'stents']], affirm: true },
    { ask: 'Are you allergic to anything?', mustContain: ['penicillin'], affirm: true },
    {
      ask: 'Is there anything that runs in your family?',
      mustContain: [['heart attack', 'father', 'dad', 'edna', 'dementia']],
    },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink?', mustContain: [['bitter', 'cans', 'two', '2']] },
    { ask: 'What was your job?', mustContain: ['joiner'] },
    { ask: 'Who do you live with?', mustContain: ['alone'] },
    { ask: 'What do you and Karen think is going on?', mustContain: [['old', 'tablets', 'fall']] },
    { ask: 'Have you been abroad lately?', mustContain: [unsure] },
    { ask: 'Could this be a statin myopathy?', mustContain: [unsure], mustNotContain: ['myopathy'] },
  ],
};
