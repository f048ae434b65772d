import type { InterviewCase } from '../types.js';

const key = ['hypercalcaemia', 'hypercalcemia', 'high calcium', 'calcium level', 'calcium is high'];

export const hypercalcaemia: InterviewCase = {
  id: 'hypercalcaemia',
  system: 'metabolic',
  patient: {
    name: 'Kenneth Doyle',
    medicalHistory:
      "Kenneth (Ken) Doyle is a 69-year-old retired coal miner with lung cancer, brought to the surgery by his wife, Brenda, because he has been 'not himself'.\n\n" +
      'Brenda says that over the last ten days Ken has become more and more drowsy and muddled. He sleeps most of the day, loses track of conversations, and yesterday he did not recognise their grandson, Callum. He is terribly thirsty, getting through jugs of squash, and he is up to pass water every hour or two, day and night. He has not opened his bowels for six days despite the Laxido. He has gone off his food and has vomited twice today. He complains of aching all over, in his bones, and of a dull pain across his tummy. He has not had a fall, he has had no temperature, and he has not coughed up any blood; his cough is no worse than usual. He has had no headache, no weakness down one side and no fits. Brenda says he has not had any more of his Oramorph than usual.\n\n' +
      'Medicines (Brenda brought the list from his dosette box):\n' +
      '1. Morphine sulfate MR (Zomorph) 30 mg twice daily - started three weeks ago for pain in the right side of his chest\n' +
      '2. Oramorph 5 mg when needed - using three or four doses a day\n' +
      '3. Laxido one sachet twice daily\n' +
      '4. Lansoprazole 30 mg once daily\n' +
      '5. Amlodipine 10 mg once daily\n' +
      '6. Bendroflumethiazide 2.5 mg once daily, for years, for blood pressure\n' +
      '7. Tamsulosin 400 micrograms at night\n' +
      '8. Adcal-D3 one tablet twice daily - started by the practice nurse two months ago\n' +
      '9. Tiotropium inhaler one puff daily\n' +
      '10. Salbutamol inhaler two puffs when needed\n' +
      '11. Ibuprofen 400 mg three times a day - stopped two weeks ago by the GP because of his kidneys\n' +
      '12. Senna two tablets at night - stopped a month ago and changed to Laxido\n\n' +
      'Past history: squamous cell cancer of the right lung, diagnosed in July; he decided against chemotherapy and had a course of radiotherapy to the chest in September. COPD for ten years. High blood pressure. Enlarged prostate. Hernia repair in 1998. He is allergic to tramadol, which made him see things that were not there.\n\n' +
      'Family history: his brother died of lung cancer at 66; his mother had dementia in her eighties; his father was killed in a pit accident.\n\n' +
      'Social history: Ken worked down the pit for 30 years, then as a security guard until he retired. He smoked 20 a day for 50 years and stopped when the cancer was found in July. He used to drink a couple of cans of lager most nights but has had nothing for two weeks. He lives with Brenda in a bungalow; their daughter, Karen, pops in every day and the district nurses come once a week. Brenda sorts his tablets into the dosette box. Brenda is worried that he is getting dementia like his mother, or that the morphine is too strong for him.',
    symptoms: [
      { name: 'Drowsiness', description: 'Sleeping most of the day for ten days', severity: 'severe' },
      {
        name: 'Confusion',
        description: 'Muddled; did not recognise his grandson yesterday',
        severity: 'severe',
      },
      { name: 'Excessive thirst', description: 'Getting through jugs of squash', severity: 'moderate' },
      {
        name: 'Frequent urination',
        description: 'Passing water every hour or two, day and night',
        severity: 'moderate',
      },
      { name: 'Constipation', description: 'Bowels not opened for six days', severity: 'moderate' },
      { name: 'Vomiting', description: 'Vomited twice today', severity: 'moderate' },
      { name: 'Bone pain', description: 'Aching all over, in his bones', severity: 'moderate' },
    ],
    diagnosis: 'Hypercalcaemia of malignancy (squamous cell lung cancer)',
    treatments:
      'Check adjusted calcium, U&E, magnesium, phosphate and PTH; admit for IV 0.9% sodium chloride rehydration (3-4 litres in 24 hours) with fluid balance monitoring; IV zoledronic acid once rehydrated; stop bendroflumethiazide and Adcal-D3; review the opioid dose; denosumab if refractory; discuss goals and ceilings of care with oncology and the palliative care team.',
  },
  questions: [
    {
      ask: "What's been happening, Ken?",
      mustContain: [
        ['drowsy', 'sleepy', 'sleeping', 'muddled', 'confused', 'not myself', 'not himself', 'thirsty'],
      ],
      mustNotContain: key,
    },
    { ask: 'How long has this been going on?', mustContain: [['ten', '10']] },
    { ask: 'Did you recognise your grandson yesterday?', affirm: false },
    { ask: 'Are you very thirsty?', affirm: true },
    { ask: 'When did you last open your bowels?', mustContain: [['six', '6']] },
    { ask: 'Have you been sick?', mustContain: [['twice', 'two', '2']], affirm: true },
    { ask: 'Where do you ache?', mustContain: [['all over', 'bones']] },
    { ask: 'Any pain in your tummy?', mustContain: [['dull', 'across']], affirm: true },
    { ask: 'Have you had a fall?', affirm: false },
    { ask: 'Have you coughed up any blood?', affirm: false },
    {
      ask: 'Do you know what your blood group is?',
      mustContain: [['not sure', 'know', 'idea', 'remember']],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'What medical problems have you got?',
      mustContain: [['lung', 'cancer', 'copd', 'blood pressure', 'prostate']],
      mustNotContain: key,
    },
    { ask: 'What treatment have you had for the lung cancer?', mustContain: [['radiotherapy', 'radiation']] },
    { ask: 'Have you had any operations?', mustContain: [['hernia']] },
    {
      ask: 'Can you tell me all the medicines you take?',
      mustContain: [
        [
          'morphine',
          'zomorph',
          'oramorph',
          'laxido',
          'lansoprazole',
          'amlodipine',
          'bendroflumethiazide',
          'tamsulosin',
          'adcal',
          'tiotropium',
          'salbutamol',
        ],
      ],
    },
    { ask: 'How much Oramorph are you using a day?', mustContain: [['three', '3', 'four', '4']] },
    {
      ask: 'Are you taking any calcium or vitamin D tablets?',
      mustContain: [['adcal']],
      affirm: true,
      mustNotContain: key,
    },
    { ask: 'Are you still taking ibuprofen?', affirm: false },
    { ask: 'Are you allergic to any medicines?', mustContain: [['tramadol']] },
    {
      ask: 'Do any illnesses run in your family?',
      mustContain: [['brother', 'lung cancer', 'dementia', 'mother', 'mum']],
    },
    { ask: 'What happened to your brother?', mustContain: [['lung cancer', 'cancer']] },
    { ask: 'Do you smoke?', mustContain: [['stopped', 'quit', 'gave up', 'july', 'used to']] },
    { ask: 'How much alcohol do you drink?', mustContain: [['cans', 'lager', 'nothing', 'two weeks']] },
    { ask: 'What work did you do?', mustContain: [['pit', 'miner', 'mine', 'coal', 'security']] },
    { ask: 'Who helps you at home?', mustContain: [['karen', 'brenda', 'nurses', 'daughter', 'wife']] },
    { ask: "What's Brenda worried about?", mustContain: [['dementia', 'morphine']], mustNotContain: key },
    { ask: 'Is there anything else we should know?', mustNotContain: key },
    { ask: 'How much do you weigh?', mustNotContain: ['kg', 'kilos', 'kilograms', 'stone', 'pounds'] },
  ],
};
