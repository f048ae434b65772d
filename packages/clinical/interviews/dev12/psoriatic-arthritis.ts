import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  'unsure',
  "can't say",
  "couldn't say",
];

export const psoriaticArthritis: InterviewCase = {
  id: 'psoriatic-arthritis',
  system: 'musculoskeletal',
  patient: {
    name: 'Callum Reid',
    medicalHistory: `Dear Dr Lindqvist,

Re: Mr Callum Reid, aged 41, self-employed plasterer

I would be grateful if you could see Callum, who came to see me with a four-month history of painful, swollen joints in his hands. It began in July, when his right middle finger swelled up 'like a sausage' over a couple of days, and it has never gone back down. Since September the ends of his left index and ring fingers (the joints nearest the nails) have become sore and puffy, and for the last six weeks he has had pain under his left heel, worst with his first steps out of bed. His hands are stiff for about an hour every morning, loosening up once he gets working, and the pain is worse after sitting still, for example through a film. Ibuprofen 400 mg three times a day takes the edge off. He is struggling to grip his trowel and has had to turn down two jobs this month. His knees, hips and back are fine. He has had no red or painful eyes, no diarrhoea, no recent sore throat and no urinary or genital symptoms, and he has never had trouble with his joints before.

He mentions scaly patches in his scalp and behind his ears 'for years', which he put down to dandruff; he has never seen anyone about them and uses a coal tar shampoo from the chemist.

He had asthma as a child and fractured his left wrist falling from scaffolding in 2016, which was plated. He takes no regular medicines apart from the ibuprofen and has no known allergies. His mother, Anne, has 'bad psoriasis' on her elbows and knees, and his father has type 2 diabetes. He smokes 15 roll-ups a day and drinks about 20 units a week, mostly at weekends. He lives with his partner, Leanne, and her two sons, aged 9 and 12.

He is frightened that he is going the same way as his gran, who was 'crippled with arthritis' in her hands, and above all he needs to know whether he can keep working, as he has no sick pay.

On examination he had dactylitis of the right middle finger, swollen, tender DIP joints of the left index and ring fingers, pitting of several nails and tenderness at the left Achilles insertion. CRP was 24; rheumatoid factor negative.

Kind regards,

Dr Sam Okoro
Riverside Medical Practice`,
    symptoms: [
      {
        name: 'Swollen finger',
        description: 'Right middle finger, swollen along its whole length, hot and sore',
        severity: 'moderate',
      },
      {
        name: 'Joint pain',
        description: 'Ends of the left index and ring fingers; worse after resting',
        severity: 'moderate',
      },
      {
        name: 'Heel pain',
        description: 'Under the left heel; the first steps in the morning are the worst',
        severity: 'mild',
      },
      {
        name: 'Nail changes',
        description: 'Small pits in several fingernails; one nail lifting at the tip',
        severity: 'mild',
      },
    ],
    diagnosis: 'Psoriatic arthritis',
    treatments:
      'Rheumatology assessment; X-rays of hands and feet; NSAID with PPI cover for symptoms; intra-articular or short course of oral corticosteroid for flares; conventional DMARD (methotrexate first line, or sulfasalazine/leflunomide); biologic (e.g. TNF inhibitor) if inadequate response; topical treatment for scalp psoriasis; smoking cessation and alcohol reduction (especially with methotrexate); occupational therapy and hand therapy.',
  },
  questions: [
    {
      ask: 'Hi Callum, what seems to be the problem?',
      mustContain: [['finger', 'joint', 'joints', 'swollen', 'swelling', 'hand', 'hands']],
      mustNotContain: ['psoriatic'],
    },
    { ask: 'When did it all start?', mustContain: [['july', 'four months', '4 months']] },
    { ask: 'Which finger swelled up first?', mustContain: ['right', 'middle'] },
    { ask: 'What did the finger look like?', mustContain: ['sausage'] },
    { ask: 'Does the finger feel hot?', affirm: true },
    { ask: 'Are your knees, hips or back affected?', affirm: false },
    { ask: 'Are you stiff in the mornings?', mustContain: [['hour', '60']], affirm: true },
    { ask: 'What makes it worse?', mustContain: [['sitting', 'rest', 'resting', 'film']] },
    { ask: 'Does anything ease it?', mustContain: [['ibuprofen', 'working', 'work']] },
    { ask: 'How is it affecting you day to day?', mustContain: [['grip', 'trowel', 'jobs']] },
    { ask: 'Any pain in your feet?', mustContain: ['heel'], affirm: true },
    {
      ask: 'Have you noticed any skin problems?',
      mustContain: [['scalp', 'ears', 'scaly', 'dandruff']],
      affirm: true,
    },
    {
      ask: 'Have you noticed anything about your fingernails?',
      mustContain: [['pits', 'pitted', 'pitting', 'lifting']],
      affirm: true,
    },
    { ask: 'Have your eyes been red or sore?', affirm: false },
    { ask: 'Have you had any diarrhoea?', affirm: false },
    { ask: 'Have you had problems with your joints before?', affirm: false },
    { ask: 'Do you have any other medical problems?', mustContain: ['asthma'] },
    { ask: 'Have you ever had surgery?', mustContain: ['wrist'], affirm: true },
    { ask: 'Are you taking any medicines?', mustContain: ['ibuprofen'] },
    { ask: 'Do you have any allergies?', affirm: false },
    {
      ask: 'Does anyone in the family have skin or joint problems?',
      mustContain: [['anne', 'mother', 'mum', 'gran']],
      affirm: true,
    },
    { ask: 'Do you smoke?', mustContain: [['15', 'fifteen']], affirm: true },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['20', 'twenty']] },
    { ask: 'What do you do for work?', mustContain: ['plasterer'] },
    { ask: "Who's at home with you?", mustContain: [['leanne', 'partner']] },
    { ask: 'What are you most worried about?', mustContain: [['gran', 'work', 'working', 'sick pay']] },
    { ask: 'Has your cholesterol ever been checked?', mustContain: [unsure] },
    { ask: 'Is this psoriatic arthritis?', mustContain: [unsure], mustNotContain: ['psoriatic'] },
  ],
};
