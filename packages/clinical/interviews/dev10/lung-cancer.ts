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

const diagnosisWords = ['cancer', 'carcinoma', 'tumour', 'malignan'];

export const lungCancer: InterviewCase = {
  id: 'lung-cancer',
  system: 'respiratory',
  patient: {
    name: 'Dennis Rourke',
    medicalHistory: `Dear Respiratory Team,

Re: Mr Dennis Rourke, 67, retired scaffolder - urgent referral

Thank you for seeing this 67-year-old man, whom I saw today with his wife, Brenda. He has had a cough for about ten weeks, which he first put down to a cold after his grandson's birthday party in September. It has not settled with a course of doxycycline I gave him on 2 October. On four occasions in the last three weeks he has coughed up streaks of bright red blood in his morning phlegm, never more than a teaspoon. He has lost 6 kg over three months (from 82 kg to 76 kg) without trying; Brenda noticed his shirt collars were loose. He is more breathless than he was and now stops halfway up the stairs, whereas in the summer he walked the dog for an hour. He has had a dull ache in his right shoulder for a month, worse at night. His voice has not changed. He denies chest pain, fevers or night sweats, and he has not noticed any swelling of his face or neck.

He smokes 15 roll-ups a day and has done since the age of 14 (about 45 pack-years); he tried to stop with patches in 2019 but started again within a month. He worked on building sites for 40 years, including stripping old pipe lagging in the 1970s. He drinks 3 or 4 pints on a Saturday.

His past history is of hypertension and a left inguinal hernia repair in 2012. He takes amlodipine 10 mg once daily and atorvastatin 20 mg at night, and uses Gaviscon when he needs it. Codeine makes him vomit. His father died of a stroke aged 70, and his sister Pat had breast cancer in 2020 and is well.

He lives with Brenda in a terraced house in Wigan; they look after their granddaughter two days a week. On examination he had finger clubbing and reduced breath sounds at the right apex; oxygen saturations were 94% on air. His chest X-ray on 20 November showed a right upper zone opacity.

He is frightened that it is "something serious" and that he will not see his granddaughter, Lily, start school next September.

Yours sincerely,

Dr Anjali Mehta, Moorside Surgery`,
    symptoms: [
      {
        name: 'Cough',
        description: 'Persistent for ten weeks, bringing up grey-white phlegm in the mornings',
        severity: 'moderate',
      },
      {
        name: 'Haemoptysis',
        description: 'Streaks of blood in the morning phlegm, four times in three weeks',
        severity: 'moderate',
      },
      { name: 'Weight loss', description: '6 kg in three months without dieting', severity: 'moderate' },
      {
        name: 'Shortness of breath',
        description: 'On exertion; stops halfway up the stairs',
        severity: 'mild',
      },
      {
        name: 'Shoulder pain',
        description: 'Dull ache in the right shoulder, worse at night; paracetamol takes the edge off it',
        severity: 'mild',
      },
    ],
    diagnosis: 'Lung cancer (right upper lobe, probable non-small-cell carcinoma)',
    treatments:
      'Urgent CT chest, abdomen and pelvis with contrast; bloods including calcium and LFTs; PET-CT and tissue diagnosis (bronchoscopy/EBUS or CT-guided biopsy); lung cancer MDT discussion; smoking cessation support; staging-guided treatment (surgery, radical radiotherapy or systemic therapy); lung cancer nurse specialist; analgesia for the shoulder pain.',
  },
  questions: [
    {
      ask: 'Hello Mr Rourke, what seems to be the problem?',
      mustContain: ['cough'],
      mustNotContain: diagnosisWords,
    },
    { ask: 'How long have you had the cough?', mustContain: [['ten weeks', '10 weeks']] },
    { ask: 'How did it start?', mustContain: [['cold', 'party', 'september']] },
    {
      ask: 'Are you bringing anything up when you cough?',
      affirm: true,
      mustContain: [['grey', 'white', 'phlegm', 'blood']],
    },
    {
      ask: 'Have you coughed up any blood?',
      affirm: true,
      mustContain: [['streak', 'four', '4', 'teaspoon']],
    },
    { ask: 'Have you lost any weight?', affirm: true, mustContain: [['6', 'six']] },
    {
      ask: 'How far can you walk before you get breathless?',
      mustContain: [['stairs', 'halfway']],
    },
    { ask: 'Do you have any pain anywhere?', mustContain: ['shoulder'] },
    { ask: 'Which shoulder is it?', mustContain: ['right'] },
    { ask: 'When is the shoulder ache at its worst?', mustContain: ['night'] },
    { ask: 'Does anything help the shoulder?', mustContain: ['paracetamol'] },
    { ask: 'Have you had any chest pain?', affirm: false },
    { ask: 'Any night sweats?', affirm: false },
    { ask: 'Has your voice gone hoarse at all?', affirm: false },
    { ask: 'Did the antibiotics from your GP help?', affirm: false },
    {
      ask: 'Do you have any other medical problems?',
      mustContain: [['blood pressure', 'hypertension']],
    },
    { ask: 'Have you ever had surgery?', affirm: true, mustContain: ['hernia'] },
    { ask: 'What tablets do you take?', mustContain: ['amlodipine', 'atorvastatin'] },
    { ask: 'Are there any medicines you react badly to?', mustContain: ['codeine'] },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['stroke', 'breast', 'pat', 'father', 'dad', 'sister']],
    },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['15', 'fifteen']] },
    { ask: 'How much do you drink?', mustContain: ['pint'] },
    { ask: 'What did you do for a living?', mustContain: ['scaffold'] },
    {
      ask: 'Were you exposed to anything like asbestos or dust at work?',
      mustContain: ['lagging'],
    },
    { ask: 'Who do you live with?', mustContain: [['brenda', 'wife']] },
    {
      ask: "What's worrying you most about all this?",
      mustContain: [['serious', 'lily', 'school']],
    },
    { ask: 'Have you ever been in contact with anyone who had TB?', mustContain: [unsure] },
    { ask: 'Is it lung cancer?', mustNotContain: diagnosisWords },
  ],
};
