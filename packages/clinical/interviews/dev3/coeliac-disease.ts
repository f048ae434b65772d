import type { InterviewCase } from '../types.js';

const dx = ['coeliac', 'celiac', 'gluten'];

export const coeliacDisease: InterviewCase = {
  id: 'coeliac-disease',
  system: 'gastrointestinal',
  patient: {
    name: 'Hannah Price',
    medicalHistory:
      'Dear Dr Fitzgerald,\n\n' +
      'Thank you for seeing this 27-year-old veterinary nurse with eight months of bloating and loose stools. ' +
      'She opens her bowels three or four times a day; the stools are pale, bulky, very smelly and difficult to flush away. There has been no blood in them and she has not passed any mucus. ' +
      "The bloating is worst in the evening, after pasta or sandwiches, and she says her stomach swells 'like I'm six months pregnant'. " +
      'She has lost about 5 kg without trying and feels exhausted all the time, falling asleep on the sofa by 8 pm. She has had mouth ulcers on and off, and for the last two months an itchy, blistering rash on both elbows. ' +
      'She has not been abroad; her last holiday was in Wales in the spring. She has no night sweats and her periods are regular. ' +
      'Her blood count shows iron deficiency anaemia, for which I started ferrous fumarate 210 mg twice daily three weeks ago; it makes her feel sick.\n\n' +
      'She has vitiligo, with white patches on the backs of her hands, and had her appendix removed at the age of 14. She also takes the combined pill, Microgynon. ' +
      'She is allergic to erythromycin, which gave her a blotchy, hive-like rash.\n\n' +
      "Her mother has an underactive thyroid, her aunt (her mother's sister) has type 1 diabetes, and her grandfather died of bowel cancer at 72. " +
      'She lives with her boyfriend, Tom, and their two dogs. She does not smoke and drinks a glass or two of wine on a Friday. She runs parkrun every Saturday but has been too tired recently. ' +
      'She is frightened that she has bowel cancer like her grandfather.\n\n' +
      'Yours sincerely,\nDr Mark Evans',
    symptoms: [
      {
        name: 'Diarrhoea',
        description: 'Loose, pale, bulky, smelly stools three or four times a day',
        severity: 'moderate',
      },
      { name: 'Bloating', description: 'Swollen tummy, worst in the evening', severity: 'moderate' },
      { name: 'Tiredness', description: 'Exhausted all the time', severity: 'moderate' },
      { name: 'Weight loss', description: 'Lost about 5 kg without trying', severity: 'mild' },
      { name: 'Rash', description: 'Itchy blistering rash on both elbows', severity: 'mild' },
      { name: 'Mouth ulcers', description: 'Mouth ulcers on and off', severity: 'mild' },
    ],
    diagnosis: 'Coeliac disease',
    treatments:
      'Tissue transglutaminase antibodies with total IgA while still eating gluten, referral for duodenal biopsy, then a lifelong gluten-free diet with dietitian support; continue iron replacement',
  },
  questions: [
    {
      ask: "What's been going on?",
      mustContain: [['bloat', 'loose', 'diarrh', 'bowel', 'stool', 'poo']],
      mustNotContain: dx,
    },
    { ask: 'How long have you had these symptoms?', mustContain: [['eight', '8']], mustNotContain: dx },
    {
      ask: 'How many times a day do you open your bowels?',
      mustContain: [['three', '3']],
      mustNotContain: dx,
    },
    {
      ask: 'What do your stools look like?',
      mustContain: [['pale', 'light']],
      mustNotContain: [...dx, 'black', 'dark'],
    },
    {
      ask: 'Do they flush away easily?',
      mustContain: [['difficult', 'hard', 'not easily', 'float', 'stick']],
      mustNotContain: dx,
    },
    { ask: 'Have you seen any blood in your stools?', affirm: false, mustNotContain: dx },
    {
      ask: 'When is the bloating at its worst?',
      mustContain: [['evening']],
      mustNotContain: [...dx, 'morning'],
    },
    {
      ask: 'Is there any food that sets it off?',
      mustContain: [['pasta', 'sandwich', 'bread']],
      mustNotContain: [...dx, 'dairy', 'milk'],
    },
    {
      ask: 'How swollen does your tummy get?',
      mustContain: [['pregnant', 'six months', '6 months']],
      mustNotContain: dx,
    },
    { ask: 'Have you lost any weight?', affirm: true, mustContain: [['5', 'five']], mustNotContain: dx },
    { ask: 'How is your energy?', mustContain: [['tired', 'exhaust', 'asleep']], mustNotContain: dx },
    {
      ask: 'Have you had any rashes?',
      affirm: true,
      mustContain: [['elbow']],
      mustNotContain: [...dx, 'knee', 'face'],
    },
    { ask: 'What is the rash on your arms like?', mustContain: [['itch', 'blister']], mustNotContain: dx },
    {
      ask: 'Have you travelled anywhere recently?',
      mustContain: [['wales']],
      mustNotContain: [...dx, 'spain', 'india', 'thailand'],
    },
    { ask: 'Do you wake up drenched in sweat at night?', affirm: false, mustNotContain: dx },
    {
      ask: 'Do you have any other medical conditions?',
      mustContain: [['vitiligo', 'white patch']],
      mustNotContain: dx,
    },
    {
      ask: 'Have you had any operations?',
      mustContain: [['appendix'], ['14', 'fourteen']],
      mustNotContain: dx,
    },
    {
      ask: 'What medicines do you take?',
      mustContain: [
        ['iron', 'ferrous'],
        ['pill', 'microgynon'],
      ],
      mustNotContain: dx,
    },
    {
      ask: 'How are you getting on with the iron tablets?',
      mustContain: [['sick', 'nause']],
      mustNotContain: [...dx, 'constipat'],
    },
    {
      ask: 'Are you allergic to anything?',
      mustContain: ['erythromycin'],
      mustNotContain: [...dx, 'penicillin'],
    },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['cancer', 'thyroid', 'diabetes']],
      mustNotContain: dx,
    },
    {
      ask: 'Who in your family has diabetes?',
      mustContain: [['aunt']],
      mustNotContain: [...dx, 'mum has diabetes', 'mother has diabetes'],
    },
    { ask: 'How much alcohol do you drink?', mustContain: [['wine'], ['friday']], mustNotContain: dx },
    { ask: 'What do you do for work?', mustContain: [['vet']], mustNotContain: dx },
    { ask: 'Do you have any pets?', affirm: true, mustContain: [['dog'], ['two', '2']], mustNotContain: dx },
    { ask: 'What are you most worried it might be?', mustContain: [['cancer']], mustNotContain: dx },
    { ask: 'How much coffee do you drink?', mustNotContain: [...dx, 'cups a day', 'cup a day', 'mugs'] },
    {
      ask: 'Have you had a camera test of your bowel?',
      mustNotContain: [...dx, 'colonoscopy showed', 'it was clear', 'they found'],
    },
    {
      ask: 'Does your dad have any health problems?',
      mustNotContain: [...dx, 'heart attack', 'blood pressure', 'his diabetes'],
    },
    { ask: 'Could it be coeliac disease?', mustNotContain: dx },
  ],
};
