import type { InterviewCase } from '../types.js';

const dx = ['septic', 'sepsis', 'infected joint', 'joint infection'];

export const septicArthritis: InterviewCase = {
  id: 'septic-arthritis',
  system: 'musculoskeletal',
  patient: {
    name: 'Linda Barrow',
    medicalHistory:
      'Linda Barrow is a 62-year-old school dinner lady. Her right knee has become hot, swollen and extremely painful over the last two days. ' +
      "It is a constant, throbbing pain, 9 out of 10. She cannot bear to bend the knee even slightly or put any weight on it, so she has been using her late husband's walking stick to get to the toilet. " +
      'Ten days ago she had a steroid injection into the same knee at her GP surgery for arthritis. The skin over the knee is red and shiny. ' +
      'Last night her temperature was 38.9 and she shook uncontrollably under two duvets for about ten minutes. ' +
      'No other joints are painful; her left knee, which also has arthritis, feels as it usually does. No rash, no diarrhoea and no burning when passing urine. ' +
      'She has had no cuts, grazes or insect bites on her legs. She has never had gout. ' +
      'She has had osteoarthritis in both knees for 6 years, high blood pressure and an overactive bladder. ' +
      'She takes amlodipine 10 mg once a day, solifenacin 5 mg once a day and paracetamol 1 g up to four times a day. She is allergic to trimethoprim, which gave her a widespread itchy rash. ' +
      'Her sister, June, has rheumatoid arthritis. She was widowed two years ago when her husband, Alan, died of lung cancer. ' +
      'She lives alone in a first-floor flat with stairs; her daughter, Karen, lives nearby and has been doing her shopping. ' +
      'She smokes 5 cigarettes a day and has a small glass of sherry on Sundays. She loves ballroom dancing. She is frightened of losing her independence.',
    symptoms: [
      { name: 'Joint pain', description: 'Pain in a joint', severity: 'severe' },
      { name: 'Joint swelling', description: 'Swelling of a joint', severity: 'moderate' },
      { name: 'Fever', description: 'High temperature', severity: 'moderate' },
      { name: 'Rigors', description: 'Shaking chills', severity: 'moderate' },
    ],
    diagnosis: 'Septic arthritis of the right knee',
    treatments:
      'Urgent joint aspiration for Gram stain and culture before antibiotics, blood cultures, IV flucloxacillin, orthopaedic referral for washout, analgesia',
  },
  questions: [
    { ask: "What's the problem today?", mustContain: [['knee']], mustNotContain: dx },
    { ask: 'Which knee is it?', mustContain: ['right'], mustNotContain: [...dx, 'both knees are'] },
    { ask: 'How long has it been like this?', mustContain: [['two days', '2 days']], mustNotContain: dx },
    {
      ask: 'What sort of pain is it?',
      mustContain: [['throb']],
      mustNotContain: [...dx, 'sharp', 'stabbing'],
    },
    { ask: 'On a scale of 1 to 10, how bad is it?', mustContain: [['9', 'nine']], mustNotContain: dx },
    { ask: 'What makes it worse?', mustContain: [['bend', 'weight', 'stand']], mustNotContain: dx },
    {
      ask: 'How are you managing to get about?',
      mustContain: [['stick']],
      mustNotContain: [...dx, 'frame', 'crutch', 'wheelchair'],
    },
    {
      ask: 'Has anything been done to that knee recently?',
      mustContain: [['injection', 'steroid', 'jab']],
      mustNotContain: dx,
    },
    { ask: 'When did you have the injection?', mustContain: [['ten', '10']], mustNotContain: dx },
    {
      ask: 'What does the skin over it look like?',
      mustContain: [['red']],
      mustNotContain: [...dx, 'purple', 'blister', 'bruis'],
    },
    { ask: 'Have you had a temperature?', affirm: true, mustContain: [['38']], mustNotContain: dx },
    {
      ask: 'Have you had any shivers or shakes?',
      affirm: true,
      mustContain: [['duvet', 'ten minutes', '10 minutes', 'shook', 'shak']],
      mustNotContain: dx,
    },
    { ask: 'Are any of your other joints sore?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any cuts or insect bites on your legs?', affirm: false, mustNotContain: dx },
    {
      ask: 'What other health problems do you have?',
      mustContain: [
        ['arthritis', 'wear and tear'],
        ['blood pressure', 'bladder'],
      ],
      mustNotContain: dx,
    },
    { ask: 'What tablets do you take?', mustContain: ['amlodipine', 'solifenacin'], mustNotContain: dx },
    { ask: 'Do you take anything for your bladder?', mustContain: ['solifenacin'], mustNotContain: dx },
    {
      ask: 'Are you allergic to any medicines?',
      mustContain: ['trimethoprim'],
      mustNotContain: [...dx, 'penicillin'],
    },
    {
      ask: 'What happened when you took trimethoprim?',
      mustContain: [['rash', 'itch']],
      mustNotContain: [...dx, 'swell', 'breath'],
    },
    {
      ask: 'Does anyone in your family have joint problems?',
      mustContain: [['june', 'sister']],
      mustNotContain: dx,
    },
    { ask: 'Who do you live with?', mustContain: [['alone', 'on my own', 'by myself']], mustNotContain: dx },
    {
      ask: 'Do you have any help at home?',
      mustContain: [['karen', 'daughter']],
      mustNotContain: [...dx, 'carer'],
    },
    { ask: 'How many cigarettes do you smoke?', mustContain: [['5', 'five']], mustNotContain: dx },
    {
      ask: 'Do you drink alcohol?',
      mustContain: [['sherry']],
      mustNotContain: [...dx, 'wine', 'beer', 'lager'],
    },
    { ask: 'What do you do for work?', mustContain: [['dinner']], mustNotContain: dx },
    {
      ask: 'What are you most worried about?',
      mustContain: [['independen', 'on my own', 'manage', 'cope']],
      mustNotContain: dx,
    },
    {
      ask: 'How many stairs are there up to your flat?',
      mustNotContain: [
        ...dx,
        '12',
        '14',
        '15',
        '16',
        '20',
        'twelve',
        'fourteen',
        'fifteen',
        'sixteen',
        'twenty',
      ],
    },
    {
      ask: 'What did your husband do for a living?',
      mustNotContain: [...dx, 'miner', 'builder', 'driver', 'factory', 'electrician'],
    },
    {
      ask: 'Do you have any pets?',
      mustNotContain: [...dx, 'a dog', 'our dog', 'my dog', 'a cat', 'my cat'],
    },
    { ask: 'Is this septic arthritis?', mustNotContain: dx },
  ],
};
