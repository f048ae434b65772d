import type { InterviewCase } from '../types.js';

const notSure = [
  'not sure',
  "don't know",
  'don’t know',
  'do not know',
  'no idea',
  "couldn't say",
  "can't say",
  "can't remember",
];

/** Catalogue symptoms with generic descriptions; the specifics are only in the history. */
export const sarcoidosis: InterviewCase = {
  id: 'sarcoidosis',
  system: 'respiratory',
  patient: {
    name: 'Abena Mensah',
    medicalHistory:
      'Abena Mensah is a 34-year-old primary school teacher who has had a dry cough for about four months. It is there most of the day, tickly, and never brings anything up; she has never coughed up blood. Over the same time she has become short of breath when she exerts herself: she now has to stop halfway up the two flights of stairs to her classroom, which she used to run up, but she is fine at rest and sleeps flat on one pillow. She has no chest pain and no wheeze. She has felt very tired, has had night sweats about twice a week and has lost about 3 kg without trying.\n\n' +
      "Three weeks ago she noticed tender, raised, red-purple lumps on the fronts of both shins, 'like bruises that hurt', and at the same time both ankles became swollen, stiff and painful, worst first thing in the morning; she has been limping into school. Ibuprofen 400 mg helps the ankles a bit. For the last week her right eye has been red, gritty and sore, with blurred vision, and bright light hurts it; the left eye is fine.\n\n" +
      'She has never had anything like this before. As a child she had eczema, and after her second baby she was treated for iron-deficiency anaemia, which has since recovered. Both children were born by caesarean section, in 2017 and 2019. Apart from the ibuprofen she takes cetirizine 10 mg for hay fever, in the summer only. She is allergic to co-amoxiclav (it gave her hives). Her mother has high blood pressure and her father, Kofi, has type 2 diabetes; no one in the family has had lung problems that she knows of.\n\n' +
      'She has never smoked and has the occasional glass of wine at the weekend. She lives with her husband, Kwame, and their children, Ama (9) and Kojo (7). She visited her grandmother in Kumasi, Ghana, for three weeks last summer; nobody she knows has had TB.\n\n' +
      'She is worried that she caught TB on the trip and might have passed it on to the children in her class, and she would like a chest X-ray to be sure.',
    symptoms: [
      { name: 'Cough', description: 'A cough.', severity: 'moderate' },
      { name: 'Shortness of breath', description: 'Difficulty breathing.', severity: 'moderate' },
      { name: 'Rash', description: 'A change in the appearance of the skin.', severity: 'mild' },
      { name: 'Joint pain', description: 'Pain in one or more joints.', severity: 'moderate' },
      { name: 'Red eye', description: 'Redness of the eye.', severity: 'mild' },
    ],
    diagnosis: 'Sarcoidosis',
    treatments:
      'Chest X-ray (looking for bilateral hilar lymphadenopathy), serum ACE, calcium, liver function and renal function; spirometry with transfer factor and high-resolution CT chest; urgent same-day ophthalmology review of the right eye (anterior uveitis, steroid eye drops); NSAIDs for the erythema nodosum and ankle arthritis; oral corticosteroids if the lung disease progresses; exclude TB (sputum and interferon-gamma release assay).',
  },
  questions: [
    {
      ask: "Hello Abena, I'm a medical student. What brings you in?",
      mustContain: ['cough'],
      mustNotContain: ['sarcoid'],
    },
    { ask: 'How long have you had the cough?', mustContain: [['4', 'four']] },
    { ask: 'Are you bringing anything up when you cough?', affirm: false },
    { ask: 'Have you coughed up any blood?', affirm: false },
    {
      ask: 'How far can you get before you are out of breath?',
      mustContain: [['stairs', 'halfway', 'flights']],
    },
    { ask: 'Where is the rash?', mustContain: [['shin', 'shins', 'legs']] },
    { ask: 'What does the rash look like?', mustContain: [['lumps', 'red', 'purple', 'bruises']] },
    { ask: 'Which joints are painful?', mustContain: [['ankle', 'ankles']] },
    { ask: 'Are your ankles worse at any particular time of day?', mustContain: ['morning'] },
    { ask: 'Does anything help the joints?', mustContain: ['ibuprofen'] },
    { ask: 'Which eye is red?', mustContain: ['right'] },
    { ask: 'Has your eyesight changed at all?', mustContain: [['blur', 'blurred', 'blurry']], affirm: true },
    { ask: 'Have you had any night sweats?', mustContain: [['twice', 'two', '2']], affirm: true },
    { ask: 'Have you lost any weight?', mustContain: [['3', 'three']], affirm: true },
    { ask: 'Have you had anything like this before?', affirm: false },
    { ask: 'Have you had any medical problems in the past?', mustContain: [['eczema', 'anaemia']] },
    { ask: 'Any operations?', mustContain: [['caesarean', 'c section']] },
    { ask: 'Are you on any medication?', mustContain: [['cetirizine', 'ibuprofen']] },
    { ask: 'Any allergies to medicines?', mustContain: [['co amoxiclav', 'coamoxiclav']] },
    { ask: 'Does anything run in the family?', mustContain: [['blood pressure', 'diabetes']] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: ['wine'] },
    { ask: 'What do you do for work?', mustContain: ['teacher'] },
    { ask: 'Who do you live with?', mustContain: [['kwame', 'husband']] },
    { ask: 'Have you travelled anywhere recently?', mustContain: [['ghana', 'kumasi']], affirm: true },
    { ask: 'Is there anything in particular you are worried about?', mustContain: [['tb', 'tuberculosis']] },
    { ask: 'Have you been around any birds or pigeons?', mustContain: [notSure] },
    {
      ask: 'Is it sarcoidosis?',
      mustContain: [notSure],
      mustNotContain: ['sarcoid'],
    },
  ],
};
