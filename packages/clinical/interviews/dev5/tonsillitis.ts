import type { InterviewCase } from '../types.js';

/** Style: a parent telling a young child's story. */
export const tonsillitis: InterviewCase = {
  id: 'tonsillitis',
  system: 'ear, nose and throat',
  patient: {
    name: 'Amelia Khan',
    medicalHistory:
      "Amelia is a 4-year-old girl brought in by her dad, Tariq. He says she has had a sore throat for 3 days and a high temperature since yesterday, up to 39.4 on the ear thermometer last night. She says it hurts to swallow and she has been refusing food; she will only take sips of water and ice lollies. She has only had a wee twice today. She has complained of tummy ache on and off, around her belly button. She was sick once this morning, after her medicine. Her voice sounds muffled and her breath smells. Yesterday Tariq felt lumps in her neck on both sides. She has no cough and no runny nose. She is clingy and sleepy when the temperature is up, but she plays with her brother when the medicine has worked. He has given her Calpol 7.5 ml every 6 hours, the last dose at 8 am, and one dose of ibuprofen last night, which brought her temperature down for a few hours. She had two throat infections like this last winter, both treated with antibiotics from the GP. She is otherwise well and has had no operations. She takes no regular medicines. She is allergic to penicillin: she came out in an itchy rash of hives all over after amoxicillin when she was 2. Her immunisations are up to date. She goes to nursery three days a week, and several children in her class have been off with sore throats. She lives with her mum, dad and 8-year-old brother, who is well. Nobody at home smokes. Tariq's brother had his tonsils out as a child. Tariq is worried she is not drinking enough and wonders whether she needs antibiotics again.",
    symptoms: [
      { name: 'Sore throat', description: 'Pain in the throat, worse on swallowing.', severity: 'severe' },
      { name: 'Fever', description: 'A high temperature.', severity: 'moderate' },
      {
        name: 'Difficulty swallowing',
        description: 'It hurts to swallow food and drink.',
        severity: 'moderate',
      },
      { name: 'Abdominal pain', description: 'Tummy ache on and off.', severity: 'mild' },
      { name: 'Vomiting', description: 'Being sick.', severity: 'mild' },
    ],
    diagnosis: 'Acute tonsillitis (probably bacterial)',
    treatments:
      'Paracetamol and ibuprofen for comfort and fever, encourage fluids, clarithromycin (penicillin allergy) if antibiotics are indicated, safety-netting about dehydration and quinsy',
  },
  questions: [
    { ask: "So what's been going on with Amelia?", mustContain: [['throat']] },
    { ask: 'How long has her throat been sore?', mustContain: [['3', 'three']] },
    { ask: 'Has she had a temperature?', affirm: true },
    { ask: "What's the highest her temperature has been?", mustContain: [['39.4', '39']] },
    { ask: 'Does it hurt her to swallow?', affirm: true },
    { ask: 'Is she managing to eat and drink?', mustContain: [['sips', 'water', 'lolly', 'lollies']] },
    { ask: 'How many wees has she done today?', mustContain: [['twice', 'two', '2']] },
    { ask: 'Has she been sick at all?', affirm: true, mustContain: [['once', 'one']] },
    {
      ask: 'Has she complained of any tummy ache?',
      affirm: true,
      mustContain: [['belly button', 'on and off']],
    },
    { ask: 'Any cough or runny nose?', affirm: false },
    { ask: 'Have you felt any lumps or swellings in her neck?', affirm: true, mustContain: [['both']] },
    { ask: 'What have you given her for it?', mustContain: [['calpol', 'paracetamol', 'ibuprofen']] },
    { ask: 'When was her last dose of Calpol?', mustContain: [['8', 'eight']] },
    { ask: 'did the ibuprofen do anything', affirm: true, mustContain: [['hours', 'down']] },
    {
      ask: 'Has she had anything like this before?',
      affirm: true,
      mustContain: [['two', '2', 'twice', 'winter']],
    },
    { ask: 'Has she had any operations?', affirm: false },
    { ask: 'Does she take any medicines regularly?', affirm: false },
    { ask: 'Is she allergic to any medicines?', mustContain: [['penicillin', 'amoxicillin']] },
    { ask: 'What sort of reaction did she have?', mustContain: [['rash', 'hives', 'itchy']] },
    { ask: 'Does she go to nursery or school?', mustContain: [['nursery']] },
    { ask: 'How many days a week is she at nursery?', mustContain: [['three', '3']] },
    { ask: "Who's at home with her?", mustContain: [['brother']] },
    { ask: 'Does anyone smoke in the house?', affirm: false },
    { ask: 'Does anyone in the family have problems with their tonsils?', mustContain: [['tonsils']] },
    { ask: "What's worrying you most about her?", mustContain: [['drinking', 'antibiotics']] },
    {
      ask: 'Did the GP take a throat swab the last time?',
      mustNotContain: ['swab showed', 'positive', 'strep', 'came back'],
    },
    { ask: 'How much does she weigh?', mustNotContain: ['kg', 'kilo', 'stone', 'pounds'] },
    {
      ask: 'Have you been abroad as a family recently?',
      mustNotContain: ['holiday', 'flew', 'flight', 'pakistan', 'spain', 'came back'],
    },
  ],
};
