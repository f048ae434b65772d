import type { InterviewCase } from '../types.js';

/** Style: a parent telling a young child's story. */
export const asthmaExacerbation: InterviewCase = {
  id: 'asthma-exacerbation',
  system: 'respiratory',
  patient: {
    name: 'Leo Turner',
    medicalHistory:
      'Leo is a 7-year-old boy brought in by his mum, Hannah. She says he has been wheezy and short of breath since yesterday evening, and it got worse overnight. It started two days ago with a runny nose, a cold that his little sister had too. He has a dry cough that is worse at night; he coughed for most of last night and hardly slept. He says his chest feels tight, like someone is squeezing it. He has used his blue inhaler 6 times since this morning, 4 puffs each time through his spacer, and it helps for about an hour before the wheeze comes back. Running about and talking make him more breathless, and he had to stop halfway up the stairs this morning. Hannah thinks this is worse than his last attack. He has had no fever and no vomiting. He is eating less than usual but drinking fine. He has had two attacks like this before, the last one a year ago after a cold, when he needed steroid medicine and stayed one night in hospital. He has never been in intensive care. He has asthma, diagnosed when he was 4, and mild eczema. He has had no operations. He uses a brown preventer inhaler, beclometasone 100 micrograms, two puffs twice a day, but Hannah admits he has missed lots of doses over the summer holidays. He uses an emollient cream for his eczema. He is allergic to peanuts: his lips swelled up when he was 3, and he carries an adrenaline pen. His immunisations are up to date. His dad has asthma and hay fever, and Hannah had eczema as a child. He lives with his mum, dad and 3-year-old sister, and they have a cat. His dad smokes, but only outside in the garden. Leo is in Year 3 at school and loves football. Hannah is worried because he seems worse than last time and she is scared he will have to stay in hospital again.',
    symptoms: [
      { name: 'Wheeze', description: 'A whistling sound when breathing out.', severity: 'severe' },
      { name: 'Shortness of breath', description: 'Difficulty breathing.', severity: 'severe' },
      { name: 'Cough', description: 'A dry cough, worse at night.', severity: 'moderate' },
      {
        name: 'Chest tightness',
        description: 'A tight, squeezing feeling in the chest.',
        severity: 'moderate',
      },
      { name: 'Runny nose', description: 'A runny nose with a cold.', severity: 'mild' },
    ],
    diagnosis: 'Acute exacerbation of asthma (moderate to severe), triggered by a viral infection',
    treatments:
      'Salbutamol via spacer or nebuliser, oral prednisolone, oxygen if saturations low, review preventer adherence and inhaler technique, written asthma action plan',
  },
  questions: [
    {
      ask: 'What brings you in with Leo today?',
      mustContain: [['wheezy', 'wheeze', 'wheezing', 'breath', 'breathless', 'breathing']],
    },
    { ask: 'When did all this start?', mustContain: [['yesterday', 'two days', '2 days']] },
    { ask: 'Has he got a cough?', affirm: true },
    { ask: 'Is the cough worse at any particular time of day?', mustContain: [['night']] },
    { ask: 'Has he said what his chest feels like?', mustContain: [['tight', 'squeezing']] },
    { ask: 'How many times has he needed his blue inhaler today?', mustContain: [['6', 'six']] },
    { ask: 'how often u been giving him the reliever since this morning', mustContain: [['6', 'six']] },
    { ask: 'Does the blue inhaler help him?', affirm: true, mustContain: [['hour']] },
    {
      ask: 'Is there anything that makes his breathing worse?',
      mustContain: [['running', 'talking', 'stairs']],
    },
    { ask: 'Has he had a temperature?', affirm: false },
    { ask: 'Any vomiting?', affirm: false },
    { ask: 'How bad is it compared with his previous attacks?', mustContain: [['worse']] },
    {
      ask: 'Has he ever had an attack like this before?',
      affirm: true,
      mustContain: [['two', '2', 'twice', 'year']],
    },
    { ask: 'Has he ever needed intensive care for his breathing?', affirm: false },
    { ask: 'Does he have any other medical conditions?', mustContain: [['asthma', 'eczema']] },
    { ask: 'Has he had any operations?', affirm: false },
    {
      ask: 'Does he use any inhalers?',
      affirm: true,
      mustContain: [['brown', 'beclometasone', 'preventer', 'blue']],
    },
    { ask: 'Does he take his brown inhaler every day?', mustContain: [['missed', 'miss', 'missing']] },
    { ask: 'Is he allergic to anything?', mustContain: [['peanuts', 'peanut']] },
    {
      ask: 'What happened when he reacted to peanuts?',
      mustContain: [['lips', 'swelled', 'swell', 'swelling']],
    },
    {
      ask: 'Does anyone in the family have asthma, eczema or hay fever?',
      mustContain: [['dad', 'father', 'eczema']],
    },
    {
      ask: 'Does anybody smoke at home?',
      affirm: true,
      mustContain: [['dad', 'father', 'garden', 'outside']],
    },
    { ask: 'Do you have any pets?', mustContain: [['cat']] },
    { ask: 'Is he at school?', mustContain: [['year 3', 'year three']] },
    { ask: 'What are you most worried about today?', mustContain: [['hospital']] },
    { ask: 'How much does he weigh?', mustNotContain: ['kg', 'kilo', 'stone', 'pounds'] },
    {
      ask: 'What was his peak flow reading this morning?',
      mustNotContain: ['litres', 'per minute', 'l/min', 'peak flow was'],
    },
    {
      ask: 'Was he born early?',
      mustNotContain: ['weeks early', 'special care', 'incubator', 'full term', 'on time'],
    },
  ],
};
