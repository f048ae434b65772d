import type { InterviewCase } from '../types.js';

/** Style d: catalogue symptoms with generic descriptions; the specifics are only in the history. */
const dx = [
  'sciatic',
  'slipped disc',
  'slipped a disc',
  'prolapse',
  'herniat',
  'bulging disc',
  'radiculopathy',
  'trapped nerve',
  'trapped a nerve',
  'nerve root',
];

export const lumbarDiscSciatica: InterviewCase = {
  id: 'lumbar-disc-sciatica',
  system: 'musculoskeletal',
  patient: {
    name: 'Marek Nowak',
    medicalHistory: [
      'Marek Nowak is a 41-year-old self-employed delivery driver.',
      'Ten days ago he felt something "go" in his lower back while lifting a washing machine off his van.',
      'The backache came first; two days later a shooting pain started in his left buttock, and it now runs down the back of his left thigh and calf to the outside of his left foot, like an electric shock.',
      'The leg pain is worse than the back pain, 8 out of 10 at its worst.',
      'It is worse when he coughs, sneezes or sits in the van for long, and eases when he lies on his back with his knees bent.',
      'He has pins and needles and a numb patch along the outer edge of his left foot and his little toe. His right leg is fine.',
      'He has no trouble passing water, no numbness around his bottom or private parts, and his bowels are normal.',
      'He has had two previous episodes of low back pain, in 2019 and 2022, each settling in about a fortnight with physiotherapy; neither went down the leg.',
      'He is taking ibuprofen 400 mg three times a day and paracetamol 1 g four times a day, which take the edge off; co-codamol made him constipated, so he stopped it.',
      'He has asthma and uses a salbutamol inhaler about once a week. He had his tonsils out as a child. No allergies.',
      'He smokes 15 roll-ups a day and drinks about 20 units a week, mostly lager.',
      'He lives with his partner, Ewa, and their 10-year-old son in a terraced house, and is worried about losing work.',
      'His father had back surgery in his fifties.',
    ].join(' '),
    symptoms: [
      { name: 'Back pain', description: 'Pain in the back', severity: 'moderate' },
      { name: 'Leg pain', description: 'Pain in the leg', severity: 'severe' },
      { name: 'Numbness', description: 'Reduced sensation', severity: 'mild' },
      { name: 'Paraesthesia', description: 'Pins and needles', severity: 'mild' },
    ],
    diagnosis: 'Left S1 radiculopathy (sciatica) from an L5/S1 lumbar disc prolapse',
    treatments:
      'Analgesia and keeping active; physiotherapy; consider a neuropathic agent; safety-net advice about cauda equina symptoms; MRI if red flags or not settling after 6 weeks',
  },
  questions: [
    { ask: 'What brings you in today?', mustContain: [['back', 'leg']], mustNotContain: dx },
    {
      ask: 'How did it happen?',
      mustContain: [['washing machine', 'lift']],
      mustNotContain: [...dx, 'fell', 'fall', 'accident'],
    },
    { ask: 'How long ago was that?', mustContain: [['10', 'ten']], mustNotContain: dx },
    {
      ask: 'Which is worse, the back or the leg?',
      mustContain: [['leg']],
      mustNotContain: dx,
    },
    {
      ask: 'Which leg is it?',
      mustContain: [['left']],
      mustNotContain: [...dx, 'both legs', 'right leg hurts'],
    },
    {
      ask: 'Does the pain travel anywhere?',
      affirm: true,
      mustContain: [['buttock', 'thigh', 'calf', 'foot', 'leg']],
      mustNotContain: [...dx, 'groin', 'front of'],
    },
    {
      ask: 'What does the leg pain feel like?',
      mustContain: [['shoot', 'electric', 'shock']],
      mustNotContain: dx,
    },
    { ask: 'Out of ten, how bad is it at its worst?', mustContain: [['8', 'eight']], mustNotContain: dx },
    {
      ask: 'What makes it worse?',
      mustContain: [['cough', 'sneez', 'sit']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you found a position that helps?',
      mustContain: [['lying', 'lie', 'knees', 'back']],
      mustNotContain: dx,
    },
    { ask: 'Has your leg or foot gone weak at all?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you had any numbness? Where exactly?',
      mustContain: [['outer', 'outside', 'edge', 'little toe']],
      mustNotContain: [...dx, 'big toe', 'inner edge', 'inside'],
    },
    { ask: 'Any trouble passing water?', affirm: false, mustNotContain: dx },
    { ask: 'Any numbness around your bottom or between your legs?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any fevers or night sweats?', affirm: false, mustNotContain: dx },
    { ask: 'Have you lost any weight recently?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you had back trouble before?',
      affirm: true,
      mustContain: [['2', 'two', 'twice', '2019', '2022']],
      mustNotContain: dx,
    },
    { ask: 'Did the pain go down your leg the previous times?', affirm: false, mustNotContain: dx },
    {
      ask: 'What are you taking for the pain?',
      mustContain: ['ibuprofen', 'paracetamol'],
      mustNotContain: dx,
    },
    {
      ask: "Have you tried any painkillers that didn't agree with you?",
      affirm: true,
      mustContain: [
        ['codamol', 'codeine'],
        ['constipat', 'bunged', 'blocked'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'Do you have any other medical conditions?',
      mustContain: [['asthma']],
      mustNotContain: [...dx, 'diabet', 'blood pressure'],
    },
    { ask: 'Are you allergic to anything?', affirm: false, mustNotContain: dx },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['15', 'fifteen']], mustNotContain: dx },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['20', 'twenty']], mustNotContain: dx },
    { ask: 'What do you do for work?', mustContain: [['deliver', 'driv']], mustNotContain: dx },
    {
      ask: 'Who do you live with?',
      mustContain: [['ewa', 'partner'], ['son']],
      mustNotContain: [...dx, 'wife', 'daughter'],
    },
    {
      ask: 'Has anyone in your family had back problems?',
      affirm: true,
      mustContain: [['father', 'dad']],
      mustNotContain: dx,
    },
    { ask: 'Is it a slipped disc?', mustNotContain: dx },
  ],
};
