import type { InterviewCase } from '../types.js';

const key = ['slipped', 'epiphysis', 'femoral', 'sufe', 'scfe'];
const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  "can't say",
  "couldn't say",
  "can't remember",
  'never really thought',
];

/** Style 4: catalogue symptoms with generic descriptions; the specifics are only in the prose. */
export const slippedUpperFemoralEpiphysis: InterviewCase = {
  id: 'slipped-upper-femoral-epiphysis',
  system: 'musculoskeletal',
  patient: {
    name: 'Jordan Price',
    medicalHistory: `Jordan Price is a 12-year-old boy in Year 7 who has had pain in his left knee for 3 weeks. For the last 5 days the pain has also been in his left groin, at the top of the thigh. It is a dull, deep ache, worse after football and PE and by the end of the school day, and it eases when he sits down and rests. He rates it 5 out of 10 at its worst. He has walked with a limp for 10 days, and on Friday his PE teacher noticed that he turns his left foot outwards when he runs. His left hip feels stiff when he tries to put his sock on. He can still put weight on the leg. He cannot remember any fall or injury. The pain does not wake him at night. He has had no fever and has otherwise been well. There is no swelling or redness of the knee. He has no back pain and no pain in the right leg. Paracetamol helps a little.
He has mild asthma and uses his blue inhaler about once a month. He had grommets put in at the age of 4. Last year the school nurse told his mum that he was overweight for his age. For the last week he has taken paracetamol 500 mg once or twice a day, which his mum buys, and he uses salbutamol when needed. He is allergic to sticking plasters, which make his skin red and itchy.
His mum has an underactive thyroid, and his grandad had a hip replacement at 60.
He lives with his mum, his stepdad, Lee, and his younger sister, Katie, in a house 15 minutes' walk from school. Lee smokes, but only outside. Jordan has never smoked or drunk alcohol. He plays in goal for a Sunday league team and likes video games. He thinks he has pulled a muscle and is worried he will miss the football tournament next month.`,
    symptoms: [
      { name: 'Pain', description: 'Pain or discomfort felt in a part of the body', severity: 'moderate' },
      { name: 'Limp', description: 'An abnormal way of walking', severity: 'moderate' },
      { name: 'Stiffness', description: 'Reduced ease of movement of a joint', severity: 'mild' },
    ],
    diagnosis: 'Slipped upper femoral epiphysis (left, stable)',
    treatments: 'Crutches; urgent orthopaedic referral; in situ screw fixation',
  },
  questions: [
    { ask: "Hi Jordan, what's been bothering you?", mustContain: ['knee'], mustNotContain: key },
    { ask: 'Which knee is it?', mustContain: ['left'], mustNotContain: [...key, 'right knee'] },
    {
      ask: 'How long has it been hurting?',
      mustContain: [['3 weeks', 'three weeks']],
      mustNotContain: key,
    },
    {
      ask: 'Do you get any pain in your hip or groin?',
      affirm: true,
      mustContain: [['groin', 'thigh']],
      mustNotContain: key,
    },
    {
      ask: 'What does the pain feel like?',
      mustContain: [['dull', 'ache', 'aching', 'deep']],
      mustNotContain: [...key, 'sharp', 'burning'],
    },
    {
      ask: 'What makes it worse?',
      mustContain: [['football', 'pe', 'school']],
      mustNotContain: key,
    },
    {
      ask: 'Does anything help?',
      mustContain: [['sit', 'rest', 'paracetamol']],
      mustNotContain: key,
    },
    {
      ask: "Out of 10, how bad is it when it's at its worst?",
      mustContain: [['5', 'five']],
      mustNotContain: key,
    },
    { ask: 'Have you been limping?', affirm: true, mustNotContain: key },
    {
      ask: 'Has anyone noticed anything odd about the way you run?',
      mustContain: ['foot'],
      mustNotContain: key,
    },
    {
      ask: 'Is your hip stiff at all?',
      affirm: true,
      mustContain: [['sock', 'stiff']],
      mustNotContain: key,
    },
    { ask: 'Did you fall over or hurt it playing?', affirm: false, mustNotContain: key },
    { ask: 'Does the pain wake you up at night?', affirm: false, mustNotContain: key },
    { ask: 'Have you ever had an operation?', mustContain: ['grommet'], mustNotContain: key },
    { ask: 'Is your knee swollen or red?', affirm: false, mustNotContain: key },
    {
      ask: 'Do you have any health problems, like asthma?',
      affirm: true,
      mustContain: ['asthma'],
      mustNotContain: key,
    },
    {
      ask: 'What medicines do you take?',
      mustContain: ['paracetamol', ['inhaler', 'salbutamol']],
      mustNotContain: [...key, 'ibuprofen'],
    },
    {
      ask: 'Are you allergic to anything?',
      affirm: true,
      mustContain: ['plaster'],
      mustNotContain: [...key, 'penicillin'],
    },
    {
      ask: 'Has anyone in your family had problems with their hips?',
      mustContain: [['grandad', 'grandfather', 'grandpa'], 'hip'],
      mustNotContain: key,
    },
    {
      ask: 'Does anyone at home smoke?',
      affirm: true,
      mustContain: [['lee', 'stepdad']],
      mustNotContain: key,
    },
    { ask: 'Have you ever smoked or drunk alcohol?', affirm: false, mustNotContain: key },
    {
      ask: 'Who do you live with, Jordan?',
      mustContain: ['mum', ['katie', 'sister']],
      mustNotContain: [...key, 'brother'],
    },
    {
      ask: 'Has anybody ever said anything to you about your weight?',
      mustContain: ['overweight'],
      mustNotContain: key,
    },
    { ask: 'What do you think is causing it?', mustContain: [['pulled', 'muscle']], mustNotContain: key },
    {
      ask: 'Is there anything you are worried about?',
      mustContain: [['tournament', 'football']],
      mustNotContain: key,
    },
    { ask: 'Anything else you want to tell me about?', mustNotContain: key },
    { ask: 'Any numbness or tingling in your leg?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you had a big growth spurt recently?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
