import type { InterviewCase } from '../types.js';

/** Style 3: a GP's narrative referral letter in full prose. */
export const polymyalgiaRheumatica: InterviewCase = {
  id: 'polymyalgia-rheumatica',
  system: 'musculoskeletal',
  patient: {
    name: 'Margaret Hill',
    medicalHistory:
      'Dear Rheumatology colleague, thank you for seeing Mrs Margaret Hill, a 72-year-old retired librarian, who came to see me with six weeks of pain and stiffness in both shoulders and, more recently, both hips and thighs. The stiffness is worst first thing in the morning and lasts about two hours; her husband Geoffrey has had to help her get dressed and she can no longer lift her arms above her head to brush her hair. She finds it hard to get up from a low chair and cannot climb out of the bath, so she now has showers. She says the pain eases as the day goes on and is a little better after a hot shower. She also feels tired and generally unwell, and thinks she has lost about 3 kg without trying. She has had no headache, no scalp tenderness, no pain in her jaw when chewing and no problems with her vision. She has not noticed any swelling of the small joints of her hands. Ibuprofen 400 mg three times a day for two weeks helped only a little and upset her stomach, so she stopped it. Her past history includes hypertension, osteopenia found on a bone scan in 2023, and a cataract operation on her left eye in 2022. She takes ramipril 5 mg once daily, Adcal-D3 one tablet twice daily and paracetamol when needed. Codeine makes her vomit. Her sister Joan has rheumatoid arthritis. She has never smoked and has a glass of wine at the weekend. She lives with Geoffrey in a two-storey house and sings in the church choir, but can no longer hold up her hymn book. She is frightened that the weight loss means cancer. Yours sincerely, Dr Anna Price.',
    symptoms: [
      {
        name: 'Shoulder pain and stiffness',
        description: 'Pain and stiffness in both shoulders for six weeks',
        severity: 'severe',
      },
      {
        name: 'Hip pain and stiffness',
        description: 'Pain and stiffness in both hips and thighs',
        severity: 'moderate',
      },
      {
        name: 'Morning stiffness',
        description: 'Stiffness lasting about two hours each morning',
        severity: 'moderate',
      },
      { name: 'Fatigue', description: 'Tired and generally unwell', severity: 'mild' },
      { name: 'Weight loss', description: 'About 3 kg lost without trying', severity: 'mild' },
    ],
    diagnosis: 'Polymyalgia rheumatica',
    treatments:
      'ESR, CRP, FBC, bone profile, CK, TSH and myeloma screen; prednisolone 15 mg daily with a slow taper; bone protection with a bisphosphonate; gastroprotection; safety-net for headache, jaw pain or visual symptoms.',
  },
  questions: [
    {
      ask: 'What brings you to clinic today, Mrs Hill?',
      mustContain: [['shoulder', 'stiff', 'pain']],
      mustNotContain: ['polymyalgia', 'pmr'],
    },
    { ask: 'How long has this been going on?', mustContain: [['6', 'six']], mustNotContain: ['polymyalgia'] },
    {
      ask: 'Is it one shoulder or both?',
      mustContain: ['both'],
      mustNotContain: ['polymyalgia', 'only the left', 'only the right'],
    },
    {
      ask: 'Is it affecting anywhere else?',
      mustContain: [['hip', 'thigh']],
      mustNotContain: ['polymyalgia'],
    },
    {
      ask: 'When is the stiffness at its worst?',
      mustContain: ['morning'],
      mustNotContain: ['polymyalgia', 'evening'],
    },
    {
      ask: 'How long does the morning stiffness last?',
      mustContain: [['2', 'two']],
      mustNotContain: ['polymyalgia'],
    },
    {
      ask: 'Does anything make it better?',
      mustContain: [['shower', 'day goes on', 'later']],
      mustNotContain: ['polymyalgia'],
    },
    {
      ask: 'What can you not do now that you could before?',
      mustContain: [['hair', 'dress', 'chair', 'bath', 'hymn']],
      mustNotContain: ['polymyalgia'],
    },
    { ask: 'Can you get in and out of the bath?', mustNotContain: ['polymyalgia'], affirm: false },
    {
      ask: 'Does anyone help you at home?',
      mustContain: [['geoffrey', 'husband']],
      mustNotContain: ['polymyalgia'],
    },
    {
      ask: 'Have you had any headaches recently?',
      mustNotContain: ['polymyalgia', 'arteritis'],
      affirm: false,
    },
    {
      ask: 'Any pain in your jaw when you chew?',
      mustNotContain: ['polymyalgia', 'arteritis'],
      affirm: false,
    },
    { ask: 'Any changes to your eyesight?', mustNotContain: ['polymyalgia', 'arteritis'], affirm: false },
    {
      ask: 'Is your scalp tender when you brush your hair?',
      mustNotContain: ['polymyalgia', 'arteritis'],
      affirm: false,
    },
    {
      ask: 'Have you noticed swelling in the joints of your hands?',
      mustNotContain: ['polymyalgia'],
      affirm: false,
    },
    { ask: 'How has your energy been?', mustContain: [['tired', 'unwell']], mustNotContain: ['polymyalgia'] },
    {
      ask: 'Have you lost any weight? How much?',
      mustContain: [['3', 'three']],
      mustNotContain: ['polymyalgia'],
      affirm: true,
    },
    {
      ask: 'Have you taken anything for the pain?',
      mustContain: [['ibuprofen', 'paracetamol']],
      mustNotContain: ['polymyalgia', 'prednisolone', 'steroid'],
    },
    { ask: 'Did the ibuprofen help?', mustContain: [['little', 'stomach']], mustNotContain: ['polymyalgia'] },
    {
      ask: 'Are you on anything for your blood pressure?',
      mustContain: ['ramipril'],
      mustNotContain: ['polymyalgia', 'amlodipine'],
      affirm: true,
    },
    { ask: 'What dose of ramipril?', mustContain: [['5', 'five']], mustNotContain: ['polymyalgia', '10 mg'] },
    {
      ask: 'Do you have any allergies or bad reactions to medicines?',
      mustContain: ['codeine'],
      mustNotContain: ['polymyalgia', 'penicillin'],
    },
    {
      ask: 'Have you had any operations?',
      mustContain: ['cataract', 'left'],
      mustNotContain: ['polymyalgia', 'right eye'],
    },
    {
      ask: 'Has anyone ever told you your bones are thin?',
      mustContain: [['osteopenia', 'bone scan', 'thin', '2023']],
      mustNotContain: ['polymyalgia'],
      affirm: true,
    },
    {
      ask: 'Does anything run in the family?',
      mustContain: [['joan', 'sister'], 'rheumatoid'],
      mustNotContain: ['polymyalgia'],
    },
    { ask: 'Do you smoke?', mustNotContain: ['polymyalgia'], affirm: false },
    { ask: 'What did you do for work?', mustContain: ['librar'], mustNotContain: ['polymyalgia'] },
    {
      ask: 'What are you most worried this could be?',
      mustContain: ['cancer'],
      mustNotContain: ['polymyalgia', 'pmr'],
    },
  ],
};
