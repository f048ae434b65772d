import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't say",
  "can't be sure",
];

export const epiglottitis: InterviewCase = {
  id: 'epiglottitis',
  system: 'respiratory',
  patient: {
    name: 'Reuben Clarke',
    medicalHistory: `Reuben is a 3-year-old boy brought to the children's emergency department at 11 pm by his stepfather, Dean Walsh, who has looked after him since Reuben was eighteen months old. Dean says Reuben was completely well at teatime and ate all his fish fingers at 5 pm. At about 8 pm he said his throat hurt and he would not drink his milk. Over the next three hours he got hotter and hotter (Dean measured 39.8 °C with the ear thermometer at 10 pm) and he stopped swallowing his own spit. He is sitting bolt upright on Dean's lap, leaning forward with his chin pushed out and his mouth open, and he screams if anyone tries to lie him down. His voice has gone quiet and muffled ("like he's got a hot potato in his mouth"). Dean has heard a soft high-pitched noise when he breathes in. He has no barking cough; in fact he has hardly coughed at all. No rash. He has not vomited. He last had a wee at about 7 pm. Dean gave him 5 ml of Calpol at 9 pm but he spat most of it out.

PMH: born at 38 weeks by normal delivery, no problems. One admission aged 2 with a chest infection, home after two nights. Never had an operation. Immunisations: his mum, Shannon, says he missed his one-year jabs when the family moved from Leeds and they never caught up. No regular medicines. No known allergies.

FH: Shannon has asthma. Reuben's half-sister Mia (8 months) is well.

SH: lives with Dean, Shannon and Mia in a second-floor flat. Dean smokes roll-ups, always outside on the balcony. Shannon works nights as a care assistant, so Dean brought him in on his own. Dean is a delivery driver. Reuben goes to nursery three mornings a week.

Dean is frightened that Reuben is going to stop breathing, because he has never seen him this quiet.`,
    symptoms: [
      {
        name: 'Sore throat',
        description:
          'Came on at about 8 pm; he points to the front of his neck and will not swallow anything, not even his milk',
        severity: 'severe',
      },
      {
        name: 'Fever',
        description: 'Hot to touch; 39.8 °C at 10 pm even though he had Calpol at 9 pm',
        severity: 'moderate',
      },
      {
        name: 'Drooling',
        description: 'Dribbling constantly; he has soaked two bibs since 10 pm',
        severity: 'moderate',
      },
      {
        name: 'Noisy breathing',
        description: 'Soft high-pitched noise when breathing in; breathing faster than usual',
        severity: 'severe',
      },
    ],
    diagnosis: 'Acute epiglottitis (probable Haemophilus influenzae type b, incompletely immunised)',
    treatments:
      'Keep him calm and upright on his carer’s lap; do not examine the throat or lie him down; call senior anaesthetist, ENT and paediatrics; secure the airway in theatre; oxygen held near the face if tolerated; IV ceftriaxone after the airway is secure; dexamethasone; admit to PICU; notify public health, rifampicin prophylaxis for household contacts and catch-up immunisation.',
  },
  questions: [
    {
      ask: "Hi, I'm Sam, one of the doctors. What's brought Reuben in tonight?",
      mustContain: [['throat']],
      mustNotContain: ['epiglottitis', 'epiglottis'],
    },
    { ask: 'Where does he say it hurts?', mustContain: [['throat', 'neck']] },
    { ask: 'What time did it all start?', mustContain: [['8', 'eight']] },
    {
      ask: 'How quickly has he gone downhill?',
      mustContain: [['three hours', '3 hours', 'few hours', 'hours']],
    },
    { ask: 'How has his breathing sounded to you?', mustContain: [['high pitched', 'noise', 'squeak']] },
    { ask: 'Has he got a barking cough, like a seal?', affirm: false },
    { ask: 'How high has his temperature gone?', mustContain: [['39', 'nearly 40']] },
    { ask: 'How much has he been dribbling?', mustContain: [['bib', 'constantly', 'all the time']] },
    {
      ask: 'Does anything seem to make him worse or more upset?',
      mustContain: [['lie', 'lying', 'lay']],
    },
    { ask: 'How does he prefer to sit?', mustContain: [['upright', 'forward', 'sitting up']] },
    {
      ask: 'Has his voice changed at all?',
      affirm: true,
      mustContain: [['muffled', 'quiet', 'hot potato']],
    },
    { ask: 'Have you noticed any rash on him?', affirm: false },
    { ask: 'Has he vomited at all?', affirm: false },
    { ask: 'When did he last pass urine?', mustContain: [['7', 'seven']] },
    {
      ask: 'Have you given him anything for the temperature?',
      affirm: true,
      mustContain: [['calpol', 'paracetamol']],
    },
    {
      ask: 'Has he ever been in hospital before?',
      affirm: true,
      mustContain: [['chest infection']],
    },
    { ask: 'Were there any problems around his birth?', affirm: false, mustContain: [['38']] },
    { ask: 'Has he ever had an operation?', affirm: false },
    { ask: 'Does he take any medicines normally?', affirm: false },
    { ask: 'Is he allergic to anything that you know of?', affirm: false },
    {
      ask: 'Has he had all his vaccinations?',
      mustContain: [['missed', 'one year', '1 year']],
    },
    { ask: 'Does anything run in the family?', mustContain: ['asthma'] },
    {
      ask: 'Does anyone at home smoke?',
      affirm: true,
      mustContain: [['balcony', 'outside', 'roll']],
    },
    { ask: 'What do you do for work, Dean?', mustContain: ['delivery'] },
    {
      ask: 'Who lives at home with him?',
      mustContain: ['mia', ['shannon', 'mum', 'mother']],
    },
    {
      ask: 'Could he have swallowed something, like a bit of a toy?',
      mustContain: [unsure],
    },
    {
      ask: 'What is worrying you most tonight?',
      mustContain: [['stop breathing', 'breathing', 'quiet']],
    },
    {
      ask: 'Is it epiglottitis?',
      mustNotContain: ['epiglottitis', 'epiglottis'],
    },
  ],
};
