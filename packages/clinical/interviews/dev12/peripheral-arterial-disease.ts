import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  'unsure',
  "can't say",
  "couldn't say",
];

export const peripheralArterialDisease: InterviewCase = {
  id: 'peripheral-arterial-disease',
  system: 'cardiovascular',
  patient: {
    name: 'Derek Walsh',
    medicalHistory: `Mr Derek Walsh is a 66-year-old retired HGV driver who presents with a nine-month history of cramping pain in his right calf when he walks. The pain comes on after about 200 yards on the flat, sooner going uphill or carrying shopping, and makes him stop; it goes within 2-3 minutes of standing still, and he can then walk the same distance again. He describes it as 'a tight cramp, like the muscle is being squeezed in a vice'. It does not spread up into his thigh or buttock. Over the past month the distance has shortened to about 100 yards. He has no pain at rest and is not woken by pain at night. His right foot feels colder than the left, and his wife, Sheila, has noticed the skin on his right shin has gone shiny and hairless. After walking, the toes of his right foot go pale and numb. A cut on his right big toe took about six weeks to heal in the spring. He denies chest pain and has not noticed any swelling of his legs.

He has had type 2 diabetes for 12 years and high blood pressure, and was told his cholesterol was high; he stopped his atorvastatin last year because he 'didn't see the point'. In 2022 he had a TIA (his left arm went weak for 20 minutes). His only operation was removal of his gallbladder in 2011. He takes metformin 1 g twice daily, gliclazide 80 mg twice daily and amlodipine 10 mg once daily. No known drug allergies.

His father died of a heart attack at 58, and his brother, Kevin, had a heart bypass at 61.

He smoked 30 a day from the age of 15 and cut down to 10 a day two years ago. He drinks 3-4 pints of lager on Friday and Saturday nights. He lives with Sheila in a first-floor flat (no lift) and used to walk their dog, Bess, twice a day; Sheila has taken over.

He thinks it is 'just cramp from getting old', but a friend from the pub lost his leg last year and he is frightened the same could happen to him. He would like to be able to walk Bess again.`,
    symptoms: [
      {
        name: 'Pain',
        description: 'An unpleasant feeling of discomfort or hurting in a part of the body.',
        severity: 'moderate',
      },
      { name: 'Numbness', description: 'Reduced or absent feeling in part of the body.', severity: 'mild' },
      {
        name: 'Skin discolouration',
        description: 'A change in the normal colour of the skin.',
        severity: 'mild',
      },
    ],
    diagnosis: 'Peripheral arterial disease',
    treatments:
      'Ankle-brachial pressure index and duplex ultrasound; smoking cessation support; restart high-intensity statin (atorvastatin 80 mg); clopidogrel 75 mg daily; optimise diabetes and blood pressure control; supervised exercise programme; foot care and podiatry; vascular surgery referral if symptoms persist or worsen (angioplasty or bypass); naftidrofuryl if exercise fails and revascularisation not suitable.',
  },
  questions: [
    {
      ask: "Hello Mr Walsh, what's been bothering you?",
      mustContain: [['pain', 'calf', 'leg', 'cramp']],
      mustNotContain: ['arterial', 'peripheral'],
    },
    { ask: 'Where exactly do you feel the pain?', mustContain: ['calf'] },
    { ask: 'Which leg is it?', mustContain: ['right'] },
    { ask: 'How long has this been going on?', mustContain: [['nine months', '9 months']] },
    { ask: 'Can you describe the pain for me?', mustContain: [['cramp', 'squeezed', 'tight', 'vice']] },
    { ask: 'Does it spread up into your thigh or buttock?', affirm: false },
    { ask: 'How far can you walk before it starts?', mustContain: [['100', 'hundred', '200']] },
    {
      ask: 'What happens if you stop and stand still?',
      mustContain: [['minutes', '2', '3', 'two', 'three']],
    },
    { ask: 'Is there anything that brings it on sooner?', mustContain: [['uphill', 'hill', 'shopping']] },
    { ask: "Do you ever get the pain when you're sitting still?", affirm: false },
    { ask: 'Do your feet feel cold?', mustContain: ['right'], affirm: true },
    {
      ask: 'Have you noticed any changes to the skin on your legs?',
      mustContain: [['shiny', 'hairless']],
      affirm: true,
    },
    { ask: 'Do you get any numbness?', mustContain: [['toes', 'toe']], affirm: true },
    {
      ask: 'Have you had any cuts or sores that were slow to heal?',
      mustContain: [['toe', 'six weeks', '6 weeks']],
      affirm: true,
    },
    { ask: 'Any chest pain?', affirm: false },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [['diabetes', 'blood pressure', 'cholesterol']],
    },
    { ask: 'Have you had any operations?', mustContain: ['gallbladder'], affirm: true },
    { ask: 'What medicines do you take?', mustContain: [['metformin', 'gliclazide', 'amlodipine']] },
    { ask: 'Are you still taking your atorvastatin?', affirm: false },
    { ask: 'Do you have any allergies?', affirm: false },
    {
      ask: 'Are there any heart problems in your family?',
      mustContain: [['father', 'dad', 'kevin', 'brother']],
      affirm: true,
    },
    { ask: 'Do you smoke?', mustContain: [['10', 'ten']], affirm: true },
    { ask: 'How much alcohol do you drink?', mustContain: [['lager', 'pints']] },
    { ask: 'What work did you do?', mustContain: [['hgv', 'lorry', 'driver']] },
    { ask: 'Who do you live with?', mustContain: [['sheila', 'wife']] },
    {
      ask: 'What do you think is causing it, and what worries you?',
      mustContain: [['cramp', 'old', 'lost his leg', 'lose', 'friend']],
    },
    { ask: 'Have you ever had a scan of the blood vessels in your legs?', mustContain: [unsure] },
    {
      ask: 'Is this peripheral arterial disease?',
      mustContain: [unsure],
      mustNotContain: ['arterial', 'peripheral'],
    },
  ],
};
