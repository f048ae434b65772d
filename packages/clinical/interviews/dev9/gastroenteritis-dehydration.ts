import type { InterviewCase } from '../types.js';

const key = ['gastroenteritis', 'dehydrated', 'dehydration'];
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

/** Style 1: a mother telling her baby's story. */
export const gastroenteritisDehydration: InterviewCase = {
  id: 'gastroenteritis-dehydration',
  system: 'gastrointestinal',
  patient: {
    name: 'Oscar Bennett',
    medicalHistory: `Oscar is a 9-month-old boy, brought in by his mum, Chloe, at 10 pm on Sunday. She says he was sick at about 6 am yesterday, soon after his morning bottle, and he has vomited 7 times since, the last time an hour before they came in. The sick is milky; it has never been green and there has been no blood in it. Watery diarrhoea started yesterday afternoon, and she has changed 9 dirty nappies today, runny and yellow, with no blood or mucus. He has had only 2 wet nappies today, the last one at 11 am, and it was much lighter than usual. He takes sips of his milk but brings most of it back up, and he has refused his food since yesterday. He had a temperature of 38.2 last night; she gave him Calpol 2.5 ml at 11 pm and it came down. Chloe thinks he is much sleepier than usual and floppy when she picks him up. His lips look dry and he has not been crying with tears. No rash. No cough or runny nose. He has not been pulling at his ears. His big sister, Ava, aged 4, had a tummy bug at nursery last week. Chloe has felt a bit queasy herself since this morning but has not been sick.
He was born at 39 weeks by normal delivery, weighing 3.4 kg, with no problems after birth. His immunisations are up to date. He has never been in hospital and has had no operations. He takes no regular medicines. No known allergies.
Family history: his dad, Tom, has asthma; his maternal grandmother has type 2 diabetes.
Social: he lives with mum, dad and Ava in a two-bedroom flat. Chloe is on maternity leave from her job as a hairdresser; Tom is a delivery driver. Nobody smokes at home. Chloe is worried that he is drying out and that he will need a drip.`,
    symptoms: [
      { name: 'Vomiting', description: 'Milky vomits, 7 since yesterday morning', severity: 'severe' },
      { name: 'Diarrhoea', description: 'Watery, yellow, 9 dirty nappies today', severity: 'moderate' },
      { name: 'Fever', description: 'Up to 38.2 last night', severity: 'mild' },
      { name: 'Lethargy', description: 'Sleepier and floppier than usual', severity: 'moderate' },
      { name: 'Reduced urine output', description: 'Only 2 wet nappies today', severity: 'severe' },
    ],
    diagnosis: 'Viral gastroenteritis with moderate dehydration',
    treatments:
      'Oral rehydration solution; nasogastric tube rehydration if oral fluids fail; admission for observation',
  },
  questions: [
    {
      ask: "Hello, I'm one of the medical students. What's been happening with Oscar?",
      mustContain: [['sick', 'vomit']],
      mustNotContain: key,
    },
    { ask: 'When did it all start?', mustContain: ['yesterday'], mustNotContain: key },
    {
      ask: 'What time was he first sick, and what was he doing at the time?',
      mustContain: [
        ['6', 'six'],
        ['bottle', 'feed', 'milk'],
      ],
      mustNotContain: key,
    },
    { ask: 'How many times has he vomited?', mustContain: [['7', 'seven']], mustNotContain: key },
    { ask: 'What does the sick look like?', mustContain: ['milky'], mustNotContain: key },
    { ask: 'Has any of it been green?', affirm: false, mustNotContain: key },
    {
      ask: 'Has he had diarrhoea as well?',
      affirm: true,
      mustContain: [['watery', 'runny', 'diarrhoea']],
      mustNotContain: key,
    },
    {
      ask: 'How many dirty nappies has he had today?',
      mustContain: [['9', 'nine']],
      mustNotContain: key,
    },
    {
      ask: 'And wet nappies, how many of those?',
      mustContain: [['2', 'two']],
      mustNotContain: [...key, 'none'],
    },
    {
      ask: 'Is he weeing as much as he normally does?',
      mustContain: [['2', 'two', 'only', 'lighter']],
      mustNotContain: key,
    },
    {
      ask: 'Is he managing to keep any milk down?',
      mustContain: [['sips', 'back up', 'brings']],
      mustNotContain: key,
    },
    {
      ask: 'Has he had a temperature? How high did it go?',
      affirm: true,
      mustContain: ['38'],
      mustNotContain: [...key, '39', '40'],
    },
    {
      ask: 'Have you given him anything for it?',
      mustContain: [['calpol', 'paracetamol']],
      mustNotContain: [...key, 'ibuprofen', 'nurofen'],
    },
    { ask: 'Is he more sleepy than normal?', affirm: true, mustNotContain: key },
    { ask: 'Is he crying with tears?', affirm: false, mustNotContain: key },
    { ask: 'Any cough or runny nose?', affirm: false, mustNotContain: key },
    {
      ask: 'Has he been around anyone with a tummy bug?',
      mustContain: [['ava', 'sister']],
      mustNotContain: key,
    },
    {
      ask: 'And how are you feeling yourself, Chloe?',
      mustContain: ['queasy'],
      mustNotContain: [...key, 'diarrhoea'],
    },
    { ask: 'Is Oscar allergic to anything?', affirm: false, mustNotContain: key },
    {
      ask: 'Do any illnesses run in the family?',
      mustContain: [['asthma', 'diabetes']],
      mustNotContain: key,
    },
    { ask: "Does Oscar's dad have any health problems?", mustContain: ['asthma'], mustNotContain: key },
    { ask: 'Does anyone smoke around him at home?', affirm: false, mustNotContain: key },
    { ask: 'What do you do for work?', mustContain: ['hairdresser'], mustNotContain: key },
    {
      ask: 'Who lives at home with him?',
      mustContain: [['ava', 'sister']],
      mustNotContain: [...key, 'grandmother'],
    },
    {
      ask: "What's worrying you most about him?",
      mustContain: [['drying out', 'drip']],
      mustNotContain: key,
    },
    { ask: 'Is there anything else you have noticed?', mustNotContain: key },
    { ask: 'Has he had any fits?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you been abroad recently as a family?',
      mustContain: [unsure],
      mustNotContain: [...key, 'spain', 'holiday'],
    },
  ],
};
