import type { InterviewCase } from '../types.js';

/** Style d: catalogue symptoms with generic descriptions; the specifics are only in the history. */
const dx = ['shingles', 'zoster', 'herpes', 'dermatome', 'post herpetic'];

export const herpesZoster: InterviewCase = {
  id: 'herpes-zoster',
  system: 'dermatological',
  patient: {
    name: 'Gwen Llewellyn',
    medicalHistory: [
      "Gwen Llewellyn is a 68-year-old widow who works part time in a florist's shop.",
      'Four days ago she developed a burning pain on the right side of her chest, under her breast, which she thought was a pulled muscle.',
      'Two days ago a rash appeared in the same place: red patches with clusters of small blisters full of clear fluid, in a band running from the middle of her back round to just under her right breast.',
      'It stops at the middle of her front and does not cross to the left side.',
      'The pain is burning and stabbing, 7 out of 10, and keeps her awake at night; she cannot bear her bra or clothes touching the skin.',
      'The rash itches as well.',
      'She felt tired and achy for a couple of days before the pain began.',
      'She has had no fever, there is no rash anywhere else, and her eyes are fine.',
      'She had chickenpox as a child.',
      'She has rheumatoid arthritis, diagnosed 10 years ago, treated with methotrexate 15 mg once a week on Mondays and folic acid 5 mg once a week on Thursdays.',
      'She also takes omeprazole 20 mg daily, and for this pain she has been taking paracetamol 1 g four times a day, which barely helps.',
      'She is allergic to trimethoprim, which made her face swell up.',
      'She lives alone in a bungalow; her daughter, Ffion, who is 30 weeks pregnant, visits every day.',
      'She has never smoked and drinks a small sherry most evenings. Her sister has psoriasis.',
    ].join(' '),
    symptoms: [
      { name: 'Rash', description: 'An eruption on the skin', severity: 'moderate' },
      { name: 'Pain', description: 'Pain', severity: 'severe' },
      { name: 'Itching', description: 'Itchy skin', severity: 'mild' },
      { name: 'Fatigue', description: 'Tiredness', severity: 'mild' },
    ],
    diagnosis: 'Herpes zoster (shingles) of a right thoracic dermatome in an immunosuppressed patient',
    treatments:
      'Oral aciclovir or valaciclovir (immunosuppressed, start now); analgesia, consider amitriptyline or gabapentin for neuropathic pain; cover the rash and avoid contact with pregnant women who have not had chickenpox',
  },
  questions: [
    { ask: 'How can I help you today?', mustContain: [['rash', 'pain', 'blister']], mustNotContain: dx },
    {
      ask: "Where's the rash?",
      mustContain: [['chest', 'back', 'breast', 'side']],
      mustNotContain: [...dx, 'leg'],
    },
    { ask: 'Which side of your body is it on?', mustContain: [['right']], mustNotContain: dx },
    { ask: 'Does it go across to the other side?', affirm: false, mustNotContain: dx },
    {
      ask: "What's in the blisters?",
      mustContain: [['clear', 'fluid', 'water']],
      mustNotContain: [...dx, 'pus', 'yellow', 'blood'],
    },
    { ask: 'When did the rash come out?', mustContain: [['2', 'two']], mustNotContain: dx },
    { ask: 'How many days ago did the pain start?', mustContain: [['4', 'four']], mustNotContain: dx },
    {
      ask: 'How would you describe the pain?',
      mustContain: [['burn', 'stab']],
      mustNotContain: [...dx, 'dull', 'crushing'],
    },
    { ask: 'How bad is the pain, out of ten?', mustContain: [['7', 'seven']], mustNotContain: dx },
    {
      ask: "Is there anything you can't stand touching the area?",
      mustContain: [['bra', 'cloth']],
      mustNotContain: dx,
    },
    { ask: 'Is it itchy?', affirm: true, mustNotContain: dx },
    { ask: 'Have you had a temperature?', affirm: false, mustNotContain: dx },
    { ask: 'Any problems with your eyes?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any headaches?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had a sore throat?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you ever had chickenpox?',
      affirm: true,
      mustContain: [['child', 'young', 'little', 'girl', 'kid']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any long-term health conditions?',
      affirm: true,
      mustContain: [['rheumatoid', 'arthritis']],
      mustNotContain: [...dx, 'diabet'],
    },
    {
      ask: 'What medicines do you take?',
      mustContain: ['methotrexate', 'folic', 'omeprazole'],
      mustNotContain: [...dx, 'aciclovir', 'prednisolone', 'steroid'],
    },
    {
      ask: 'How often do you take the methotrexate?',
      mustContain: [['week', 'monday']],
      mustNotContain: dx,
    },
    {
      ask: 'Are you allergic to any medicines?',
      affirm: true,
      mustContain: [['trimethoprim'], ['swell', 'swoll']],
      mustNotContain: dx,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['alone', 'on my own', 'by myself']],
      mustNotContain: [...dx, 'husband'],
    },
    {
      ask: 'Is anyone close to you pregnant? How far along are they?',
      affirm: true,
      mustContain: [
        ['daughter', 'ffion'],
        ['30', 'thirty'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Do any illnesses run in your family?',
      mustContain: [['psoriasis']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', affirm: false, mustNotContain: dx },
    { ask: 'Do you drink any alcohol?', affirm: true, mustContain: [['sherry']], mustNotContain: dx },
    {
      ask: 'Are you working at the moment?',
      affirm: true,
      mustContain: [['florist', 'flower']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any pets?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'my dog', 'my cat', 'a dog', 'a cat'],
    },
    { ask: 'Is it shingles, do you think?', mustNotContain: dx },
  ],
};
