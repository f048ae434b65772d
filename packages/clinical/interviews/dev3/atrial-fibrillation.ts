import type { InterviewCase } from '../types.js';

const dx = ['atrial', 'fibrillat', 'a fib', 'afib', 'arrhythmia'];

export const atrialFibrillation: InterviewCase = {
  id: 'atrial-fibrillation',
  system: 'cardiovascular',
  patient: {
    name: 'Stanley Pearce',
    medicalHistory: `Stanley Pearce, 78, retired joiner, brought in by his wife, Irene.
For the past 3 days he has had episodes of his heart "racing and fluttering" in his chest, irregular, each lasting from a few minutes to several hours; today's has not stopped since 7 am. He feels light-headed when he stands up and gets breathless climbing the stairs, which he normally manages easily. No chest pain. He has not blacked out.
Irene says that this morning he was muddled for about an hour: he called her by his sister's name and could not remember where he had put his glasses, and he looked grey and sweaty. He is now back to his normal self. She has not noticed any weakness of his face, arms or legs and his speech has been normal throughout.
Past history: high blood pressure, type 2 diabetes, enlarged prostate, osteoarthritis of both hips, acid reflux, high cholesterol, glaucoma.
Medicines:
1. Amlodipine 10 mg once daily
2. Ramipril 10 mg once daily
3. Metformin 1 g twice daily
4. Atorvastatin 40 mg at night
5. Tamsulosin 400 micrograms at night
6. Omeprazole 20 mg each morning
7. Aspirin 75 mg once daily
8. Latanoprost eye drops, one drop in each eye at night
9. Paracetamol 1 g up to four times a day when needed
10. Senna 15 mg at night
Allergies: clarithromycin (his face swelled up).
Family history: his brother had a stroke at 75; his father died of a heart attack at 60.
Social: lives with Irene in a semi-detached house; they look after their grandson, Max, two days a week. Stopped smoking 30 years ago, 20 a day before that. A double whisky every night. Three cups of coffee a day. Still drives. Plays bowls on Wednesdays.
Stanley thinks it is just his age or too much coffee; Irene is worried he is having a stroke.`,
    symptoms: [
      {
        name: 'Palpitations',
        description: 'Heart racing and fluttering irregularly in the chest',
        severity: 'moderate',
      },
      { name: 'Light-headedness', description: 'Light-headed when standing up', severity: 'mild' },
      { name: 'Breathlessness', description: 'Breathless climbing the stairs', severity: 'moderate' },
      {
        name: 'Confusion',
        description: 'Muddled for about an hour this morning, noticed by his wife',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Atrial fibrillation (new onset, fast ventricular rate)',
    treatments:
      'ECG, rate control with bisoprolol, anticoagulation with apixaban after CHA2DS2-VASc and ORBIT assessment, stop aspirin, thyroid function tests, echocardiogram',
  },
  questions: [
    {
      ask: "What's brought you in today?",
      mustContain: [['heart', 'racing', 'flutter', 'palpitat']],
      mustNotContain: dx,
    },
    {
      ask: 'Is the beat regular or irregular?',
      mustContain: [['irregular', 'all over the place', 'uneven', 'not regular', 'no rhythm', 'erratic']],
      mustNotContain: dx,
    },
    { ask: 'When did this all start?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'How long does each episode last?', mustContain: [['minute'], ['hour']], mustNotContain: dx },
    { ask: 'When did this current one start?', mustContain: [['7', 'seven']], mustNotContain: dx },
    { ask: 'Any chest pain?', affirm: false, mustNotContain: dx },
    { ask: 'Have you blacked out at all?', affirm: false, mustNotContain: dx },
    { ask: 'Do you feel dizzy?', affirm: true, mustContain: [['stand']], mustNotContain: dx },
    { ask: 'Are you short of breath?', affirm: true, mustContain: [['stair']], mustNotContain: dx },
    {
      ask: 'Your wife says something happened this morning. What was that?',
      mustContain: [['muddl', 'confus', 'mixed up']],
      mustNotContain: dx,
    },
    { ask: 'How long were you confused for?', mustContain: [['hour']], mustNotContain: dx },
    {
      ask: 'What did you do or say when you were muddled?',
      mustContain: [['sister', 'glasses']],
      mustNotContain: dx,
    },
    {
      ask: 'How did you look, according to Irene?',
      mustContain: [['grey', 'gray']],
      mustNotContain: [...dx, 'blue', 'yellow'],
    },
    { ask: 'Has anyone noticed any weakness in your face, arms or legs?', affirm: false, mustNotContain: dx },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [['blood pressure'], ['diabetes', 'sugar']],
      mustNotContain: dx,
    },
    {
      ask: 'What medicines are you on?',
      mustContain: ['amlodipine', 'metformin', 'tamsulosin'],
      mustNotContain: [...dx, 'warfarin', 'apixaban'],
    },
    {
      ask: 'Do you take anything for your blood pressure?',
      mustContain: ['amlodipine', 'ramipril'],
      mustNotContain: dx,
    },
    {
      ask: 'Are you on any blood thinners?',
      mustContain: ['aspirin'],
      mustNotContain: [...dx, 'warfarin', 'apixaban', 'rivaroxaban'],
    },
    { ask: 'Do you use any eye drops?', affirm: true, mustContain: ['latanoprost'], mustNotContain: dx },
    {
      ask: 'Any allergies?',
      mustContain: ['clarithromycin', ['face', 'swell', 'swoll']],
      mustNotContain: [...dx, 'penicillin'],
    },
    {
      ask: 'Does heart disease or stroke run in the family?',
      mustContain: [['brother'], ['father', 'dad']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', mustContain: [['30', 'thirty']], mustNotContain: dx },
    {
      ask: 'How much alcohol do you drink?',
      mustContain: [['whisky', 'whiskey'], ['double']],
      mustNotContain: [...dx, 'wine', 'beer'],
    },
    { ask: 'How much tea or coffee do you drink?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'What did you do before you retired?', mustContain: [['joiner', 'carpent']], mustNotContain: dx },
    { ask: 'What is Irene worried about?', mustContain: [['stroke']], mustNotContain: dx },
    {
      ask: 'When did you last have your blood pressure checked, and what was it?',
      mustNotContain: [...dx, '130', '140', '150', '160', '170'],
    },
    {
      ask: 'How many grandchildren do you have?',
      mustNotContain: [
        ...dx,
        'two grand',
        'three grand',
        'four grand',
        'five grand',
        '2 grand',
        '3 grand',
        '4 grand',
      ],
    },
    {
      ask: 'Have you ever had a heart tracing done before?',
      mustNotContain: [...dx, 'it was normal', 'it showed', 'came back fine'],
    },
    { ask: 'Is it atrial fibrillation?', mustNotContain: dx },
  ],
};
