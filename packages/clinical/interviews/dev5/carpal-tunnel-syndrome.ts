import type { InterviewCase } from '../types.js';

/** Style: a GP's narrative referral letter. */
export const carpalTunnelSyndrome: InterviewCase = {
  id: 'carpal-tunnel-syndrome',
  system: 'neurological',
  patient: {
    name: 'Janet Price',
    medicalHistory: [
      'Dear colleague,',
      'I would be grateful if you would see this 58-year-old right-handed hairdresser, Mrs Janet Price, who has had numbness and tingling in her right hand for about 6 months. It affects her thumb, index and middle fingers, and her little finger is not affected. It is worst at night: she wakes 2 or 3 times most nights with a burning, pins-and-needles feeling and has to shake her hand or hang it over the side of the bed to get relief. It is also brought on by holding a hairdryer and scissors at work, and by driving. Over the last 2 months she has started dropping things, such as cups, and finds it hard to do up small buttons. She has some aching in the wrist and forearm but no neck pain. Her left hand is occasionally tingly at night, but much less so. A wrist splint from the pharmacy, worn at night, has helped a little. She has never had anything like this before.',
      'Her past history includes type 2 diabetes, diagnosed 4 years ago, and an underactive thyroid. She broke her right wrist in a fall 10 years ago, which was treated in plaster. She had her gallbladder removed in 2012. She takes metformin 1 g twice daily, levothyroxine 100 micrograms daily and atorvastatin 20 mg at night. Last month I tried amitriptyline 10 mg at night for the symptoms, but she stopped it after 2 weeks because it made her drowsy. She is allergic to sticking plasters, which make her skin blister.',
      'She has never smoked and drinks about 6 units of alcohol a week. She lives with her husband and runs her own salon. Her mother had rheumatoid arthritis, and Mrs Price wonders whether this could be arthritis too. She is worried that she will have to give up work.',
      'Thank you for seeing her.',
      'Yours sincerely,',
      'Dr Anna Whitfield, Riverside Medical Practice',
    ].join('\n'),
    symptoms: [
      {
        name: 'Numbness',
        description: 'Numbness of the thumb, index and middle fingers.',
        severity: 'moderate',
      },
      {
        name: 'Tingling',
        description: 'Pins and needles in the right hand, worse at night.',
        severity: 'moderate',
      },
      { name: 'Hand weakness', description: 'Dropping things and clumsy with buttons.', severity: 'mild' },
      { name: 'Wrist pain', description: 'Aching in the wrist and forearm.', severity: 'mild' },
    ],
    diagnosis: 'Carpal tunnel syndrome (right, median nerve compression)',
    treatments:
      'Nerve conduction studies, night-time wrist splint in neutral, corticosteroid injection, referral for carpal tunnel decompression surgery given weakness, optimise diabetes and thyroid control',
  },
  questions: [
    {
      ask: 'What seems to be the trouble?',
      mustContain: [['numb', 'numbness', 'tingling', 'tingly', 'hand']],
    },
    { ask: 'Which hand is it?', mustContain: [['right']] },
    { ask: 'Which fingers are affected?', mustContain: [['thumb', 'index', 'middle']] },
    { ask: 'Does it affect your little finger?', affirm: false },
    { ask: 'How long has this been going on for?', mustContain: [['6', 'six']] },
    { ask: 'Can you describe the feeling?', mustContain: [['burning', 'pins and needles']] },
    { ask: 'When is it at its worst?', mustContain: [['night']] },
    { ask: 'How many times a night does it wake you up?', mustContain: [['2', '3', 'two', 'three']] },
    { ask: 'What do you do to get relief?', mustContain: [['shake', 'hang', 'splint']] },
    { ask: 'does anything set it off in the day', mustContain: [['hairdryer', 'scissors', 'driving']] },
    { ask: 'Have you been dropping things?', affirm: true, mustContain: [['cups', 'cup']] },
    { ask: 'Have you ever had anything like this before?', affirm: false },
    { ask: 'Do you have any medical conditions?', mustContain: [['diabetes', 'thyroid']] },
    { ask: 'Have you had any operations?', mustContain: [['gallbladder']] },
    { ask: 'What medications are you on?', mustContain: [['metformin', 'levothyroxine', 'atorvastatin']] },
    { ask: 'What do you take for your thyroid?', mustContain: [['levothyroxine']] },
    { ask: 'Have you tried any tablets for the tingling?', mustContain: [['amitriptyline']] },
    { ask: 'Are you allergic to anything?', mustContain: [['plaster', 'plasters']] },
    { ask: 'What happens to your skin?', mustContain: [['blister', 'blisters']] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['6', 'six']] },
    { ask: 'What do you do for a living?', mustContain: [['hairdresser', 'salon']] },
    { ask: 'Who do you live with?', mustContain: [['husband']] },
    { ask: 'Does anyone in your family have problems with their joints?', mustContain: [['mother', 'mum']] },
    { ask: 'Is there anything in particular you are worried about?', mustContain: [['work']] },
    { ask: 'How much do you weigh?', mustNotContain: ['kg', 'kilo', 'stone', 'pounds'] },
    {
      ask: 'Have you had any nerve tests done on your arm?',
      mustNotContain: ['nerve conduction', 'showed', 'results', 'electrodes'],
    },
    {
      ask: 'What do you do in your spare time?',
      mustNotContain: ['knitting', 'garden', 'golf', 'sewing', 'piano', 'tennis'],
    },
  ],
};
