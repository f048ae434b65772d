import type { InterviewCase } from '../types.js';

const diagnosisWords = ['nephrotic', 'nephrosis', 'minimal change'];
const unsure = [
  'not sure',
  "don't know",
  'don’t know',
  'no idea',
  'not certain',
  "can't say",
  "can't remember",
  'can’t remember',
];

export const nephroticSyndrome: InterviewCase = {
  id: 'nephrotic-syndrome',
  system: 'renal',
  patient: {
    name: 'Ayaan Patel',
    medicalHistory: `Ayaan is a 4-year-old boy brought in by his dad, Sanjay. Sanjay says that about 10 days ago he noticed Ayaan's eyes were puffy when he woke up; the puffiness went down by lunchtime, so the family thought it was hay fever. Over the last 5 days the swelling has spread. His tummy has become swollen and his trousers no longer do up round the waist, and both ankles and feet are puffy and leave dents when Sanjay presses on them. Since yesterday his scrotum has looked swollen too, though it does not seem to hurt him.

Sanjay has noticed that Ayaan's wee is very frothy, with bubbles that stay in the toilet after flushing, and he is weeing less than usual. The wee is not red or brown, and he has not complained of pain when he goes. On the bathroom scales he has gone from 17 kg to 19 kg in a week. He is more tired than usual, wants to be carried, and has gone off his food. He has no fever, no vomiting, no diarrhoea and no tummy pain. He is not short of breath. No rash and no sore joints. About 2 weeks ago he had a cold with a runny nose, which has cleared.

He was born at term and had eczema as a baby, which he has grown out of. He had chickenpox at 2. He has never been admitted to hospital and has never had an operation. His vaccinations are up to date; he had his pre-school booster 2 months ago. He takes no regular medicines. Sanjay gave him cetirizine liquid for 3 days last week for the puffy eyes; it made no difference, so he stopped it. He has no allergies to medicines, but peanuts give him hives and a swollen lip, so the family avoid them.

Sanjay has asthma. Sanjay's mother has kidney failure from diabetes and has dialysis three times a week. Nobody in the family has had swelling like this.

Ayaan lives with his dad, his mum Priya and his baby sister Anaya, who is 8 months old, in a second-floor flat. He goes to nursery 5 mornings a week. Sanjay is an accountant; Priya is a pharmacist and is on maternity leave. Nobody at home smokes.

Sanjay is worried that something is wrong with Ayaan's kidneys, like his mother's.`,
    symptoms: [
      {
        name: 'Facial swelling',
        description: 'Puffy eyes, worst on waking and better by lunchtime',
        severity: 'moderate',
      },
      {
        name: 'Abdominal swelling',
        description: 'Swollen tummy; trousers no longer do up',
        severity: 'moderate',
      },
      {
        name: 'Ankle swelling',
        description: 'Both ankles and feet puffy, leaving dents when pressed',
        severity: 'moderate',
      },
      { name: 'Frothy urine', description: 'Bubbly wee, passing less than usual', severity: 'mild' },
      { name: 'Tiredness', description: 'More tired than usual, wants to be carried', severity: 'mild' },
    ],
    diagnosis: 'Nephrotic syndrome (probable minimal change disease)',
    treatments:
      'Urine dipstick and urine protein:creatinine ratio; bloods (albumin, U&E, cholesterol, complement); oral prednisolone 60 mg/m2 daily for 4 weeks then weaning; no-added-salt diet and fluid restriction; penicillin V prophylaxis while oedematous; check varicella immunity; parents to monitor urine protein at home; paediatric nephrology referral if steroid resistant',
  },
  questions: [
    {
      ask: "What's brought you in with Ayaan today?",
      mustContain: [['swelling', 'swollen', 'puffy', 'puffiness']],
      mustNotContain: diagnosisWords,
    },
    {
      ask: "When did you first notice something wasn't right?",
      mustContain: [['10', 'ten'], 'day'],
    },
    { ask: 'Where did you first see the swelling?', mustContain: [['eye', 'eyes', 'face']] },
    {
      ask: 'Is the puffiness worse at any particular time of day?',
      mustContain: [['morning', 'woke', 'waking', 'wakes', 'wake']],
    },
    {
      ask: 'Has the swelling spread anywhere else?',
      mustContain: [['tummy', 'ankles', 'ankle', 'feet', 'legs', 'scrotum', 'waist']],
      affirm: true,
    },
    {
      ask: 'How bad has the swelling got?',
      mustContain: [['trousers', 'waist', 'dent', 'dents']],
    },
    { ask: 'If you press on his ankles, does it leave a dent?', affirm: true },
    {
      ask: 'What does his wee look like?',
      mustContain: [['frothy', 'bubbles', 'bubbly', 'foamy', 'froth']],
      mustNotContain: ['protein'],
    },
    { ask: 'Have you seen any blood in his wee?', affirm: false, mustNotContain: ['protein'] },
    { ask: 'Does it hurt him when he has a wee?', affirm: false },
    {
      ask: 'Has his weight changed at all?',
      mustContain: [['19', 'nineteen', '2 kg', 'two kilo', '2 kilo', 'two kg']],
    },
    { ask: 'Has he had a temperature?', affirm: false },
    { ask: 'Has he had any coughs or colds recently?', mustContain: ['cold'], affirm: true },
    {
      ask: 'Has anything made the swelling better?',
      mustContain: [['lunch', 'lunchtime', 'difference']],
    },
    { ask: 'Has he had any illnesses before?', mustContain: [['eczema', 'chickenpox', 'chicken pox']] },
    { ask: 'Has he ever been in hospital or had an operation?', affirm: false },
    { ask: 'Have you given him any medicine for this?', mustContain: ['cetirizine'] },
    { ask: 'Does he have any allergies?', mustContain: [['peanut', 'peanuts']], affirm: true },
    { ask: 'What happens when he has peanuts?', mustContain: [['hives', 'lip', 'lips']] },
    {
      ask: 'Does anyone in the family have kidney problems?',
      mustContain: [['mother', 'mum', 'grandmother', 'grandma', 'gran', 'nan', 'nani', 'dadi']],
      affirm: true,
    },
    {
      ask: 'Are there any other illnesses that run in the family?',
      mustContain: [['asthma', 'diabetes', 'kidney', 'dialysis']],
    },
    { ask: 'Does anybody smoke at home?', affirm: false },
    {
      ask: 'Who lives at home with him?',
      mustContain: [
        ['priya', 'mum', 'wife', 'mother'],
        ['anaya', 'sister', 'baby'],
      ],
    },
    { ask: 'What do you do for a living?', mustContain: ['accountant'] },
    {
      ask: 'Is there anything in particular you are worried about?',
      mustContain: [['kidney', 'kidneys']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Anything else you have noticed?', mustNotContain: diagnosisWords },
    {
      ask: "Do you know Ayaan's blood group?",
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'Have you been abroad as a family recently?',
      mustContain: [unsure],
      mustNotContain: ['india', 'pakistan', 'spain'],
    },
  ],
};
