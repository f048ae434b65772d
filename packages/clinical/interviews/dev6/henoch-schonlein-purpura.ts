import type { InterviewCase } from '../types.js';

/** A foster carer telling a six-year-old boy's story. */
export const henochSchonleinPurpura: InterviewCase = {
  id: 'henoch-schonlein-purpura',
  system: 'renal',
  patient: {
    name: 'Tyler Brooks',
    medicalHistory: `Tyler is a 6-year-old boy brought in by his foster carer, Janet, who has looked after him for the past 8 months. Janet says that 3 days ago she noticed a rash on the backs of both of Tyler's legs and on his bottom: small, raised, purple-red spots that do not fade when she presses a glass on them. More spots have come up each day, and they now reach from his ankles to the backs of his thighs. The rash is not itchy. Since yesterday both of his ankles have been swollen and sore, and he is limping and does not want to walk to school. This morning he complained of tummy pain around his belly button that comes and goes, and he was sick once. His wee this morning looked darker than usual, like weak tea. About 2 weeks ago he had a sore throat and a runny nose that got better on their own. He has not had a temperature since then. Calpol helped his ankles a little; Janet gave him 10 ml at 7 am. He has had no nosebleeds and no bleeding from his gums.
Tyler is otherwise a healthy boy with mild eczema, for which he uses Diprobase moisturising cream twice a day. He has never been in hospital and has had no operations. He is allergic to amoxicillin, which gave him an itchy, lumpy rash (hives) when he was 4. His vaccinations are up to date.
Janet does not know his full family history. His birth mum has asthma. As far as Janet knows, nobody in his birth family has a bleeding or blood disorder. Janet lives with her husband, Mike, and their daughter, who is 15; nobody in the house smokes. Tyler is in Year 2 at school.
Janet is worried that the spots mean something serious in his blood, like leukaemia.`,
    symptoms: [
      {
        name: 'Rash',
        description: 'Raised purple spots on the legs and bottom that do not fade under a glass',
        severity: 'moderate',
      },
      { name: 'Joint pain', description: 'Swollen, sore ankles', severity: 'moderate' },
      { name: 'Abdominal pain', description: 'Tummy pain that comes and goes', severity: 'moderate' },
      { name: 'Vomiting', description: 'Sick once', severity: 'mild' },
      { name: 'Dark urine', description: 'Wee darker than usual', severity: 'mild' },
    ],
    diagnosis: 'Henoch-Schönlein purpura (IgA vasculitis)',
    treatments:
      'Urine dipstick and blood pressure, full blood count and renal function, simple analgesia, follow-up urine and blood pressure checks for 6 months',
  },
  questions: [
    { ask: "Hi Janet, what's been going on with Tyler?", mustContain: ['rash'] },
    { ask: 'Where on his body is the rash?', mustContain: ['legs'] },
    { ask: 'when did u first notice the spots', mustContain: [['3', 'three'], 'days'] },
    { ask: 'What do the spots look like?', mustContain: ['purple'] },
    { ask: 'If you press a glass on the spots, do they fade?', affirm: false },
    { ask: 'Has he had any problems with his joints?', mustContain: ['ankles'], affirm: true },
    { ask: 'Is that one ankle or both of them?', mustContain: ['both'] },
    { ask: 'Whereabouts in his tummy does it hurt?', mustContain: [['belly button', 'tummy button']] },
    { ask: 'Is the tummy pain there all the time?', mustContain: ['comes and goes'] },
    { ask: 'Has he been sick? How many times?', mustContain: [['once', 'one', '1']] },
    { ask: 'Have you noticed any change in his wee?', mustContain: [['dark', 'darker', 'tea']] },
    { ask: 'Was he poorly at all before the rash came up?', mustContain: [['sore throat', 'runny nose']] },
    { ask: 'Has he had a temperature?', affirm: false },
    { ask: 'Has anything helped with his ankles?', mustContain: ['calpol'] },
    {
      ask: 'How much Calpol did you give him and what time?',
      mustContain: [
        ['10', 'ten'],
        ['7', 'seven'],
      ],
    },
    { ask: 'Does Tyler have any medical conditions?', mustContain: ['eczema'] },
    { ask: 'What does he use for his eczema?', mustContain: [['diprobase', 'moisturising', 'cream']] },
    { ask: 'Has he ever been in hospital or had an operation?', affirm: false },
    { ask: 'Is he allergic to any medicines?', mustContain: ['amoxicillin'], affirm: true },
    { ask: 'What happened when he had amoxicillin?', mustContain: [['hives', 'itchy', 'lumpy']] },
    { ask: 'Does his birth mum have any health problems?', mustContain: ['asthma'] },
    { ask: 'Is there any bleeding disorder in his family?', affirm: false },
    { ask: 'Who lives at home with you and Tyler?', mustContain: [['mike', 'husband']] },
    { ask: 'Does anyone smoke around him?', affirm: false },
    { ask: "What's worrying you most about it?", mustContain: [['leukaemia', 'blood']] },
    { ask: 'Has he been abroad recently?', mustNotContain: ['holiday', 'spain', 'france'] },
    {
      ask: 'How often does he see his birth family?',
      mustNotContain: ['every weekend', 'weekly', 'once a month', 'contact visit'],
    },
    { ask: 'How much does Tyler weigh?', mustNotContain: ['kg', 'kilos', 'stone'] },
  ],
};
