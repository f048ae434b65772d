import type { InterviewCase } from '../types.js';

const dx = ['bronchiolitis', 'rsv', 'syncytial'];

export const bronchiolitis: InterviewCase = {
  id: 'bronchiolitis',
  system: 'respiratory',
  patient: {
    name: 'Isla Morgan',
    medicalHistory:
      'Isla is a 4-month-old girl brought in by her mother, Chloe. Isla has had a runny nose and a cough for three days, which started after her big brother Jack, aged 3, came home from nursery with a cold. ' +
      'Since yesterday she has been breathing fast, and her mother can see her ribs sucking in with each breath. Her cough is wet and rattly and comes in bouts. ' +
      'She is breastfed and has been feeding poorly: she now takes only about half her usual feeds, feeding for five minutes before pulling away to catch her breath. She has had only two wet nappies since this morning. ' +
      'She had a temperature of 38.1 last night, which came down with Calpol. She has not turned blue and has had no pauses in her breathing. She has not vomited and has no rash. Her stools are normal. ' +
      'She was born at 36 weeks by normal delivery and spent two days on the special care baby unit for jaundice, with no breathing support. Her immunisations are up to date; she had her 16-week jabs two weeks ago. ' +
      'She takes no regular medicines, only Calpol (infant paracetamol) 2.5 ml when needed. No known allergies. ' +
      'Her father, Dan, has asthma. Dan smokes about ten cigarettes a day, always outside in the garden; Chloe does not smoke. ' +
      'Isla lives with her mother, father and Jack in a two-bedroom flat. Chloe is on maternity leave from her job as a hairdresser. ' +
      'Chloe is worried that Isla is getting tired and is frightened she will stop breathing in the night.',
    symptoms: [
      {
        name: 'Cough',
        description: 'Wet, rattly cough coming in bouts for three days',
        severity: 'moderate',
      },
      {
        name: 'Fast breathing',
        description: 'Breathing fast with the ribs sucking in on each breath since yesterday',
        severity: 'severe',
      },
      {
        name: 'Poor feeding',
        description: 'Taking about half her usual feeds, stopping after five minutes to breathe',
        severity: 'moderate',
      },
      { name: 'Runny nose', description: 'Clear runny nose for three days', severity: 'mild' },
      { name: 'Fever', description: 'Temperature of 38.1 last night', severity: 'mild' },
    ],
    diagnosis: 'Bronchiolitis (RSV)',
    treatments:
      'Supportive care: nasal suction, small frequent feeds, oxygen if saturations fall below 92%, nasogastric feeds if needed; safety-netting advice for parents',
  },
  questions: [
    {
      ask: "What's brought you in with Isla today?",
      mustContain: [['cough', 'breath', 'nose', 'cold']],
      mustNotContain: dx,
    },
    { ask: 'How long has she been poorly?', mustContain: [['three', '3']], mustNotContain: dx },
    { ask: 'When did the fast breathing start?', mustContain: [['yesterday']], mustNotContain: dx },
    {
      ask: 'What does her cough sound like?',
      mustContain: [['wet', 'rattl']],
      mustNotContain: [...dx, 'bark', 'whoop'],
    },
    {
      ask: 'Is it more of a dry cough or a chesty one?',
      mustContain: [['wet', 'rattl', 'chesty']],
      mustNotContain: [...dx, 'bark'],
    },
    {
      ask: 'Can you see her chest pulling in when she breathes?',
      affirm: true,
      mustContain: [['rib']],
      mustNotContain: dx,
    },
    { ask: 'How is she feeding?', mustContain: [['half']], mustNotContain: dx },
    {
      ask: 'How long does she manage at the breast before she stops?',
      mustContain: [['five', '5']],
      mustNotContain: dx,
    },
    { ask: 'How many wet nappies has she had today?', mustContain: [['two', '2']], mustNotContain: dx },
    {
      ask: 'Has she had a temperature?',
      affirm: true,
      mustContain: [['38']],
      mustNotContain: [...dx, '39', '40'],
    },
    { ask: 'Has she gone blue at all?', affirm: false, mustNotContain: dx },
    { ask: 'Has she ever stopped breathing for a few seconds?', affirm: false, mustNotContain: dx },
    { ask: 'Has she been sick?', affirm: false, mustNotContain: dx },
    { ask: 'Have you noticed a rash?', affirm: false, mustNotContain: dx },
    {
      ask: 'Is anybody else at home unwell?',
      mustContain: [['jack', 'brother', 'son']],
      mustNotContain: dx,
    },
    {
      ask: 'Was she born early or on time?',
      mustContain: [['36', 'thirty six', 'early']],
      mustNotContain: dx,
    },
    {
      ask: 'Were there any problems after she was born?',
      mustContain: [['jaundice', 'yellow']],
      mustNotContain: [...dx, 'ventilator', 'oxygen'],
    },
    { ask: 'Is she up to date with her jabs?', affirm: true, mustNotContain: dx },
    { ask: 'Does she take any medicines?', mustContain: [['calpol', 'paracetamol']], mustNotContain: dx },
    { ask: 'How much Calpol do you give her?', mustContain: [['2.5', 'two and a half']], mustNotContain: dx },
    { ask: 'Does she have any allergies?', affirm: false, mustNotContain: [...dx, 'penicillin'] },
    {
      ask: 'Does anyone in the family have asthma or chest problems?',
      mustContain: [['dad', 'father', 'dan', 'husband', 'partner']],
      mustNotContain: dx,
    },
    {
      ask: 'Does anyone smoke at home?',
      mustContain: [['dan', 'dad', 'father', 'husband', 'partner']],
      mustNotContain: dx,
    },
    { ask: 'Where does he smoke, and how many?', mustContain: [['outside', 'garden']], mustNotContain: dx },
    { ask: 'What do you do for work?', mustContain: [['hairdress']], mustNotContain: dx },
    {
      ask: 'What are you most worried about?',
      mustContain: [['stop breathing', 'tired']],
      mustNotContain: dx,
    },
    {
      ask: 'How much did she weigh when she was born?',
      mustNotContain: [...dx, 'kg', 'kilo', 'pound', 'ounce'],
    },
    { ask: 'Do you have any pets at home?', mustNotContain: [...dx, 'a dog', 'our dog', 'a cat', 'our cat'] },
    {
      ask: 'Has she ever needed antibiotics?',
      mustNotContain: [...dx, 'amoxicillin', 'penicillin', 'course of', 'she had antibiotics'],
    },
    { ask: 'Is it bronchiolitis?', mustNotContain: dx },
  ],
};
