import type { InterviewCase } from '../types.js';

/** Style c: a GP's narrative referral letter. */
const dx = ['rheumatoid', 'inflammatory arthritis', 'autoimmune', 'auto immune', 'synovitis'];

export const rheumatoidArthritis: InterviewCase = {
  id: 'rheumatoid-arthritis',
  system: 'rheumatological',
  patient: {
    name: 'Helen Okafor',
    medicalHistory: [
      'Dear Colleague,',
      'Thank you for seeing Mrs Helen Okafor, a 45-year-old piano teacher, who has had four months of pain, swelling and stiffness in the small joints of both hands - the knuckles and the middle joints of her fingers - and in both wrists.',
      'Her hands are stiff for about two hours every morning and loosen up by late morning; she now struggles to play the piano and to open jars.',
      'For the last six weeks the balls of both feet have hurt, "like walking on pebbles".',
      'She feels tired all the time and has lost 2 kg.',
      'She has had no rash, no mouth ulcers and no dry eyes, and her back is fine.',
      'Ibuprofen 400 mg three times a day helps a little.',
      'She had her gallbladder removed in 2015 and has iron-deficiency anaemia from heavy periods.',
      'Her medicines are ibuprofen 400 mg three times a day, omeprazole 20 mg daily and ferrous sulfate 200 mg daily.',
      'She is allergic to nickel, which gives her an itchy rash from cheap jewellery.',
      'She has smoked 15 cigarettes a day for 25 years and drinks about 6 units a week.',
      'She lives with her wife, Sam, and their two teenage children.',
      'Her mother has psoriasis and her aunt had badly deformed hands from arthritis.',
      'On examination the second and third knuckles of both hands are swollen and tender.',
      'With thanks, Dr J. Collins',
    ].join('\n'),
    symptoms: [
      { name: 'Joint pain', description: 'Symmetrical small joint polyarthralgia', severity: 'moderate' },
      { name: 'Joint swelling', description: 'Swelling of MCP and PIP joints', severity: 'moderate' },
      {
        name: 'Morning stiffness',
        description: 'Early morning stiffness over an hour',
        severity: 'moderate',
      },
      { name: 'Metatarsalgia', description: 'Pain in the forefoot', severity: 'mild' },
      { name: 'Fatigue', description: 'Tiredness', severity: 'mild' },
    ],
    diagnosis: 'Rheumatoid arthritis (early, seropositive pending)',
    treatments:
      'Urgent rheumatology referral; rheumatoid factor, anti-CCP, ESR/CRP; X-rays of hands and feet; short course of steroids; methotrexate; smoking cessation',
  },
  questions: [
    {
      ask: 'What seems to be the problem?',
      mustContain: [['hand', 'joint', 'finger', 'wrist']],
      mustNotContain: dx,
    },
    { ask: 'How long has this been going on?', mustContain: [['4', 'four']], mustNotContain: dx },
    {
      ask: 'Which joints are affected?',
      mustContain: [['knuckle', 'finger', 'hand'], ['wrist']],
      mustNotContain: [...dx, 'knee', 'hip'],
    },
    { ask: 'Is it one hand or both?', mustContain: [['both']], mustNotContain: dx },
    { ask: 'Are the joints swollen?', affirm: true, mustNotContain: dx },
    { ask: 'Do your joints feel stiff?', affirm: true, mustContain: [['morning']], mustNotContain: dx },
    {
      ask: 'How long does the stiffness last in the morning?',
      mustContain: [['2', 'two']],
      mustNotContain: dx,
    },
    {
      ask: 'What can you not do because of your hands?',
      mustContain: [['piano', 'jar']],
      mustNotContain: dx,
    },
    {
      ask: 'Any problems with your feet?',
      affirm: true,
      mustContain: [['ball', 'pebble']],
      mustNotContain: [...dx, 'big toe', 'heel'],
    },
    { ask: 'How long have your feet hurt?', mustContain: [['6', 'six']], mustNotContain: dx },
    { ask: 'How has your energy been?', mustContain: [['tired']], mustNotContain: dx },
    { ask: 'Have you lost any weight?', affirm: true, mustContain: [['2', 'two']], mustNotContain: dx },
    { ask: 'Have you had any rashes?', affirm: false, mustNotContain: dx },
    { ask: 'Any mouth ulcers or dry eyes?', affirm: false, mustNotContain: dx },
    { ask: 'Any back pain?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any fevers?', affirm: false, mustNotContain: dx },
    { ask: 'Any tingling in your fingers?', affirm: false, mustNotContain: dx },
    { ask: 'Does anything help?', mustContain: [['ibuprofen']], mustNotContain: [...dx, 'steroid'] },
    {
      ask: 'Have you had any operations or other illnesses?',
      mustContain: [['gallbladder', 'gall bladder', 'anaemi', 'anemi', 'iron']],
      mustNotContain: dx,
    },
    {
      ask: 'What medications do you take?',
      mustContain: ['ibuprofen', 'omeprazole', ['iron', 'ferrous']],
      mustNotContain: [...dx, 'methotrexate', 'prednisolone'],
    },
    {
      ask: 'Any allergies?',
      affirm: true,
      mustContain: [['nickel'], ['rash', 'itch']],
      mustNotContain: dx,
    },
    {
      ask: 'Does anyone in the family have joint or skin problems?',
      affirm: true,
      mustContain: [['psoriasis', 'aunt']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['15', 'fifteen']], mustNotContain: dx },
    { ask: 'How much alcohol do you drink?', mustContain: [['6', 'six']], mustNotContain: dx },
    { ask: 'What do you do for a living?', mustContain: [['piano']], mustNotContain: dx },
    {
      ask: 'Who lives with you?',
      mustContain: [
        ['sam', 'wife'],
        ['children', 'kids', 'teenage', 'two'],
      ],
      mustNotContain: [...dx, 'husband'],
    },
    {
      ask: 'Do you have any pets?',
      mustNotContain: [...dx, 'our dog', 'our cat', 'my dog', 'my cat', 'a dog', 'a cat'],
    },
    { ask: 'Is this rheumatoid arthritis?', mustNotContain: dx },
  ],
};
