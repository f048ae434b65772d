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

/** A GP's narrative referral letter. */
export const pancreaticCancer: InterviewCase = {
  id: 'pancreatic-cancer',
  system: 'gastrointestinal',
  patient: {
    name: 'Dennis Holloway',
    medicalHistory:
      'Dear Colleague,\n\n' +
      'Re: Mr Dennis Holloway, aged 72, 14 Ashcombe Road\n\n' +
      "Thank you for seeing this 72-year-old retired bus driver urgently under the two-week wait pathway. He came to see me today with his wife, Margaret, who noticed five days ago that the whites of his eyes had turned yellow; his skin has since become yellow too. He has had dark urine, 'like strong tea', for about two weeks, and his stools have become pale, greasy and hard to flush. He has been itching all over, worse at night, which has stopped him sleeping.\n\n" +
      "For about six weeks he has had a dull, gnawing ache in the upper abdomen which goes straight through to his back. It is worse when he lies flat in bed and eases if he sits up and leans forward; he rates it 4/10 and has taken paracetamol for it with little effect. He has lost 8 kg over the last three months without trying (84 kg down to 76 kg) and says food has 'lost its taste'. He denies fever, rigors and vomiting, though he feels a little sick after meals. He has never been jaundiced before. Of note, he was diagnosed with type 2 diabetes in March of this year (HbA1c 58), out of the blue and while losing weight rather than gaining it.\n\n" +
      'His other history is of hypertension and gout, and a right inguinal hernia repair in 2011. He takes metformin 500 mg twice daily, amlodipine 5 mg once daily and allopurinol 100 mg once daily. He is allergic to trimethoprim, which gave him a rash. His mother had diabetes in old age; his brother, Frank, had a heart attack at 60. He is an ex-smoker of 40 pack-years who stopped in 2010, and he drinks about 10 units a week (four pints at the club over the weekend). He and Margaret live in their own bungalow; they have two grown-up sons.\n\n' +
      'He is worried that his liver has been damaged by drink; Margaret wonders whether it is gallstones, as her sister had. On examination he was clearly jaundiced, with scratch marks on his forearms, and I could feel a smooth, non-tender mass in the right upper quadrant (?gallbladder). His urine was positive for bilirubin. I have sent bloods today and would be grateful for your urgent assessment.\n\n' +
      'Yours sincerely,\n\nDr Priya Nair\nMeadowbank Surgery',
    symptoms: [
      {
        name: 'Jaundice',
        description: 'Yellow eyes and skin, with dark urine and pale stools',
        severity: 'moderate',
      },
      {
        name: 'Itching',
        description: 'All over, worst on the palms of his hands and the soles of his feet',
        severity: 'moderate',
      },
      {
        name: 'Weight loss',
        description: 'His trousers are loose and he has taken his belt in by two notches',
        severity: 'moderate',
      },
      {
        name: 'Abdominal pain',
        description: 'Upper abdomen, dull and gnawing, going through to the back',
        severity: 'mild',
      },
    ],
    diagnosis: 'Pancreatic cancer',
    treatments:
      'Urgent CT of the pancreas, chest, abdomen and pelvis; liver function tests and CA 19-9; upper GI cancer MDT; ERCP with a biliary stent to relieve the obstructive jaundice; assessment for resection (Whipple procedure); colestyramine for the itch; pancreatic enzyme replacement (Creon); dietitian review; palliative care involvement if not resectable.',
  },
  questions: [
    {
      ask: "Good morning Mr Holloway, I'm a medical student. What's brought you here today?",
      mustContain: [['yellow', 'jaundice', 'jaundiced']],
      mustNotContain: ['cancer', 'pancrea', 'tumour'],
    },
    {
      ask: 'Who first noticed the yellow colour, and when?',
      mustContain: [
        ['margaret', 'wife'],
        ['5', 'five'],
      ],
    },
    { ask: 'Where is the itching worst?', mustContain: [['palms', 'soles', 'hands', 'feet']] },
    {
      ask: 'Have you noticed any change in your stools?',
      mustContain: [['pale', 'greasy', 'flush']],
      affirm: true,
    },
    { ask: 'What colour has your urine been?', mustContain: [['dark', 'tea']] },
    { ask: 'Where is the tummy pain?', mustContain: [['upper', 'top']] },
    { ask: "What's the pain like?", mustContain: [['dull', 'gnawing']] },
    { ask: 'Does the pain move anywhere?', mustContain: ['back'] },
    { ask: 'How long have you had the pain?', mustContain: [['6', 'six']] },
    { ask: 'How bad is the pain out of 10?', mustContain: [['4', 'four']] },
    { ask: 'What makes the pain worse?', mustContain: [['lie', 'lying', 'lies', 'flat']] },
    {
      ask: 'Is there anything that makes it better?',
      mustContain: [['lean', 'leaning', 'sit', 'sitting', 'forward']],
    },
    { ask: 'Have you lost any weight?', mustContain: [['8', 'eight']], affirm: true },
    { ask: 'Have you had any fevers or shivers?', affirm: false },
    { ask: 'Have you been vomiting?', affirm: false },
    { ask: 'Have you ever been yellow like this before?', affirm: false },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['diabetes', 'blood pressure', 'hypertension', 'gout']],
    },
    { ask: 'Have you had any operations?', mustContain: ['hernia'] },
    { ask: 'What medicines do you take?', mustContain: ['metformin', 'amlodipine', 'allopurinol'] },
    { ask: 'Any allergies?', mustContain: ['trimethoprim'] },
    { ask: 'Is there any illness in your family?', mustContain: [['heart attack', 'diabetes', 'frank']] },
    { ask: 'Do you smoke?', mustContain: [['2010', 'stopped', 'gave up']], affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['10', 'ten', '4', 'four', 'pints']] },
    { ask: 'What did you do for work?', mustContain: ['bus'] },
    { ask: "Who's at home with you?", mustContain: [['margaret', 'wife']] },
    {
      ask: "What's been going through your mind about what this could be?",
      mustContain: [['liver', 'drink']],
    },
    { ask: 'Have you ever had a scan of your tummy?', mustContain: [notSure] },
    {
      ask: 'Could this be pancreatic cancer?',
      mustContain: [notSure],
      mustNotContain: ['cancer', 'pancrea', 'tumour'],
    },
  ],
};
