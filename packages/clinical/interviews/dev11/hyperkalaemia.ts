import type { InterviewCase } from '../types.js';

const notSure = [
  'not sure',
  "don't know",
  'don’t know',
  'do not know',
  'no idea',
  "couldn't say",
  "can't say",
  "can't remember",
];

/** A long numbered medicines list with a daughter's report. */
export const hyperkalaemia: InterviewCase = {
  id: 'hyperkalaemia',
  system: 'renal',
  patient: {
    name: 'Harold Bennett',
    medicalHistory:
      "Harold Bennett, 81, is brought in by his daughter, Susan Clarke. Susan says that for the last four days her dad has been getting weaker: his legs feel 'like jelly', he has struggled to get up out of his armchair, and yesterday he could not manage the two steps up to his front door without her help. His arms feel heavy too, and he has had pins and needles in both hands since yesterday. Last night, at about 10 pm, he felt his heart 'fluttering and missing beats' for about ten minutes and felt faint, but he did not pass out. He has been off his food and feeling sick for three days but has not vomited. He has no chest pain, no fever and has not fallen.\n\n" +
      "Six days ago the GP started him on trimethoprim for a urine infection. Susan found a packet of ibuprofen in his kitchen drawer: Harold has been buying it from the chemist for his left knee and taking it three times a day for about two weeks, without telling anyone. Since the heart failure nurse told him to cut down on salt in August, Susan has been buying him LoSalt, which he shakes on everything. He admits he has been leaving out his water tablet on the days he goes to the bowls club because it 'makes me run to the loo'. He has never felt like this before.\n\n" +
      'Medical history: heart failure after a heart attack (2019); type 2 diabetes; chronic kidney disease stage 3; enlarged prostate; osteoarthritis of the left knee. Operations: cataracts removed from both eyes (2021). Allergies: penicillin (swollen lips).\n\n' +
      'Medicines (Susan fills his dosette box every Sunday):\n' +
      '1. Ramipril 10 mg once daily\n' +
      '2. Spironolactone 25 mg once daily (started in August)\n' +
      '3. Bisoprolol 2.5 mg once daily\n' +
      '4. Furosemide 40 mg each morning (often missed, see above)\n' +
      '5. Atorvastatin 40 mg at night\n' +
      '6. Metformin 500 mg twice daily\n' +
      '7. Tamsulosin 400 micrograms at night\n' +
      '8. Trimethoprim 200 mg twice daily for 7 days (day 6 today)\n' +
      '9. Ibuprofen 400 mg three times a day (bought over the counter, not prescribed)\n' +
      '10. Paracetamol 1 g up to four times a day when needed\n' +
      '11. Senna 15 mg at night when needed\n' +
      '12. Aspirin 75 mg once daily\n\n' +
      'Family history: his brother, Arthur, died of a stroke at 79; his mother had diabetes.\n' +
      'Social: widower (his wife, Joan, died in 2020); lives alone in a ground-floor flat. Retired railway signalman. Smoked 20 a day for 30 years, stopped in 1990. Has a bottle of stout on a Sunday.\n' +
      "Harold thinks he is 'just getting old'; Susan is worried that he is having another heart attack.",
    symptoms: [
      {
        name: 'Weakness',
        description: 'Legs more than arms; worst getting up out of a chair',
        severity: 'moderate',
      },
      {
        name: 'Palpitations',
        description: 'Fluttering and missed beats with feeling faint; one episode, last night',
        severity: 'moderate',
      },
      {
        name: 'Nausea',
        description: 'Off his food; has not actually been sick',
        severity: 'mild',
      },
    ],
    diagnosis: 'Hyperkalaemia caused by medicines',
    treatments:
      '12-lead ECG and continuous cardiac monitoring; IV calcium gluconate 10% 30 ml; insulin and glucose (10 units Actrapid in 25 g glucose); nebulised salbutamol; stop ramipril, spironolactone, trimethoprim, ibuprofen and LoSalt; repeat U&Es and treat any acute kidney injury with cautious fluids; medicines review and dietary advice before discharge.',
  },
  questions: [
    {
      ask: "Hello Mr Bennett, I'm a medical student. What's brought you in today?",
      mustContain: [['weak', 'weaker', 'weakness', 'jelly', 'legs']],
      mustNotContain: ['potassium', 'hyperkal'],
    },
    { ask: 'When did the weakness start?', mustContain: [['4', 'four']] },
    { ask: 'Is it your legs, your arms, or both?', mustContain: ['legs', 'arms'] },
    {
      ask: "What can't you manage now that you could before?",
      mustContain: [['steps', 'chair', 'armchair']],
    },
    { ask: 'What makes the weakness worse?', mustContain: [['chair', 'getting up']] },
    {
      ask: 'Can you describe what you felt in your chest last night?',
      mustContain: [['flutter', 'fluttering', 'missing', 'missed']],
    },
    { ask: 'What time did that happen, and how long did it last?', mustContain: [['10', 'ten']] },
    { ask: 'Did you pass out?', affirm: false },
    { ask: 'Any chest pain?', affirm: false },
    { ask: 'Have you had any pins and needles?', mustContain: ['hands'], affirm: true },
    { ask: 'Have you been sick?', affirm: false },
    { ask: 'Have you ever felt like this before?', affirm: false },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['heart failure', 'heart attack', 'diabetes', 'kidney']],
    },
    { ask: 'Have you had any operations?', mustContain: ['cataract'] },
    {
      ask: 'Could you tell me what tablets you take?',
      mustContain: [['ramipril', 'spironolactone', 'bisoprolol', 'furosemide']],
    },
    { ask: 'Have you started any new medicines recently?', mustContain: ['trimethoprim'], affirm: true },
    { ask: 'Do you buy anything from the chemist yourself?', mustContain: ['ibuprofen'], affirm: true },
    { ask: 'Do you take your water tablet every day?', affirm: false },
    { ask: 'Do you use a salt substitute on your food?', mustContain: [['losalt', 'lo salt']], affirm: true },
    { ask: 'Any allergies?', mustContain: ['penicillin'] },
    { ask: 'Any illnesses that run in the family?', mustContain: [['stroke', 'diabetes']] },
    { ask: 'Do you smoke?', mustContain: ['1990'], affirm: false },
    { ask: 'Do you drink alcohol?', mustContain: ['stout'] },
    { ask: 'What did you do for a living?', mustContain: ['signalman'] },
    { ask: "Who's at home with you?", mustContain: [['alone', 'on my own', 'by myself']] },
    { ask: 'What do you think is causing all this?', mustContain: ['old'] },
    { ask: 'Have you had a blood test recently?', mustContain: [notSure] },
    {
      ask: 'Could this be hyperkalaemia?',
      mustContain: [notSure],
      mustNotContain: ['potassium', 'hyperkal'],
    },
  ],
};
