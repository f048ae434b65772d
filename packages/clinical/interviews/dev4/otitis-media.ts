import type { InterviewCase } from '../types.js';

/** Style 1: a parent telling a baby's story (the patient speaks as the mother). */
export const otitisMedia: InterviewCase = {
  id: 'otitis-media',
  system: 'ear, nose and throat',
  patient: {
    name: 'Isla Thompson',
    medicalHistory:
      "Isla is a 14-month-old girl brought in by her mum, Gemma, who gives the history. Isla has had a fever for 2 days; the highest was 39.2 degrees on the ear thermometer at 2 am last night. Since yesterday she keeps pulling and rubbing at her right ear and screams when Gemma touches that side. She was up crying 4 times last night and would only settle in Gemma's arms. Before the fever she had a runny nose for about 5 days; her big brother Jack, who is 4, brought a cold home from nursery. She is bottle-fed and normally takes 3 bottles of 7 oz a day plus meals, but for 2 days she has taken only about half her milk and pushes food away. She had 4 wet nappies yesterday instead of her usual 6. No vomiting, no diarrhoea and no rash. She is still alert and plays between doses of Calpol and has not been floppy or drowsy. Gemma has given Calpol (paracetamol) 5 ml every 6 hours, the last dose at 7 am today, and one dose of ibuprofen at midnight last night. Isla was born at 39 weeks by a normal delivery with no problems, and apart from a few colds she has never been ill. Her immunisations are up to date, including her 12-month jabs. She takes no regular medicines and has no known allergies. She goes to nursery 3 days a week. She lives with Gemma, her dad Mark and Jack; Mark smokes about 10 cigarettes a day, outside in the garden. Gemma is worried because Isla is so hot and she has read about meningitis.",
    symptoms: [
      { name: 'Fever', description: 'High temperature for 2 days, up to 39.2', severity: 'moderate' },
      { name: 'Ear pulling', description: 'Pulling and rubbing at the right ear', severity: 'moderate' },
      {
        name: 'Irritability',
        description: 'Crying and hard to settle, especially at night',
        severity: 'moderate',
      },
      { name: 'Reduced feeding', description: 'Taking about half her usual milk', severity: 'mild' },
      { name: 'Runny nose', description: 'Runny nose for about 5 days before the fever', severity: 'mild' },
    ],
    diagnosis: 'Acute otitis media (right ear)',
    treatments:
      'Examine both eardrums; regular paracetamol or ibuprofen for pain and fever; fluids; safety-netting advice; amoxicillin for 5 days if not improving after 3 days or if systemically unwell.',
  },
  questions: [
    {
      ask: "Hello, what's brought you and Isla in today?",
      mustContain: [['fever', 'temperature', 'hot']],
      mustNotContain: ['otitis', 'ear infection'],
    },
    {
      ask: 'How high has her temperature got?',
      mustContain: ['39'],
      mustNotContain: ['otitis', 'ear infection'],
    },
    {
      ask: 'How long has she had the fever?',
      mustContain: [['2', 'two']],
      mustNotContain: ['otitis'],
    },
    {
      ask: 'Which ear is she pulling at?',
      mustContain: ['right'],
      mustNotContain: ['left', 'otitis', 'ear infection'],
    },
    { ask: 'Is it both ears or just the one?', mustContain: ['right'], mustNotContain: ['left', 'otitis'] },
    {
      ask: 'Does it seem to hurt her when you touch it?',
      mustContain: [['scream', 'touch', 'cry']],
      mustNotContain: ['otitis'],
      affirm: true,
    },
    {
      ask: 'Did she have a cold or anything before this started?',
      mustContain: [['runny nose', 'nose', 'cold']],
      mustNotContain: ['otitis'],
      affirm: true,
    },
    { ask: 'How long was her nose running for?', mustContain: [['5', 'five']], mustNotContain: ['otitis'] },
    {
      ask: 'Is she eating and drinking okay?',
      mustContain: [['half', 'less', 'push', 'off']],
      mustNotContain: ['otitis'],
    },
    {
      ask: 'How much milk does she normally have in a day?',
      mustContain: [
        ['3', 'three'],
        ['7', 'seven'],
      ],
      mustNotContain: ['otitis'],
    },
    {
      ask: 'How many wet nappies did she have yesterday?',
      mustContain: [['4', 'four']],
      mustNotContain: ['otitis'],
    },
    { ask: 'Has she been sick at all, or had diarrhoea?', mustNotContain: ['otitis'], affirm: false },
    {
      ask: 'Have you noticed any rash on her?',
      mustNotContain: ['otitis', 'meningitis rash'],
      affirm: false,
    },
    { ask: 'Has she been floppy or unusually sleepy?', mustNotContain: ['otitis'], affirm: false },
    {
      ask: 'Have you given her anything for it?',
      mustContain: [['calpol', 'paracetamol']],
      mustNotContain: ['amoxicillin', 'antibiotic', 'otitis'],
    },
    {
      ask: 'How much Calpol, and how often?',
      mustContain: [
        ['5', 'five'],
        ['6', 'six'],
      ],
      mustNotContain: ['otitis'],
    },
    { ask: 'When did she last have a dose?', mustContain: ['7'], mustNotContain: ['otitis'] },
    {
      ask: 'And has she had any ibuprofen?',
      mustContain: [['once', 'one dose', 'midnight']],
      mustNotContain: ['otitis'],
      affirm: true,
    },
    { ask: 'How has she been sleeping?', mustContain: [['4', 'four']], mustNotContain: ['otitis'] },
    { ask: 'Does she take any regular medicines?', mustNotContain: ['otitis'], affirm: false },
    { ask: 'Is she allergic to anything?', mustNotContain: ['otitis', 'penicillin'], affirm: false },
    { ask: 'Has she had all her vaccinations?', mustNotContain: ['otitis'], affirm: true },
    {
      ask: 'Was she born at term? Any problems around the birth?',
      mustContain: [['39', 'term', 'on time']],
      mustNotContain: ['otitis', 'caesarean', 'premature'],
    },
    {
      ask: 'Has she ever been poorly like this before?',
      mustContain: [['cold', 'never']],
      mustNotContain: ['otitis', 'ear infection'],
    },
    {
      ask: 'Is anybody else at home unwell?',
      mustContain: [['jack', 'brother']],
      mustNotContain: ['otitis'],
    },
    {
      ask: 'Does anyone smoke in the household? How much?',
      mustContain: [
        ['mark', 'dad', 'partner', 'husband'],
        ['10', 'ten'],
      ],
      mustNotContain: ['otitis'],
      affirm: true,
    },
    {
      ask: 'Does she go to nursery or a childminder?',
      mustContain: [['3', 'three']],
      mustNotContain: ['otitis'],
      affirm: true,
    },
    {
      ask: 'What is worrying you most about her?',
      mustContain: ['meningitis'],
      mustNotContain: ['otitis', 'ear infection'],
    },
  ],
};
