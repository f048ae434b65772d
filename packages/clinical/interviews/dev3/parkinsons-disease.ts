import type { InterviewCase } from '../types.js';

const dx = ['parkinson'];

export const parkinsonsDisease: InterviewCase = {
  id: 'parkinsons-disease',
  system: 'neurological',
  patient: {
    name: 'Derek Holloway',
    medicalHistory:
      'Dear Dr Okafor,\n\n' +
      'I would be grateful if you could see this 66-year-old retired bus mechanic who has noticed a tremor in his right hand for about nine months. ' +
      'It is most obvious when his hand is resting in his lap or when he is walking, and it settles when he reaches for a cup. There is no tremor in his left hand. ' +
      'His wife, Pauline, tells me he has become slower at everything, taking twice as long to get dressed, and that his handwriting has become small and cramped; he can no longer fill in the crossword neatly. ' +
      'He has noticed that he shuffles when he walks and that his right arm no longer swings. He has not had any falls, though he has tripped twice on the kerb. ' +
      'He is constipated, opening his bowels only twice a week, and Pauline says he has lost his sense of smell: he could not smell the toast burning last month. She also says he shouts and kicks out in his sleep. ' +
      'He has no trouble with his memory and has not seen things that are not there. He has never had a head injury.\n\n' +
      'His past history includes high blood pressure and a left inguinal hernia repair in 2010. He takes amlodipine 5 mg once daily and atorvastatin 20 mg at night. ' +
      'He is allergic to penicillin, which made his lips swell.\n\n' +
      "His brother, Colin, had a stroke at 70, and his late father had Alzheimer's disease. He gave up smoking 20 years ago, having smoked 20 a day for 25 years, and drinks two pints of bitter on a Saturday. " +
      'He lives with Pauline in a bungalow, is a keen fisherman and grows tomatoes on his allotment, though he now finds tying knots in fishing line difficult. ' +
      'He is worried that this is the start of the dementia his father had.\n\n' +
      'Yours sincerely,\nDr Helen Marsh, GP',
    symptoms: [
      {
        name: 'Tremor',
        description: 'Shaking of the right hand at rest for nine months',
        severity: 'moderate',
      },
      {
        name: 'Slowness',
        description: 'Slower at everyday tasks such as getting dressed',
        severity: 'moderate',
      },
      {
        name: 'Small handwriting',
        description: 'Handwriting has become small and cramped',
        severity: 'mild',
      },
      {
        name: 'Shuffling gait',
        description: 'Shuffling when walking; the right arm does not swing',
        severity: 'moderate',
      },
      { name: 'Constipation', description: 'Opening his bowels only twice a week', severity: 'mild' },
      { name: 'Loss of smell', description: 'Cannot smell things such as burning toast', severity: 'mild' },
    ],
    diagnosis: "Idiopathic Parkinson's disease",
    treatments:
      'Referral to a movement disorders clinic, levodopa (co-careldopa) when symptoms affect daily life, physiotherapy and occupational therapy, Parkinson’s nurse support',
  },
  questions: [
    { ask: "What's been troubling you?", mustContain: [['shak', 'tremor', 'trembl']], mustNotContain: dx },
    { ask: 'Which hand is the shaking in?', mustContain: ['right'], mustNotContain: [...dx, 'both hands'] },
    { ask: 'Does your left hand shake as well?', affirm: false, mustNotContain: dx },
    { ask: 'How long have you had the tremor?', mustContain: [['nine', '9']], mustNotContain: dx },
    {
      ask: 'When do you notice the shaking most?',
      mustContain: [['rest', 'lap', 'sitting', 'walk']],
      mustNotContain: dx,
    },
    {
      ask: 'What happens to it when you reach for something, like a cup?',
      mustContain: [['settle', 'stop', 'better', 'goes', 'less', 'eases']],
      mustNotContain: [...dx, 'worse', 'spill'],
    },
    {
      ask: 'Has your handwriting changed?',
      affirm: true,
      mustContain: [['small', 'tiny', 'cramp']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you found you are slower doing things?',
      affirm: true,
      mustContain: [['dress', 'twice as long']],
      mustNotContain: dx,
    },
    { ask: 'How is your walking?', mustContain: [['shuffl']], mustNotContain: dx },
    {
      ask: 'Do your arms swing normally when you walk?',
      mustContain: ['right'],
      mustNotContain: [...dx, 'left arm doesn', 'left arm does not'],
    },
    {
      ask: 'Have you had any falls?',
      affirm: false,
      mustContain: [['trip', 'kerb', 'curb']],
      mustNotContain: dx,
    },
    {
      ask: 'How are your bowels?',
      mustContain: [['constipat', 'twice a week', 'two times a week']],
      mustNotContain: dx,
    },
    {
      ask: 'Can you smell things like cooking normally?',
      mustContain: [['toast', 'lost', 'cannot', 'can not', 'gone']],
      mustNotContain: dx,
    },
    { ask: 'How are you sleeping?', mustContain: [['shout', 'kick']], mustNotContain: dx },
    { ask: 'Any problems with your memory?', affirm: false, mustNotContain: dx },
    {
      ask: 'Which side was your hernia operation?',
      mustContain: ['left'],
      mustNotContain: [...dx, 'right side', 'on the right'],
    },
    { ask: 'What medicines are you on?', mustContain: ['amlodipine', 'atorvastatin'], mustNotContain: dx },
    {
      ask: 'Do you take anything for cholesterol?',
      mustContain: ['atorvastatin', ['20', 'twenty']],
      mustNotContain: dx,
    },
    { ask: 'Are you allergic to anything?', mustContain: ['penicillin'], mustNotContain: dx },
    {
      ask: 'What happened when you had penicillin?',
      mustContain: [['lip']],
      mustNotContain: [...dx, 'rash'],
    },
    {
      ask: 'Has anyone in your family had a stroke?',
      affirm: true,
      mustContain: [['brother', 'colin']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you ever smoked?',
      mustContain: [['20 years', 'twenty years', 'gave up', 'stopped', 'quit']],
      mustNotContain: dx,
    },
    { ask: 'How much do you drink?', mustContain: [['two', '2']], mustNotContain: [...dx, 'whisky', 'wine'] },
    {
      ask: 'What did you do for a living?',
      mustContain: [['mechanic']],
      mustNotContain: [...dx, 'lorry', 'driver'],
    },
    {
      ask: 'What do you like to do in your spare time?',
      mustContain: [['fish', 'allotment', 'tomato']],
      mustNotContain: dx,
    },
    {
      ask: "What's worrying you about this?",
      mustContain: [['dementia', 'alzheimer', 'father', 'dad']],
      mustNotContain: dx,
    },
    { ask: 'Do you still drive?', mustNotContain: [...dx, 'still drive', 'i drive'] },
    { ask: 'How old was your father when he died?', mustNotContain: [...dx, '80', '90', 'eighty', 'ninety'] },
    {
      ask: 'Do you have any children or grandchildren?',
      mustNotContain: [...dx, 'my son', 'a son', 'my daughter', 'a daughter', 'grandchildren are'],
    },
    { ask: "Is this Parkinson's?", mustNotContain: dx },
  ],
};
