import type { InterviewCase } from '../types.js';

/** A long numbered medicines list, with his daughter's report woven into the history. */
export const acuteKidneyInjury: InterviewCase = {
  id: 'acute-kidney-injury',
  system: 'renal',
  patient: {
    name: 'Harold Bennett',
    medicalHistory: `Harold Bennett is a 79-year-old retired bus driver who has come in with his daughter, Linda. Linda says her dad has been passing much less water for the last 3 days, only a small amount of dark urine 2 or 3 times a day. He has been very tired and off his food, and he has felt sick since yesterday, though he has not vomited. He feels dizzy when he stands up. During the heatwave last week he had diarrhoea for 4 days, up to 6 times a day, which stopped 2 days ago. Linda says he has only been drinking 2 or 3 cups of tea a day, because he does not like getting up at night to pass water. Ten days ago he started taking ibuprofen, bought from the supermarket, for pain in his right knee. He has no pain or burning when he passes water and has seen no blood in it. He has no chest pain and is not short of breath. He has never had kidney problems that he knows of.
Past history: high blood pressure, type 2 diabetes, a heart attack in 2016 treated with a stent, and osteoarthritis of the right knee. He had a right inguinal hernia repaired in 2005.
Medicines (from the list Linda brought):
1. Ramipril 10 mg once a day
2. Furosemide 40 mg each morning, a water tablet, increased from 20 mg 3 weeks ago because of ankle swelling
3. Metformin 500 mg twice a day
4. Gliclazide 80 mg twice a day, which Linda gives him with his meals while she checks his blood sugar, since he once had a hypo after forgetting to eat
5. Atorvastatin 80 mg at night
6. Clopidogrel 75 mg once a day, a blood thinner since his stent
7. Bisoprolol 5 mg once a day
8. Ibuprofen 400 mg three times a day, bought over the counter 10 days ago for his knee
9. Paracetamol 1 g up to four times a day when needed
10. Amlodipine 10 mg, stopped 6 months ago because it gave him flushing and headaches
11. Tramadol 50 mg, stopped last month because it made him confused
He is allergic to latex, which brings him out in an itchy red rash. He gave up smoking 20 years ago; before that he smoked 20 a day for 40 years. He drinks a pint or two of bitter on Sundays, about 4 units a week. He lives with his wife, Joan, in a bungalow, and Linda lives nearby and calls in every day. His father died of a stroke at 75. There is no kidney disease in the family.
Linda thinks the hot weather has dried him out. Harold is worried that he might need dialysis like his neighbour.`,
    symptoms: [
      {
        name: 'Passing less urine',
        description: 'Passing only small amounts of dark urine',
        severity: 'severe',
      },
      { name: 'Tiredness', description: 'Very tired', severity: 'moderate' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
      { name: 'Loss of appetite', description: 'Off his food', severity: 'mild' },
      { name: 'Dizziness', description: 'Dizzy on standing', severity: 'mild' },
    ],
    diagnosis: 'Acute kidney injury (pre-renal, with an NSAID, ACE inhibitor and diuretic)',
    treatments:
      'Stop ibuprofen; withhold ramipril, furosemide and metformin; intravenous fluids; monitor urea, creatinine, potassium and urine output; urine dipstick; renal ultrasound if no improvement',
  },
  questions: [
    { ask: "What's brought you in today, Mr Bennett?", mustContain: [['water', 'urine', 'wee']] },
    { ask: 'How long has this been going on?', mustContain: [['3', 'three'], 'days'] },
    { ask: 'How many times a day are you passing water?', mustContain: [['2', 'two', '3', 'three']] },
    { ask: 'Any pain or burning when you pass water?', affirm: false },
    { ask: 'Have you had any diarrhoea recently?', affirm: true },
    { ask: 'how much have u been drinking each day', mustContain: [['2', 'two', '3', 'three', 'tea']] },
    { ask: 'Do you feel dizzy at all?', mustContain: [['stand', 'standing']], affirm: true },
    { ask: 'What medical conditions do you have?', mustContain: [['diabetes', 'blood pressure']] },
    { ask: 'Have you had any operations or procedures?', mustContain: [['stent', 'hernia']] },
    { ask: 'Have you been taking any painkillers?', mustContain: ['ibuprofen'] },
    { ask: 'Are you on a water tablet?', mustContain: ['furosemide'], affirm: true },
    { ask: 'Has the dose of any of your tablets changed recently?', mustContain: ['furosemide'] },
    { ask: 'What dose of furosemide are you on now?', mustContain: [['40', 'forty']] },
    { ask: 'What do you take for your diabetes?', mustContain: [['metformin', 'gliclazide']] },
    { ask: 'Who helps you with your diabetes tablets?', mustContain: [['linda', 'daughter']] },
    { ask: 'Why was the tramadol stopped?', mustContain: ['confused'] },
    { ask: 'Are you allergic to anything?', mustContain: ['latex'] },
    { ask: 'What happens when you come into contact with latex?', mustContain: [['rash', 'itchy']] },
    { ask: 'Do you smoke?', mustContain: [['20', 'twenty']] },
    { ask: 'How much alcohol do you drink?', mustContain: [['pint', 'pints', '4', 'four']] },
    { ask: 'What did you do for a living?', mustContain: ['bus'] },
    { ask: 'Who do you live with?', mustContain: [['joan', 'wife']] },
    { ask: 'Did your father have any health problems?', mustContain: ['stroke'] },
    { ask: 'Is there any kidney disease in the family?', affirm: false },
    { ask: 'What are you worried about?', mustContain: ['dialysis'] },
    { ask: 'Have you had any blood tests recently?', mustNotContain: ['creatinine', 'results showed'] },
    {
      ask: 'Do you take any supplements or herbal remedies for your knee?',
      mustNotContain: ['glucosamine', 'turmeric', 'cod liver'],
    },
    { ask: 'What have your blood sugar readings been like?', mustNotContain: ['mmol'] },
  ],
};
