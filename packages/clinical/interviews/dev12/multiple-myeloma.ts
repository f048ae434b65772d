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

export const multipleMyeloma: InterviewCase = {
  id: 'multiple-myeloma',
  system: 'haematological',
  patient: {
    name: 'Margaret Doyle',
    medicalHistory: `Dear Dr Adeyemi,

Re: Mrs Margaret Doyle, 68, 12 Willow Court

Thank you for seeing this 68-year-old retired school librarian, whom I saw today with a three-month history of back pain and tiredness. The pain is in the middle of her lower back and came on without any injury in early August. She describes a deep, constant ache that is worse at night and when she turns over in bed, and it does not go down her legs. It has steadily worsened. Paracetamol takes the edge off; co-codamol 8/500 did little more.

She has been exhausted ('I could sleep all afternoon') and is now breathless walking up the hill to the shops. She has had three chest infections since June, each needing antibiotics from us. She has also been very thirsty, and constipated, opening her bowels every 3-4 days when she used to go daily. She has lost about 4 kg without trying. She denies night sweats, lumps or bleeding, and has had no numbness or weakness in her legs and no problems with bladder control.

Her past history includes hypertension and hypothyroidism, and she had a left hip replacement in 2020 for osteoarthritis. She takes levothyroxine 75 micrograms and ramipril 5 mg daily. She is allergic to trimethoprim (rash). Her sister, Bernadette, died of breast cancer at 60, and her father had a heart attack at 72. She has never smoked and has a small sherry at Christmas only.

She lives with her husband, Frank, who has early dementia, and she is his main carer. She wonders whether she has simply 'worn her back out' lifting Frank, and she is very anxious about who would look after him if she had to go into hospital.

On examination she was pale and tender over the lumbar spine, with normal power and reflexes in the legs. Her bloods today show Hb 98 g/L, adjusted calcium 2.81 mmol/L, creatinine 142 µmol/L and ESR 88 mm/hr. I have sent a serum protein electrophoresis and would be grateful for your urgent assessment.

Yours sincerely,

Dr Helen Marsh
Ashgrove Surgery`,
    symptoms: [
      {
        name: 'Back pain',
        description: 'Central lower back, deep ache; 7/10 at its worst',
        severity: 'moderate',
      },
      {
        name: 'Fatigue',
        description: 'Sleeps most afternoons; breathless on the hill to the shops',
        severity: 'moderate',
      },
      {
        name: 'Excessive thirst',
        description: 'Drinking far more than usual and passing more urine',
        severity: 'mild',
      },
      { name: 'Recurrent chest infections', description: 'Three since June', severity: 'moderate' },
    ],
    diagnosis: 'Multiple myeloma',
    treatments:
      'Urgent haematology referral; serum protein electrophoresis, serum free light chains and urine Bence Jones protein; whole-body low-dose CT or MRI spine; IV fluids and bisphosphonate (zoledronic acid) for hypercalcaemia; monitor renal function and avoid nephrotoxic drugs (NSAIDs); analgesia; bone marrow biopsy; chemotherapy regimen (e.g. bortezomib, lenalidomide, dexamethasone) per haematology; support for her caring role.',
  },
  questions: [
    {
      ask: "Hello Mrs Doyle, what's brought you along today?",
      mustContain: ['back'],
      mustNotContain: ['myeloma'],
    },
    { ask: 'Whereabouts in your back is it?', mustContain: [['lower', 'middle']] },
    { ask: 'When did the pain begin?', mustContain: [['august', 'three months', '3 months']] },
    { ask: 'What does the pain feel like?', mustContain: [['ache', 'aching', 'deep']] },
    { ask: 'Does the pain travel down your legs?', affirm: false },
    { ask: 'What makes it worse?', mustContain: [['turn', 'turning', 'night']] },
    { ask: 'Has anything helped with the pain?', mustContain: ['paracetamol'] },
    { ask: 'How severe is it, out of ten?', mustContain: [['7', 'seven']] },
    { ask: 'How have your energy levels been?', mustContain: [['exhausted', 'tired', 'sleep']] },
    { ask: 'Do you get short of breath?', mustContain: [['hill', 'shops']], affirm: true },
    { ask: 'Have you been getting a lot of infections?', mustContain: [['three', '3']], affirm: true },
    { ask: 'Are you passing more urine than normal?', affirm: true },
    { ask: 'How are your bowels?', mustContain: [['constipated', '3', 'three']] },
    { ask: 'Have you lost any weight?', mustContain: [['4', 'four']], affirm: true },
    { ask: 'Any night sweats?', affirm: false },
    { ask: 'Any numbness or weakness in your legs?', affirm: false },
    {
      ask: 'Do you have any other medical conditions?',
      mustContain: [['blood pressure', 'hypertension', 'thyroid', 'hypothyroidism']],
    },
    { ask: 'Have you had any operations?', mustContain: ['hip'], affirm: true },
    { ask: 'What medicines are you taking?', mustContain: [['levothyroxine', 'ramipril']] },
    { ask: 'Any allergies?', mustContain: ['trimethoprim'], affirm: true },
    {
      ask: 'Is there any illness in your family?',
      mustContain: [['bernadette', 'sister', 'breast', 'heart attack', 'father']],
    },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink alcohol?', mustContain: ['sherry'] },
    { ask: 'What did you do for work?', mustContain: [['librarian', 'library']] },
    { ask: "Who's at home with you?", mustContain: [['frank', 'husband']] },
    { ask: "What's on your mind about all this?", mustContain: [['frank', 'worn', 'hospital']] },
    { ask: 'Have you ever had a bone density scan?', mustContain: [unsure] },
    { ask: 'Could this be multiple myeloma?', mustContain: [unsure], mustNotContain: ['myeloma'] },
  ],
};
