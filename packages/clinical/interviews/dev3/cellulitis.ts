import type { InterviewCase } from '../types.js';

const dx = ['cellulitis', 'sepsis', 'septic', 'blood poisoning'];

export const cellulitis: InterviewCase = {
  id: 'cellulitis',
  system: 'dermatological',
  patient: {
    name: 'Dennis Mallory',
    medicalHistory:
      "Dennis Mallory is an 81-year-old retired postman brought in by his wife, Maureen. Four days ago he noticed a small crack in the skin between the 4th and 5th toes of his left foot, where he has had athlete's foot for months. " +
      'Two days ago the front of his left shin became red, hot and swollen, and the redness has spread up to just below the knee. Maureen drew round the edge with a biro yesterday morning and it has spread about two inches beyond the line. ' +
      'The leg feels tight and burning and is tender to touch; he puts the pain at 6 out of 10. He has no blisters and there is no pus. His right leg is normal. ' +
      'He has felt shivery and hot. His wife says that last night he was confused for about two hours, talking about needing to finish his post round and not recognising their own bedroom. He is clearer this morning but still not himself and very sleepy. ' +
      'He has not fallen. He has had no cough and no burning when passing urine. He is eating less and has drunk only a couple of cups of tea today.\n' +
      'PMH: type 2 diabetes for 15 years, high blood pressure, atrial fibrillation, an underactive thyroid, osteoarthritis of the knees.\n' +
      'Medication (Maureen fills his dosette box every Sunday):\n' +
      '1. Metformin 500 mg twice daily\n' +
      '2. Gliclazide 80 mg twice daily\n' +
      '3. Lisinopril 20 mg once daily\n' +
      '4. Bendroflumethiazide 2.5 mg each morning\n' +
      '5. Simvastatin 40 mg at night\n' +
      '6. Apixaban 5 mg twice daily\n' +
      '7. Levothyroxine 75 micrograms each morning\n' +
      '8. Co-codamol 30/500, two tablets up to four times a day\n' +
      '9. Lansoprazole 30 mg once daily\n' +
      '10. Senna, two tablets at night\n' +
      'Allergies: penicillin - a rash and a swollen tongue.\n' +
      'FH: his mother had diabetes; his brother, Ron, died of bowel cancer.\n' +
      'SH: lives with Maureen in a bungalow. Smokes a pipe most evenings. A bottle of stout on Sundays. Walked their border collie, Bess, every day until this week. ' +
      'Dennis thinks he scraped his leg in the garden; Maureen is worried about how confused he was.',
    symptoms: [
      {
        name: 'Red swollen leg',
        description: 'Red, hot, swollen left shin spreading up to below the knee',
        severity: 'severe',
      },
      { name: 'Leg pain', description: 'Tight, burning tenderness of the left leg', severity: 'moderate' },
      { name: 'Fever', description: 'Feeling shivery and hot', severity: 'moderate' },
      {
        name: 'Confusion',
        description: 'Confused for about two hours last night, noticed by his wife',
        severity: 'severe',
      },
      { name: 'Drowsiness', description: 'Very sleepy this morning', severity: 'moderate' },
    ],
    diagnosis: 'Cellulitis of the left lower leg with sepsis',
    treatments:
      'Sepsis six: blood cultures, IV fluids, lactate; IV clarithromycin or per local guidance (penicillin allergy); mark the edge, elevate the leg, treat the athlete’s foot; hold metformin, monitor blood glucose',
  },
  questions: [
    { ask: "What's been happening?", mustContain: [['leg', 'shin']], mustNotContain: dx },
    { ask: 'Which leg is it?', mustContain: ['left'], mustNotContain: [...dx, 'both legs'] },
    { ask: 'When did the redness start?', mustContain: [['two days', '2 days']], mustNotContain: dx },
    {
      ask: 'Did anything happen to your foot beforehand?',
      mustContain: [['crack', 'split', 'toe']],
      mustNotContain: dx,
    },
    {
      ask: 'Between which toes was the crack?',
      mustContain: [['4th', 'fourth', '5th', 'fifth', 'little toe']],
      mustNotContain: [...dx, 'big toe', 'right foot'],
    },
    {
      ask: 'How far up the leg has the redness gone?',
      mustContain: [['knee']],
      mustNotContain: [...dx, 'thigh', 'groin'],
    },
    {
      ask: 'Has it been spreading?',
      affirm: true,
      mustContain: [['line', 'pen', 'biro', 'inch']],
      mustNotContain: dx,
    },
    { ask: 'What does the leg feel like?', mustContain: [['tight', 'burn']], mustNotContain: dx },
    { ask: 'How bad is the pain out of ten?', mustContain: [['6', 'six']], mustNotContain: dx },
    { ask: 'Are there any blisters on the leg?', affirm: false, mustNotContain: dx },
    { ask: 'Have you been feeling feverish or shivery?', affirm: true, mustNotContain: dx },
    {
      ask: 'Your wife says you were confused last night. What happened?',
      mustContain: [['round', 'bedroom', 'post']],
      mustNotContain: dx,
    },
    { ask: 'How long were you muddled for?', mustContain: [['two hours', '2 hours']], mustNotContain: dx },
    { ask: 'Any burning when you pass water?', affirm: false, mustNotContain: dx },
    { ask: 'What medical problems do you have?', mustContain: [['diabetes', 'sugar']], mustNotContain: dx },
    {
      ask: 'What medicines do you take?',
      mustContain: ['metformin', 'apixaban', 'levothyroxine'],
      mustNotContain: [...dx, 'warfarin'],
    },
    {
      ask: 'Are you on anything for your blood pressure?',
      mustContain: [['lisinopril', 'bendroflumethiazide']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you take a blood thinner?',
      affirm: true,
      mustContain: ['apixaban'],
      mustNotContain: [...dx, 'warfarin', 'aspirin'],
    },
    {
      ask: 'How many co-codamol do you take?',
      mustContain: [
        ['two', '2'],
        ['four', '4'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Who looks after your tablets?',
      mustContain: [
        ['maureen', 'wife'],
        ['dosette', 'box'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Are you allergic to anything, and what did it do?',
      mustContain: ['penicillin', ['tongue', 'rash']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', mustContain: [['pipe']], mustNotContain: [...dx, 'cigarettes a day'] },
    {
      ask: 'Do you drink alcohol?',
      mustContain: [['stout']],
      mustNotContain: [...dx, 'whisky', 'wine', 'lager'],
    },
    { ask: 'What did you do for a living?', mustContain: [['post']], mustNotContain: dx },
    {
      ask: 'Do you have any pets?',
      affirm: true,
      mustContain: [['dog', 'collie', 'bess']],
      mustNotContain: dx,
    },
    {
      ask: 'How did you think this happened?',
      mustContain: [['garden', 'scrape', 'scratch']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you ever had an infection in your leg before?',
      mustNotContain: [...dx, 'last year', 'years ago', 'once before'],
    },
    {
      ask: 'What have your sugar readings been like?',
      mustNotContain: [...dx, 'mmol', 'around 8', 'around 9', 'around 10', 'about 8', 'about 9', 'about 10'],
    },
    {
      ask: 'When did you last see the chiropodist?',
      mustNotContain: [...dx, 'weeks ago', 'months ago', 'last week', 'last month'],
    },
    { ask: 'Is it cellulitis?', mustNotContain: dx },
  ],
};
