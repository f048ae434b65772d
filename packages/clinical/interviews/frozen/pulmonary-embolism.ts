import type { InterviewCase } from '../types.js';

/** Style b: a structured template with abbreviated headings. */
const dx = ['embol', 'blood clot', 'a clot', 'clots', 'clotting', 'thrombo', 'dvt', 'pulmonary'];

export const pulmonaryEmbolism: InterviewCase = {
  id: 'pulmonary-embolism',
  system: 'respiratory',
  patient: {
    name: 'Chloe Adeyemi',
    medicalHistory: [
      'C/O: 34-year-old woman. Sharp pain in the right side of the chest and breathlessness since yesterday afternoon (about 20 hours).',
      'HPC: Came on suddenly while unloading the dishwasher. Pain is sharp, like a knife, low on the right side of the chest; catches her when she breathes in deeply or coughs. Does not spread to her shoulder or arm. Pain 7/10, eased a little by sitting still and taking shallow breaths. Breathless walking up one flight of stairs (normally runs 5 km). Coughed up bright red blood twice this morning, about a teaspoon each time. Felt her heart racing. Returned 5 days ago from a 22-hour flight from Sydney after visiting her sister. Left calf aching and swollen since the flight. No fever.',
      'PMHx: Broke her left ankle skiing 2 years ago, in plaster for 6 weeks. Polycystic ovaries. No previous chest problems.',
      'Rx: Combined contraceptive pill (Rigevidon) daily for 10 years. Cetirizine 10 mg in the summer for hay fever.',
      'Allergies: Penicillin - lips swelled up.',
      'FHx: Mother had breast cancer at 52. Father well.',
      'SHx: Secondary school PE teacher. Lives alone with her dog, Biscuit. Ex-smoker: 10/day for 8 years, stopped 3 years ago. Alcohol about 10 units/week. 2 coffees a day.',
      'SR: No swelling of the right leg. No wheeze. No weight loss.',
    ].join('\n'),
    symptoms: [
      {
        name: 'Pleuritic chest pain',
        description: 'Sharp right-sided chest pain worse on inspiration',
        severity: 'severe',
      },
      { name: 'Dyspnoea', description: 'Shortness of breath on exertion', severity: 'moderate' },
      { name: 'Haemoptysis', description: 'Coughing up small amounts of fresh blood', severity: 'moderate' },
      { name: 'Palpitations', description: 'Awareness of a fast heartbeat', severity: 'mild' },
      { name: 'Calf swelling', description: 'Unilateral painful calf swelling', severity: 'mild' },
    ],
    diagnosis:
      'Pulmonary embolism (with left calf deep vein thrombosis) after long-haul travel on the combined pill',
    treatments:
      'Oxygen if hypoxic; Wells score, CT pulmonary angiogram; anticoagulation (apixaban or low molecular weight heparin); stop the combined pill',
  },
  questions: [
    { ask: 'What brings you in today?', mustContain: [['chest', 'breath']], mustNotContain: dx },
    {
      ask: 'Whereabouts is the pain?',
      mustContain: [['right']],
      mustNotContain: [...dx, 'left side of my chest', 'middle of my chest', 'centre of my chest'],
    },
    { ask: 'When did the pain start?', mustContain: [['yesterday', '20', 'twenty']], mustNotContain: dx },
    { ask: 'Have you felt dizzy or fainted?', affirm: false, mustNotContain: dx },
    {
      ask: 'Did it come on gradually or all of a sudden?',
      mustContain: [['sudden', 'all at once', 'out of nowhere', 'out of the blue']],
      mustNotContain: dx,
    },
    {
      ask: 'How would you describe the pain?',
      mustContain: [['sharp', 'knife', 'stab']],
      mustNotContain: [...dx, 'crushing', 'tight', 'dull'],
    },
    { ask: 'Does the pain spread to your shoulder or down your arm?', affirm: false, mustNotContain: dx },
    { ask: 'Does it hurt more when you take a deep breath?', affirm: true, mustNotContain: dx },
    {
      ask: 'Does anything ease it?',
      mustContain: [['sitting', 'still', 'shallow']],
      mustNotContain: dx,
    },
    { ask: 'On a scale of one to ten, how bad is it?', mustContain: [['7', 'seven']], mustNotContain: dx },
    {
      ask: 'How far can you walk before you get out of breath?',
      mustContain: [['stair', 'flight']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you coughed anything up?',
      affirm: true,
      mustContain: [['blood']],
      mustNotContain: [...dx, 'green', 'yellow'],
    },
    {
      ask: 'How many times have you coughed up blood, and what did it look like?',
      mustContain: [['2', 'two', 'twice'], ['red']],
      mustNotContain: [...dx, 'dark', 'brown', 'black'],
    },
    { ask: 'Have you felt your heart racing?', affirm: true, mustNotContain: dx },
    {
      ask: 'Have you been on any long journeys lately?',
      affirm: true,
      mustContain: [['sydney', 'australia']],
      mustNotContain: dx,
    },
    { ask: 'How long was the flight?', mustContain: [['22', 'twenty two']], mustNotContain: dx },
    {
      ask: 'Any pain or swelling in your legs?',
      affirm: true,
      mustContain: [['left'], ['calf']],
      mustNotContain: dx,
    },
    { ask: 'Have you had a temperature?', affirm: false, mustNotContain: dx },
    { ask: 'Have you had any night sweats?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you ever broken a bone or had an operation?',
      affirm: true,
      mustContain: [['ankle']],
      mustNotContain: [...dx, 'wrist', 'right ankle'],
    },
    {
      ask: 'What medicines are you taking at the moment?',
      mustContain: [['pill', 'contracept', 'rigevidon']],
      mustNotContain: dx,
    },
    {
      ask: 'Any allergies?',
      affirm: true,
      mustContain: [['penicillin'], ['lip']],
      mustNotContain: dx,
    },
    { ask: 'Does anything run in the family?', mustContain: [['breast']], mustNotContain: dx },
    {
      ask: 'What do you do for work?',
      mustContain: [['teach']],
      mustNotContain: dx,
    },
    {
      ask: 'Do you smoke?',
      mustContain: [['stop', 'quit', 'gave up', 'used to', 'ex smoker']],
      mustNotContain: dx,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['alone', 'on my own', 'by myself', 'dog', 'biscuit']],
      mustNotContain: [...dx, 'partner', 'husband', 'boyfriend'],
    },
    {
      ask: 'Do you have any children?',
      mustNotContain: [...dx, 'my son', 'my daughter', 'my kids', 'my children are'],
    },
    { ask: 'Could this be a blood clot?', mustNotContain: dx },
  ],
};
