import type { InterviewCase } from '../types.js';

/** Style: catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const pericarditis: InterviewCase = {
  id: 'pericarditis',
  system: 'cardiovascular',
  patient: {
    name: 'Daniel Okafor',
    medicalHistory:
      'Daniel Okafor is a 29-year-old software developer. Two days ago he woke up with a sharp, stabbing pain in the centre of his chest. It spreads to the top of his left shoulder. It is much worse when he lies flat and when he takes a deep breath in, and it eases when he sits up and leans forward. He rates it 8 out of 10 lying down and 4 out of 10 sitting forward. It has been there constantly since it started. It is not brought on by exercise. Ibuprofen 400 mg last night helped a bit. About 10 days ago he had a cold with a sore throat and a runny nose, which got better on its own. Since yesterday he has felt hot and shivery, with a temperature of 37.9 at home, and he feels washed out. He feels a little short of breath because it hurts to breathe in deeply. He has no palpitations, no cough and no leg swelling, and he has not been on any long journeys. He has never had chest pain before. He is otherwise fit and well. He had his wisdom teeth out at 22. He takes no regular medicines but uses cetirizine for hay fever in the summer. He has no known allergies. He has never smoked, drinks about 12 units at the weekend and does not use recreational drugs. He lives with his girlfriend in a flat and plays five-a-side football twice a week. His uncle died suddenly of a heart attack at 45, and Daniel is frightened that something is wrong with his heart.',
    symptoms: [
      { name: 'Pain', description: 'Discomfort in a part of the body.', severity: 'severe' },
      {
        name: 'Shortness of breath',
        description: 'Difficulty breathing or feeling out of breath.',
        severity: 'mild',
      },
      { name: 'Fever', description: 'A raised body temperature.', severity: 'mild' },
      { name: 'Fatigue', description: 'Feeling tired or lacking energy.', severity: 'mild' },
    ],
    diagnosis: 'Acute viral pericarditis',
    treatments:
      'ECG (widespread saddle ST elevation, PR depression), troponin, echocardiogram, high-dose ibuprofen with a proton pump inhibitor, colchicine for 3 months, avoid strenuous exercise until symptoms and markers resolve',
  },
  questions: [
    { ask: "What's brought you to A&E today?", mustContain: [['chest']] },
    { ask: 'Where exactly is the pain?', mustContain: [['centre', 'center', 'middle', 'chest']] },
    { ask: 'When did it start?', mustContain: [['2', 'two']] },
    { ask: 'What does the pain feel like?', mustContain: [['sharp', 'stabbing']] },
    { ask: 'Does the pain go anywhere else?', mustContain: [['shoulder']] },
    { ask: 'Which shoulder does it go to?', mustContain: [['left']] },
    {
      ask: 'Is it constant or does it come and go?',
      mustContain: [['constant', 'constantly', 'all the time']],
    },
    { ask: 'What makes the pain worse?', mustContain: [['lie', 'lying', 'flat', 'breath']] },
    {
      ask: 'Is there any position that makes it easier?',
      mustContain: [['lean', 'leaning', 'sit', 'sitting']],
    },
    { ask: 'How bad is the pain out of ten?', mustContain: [['8', 'eight', '4', 'four']] },
    { ask: 'Does it come on when you exercise?', affirm: false },
    { ask: 'Have you taken anything for the pain?', mustContain: [['ibuprofen']] },
    { ask: 'have u had a cold or anything recently, how long ago', mustContain: [['10', 'ten']] },
    { ask: 'Have you had a temperature?', affirm: true, mustContain: [['37.9', '37']] },
    { ask: 'Are you short of breath?', affirm: true },
    { ask: 'Have you ever had chest pain before?', affirm: false },
    { ask: 'Have you had any operations?', mustContain: [['wisdom']] },
    { ask: 'Do you take anything for hay fever?', mustContain: [['cetirizine']] },
    { ask: 'Do you have any allergies?', affirm: false },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['12', 'twelve']] },
    { ask: 'What do you do for work?', mustContain: [['software', 'developer']] },
    { ask: 'Who do you live with?', mustContain: [['girlfriend']] },
    { ask: 'Has anyone in your family had heart problems?', mustContain: [['uncle']] },
    { ask: 'What are you worried this could be?', mustContain: [['heart']] },
    { ask: 'How much do you weigh?', mustNotContain: ['kg', 'kilo', 'stone', 'pounds'] },
    {
      ask: 'Have you been under a lot of stress at work lately?',
      mustNotContain: ['deadline', 'stressed', 'long hours', 'overworked'],
    },
    {
      ask: 'Have you had any vaccinations recently?',
      mustNotContain: ['last week', 'booster', 'had my jab', 'covid'],
    },
  ],
};
