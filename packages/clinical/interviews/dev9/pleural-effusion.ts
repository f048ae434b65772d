import type { InterviewCase } from '../types.js';

const key = ['pleural', 'effusion', 'mesothelioma', 'fluid on the lung', 'fluid on my lung'];
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

/** Style 4: catalogue symptoms with generic descriptions; the specifics are only in the prose. */
export const pleuralEffusion: InterviewCase = {
  id: 'pleural-effusion',
  system: 'respiratory',
  patient: {
    name: 'Margaret Doyle',
    medicalHistory: `Margaret Doyle is a 71-year-old retired school cook who has become more and more breathless over the past 6 weeks. Two months ago she walked her dog, Bess, for half an hour every morning; now she has to stop after about 50 yards on the flat, and she gets breathless going up the 12 stairs at home. For the last fortnight she has needed 3 pillows at night instead of her usual one. She has a dry, tickly cough, worse at night, with no phlegm and no blood. She has a dull ache low down on the right side of her chest, round towards her back, which catches when she takes a deep breath in. Her appetite is poor, and she has lost about a stone over 3 months without trying; her skirts are loose. She has had no fevers or night sweats, no ankle swelling and no pain in her calves. Her voice has not changed. She has not been abroad or on a long journey.
She has high blood pressure and type 2 diabetes, which is controlled by diet. She had a hysterectomy at 45 and a cataract removed from her left eye in 2022. She takes amlodipine 10 mg in the morning, simvastatin 40 mg at night and omeprazole 20 mg daily; her GP increased the amlodipine from 5 mg to 10 mg in August. She is allergic to trimethoprim, which gave her a blistering rash.
She smoked 20 a day for 30 years and stopped at 55. She has a small sherry at Christmas and otherwise does not drink. She has been a widow since 2015: her husband, Frank, worked in the shipyards and died of a lung disease caused by asbestos, and she washed his work overalls by hand for over 20 years. She lives alone in a bungalow, and her daughter, Karen, calls in every day and does her shopping. Her mother died of a stroke at 80 and her brother has emphysema. She is frightened that she has "what Frank had".`,
    symptoms: [
      {
        name: 'Shortness of breath',
        description: 'Difficulty breathing or feeling breathless',
        severity: 'moderate',
      },
      { name: 'Cough', description: 'A cough', severity: 'mild' },
      { name: 'Chest pain', description: 'Pain or discomfort in the chest', severity: 'mild' },
      { name: 'Weight loss', description: 'Unintentional loss of weight', severity: 'moderate' },
      { name: 'Loss of appetite', description: 'Reduced desire to eat', severity: 'mild' },
    ],
    diagnosis: 'Right pleural effusion (exudate; suspected malignant mesothelioma)',
    treatments:
      'Ultrasound-guided pleural aspiration; therapeutic thoracentesis; contrast CT thorax; pleural biopsy',
  },
  questions: [
    {
      ask: "Hello Mrs Doyle, what's brought you in today?",
      mustContain: ['breath'],
      mustNotContain: key,
    },
    {
      ask: 'How long have you been short of breath?',
      mustContain: [['6 weeks', 'six weeks']],
      mustNotContain: key,
    },
    {
      ask: 'How far can you walk before you have to stop?',
      mustContain: [['50', 'fifty']],
      mustNotContain: key,
    },
    {
      ask: 'How many pillows do you sleep on?',
      mustContain: [['3', 'three']],
      mustNotContain: key,
    },
    {
      ask: 'Have you got a cough?',
      affirm: true,
      mustContain: [['dry', 'tickly']],
      mustNotContain: key,
    },
    { ask: 'Are you coughing anything up?', affirm: false, mustNotContain: [...key, 'green', 'yellow'] },
    { ask: 'Any pain in your chest?', affirm: true, mustNotContain: key },
    {
      ask: 'Whereabouts in your chest is the pain?',
      mustContain: ['right'],
      mustNotContain: [...key, 'left side', 'central'],
    },
    {
      ask: 'What does it feel like, Margaret?',
      mustContain: [['dull', 'ache', 'aching']],
      mustNotContain: [...key, 'crushing', 'tight'],
    },
    {
      ask: 'Does anything make the pain worse?',
      mustContain: ['breath'],
      mustNotContain: key,
    },
    {
      ask: 'Have you lost any weight? How much?',
      affirm: true,
      mustContain: ['stone'],
      mustNotContain: key,
    },
    { ask: 'Any fevers or sweats at night?', affirm: false, mustNotContain: key },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: ['blood pressure', 'diabetes'],
      mustNotContain: [...key, 'asthma'],
    },
    {
      ask: 'Have you had any operations?',
      mustContain: [['hysterectomy', 'womb', 'cataract']],
      mustNotContain: key,
    },
    {
      ask: 'What tablets do you take?',
      mustContain: ['amlodipine', 'simvastatin', 'omeprazole'],
      mustNotContain: [...key, 'inhaler'],
    },
    {
      ask: 'Have any of your tablets been changed recently?',
      mustContain: ['amlodipine', '10'],
      mustNotContain: key,
    },
    {
      ask: 'Any allergies?',
      mustContain: ['trimethoprim'],
      mustNotContain: [...key, 'penicillin'],
    },
    {
      ask: 'Have you ever smoked?',
      affirm: true,
      mustContain: [['20', 'twenty']],
      mustNotContain: key,
    },
    { ask: 'Do you drink at all?', mustContain: ['sherry'], mustNotContain: key },
    { ask: 'What did you do for work before you retired?', mustContain: ['cook'], mustNotContain: key },
    {
      ask: 'Have you ever been around asbestos?',
      affirm: true,
      mustContain: [['frank', 'husband', 'overalls']],
      mustNotContain: key,
    },
    {
      ask: 'Who lives with you, and does anyone help out?',
      mustContain: ['alone', ['karen', 'daughter']],
      mustNotContain: key,
    },
    {
      ask: 'Do any illnesses run in your family?',
      mustContain: [['stroke', 'emphysema']],
      mustNotContain: key,
    },
    {
      ask: 'What did your mother die of?',
      mustContain: ['stroke'],
      mustNotContain: key,
    },
    {
      ask: "What's worrying you most about all this?",
      mustContain: ['frank'],
      mustNotContain: key,
    },
    { ask: 'Is there anything else you think I should know?', mustNotContain: key },
    { ask: 'Have you noticed any lumps in your neck?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you had your flu jab this year?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
