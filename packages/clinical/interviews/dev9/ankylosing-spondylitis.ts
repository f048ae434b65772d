import type { InterviewCase } from '../types.js';

const key = ['ankylosing', 'spondylitis', 'spondyloarthritis', 'spondylo'];
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

/** Style 3: a GP's narrative referral letter. */
export const ankylosingSpondylitis: InterviewCase = {
  id: 'ankylosing-spondylitis',
  system: 'musculoskeletal',
  patient: {
    name: 'Ryan Fletcher',
    medicalHistory: `Dear Dr Hughes,

Re: Mr Ryan Fletcher, aged 29, 14 Mill Lane, Leeds

I would be grateful if you would see this 29-year-old PE teacher, who came to see me with a 9-month history of low back pain and stiffness. The pain is in his lower back and in both buttocks, moving from one side to the other, and it wakes him in the second half of the night, usually at around 4 am. He is stiff for over an hour every morning and needs a hot shower to get going. Unusually, it gets better with exercise and is worse with rest; Sundays, when he does nothing, are his worst days. Ibuprofen 400 mg three times a day, which he has been buying over the counter for 3 months, helps a great deal.

Last spring he had a painful red left eye with blurred vision; an optician sent him to eye casualty, where he was treated with drops, and he does not know what it was called. For 6 weeks he has also had a painful, swollen right heel at the back, which is worst first thing in the morning. He denies any diarrhoea or blood in his stools, he has no psoriasis and he has had no recent infection. He has not lost any weight, and he has no numbness or weakness in his legs and no problems controlling his bladder or bowels.

When I examined him, he had reduced forward bending of his lower spine and tenderness over both sacroiliac joints, and his chest expansion was 3 cm. Neurological examination of his legs was normal. His CRP was 28 and his ESR 35.

He has no other medical history apart from a broken right wrist playing rugby at 17, which was plated. He takes no regular prescribed medicines, only the ibuprofen. He is allergic to codeine, which makes him vomit.

His father has had a stiff, stooped back since his thirties, and his paternal uncle has Crohn's disease. His mother has an underactive thyroid.

He smokes 10 cigarettes a day and drinks about 16 units of alcohol a week. He lives with his girlfriend, Amy, in a first-floor flat. He played five-a-side football every Thursday but has had to stop, and he finds demonstrating in lessons difficult. He is worried he has slipped a disc and that he will lose his job.

I would value your assessment and advice on further management.

Yours sincerely,

Dr Sarah Whitfield
Grove Park Surgery`,
    symptoms: [
      {
        name: 'Back pain',
        description: 'Lower back and both buttocks, 9 months, wakes him at night',
        severity: 'moderate',
      },
      { name: 'Joint stiffness', description: 'Over an hour every morning', severity: 'moderate' },
      { name: 'Red eye', description: 'Painful red left eye last spring', severity: 'mild' },
      { name: 'Heel pain', description: 'Right heel, at the back, for 6 weeks', severity: 'mild' },
    ],
    diagnosis: 'Ankylosing spondylitis (axial spondyloarthritis)',
    treatments:
      'Regular naproxen; physiotherapy; MRI of the sacroiliac joints; HLA-B27 test; anti-TNF therapy',
  },
  questions: [
    { ask: 'Hi Ryan, what seems to be the trouble?', mustContain: ['back'], mustNotContain: key },
    {
      ask: 'How long have you had the back pain?',
      mustContain: [['9 months', 'nine months']],
      mustNotContain: key,
    },
    {
      ask: 'Where exactly do you feel it?',
      mustContain: [['buttock', 'bum', 'lower back']],
      mustNotContain: [...key, 'neck'],
    },
    { ask: 'Does the pain move from one side to the other?', affirm: true, mustNotContain: key },
    {
      ask: 'Does it wake you at night? What time?',
      affirm: true,
      mustContain: [['4', 'four']],
      mustNotContain: key,
    },
    {
      ask: 'Are you stiff in the mornings, and for how long?',
      affirm: true,
      mustContain: ['hour'],
      mustNotContain: key,
    },
    {
      ask: 'What makes it better?',
      mustContain: [['exercise', 'moving', 'shower', 'ibuprofen']],
      mustNotContain: key,
    },
    {
      ask: 'Is it worse at any time, or with anything?',
      mustContain: [['rest', 'sunday', 'night', 'morning']],
      mustNotContain: key,
    },
    {
      ask: 'How long have you been taking the ibuprofen, and how much?',
      mustContain: [['3 months', 'three months'], ['400']],
      mustNotContain: key,
    },
    {
      ask: 'Have you ever had any trouble with your eyes?',
      affirm: true,
      mustContain: [['red', 'painful']],
      mustNotContain: key,
    },
    { ask: 'Which eye was that?', mustContain: ['left'], mustNotContain: [...key, 'right'] },
    {
      ask: 'Any pain in your heels or feet?',
      affirm: true,
      mustContain: ['heel'],
      mustNotContain: key,
    },
    {
      ask: 'Any diarrhoea or blood in your poo?',
      affirm: false,
      mustNotContain: key,
    },
    { ask: 'Any numbness or weakness in your legs?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you had any operations or broken any bones?',
      mustContain: ['wrist'],
      mustNotContain: key,
    },
    { ask: 'Are you on any prescribed medicines?', affirm: false, mustNotContain: key },
    {
      ask: 'Are you allergic to anything?',
      mustContain: ['codeine'],
      mustNotContain: [...key, 'penicillin'],
    },
    {
      ask: 'Does anyone in your family have back trouble?',
      mustContain: [['father', 'dad']],
      mustNotContain: key,
    },
    {
      ask: 'Does anyone in the family have bowel problems?',
      mustContain: ['crohn', 'uncle'],
      mustNotContain: key,
    },
    {
      ask: 'Do you smoke? How many a day?',
      affirm: true,
      mustContain: [['10', 'ten']],
      mustNotContain: key,
    },
    {
      ask: 'How much do you drink in a week?',
      mustContain: [['16', 'sixteen']],
      mustNotContain: key,
    },
    { ask: 'What do you do for a living?', mustContain: ['teach'], mustNotContain: key },
    {
      ask: 'Who do you live with?',
      mustContain: [['amy', 'girlfriend']],
      mustNotContain: [...key, 'alone'],
    },
    { ask: 'Do you play any sport?', mustContain: ['football'], mustNotContain: key },
    {
      ask: 'What are you worried this might be?',
      mustContain: [['disc', 'job']],
      mustNotContain: key,
    },
    { ask: 'Is there anything else going on that we have not covered?', mustNotContain: key },
    { ask: 'Any chest pain?', affirm: false, mustNotContain: key },
    {
      ask: 'Have you had an X-ray of your back before?',
      mustContain: [unsure],
      mustNotContain: key,
    },
  ],
};
