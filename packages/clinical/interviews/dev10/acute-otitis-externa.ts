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

const diagnosisWords = ['otitis', 'externa', "swimmer's ear", 'swimmers ear'];

export const acuteOtitisExterna: InterviewCase = {
  id: 'acute-otitis-externa',
  system: 'ear, nose and throat',
  patient: {
    name: 'Tom Haskins',
    medicalHistory: `Tom is a 29-year-old lifeguard at the Riverside leisure centre who has had pain in his left ear for three days. It began as an itch about a week ago, after a fortnight's holiday in Crete where he snorkelled every day, and he has been scratching inside the ear with cotton buds, which he uses after every shift. The pain is now constant and throbbing, 7 out of 10, and much worse when he pulls on the ear lobe, presses on the flap in front of the ear, chews, or lies on his left side; last night it kept him awake. The pain stays in the ear and does not spread down his neck. Paracetamol helps a little. For the past two days a creamy yellow discharge has been coming out of the ear, and his pillow smelt bad this morning. Sounds on the left are muffled, "like being underwater", but there is no ringing and he has not felt dizzy. He has not had a temperature (37.2 °C at the pharmacy yesterday) and he has no sore throat or cold. The right ear is fine.

He had something similar in the right ear in 2022, which cleared with drops from the GP, but the first drops he was given (they contained neomycin) made the skin of his ear red, weepy and itchier, so he was changed to different ones. He has eczema on his scalp and behind his ears and uses Diprobase. He has never had an operation and has never had grommets. He has been taking paracetamol 1 g up to four times a day since Tuesday.

His dad has psoriasis. He lives with his girlfriend, Priya, in a flat. He does not smoke but vapes, and he drinks about 12 units a week. He is worried that he cannot go back to work until it is better and that he might lose the hearing in that ear. He has not been able to swim or train for a triathlon he has entered in six weeks' time.`,
    symptoms: [
      { name: 'Ear pain', description: 'Pain in or around the ear', severity: 'moderate' },
      { name: 'Ear discharge', description: 'Fluid coming out of the ear', severity: 'mild' },
      { name: 'Itching', description: 'An urge to scratch', severity: 'mild' },
      { name: 'Hearing loss', description: 'Reduced hearing', severity: 'mild' },
    ],
    diagnosis: 'Acute otitis externa (left ear)',
    treatments:
      'Aural toilet (dry mopping or microsuction); topical antibiotic with steroid avoiding neomycin because of the previous reaction (e.g. ciprofloxacin with dexamethasone drops) or acetic acid spray; wick if the canal is very swollen; simple analgesia; keep the ear dry, no swimming and no cotton buds until healed; safety-net for spreading redness, fever or severe pain; review if not better in a week.',
  },
  questions: [
    {
      ask: "Hi Tom, what's the problem today?",
      mustContain: ['ear'],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Which ear is it?', mustContain: ['left'] },
    { ask: 'How long has it been hurting?', mustContain: [['three days', '3 days']] },
    { ask: 'How did it start?', mustContain: ['itch'] },
    { ask: 'What is the pain like?', mustContain: [['throb', 'constant']] },
    { ask: 'Does the pain spread anywhere, like your neck?', affirm: false },
    { ask: 'How bad is it out of ten?', mustContain: [['7', 'seven']] },
    {
      ask: 'What makes it worse?',
      mustContain: [['pull', 'press', 'chew', 'lie', 'lying']],
    },
    { ask: 'Does anything help?', mustContain: ['paracetamol'] },
    {
      ask: 'Has anything come out of the ear?',
      affirm: true,
      mustContain: [['yellow', 'cream', 'discharge']],
    },
    {
      ask: 'Has your hearing been affected?',
      affirm: true,
      mustContain: [['muffled', 'underwater']],
    },
    { ask: 'Any ringing in your ears?', affirm: false },
    { ask: 'Have you had a fever?', affirm: false },
    {
      ask: 'Have you been in the water recently?',
      affirm: true,
      mustContain: [['crete', 'snorkel', 'holiday']],
    },
    {
      ask: 'Do you put anything in your ears?',
      affirm: true,
      mustContain: ['cotton bud'],
    },
    {
      ask: 'Have you ever had this before?',
      affirm: true,
      mustContain: [['right', '2022']],
    },
    { ask: 'Do you have any skin problems?', affirm: true, mustContain: ['eczema'] },
    {
      ask: 'Are you on any regular medication?',
      mustContain: [['diprobase', 'paracetamol']],
    },
    {
      ask: 'Have you ever reacted badly to any medicines?',
      affirm: true,
      mustContain: ['neomycin'],
    },
    { ask: 'Have you had any operations?', affirm: false },
    { ask: 'Does anything run in your family?', mustContain: ['psoriasis'] },
    { ask: 'Do you smoke?', affirm: false, mustContain: ['vape'] },
    { ask: 'How much alcohol do you drink?', mustContain: [['12', 'twelve']] },
    { ask: 'What do you do for work?', mustContain: ['lifeguard'] },
    { ask: 'Who do you live with?', mustContain: [['priya', 'girlfriend']] },
    {
      ask: 'Is there anything about this that is worrying you?',
      mustContain: [['work', 'hearing', 'deaf', 'triathlon']],
    },
    { ask: 'Have you ever had your hearing tested?', mustContain: [unsure] },
    { ask: 'Is it otitis externa?', mustNotContain: diagnosisWords },
  ],
};
