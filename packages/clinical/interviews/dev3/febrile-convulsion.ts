import type { InterviewCase } from '../types.js';

const dx = ['febrile', 'convulsion', 'seizure'];

export const febrileConvulsion: InterviewCase = {
  id: 'febrile-convulsion',
  system: 'neurological',
  patient: {
    name: 'Oliver Shah',
    medicalHistory:
      'Oliver is an 18-month-old boy brought to the emergency department by his father, Raj, after a fit at home this afternoon. ' +
      'Raj says Oliver had been hot and grizzly since this morning, with a runny nose, and kept pulling at his right ear. ' +
      "At about 3 pm, while sitting on his dad's lap, he suddenly went stiff, his eyes rolled up and both his arms and legs started jerking. " +
      'The jerking lasted about two minutes by the clock on the oven and then stopped by itself. His lips looked a bit blue during the fit. ' +
      'Afterwards he was sleepy and floppy for about half an hour; he is now awake, knows his dad and is playing with a toy car. ' +
      'It was his first ever fit. He did not bang his head. His temperature at home was 39.4. ' +
      'He has had no rash, no vomiting, no diarrhoea and no cough. He has been drinking his milk but eating less than usual. ' +
      'He was born at full term by caesarean section with no problems and has developed normally: he has walked since 13 months and says about ten words. His immunisations are up to date. ' +
      'He takes no regular medicines; Raj gave him 2.5 ml of ibuprofen after the fit. ' +
      'He is allergic to amoxicillin, which gave him a red blotchy rash last winter. ' +
      'His mother, Priya, had fits with high temperatures when she was a toddler. ' +
      'He lives with his mum and dad and his 5-year-old sister, Anya, and goes to nursery three days a week, where a cold is going round. ' +
      'Raj is a bus driver and Priya is a pharmacist; neither of them smokes. ' +
      'Raj thought Oliver was dying and is worried the fit has caused brain damage and that it will happen again.',
    symptoms: [
      {
        name: 'Fit',
        description: 'Went stiff then jerking of both arms and legs for about two minutes, stopped by itself',
        severity: 'severe',
      },
      { name: 'Fever', description: 'Hot since this morning, temperature 39.4', severity: 'moderate' },
      { name: 'Ear pulling', description: 'Pulling at his right ear', severity: 'mild' },
      { name: 'Runny nose', description: 'Runny nose since this morning', severity: 'mild' },
      {
        name: 'Drowsiness',
        description: 'Sleepy and floppy for about half an hour after the fit',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Simple febrile convulsion',
    treatments:
      'Look for the source of the fever (ears, throat), antipyretics for comfort only, reassurance, first-aid advice for future fits and safety-netting',
  },
  questions: [
    {
      ask: 'Can you tell me what happened today?',
      mustContain: [['fit', 'shak', 'jerk', 'stiff']],
      mustNotContain: dx,
    },
    { ask: 'What time did it happen?', mustContain: [['3', 'three']], mustNotContain: dx },
    {
      ask: 'Which parts of his body were shaking?',
      mustContain: [['arms']],
      mustNotContain: [...dx, 'one side', 'only his left', 'only his right'],
    },
    { ask: 'What were his eyes doing?', mustContain: [['roll']], mustNotContain: dx },
    { ask: 'How long did the shaking go on for?', mustContain: [['two', '2']], mustNotContain: dx },
    {
      ask: 'Did it stop on its own or did someone give him something?',
      mustContain: [['itself', 'own']],
      mustNotContain: [...dx, 'diazepam', 'midazolam'],
    },
    { ask: 'Did his colour change during it?', mustContain: [['blue']], mustNotContain: dx },
    {
      ask: 'How was he straight afterwards?',
      mustContain: [['sleep', 'floppy', 'drows']],
      mustNotContain: dx,
    },
    {
      ask: 'How long did it take him to come round?',
      mustContain: [['half an hour', '30', 'thirty']],
      mustNotContain: dx,
    },
    { ask: 'Has he ever had a fit before?', affirm: false, mustNotContain: dx },
    { ask: 'Did he hit his head?', affirm: false, mustNotContain: dx },
    { ask: 'Has he had a temperature?', affirm: true, mustContain: [['39']], mustNotContain: dx },
    {
      ask: 'How was he this morning, before the fit?',
      mustContain: [['hot', 'grizzl', 'nose', 'ear']],
      mustNotContain: dx,
    },
    {
      ask: 'Has he been tugging at his ears?',
      affirm: true,
      mustContain: [['right']],
      mustNotContain: [...dx, 'left ear', 'both ears'],
    },
    { ask: 'Have you noticed any rash on him?', affirm: false, mustNotContain: dx },
    { ask: 'How is he now?', mustContain: [['awake', 'playing', 'car', 'normal']], mustNotContain: dx },
    { ask: 'How was he born?', mustContain: [['caesarean', 'c section', 'section']], mustNotContain: dx },
    { ask: 'When did he start walking?', mustContain: [['13', 'thirteen']], mustNotContain: dx },
    {
      ask: 'Have you given him anything for the temperature?',
      mustContain: [['ibuprofen', 'nurofen']],
      mustNotContain: [...dx, 'calpol'],
    },
    {
      ask: 'Is he allergic to any medicines?',
      mustContain: [['amoxicillin', 'penicillin']],
      mustNotContain: dx,
    },
    {
      ask: 'What happened when he had the amoxicillin?',
      mustContain: [['rash', 'blotch']],
      mustNotContain: [...dx, 'swell', 'swoll', 'breath'],
    },
    {
      ask: 'Does anyone in the family have fits?',
      mustContain: [['mum', 'mother', 'priya', 'wife']],
      mustNotContain: [...dx, 'epilepsy'],
    },
    { ask: 'Who lives at home with him?', mustContain: [['anya', 'sister']], mustNotContain: dx },
    { ask: 'Does he go to nursery?', affirm: true, mustContain: [['three', '3']], mustNotContain: dx },
    { ask: 'What do you do for a living?', mustContain: [['bus']], mustNotContain: dx },
    {
      ask: 'What are you most worried about?',
      mustContain: [['brain', 'again', 'dying', 'die']],
      mustNotContain: dx,
    },
    { ask: 'How much did he weigh at his last check?', mustNotContain: [...dx, 'kg', 'kilo', 'pound'] },
    {
      ask: 'Have you been abroad recently as a family?',
      mustNotContain: [...dx, 'spain', 'pakistan', 'india', 'we went to'],
    },
    {
      ask: 'How does he normally sleep at night?',
      mustNotContain: [...dx, 'sleeps through', 'wakes up', '11 hours', '12 hours'],
    },
    { ask: 'Is this a febrile convulsion?', mustNotContain: dx },
  ],
};
