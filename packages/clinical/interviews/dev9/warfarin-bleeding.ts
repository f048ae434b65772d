import type { InterviewCase } from '../types.js';

const key = ['anticoagulation', 'over anticoagulat', 'overdose'];
const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  "can't say",
  "couldn't say",
  "can't remember",
  'never really thought',
];

/** Style 5: a long numbered medicines list with a husband's report of what happened. */
export const warfarinBleeding: InterviewCase = {
  id: 'warfarin-bleeding',
  system: 'haematology',
  patient: {
    name: 'Joan Whitaker',
    medicalHistory: `Joan Whitaker, 79, retired librarian.
What happened, from her husband, Bill: at 7 am today Joan had a nosebleed from her right nostril that lasted 40 minutes, even though she pinched her nose; he had found blood on her pillow when he woke. Over the past week he has noticed large purple bruises on both her arms and on her left thigh, without any knock. Her gums bleed when she brushes her teeth, and yesterday evening her urine looked pink. She has felt more tired than usual for 3 days. She has not vomited any blood and her stools are a normal brown colour. No headache and no falls. The out-of-hours GP saw her 5 days ago with a chest infection and gave her an antibiotic; her cough is now much better. Her INR at the warfarin clinic 3 weeks ago was 2.6; today it was 8.4. Bill is worried that she will bleed into her brain, as her sister had a stroke.
PMH: atrial fibrillation for 6 years; underactive thyroid; osteoarthritis of both knees; mild heart failure. Hysterectomy in 1985.
Medicines (she sorts her own tablets into a weekly box; Bill collects the prescriptions):
1. Warfarin 4 mg a day (one blue 3 mg tablet and one brown 1 mg tablet). Since her new box came 10 days ago she has been taking two blue tablets a day, 6 mg, by mistake.
2. Clarithromycin 500 mg twice a day, started 5 days ago for the chest infection; 2 days left.
3. Bisoprolol 5 mg once a day.
4. Digoxin 62.5 micrograms once a day.
5. Furosemide 40 mg in the morning, increased from 20 mg 3 weeks ago for ankle swelling.
6. Levothyroxine 75 micrograms before breakfast.
7. Simvastatin 20 mg at night.
8. Paracetamol 1 g up to four times a day when needed for her knees.
9. Ibuprofen 200 mg, 2 tablets, 3 or 4 times this week for her knees: bought at the supermarket, not prescribed.
10. Calcium and vitamin D, one tablet twice a day.
11. Omeprazole 20 mg: she stopped it herself 2 months ago because she felt she no longer needed it.
Allergies: aspirin (makes her wheezy).
Social: lives with Bill in a two-storey house. Never smoked. A small sherry on Sundays. Bill does the driving and the shopping.
Family: her sister had a stroke at 70; her mother had an irregular heartbeat.`,
    symptoms: [
      { name: 'Nosebleed', description: 'Right nostril, 40 minutes this morning', severity: 'moderate' },
      {
        name: 'Bruising',
        description: 'Large purple bruises on both arms and the left thigh',
        severity: 'moderate',
      },
      { name: 'Bleeding gums', description: 'When brushing her teeth', severity: 'mild' },
      { name: 'Blood in urine', description: 'Pink urine yesterday evening', severity: 'moderate' },
      { name: 'Fatigue', description: 'More tired than usual for 3 days', severity: 'mild' },
    ],
    diagnosis: 'Warfarin over-anticoagulation with bleeding',
    treatments: 'Withhold warfarin; intravenous phytomenadione (vitamin K)',
  },
  questions: [
    {
      ask: "Hello Mrs Whitaker, what's brought you in today?",
      mustContain: ['nose'],
      mustNotContain: key,
    },
    {
      ask: 'What time did the nosebleed start?',
      mustContain: [['7', 'seven']],
      mustNotContain: key,
    },
    {
      ask: 'How long did it go on for?',
      mustContain: [['40', 'forty']],
      mustNotContain: key,
    },
    {
      ask: 'Which side of your nose was it?',
      mustContain: ['right'],
      mustNotContain: [...key, 'left nostril'],
    },
    {
      ask: 'Have you noticed any bruising?',
      affirm: true,
      mustContain: [['arm', 'thigh']],
      mustNotContain: key,
    },
    { ask: 'Do your gums bleed?', affirm: true, mustNotContain: key },
    {
      ask: 'Have you seen any blood in your wee?',
      affirm: true,
      mustContain: ['pink'],
      mustNotContain: key,
    },
    { ask: 'Any black or bloody poo?', affirm: false, mustNotContain: key },
    { ask: 'Is there anything else you think I should know?', mustNotContain: key },
    { ask: 'Any headache?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you been feeling more tired than usual?',
      affirm: true,
      mustContain: [['3 days', 'three days']],
      mustNotContain: key,
    },
    {
      ask: 'Have you been unwell with anything else recently?',
      mustContain: ['chest'],
      mustNotContain: key,
    },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [['atrial fibrillation', 'irregular', 'thyroid', 'heart failure', 'arthritis', 'knee']],
      mustNotContain: key,
    },
    { ask: 'Which medicines do you take?', mustContain: ['warfarin'], mustNotContain: key },
    {
      ask: 'How have you been taking your warfarin?',
      mustContain: [['blue', '6', 'six']],
      mustNotContain: key,
    },
    {
      ask: 'Have you started any new tablets recently?',
      mustContain: [['clarithromycin', 'antibiotic']],
      mustNotContain: key,
    },
    {
      ask: 'Have you taken any painkillers from the shop, like ibuprofen?',
      affirm: true,
      mustContain: ['ibuprofen'],
      mustNotContain: key,
    },
    {
      ask: 'Who sorts out your tablets, Joan?',
      mustContain: [['myself', 'own', 'i do', 'i sort']],
      mustNotContain: key,
    },
    {
      ask: 'Are you allergic to anything?',
      mustContain: ['aspirin'],
      mustNotContain: [...key, 'penicillin'],
    },
    {
      ask: 'Do you know what your INR was today?',
      mustContain: [['8.4', '8 point 4', 'eight point four']],
      mustNotContain: key,
    },
    { ask: 'Do you smoke?', affirm: false, mustNotContain: key },
    { ask: 'Do you drink alcohol?', mustContain: ['sherry'], mustNotContain: key },
    {
      ask: 'What did you do for work before you retired?',
      mustContain: ['librarian'],
      mustNotContain: key,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['bill', 'husband']],
      mustNotContain: [...key, 'alone'],
    },
    {
      ask: 'Any illness in the family? What happened to your sister?',
      mustContain: ['stroke'],
      mustNotContain: key,
    },
    {
      ask: 'What is Bill most worried about?',
      mustContain: [['brain', 'stroke']],
      mustNotContain: key,
    },
    { ask: 'Have you had any blurred vision?', affirm: false, mustNotContain: key },
    {
      ask: 'Do you eat a lot of green vegetables?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
