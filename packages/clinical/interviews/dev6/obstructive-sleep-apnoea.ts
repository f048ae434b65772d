import type { InterviewCase } from '../types.js';

/** A GP's narrative referral letter, with the wife's account. */
export const obstructiveSleepApnoea: InterviewCase = {
  id: 'obstructive-sleep-apnoea',
  system: 'respiratory',
  patient: {
    name: 'Steven Ward',
    medicalHistory: `Dear Colleague,

Thank you for seeing Mr Steven Ward, a 52-year-old HGV lorry driver, in the sleep clinic. He came to see me with his wife, Helen, who is worried about his snoring. She says he has snored loudly for years, but over the last 6 months she has noticed that he stops breathing for several seconds at a time during the night and then wakes with a loud snort or gasp. She has counted up to 10 of these pauses in an hour, and she now sleeps in the spare room.

Mr Ward himself complains of feeling exhausted during the day despite 8 hours in bed. He wakes unrefreshed with a dull headache most mornings, which wears off by mid-morning, and he gets up 2 or 3 times a night to pass urine. He has nodded off while watching television, and he admits that twice in the past month he has felt himself drifting off at the wheel on the motorway, although he has not had an accident. His sleepiness is worst after lunch and on long, monotonous drives, and a short nap or a strong coffee helps only briefly. He has put on about 15 kg over the last 3 years, since he stopped playing five-a-side football after a knee injury, and his collar size has gone up to 18.5 inches.

His past history includes high blood pressure, diagnosed 2 years ago, and acid reflux. He had a right knee arthroscopy in 2021. He takes amlodipine 10 mg once a day, which was increased from 5 mg in the summer, omeprazole 20 mg once a day, and cetirizine for hay fever in the summer months. He stopped zopiclone, which a previous doctor prescribed for poor sleep, because it made him feel worse in the mornings. He has no known drug allergies.

He smokes 10 cigarettes a day and drinks about 20 units a week, mostly lager in the evenings. He lives with Helen and their 17-year-old son. His brother has type 2 diabetes, and his father had a stroke at 68. There is no family history of heart disease.

On examination his BMI is 36 and his blood pressure was 158/94 despite treatment. His thyroid function is normal.

He is worried that he could lose his HGV licence and his job, but Helen persuaded him to come because she is frightened he will stop breathing altogether. I have advised him not to drive until he has been assessed.

With kind regards,

Dr James O'Neill
Riverside Medical Practice`,
    symptoms: [
      { name: 'Snoring', description: 'Loud snoring every night', severity: 'moderate' },
      {
        name: 'Daytime sleepiness',
        description: 'Exhausted and falling asleep in the day',
        severity: 'severe',
      },
      {
        name: 'Pauses in breathing at night',
        description: 'Stops breathing in his sleep, then wakes with a snort',
        severity: 'moderate',
      },
      { name: 'Morning headache', description: 'Dull headache on waking', severity: 'mild' },
      { name: 'Passing urine at night', description: 'Up at night to pass urine', severity: 'mild' },
    ],
    diagnosis: 'Obstructive sleep apnoea',
    treatments:
      'Overnight sleep study (oximetry or polysomnography), continuous positive airway pressure (CPAP), weight loss, alcohol reduction and smoking cessation, stop driving and inform the DVLA until treated',
  },
  questions: [
    { ask: "Hello Mr Ward, what's brought you in?", mustContain: [['snoring', 'snore', 'snored']] },
    { ask: 'How long have you been snoring?', mustContain: ['years'] },
    {
      ask: 'Has your wife noticed anything else while you are asleep?',
      mustContain: [['stop breathing', 'stops breathing', 'pauses', 'snort', 'gasp']],
    },
    { ask: 'How many of those pauses has she counted in an hour?', mustContain: [['10', 'ten']] },
    { ask: 'How do you feel during the day?', mustContain: [['exhausted', 'tired', 'sleepy']] },
    { ask: 'do u ever feel sleepy behind the wheel', mustContain: [['twice', '2', 'two']], affirm: true },
    { ask: 'Have you had any accidents?', affirm: false },
    {
      ask: 'When is the sleepiness at its worst?',
      mustContain: [['lunch', 'long', 'motorway', 'monotonous']],
    },
    { ask: 'Does anything help you stay awake?', mustContain: [['nap', 'coffee']] },
    { ask: 'Do you get headaches?', mustContain: ['morning'], affirm: true },
    { ask: 'Has your weight changed?', mustContain: [['15', 'fifteen']] },
    { ask: 'Do you have any medical conditions?', mustContain: [['blood pressure', 'reflux']] },
    { ask: 'Have you had any operations?', mustContain: ['knee'] },
    { ask: 'What do you take for your blood pressure?', mustContain: ['amlodipine'] },
    { ask: 'Has the dose of any of your tablets changed recently?', mustContain: [['10', 'ten']] },
    { ask: 'Have you ever taken sleeping tablets?', mustContain: ['zopiclone'], affirm: true },
    { ask: 'Why did you stop taking the zopiclone?', mustContain: [['worse', 'mornings']] },
    { ask: 'Do you have any drug allergies?', affirm: false },
    { ask: 'Do you smoke?', mustContain: [['10', 'ten']], affirm: true },
    { ask: 'How much do you drink in a week?', mustContain: [['20', 'twenty']] },
    { ask: 'What do you do for a living?', mustContain: [['lorry', 'hgv']] },
    { ask: 'Who do you live with?', mustContain: [['helen', 'wife'], 'son'] },
    { ask: 'Did your father have any health problems?', mustContain: ['stroke'] },
    { ask: 'Is there any heart disease in your family?', affirm: false },
    { ask: 'What worries you most about all this?', mustContain: [['licence', 'job']] },
    { ask: 'Do you take any recreational drugs?', mustNotContain: ['cannabis', 'cocaine', 'weed'] },
    { ask: 'Do you work night shifts?', mustNotContain: ['nights every', 'night shifts every', 'on nights'] },
    { ask: 'Have you ever had a sleep study before?', mustNotContain: ['last year', 'showed', 'years ago'] },
  ],
};
