import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't remember",
  'cannot remember',
];

export const hypothermiaWithFall: InterviewCase = {
  id: 'hypothermia-with-fall',
  system: 'elderly care',
  patient: {
    name: 'Albert Henshaw',
    medicalHistory: `86-year-old man brought in by ambulance at 09:10 with his son, Graham, after being found on the kitchen floor.

Graham's report: he phones his dad every evening at 7 pm, and last night Albert sounded his usual self and said he was going to bed after the news. This morning at 8 am Graham let himself in with the key safe and found his dad lying on the kitchen lino in his pyjamas, cold to touch, mumbling and not making sense, with a puddle of urine beside him. Albert cannot remember falling; he thinks he got up in the night for a drink of water. The boiler broke four days ago and Albert refused to let Graham pay for an engineer, so he had been using a single fan heater in the lounge; the kitchen was "freezing". His pendant alarm was on the bedside table, not round his neck. Graham says his dad has been slower and more forgetful over the past month, and he noticed that the levothyroxine in the dosette box had not been taken for the last two weeks. The doxazosin was started three weeks ago by the urologist. Albert says his right hip aches but he did not hit his head, as far as he knows. No vomiting. No chest pain.

Medicines (from the dosette box and the GP list):
1. Apixaban 2.5 mg twice daily
2. Bisoprolol 2.5 mg once daily
3. Amlodipine 5 mg once daily
4. Doxazosin 4 mg at night
5. Finasteride 5 mg once daily
6. Levothyroxine 75 micrograms once daily (not taken for two weeks)
7. Zopiclone 3.75 mg at night
8. Citalopram 10 mg once daily
9. Paracetamol 1 g four times daily
10. Lactulose 10 ml twice daily
11. Adcal-D3 one tablet twice daily
12. Timolol eye drops, one drop in both eyes daily

Allergies: penicillin (his face swelled up).

PMH: atrial fibrillation; underactive thyroid; enlarged prostate; glaucoma; low mood since his wife, Joan, died in 2021. Left knee replacement in 2010.

SH: lives alone in a terraced house; walks with a stick indoors and a frame outside. Graham visits on Sundays and does his shopping. Former railway signalman. Stopped smoking in 1980. A small whisky most nights.

FH: his brother Frank had a stroke.

Graham is worried that his dad can no longer cope at home on his own.`,
    symptoms: [
      {
        name: 'Confusion',
        description: 'Muddled and mumbling when found; knows his name but thinks the year is 1990',
        severity: 'severe',
      },
      {
        name: 'Fall',
        description: 'Found on the kitchen floor; may have been there for up to 13 hours',
        severity: 'severe',
      },
      {
        name: 'Feeling cold',
        description: 'Cold to touch; temperature 32.4 °C in the ambulance; not shivering',
        severity: 'severe',
      },
      {
        name: 'Hip pain',
        description: 'Right hip aches; bruises over the right hip and right elbow',
        severity: 'mild',
      },
    ],
    diagnosis:
      'Hypothermia (32.4 °C) after a long lie following a fall in an unheated house, with missed levothyroxine',
    treatments:
      'ABC with cardiac monitoring (bradycardia, AF, J waves); gentle handling; remove wet clothes; active external rewarming with blankets and forced warm air, warmed IV fluids; glucose, U&E, CK (rhabdomyolysis), TFTs, FBC, blood cultures, ECG; CT head (on apixaban, confused); X-ray right hip and elbow; restart levothyroxine; review doxazosin, zopiclone and citalopram as causes of falls; delirium care; falls and frailty assessment; occupational therapy and social work for heating, pendant alarm use and support at home.',
  },
  questions: [
    {
      ask: 'Hello Mr Henshaw, can you tell me what happened?',
      mustContain: [['floor', 'fall', 'fell', 'found', 'confus', 'muddled', 'cold']],
      mustNotContain: ['hypothermi'],
    },
    { ask: 'Where in the house were you found?', mustContain: ['kitchen'] },
    { ask: 'Do you remember falling?', affirm: false },
    { ask: 'Who found you?', mustContain: [['graham', 'son']] },
    {
      ask: 'How long do you think you were on the floor?',
      mustContain: [['13', 'thirteen', 'night', '7 pm', '8 am', 'hours']],
    },
    { ask: 'Did you bang your head?', affirm: false },
    { ask: 'Are you in pain anywhere?', mustContain: ['hip'] },
    { ask: 'Which hip is it?', mustContain: ['right'] },
    { ask: 'Have you been feeling cold?', affirm: true },
    { ask: 'Are you shivering?', affirm: false },
    {
      ask: 'How has the heating been at home?',
      mustContain: [['boiler', 'broke', 'fan heater', 'freezing']],
    },
    {
      ask: 'Were you wearing your alarm pendant?',
      affirm: false,
      mustContain: [['bedside', 'table']],
    },
    {
      ask: 'Has your memory been any worse lately?',
      affirm: true,
      mustContain: [['month', 'forgetful', 'slower']],
    },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [['atrial fibrillation', 'thyroid', 'prostate', 'glaucoma', 'heart', 'mood']],
    },
    { ask: 'Have you ever had an operation?', affirm: true, mustContain: ['knee'] },
    { ask: 'Are you on a blood thinner?', affirm: true, mustContain: ['apixaban'] },
    {
      ask: 'Have you been taking your thyroid tablets?',
      affirm: false,
      mustContain: [['two weeks', '2 weeks', 'fortnight']],
    },
    {
      ask: 'Have any of your tablets been changed recently?',
      affirm: true,
      mustContain: ['doxazosin'],
    },
    {
      ask: 'Do you take anything to help you sleep?',
      affirm: true,
      mustContain: ['zopiclone'],
    },
    { ask: 'Are you allergic to any medicines?', affirm: true, mustContain: ['penicillin'] },
    {
      ask: 'Are there any illnesses that run in the family?',
      mustContain: [['stroke', 'frank', 'brother']],
    },
    {
      ask: 'Do you smoke?',
      affirm: false,
      mustContain: [['1980', 'stopped', 'gave up']],
    },
    { ask: 'Do you drink any alcohol?', affirm: true, mustContain: ['whisky'] },
    { ask: 'What did you do for a living?', mustContain: ['signal'] },
    {
      ask: 'Who lives with you at home?',
      mustContain: [['alone', 'on my own', 'by myself']],
    },
    {
      ask: 'What is your son worried about?',
      mustContain: [['cope', 'home', 'on my own']],
    },
    { ask: 'When did you last see your GP?', mustContain: [unsure] },
    { ask: 'Is it hypothermia?', mustNotContain: ['hypothermi'] },
  ],
};
