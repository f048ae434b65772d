import type { InterviewCase } from '../types.js';

const diagnosisWords = ['hepatitis', 'hep a', 'hep. a'];
const unsure = [
  'not sure',
  "don't know",
  'don’t know',
  'no idea',
  'not certain',
  "can't say",
  "can't remember",
  'can’t remember',
];

export const hepatitisA: InterviewCase = {
  id: 'hepatitis-a',
  system: 'hepatobiliary',
  patient: {
    name: 'Daniel Morris',
    medicalHistory: `Daniel is a 29-year-old chef who came back 4 weeks ago from a 3-week backpacking trip to Nepal and India. Eight days ago he began to feel generally unwell, with aching muscles, shivers and a temperature of 38.5. Two days later he lost his appetite completely and felt sick, especially at the smell of food; he vomited twice that day but has not vomited since. He has a dull ache under his right ribs which is there all the time, does not spread anywhere, and is worse when he bends forward or presses on it; he scores it 4 out of 10. Lying still and sipping cold water help a little.

Three days ago his girlfriend noticed that the whites of his eyes had turned yellow, and since then his skin has gone yellow too. His urine has been dark, like cola, for 4 days, and his stools have been pale, almost putty-coloured. His skin is a little itchy. The fever has now settled, but he is exhausted and has been off work for a week. He has had no diarrhoea and has seen no blood in his vomit or stools. No rash and no joint pains.

While travelling he often ate street food and drank local tap water, and several backpackers in his hostel in Kathmandu had a similar illness. He had no travel vaccinations because he booked the trip at short notice. He has no tattoos, has never had a blood transfusion and has never injected drugs. He had one new sexual partner while away and used condoms.

He had glandular fever at 17 and broke his left wrist at 22, which was fixed with a plate. He takes no regular medicines. He took paracetamol 1 g four times a day for 3 days at the start for the aches, then stopped it when his eyes turned yellow because he had read it could harm the liver. He took doxycycline 100 mg daily as an antimalarial during the trip and finished it a week ago. He has no drug allergies, but cats make him sneeze.

His father has high blood pressure, his mother had her gallbladder removed for gallstones, and his grandfather died of bowel cancer at 75.

He works in an Italian restaurant and lives with his girlfriend, Chloe, in a flat. He has smoked 10 cigarettes a day since he was 18. He usually drinks about 20 units a week, mostly beer, but has had no alcohol since he became ill. He smokes cannabis occasionally at weekends, none since he became ill.

He is worried that he may have passed something on to Chloe or to customers at work, and wants to know when he can go back to work.`,
    symptoms: [
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'moderate' },
      { name: 'Jaundice', description: 'Yellowing of the skin or eyes', severity: 'moderate' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'moderate' },
      { name: 'Fever', description: 'Raised body temperature', severity: 'mild' },
      { name: 'Fatigue', description: 'Tiredness and lack of energy', severity: 'moderate' },
      { name: 'Dark urine', description: 'Urine darker than normal', severity: 'mild' },
      { name: 'Loss of appetite', description: 'Reduced desire to eat', severity: 'moderate' },
      { name: 'Itching', description: 'Itchy skin', severity: 'mild' },
    ],
    diagnosis: 'Acute hepatitis A infection',
    treatments:
      'Supportive care: rest, fluids, no alcohol, avoid hepatotoxic drugs; LFTs, INR and hepatitis A IgM serology; notify the UKHSA health protection team (notifiable disease); exclude from food handling until 7 days after the onset of jaundice; hand hygiene advice; hepatitis A vaccine for household and sexual contacts',
  },
  questions: [
    {
      ask: "What's brought you in today?",
      mustContain: [
        ['unwell', 'yellow', 'sick', 'pain', 'tired', 'temperature', 'fever', 'appetite', 'ache', 'aching'],
      ],
      mustNotContain: diagnosisWords,
    },
    { ask: 'When did you start to feel ill?', mustContain: [['8', 'eight'], 'day'] },
    {
      ask: 'Where exactly is the pain?',
      mustContain: ['right', ['rib', 'ribs']],
    },
    { ask: 'What does the pain feel like?', mustContain: [['dull', 'ache', 'aching']] },
    { ask: 'Does the pain spread anywhere?', affirm: false },
    {
      ask: 'Is it there all the time or does it come and go?',
      mustContain: [['all the time', 'constant']],
    },
    { ask: 'How bad is the pain out of 10?', mustContain: [['4', 'four']] },
    { ask: 'What makes the pain worse?', mustContain: [['bend', 'bending', 'press', 'pressing']] },
    {
      ask: 'Does anything help?',
      mustContain: [['lying', 'still', 'cold water', 'sipping']],
    },
    { ask: 'Have you noticed any yellowing of your eyes or skin?', affirm: true },
    { ask: 'Any diarrhoea?', affirm: false },
    {
      ask: 'Have you been abroad recently?',
      mustContain: [['nepal', 'india', 'kathmandu']],
      affirm: true,
    },
    { ask: 'Did you have any jabs before you travelled?', affirm: false },
    {
      ask: 'Have you had any illnesses in the past?',
      mustContain: [['glandular', 'wrist']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Have you had any operations?', mustContain: ['wrist'], affirm: true },
    {
      ask: 'Are you taking any medicines at the moment?',
      mustContain: [['paracetamol', 'doxycycline', 'no regular', 'nothing regular', 'none', 'no medicines']],
    },
    { ask: 'Have you taken any paracetamol?', affirm: true },
    { ask: 'Do you have any allergies?', mustContain: [['cat', 'cats']] },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['blood pressure', 'gallstones', 'gallbladder', 'cancer']],
    },
    { ask: 'What did your grandfather die of?', mustContain: [['bowel', 'cancer']] },
    { ask: 'Do you smoke?', mustContain: [['10', 'ten']], affirm: true },
    { ask: 'How much alcohol do you usually drink?', mustContain: [['20', 'twenty']] },
    { ask: 'What do you do for a living?', mustContain: [['chef', 'restaurant', 'cook']] },
    { ask: 'Who lives with you?', mustContain: [['chloe', 'girlfriend', 'partner']] },
    {
      ask: 'What are you worried about?',
      mustContain: [['chloe', 'girlfriend', 'customers', 'passed', 'work']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Anything else you have noticed?', mustNotContain: diagnosisWords },
    {
      ask: "What's your blood group?",
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'How many hours a week do you work?',
      mustContain: [unsure],
      mustNotContain: ['40', '45', '50', '60', 'forty', 'fifty', 'sixty'],
    },
  ],
};
