import type { InterviewCase } from '../types.js';

/** Style 4: catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const appendicitis: InterviewCase = {
  id: 'appendicitis',
  system: 'gastrointestinal',
  patient: {
    name: 'Ben Carter',
    medicalHistory:
      "Ben Carter is a 16-year-old boy. His tummy pain started yesterday at about 6 pm around his belly button as a dull, crampy ache. Overnight it moved down to the lower right side of his tummy, and it is now sharp and constant, 8 out of 10. It is worse when he walks, coughs or when the car went over bumps on the way here, and it is a bit better if he lies still with his knees pulled up. He felt sick all night and vomited once at 3 am. He has not eaten since lunch yesterday because he doesn't feel like it. He felt hot and shivery, and his mum measured 37.9 at home. He last opened his bowels yesterday morning, which was normal, with no diarrhoea and no blood. He has no pain passing urine. He has never had pain like this before. He had mild eczema as a child and takes no regular medicines; he took 2 paracetamol at 7 am this morning, which did not help. He has no allergies. His dad has type 2 diabetes. He lives with his mum, dad and younger brother Sam, aged 12. He is in Year 11, plays rugby for the school on Saturdays, does not smoke, has tried a couple of beers at a party and has never taken drugs. He is worried about missing his mock GCSE exams, which start next week.",
    symptoms: [
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'severe' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'moderate' },
      { name: 'Vomiting', description: 'Being sick', severity: 'mild' },
      { name: 'Fever', description: 'Raised temperature', severity: 'mild' },
      { name: 'Loss of appetite', description: 'Not wanting to eat', severity: 'mild' },
    ],
    diagnosis: 'Acute appendicitis',
    treatments:
      'Nil by mouth; IV access, FBC, CRP, urinalysis; IV fluids and analgesia; surgical referral for laparoscopic appendicectomy; IV antibiotics.',
  },
  questions: [
    {
      ask: 'Hi Ben, what brings you in today?',
      mustContain: [['pain', 'tummy', 'stomach', 'abdo']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Where did the pain start?',
      mustContain: [['belly button', 'middle', 'navel', 'umbilic']],
      mustNotContain: ['appendic', 'appendix'],
    },
    { ask: 'Where is it now?', mustContain: ['right'], mustNotContain: ['left', 'appendic', 'appendix'] },
    {
      ask: 'When exactly did it start?',
      mustContain: [['6', 'six', 'yesterday']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'What does the pain feel like now?',
      mustContain: [['sharp', 'constant']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Was it like that at the start?',
      mustContain: [['dull', 'cramp', 'ache']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'How bad is it out of 10?',
      mustContain: [['8', 'eight']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Does anything make it worse?',
      mustContain: [['walk', 'cough', 'bump']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Is there any position that helps?',
      mustContain: [['lie', 'lying', 'knees']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Have you been sick?',
      mustContain: [['once', 'one', '3']],
      mustNotContain: ['appendic', 'appendix'],
      affirm: true,
    },
    { ask: 'What time was that?', mustContain: ['3'], mustNotContain: ['appendic', 'appendix'] },
    {
      ask: 'When did you last eat?',
      mustContain: [['lunch', 'yesterday']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Have you had a temperature?',
      mustContain: ['37'],
      mustNotContain: ['appendic', 'appendix'],
      affirm: true,
    },
    {
      ask: 'When did you last open your bowels? Was it normal?',
      mustContain: [['yesterday', 'normal']],
      mustNotContain: ['appendic', 'appendix', 'constipat'],
    },
    { ask: 'Any diarrhoea?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    { ask: 'Any blood in your poo?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    { ask: 'Does it hurt when you wee?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    {
      ask: 'Have you ever had pain like this before?',
      mustNotContain: ['appendic', 'appendix'],
      affirm: false,
    },
    {
      ask: 'Any medical problems?',
      mustContain: ['eczema'],
      mustNotContain: ['appendic', 'appendix', 'asthma'],
    },
    {
      ask: 'Have you taken any painkillers? How many?',
      mustContain: ['paracetamol', ['2', 'two']],
      mustNotContain: ['appendic', 'appendix', 'ibuprofen'],
    },
    { ask: 'Did the paracetamol help?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    { ask: 'Are you allergic to anything?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    {
      ask: 'Any illnesses that run in the family?',
      mustContain: [['dad', 'father'], 'diabetes'],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['sam', 'brother']],
      mustNotContain: ['appendic', 'appendix'],
    },
    {
      ask: 'Do you play any sports?',
      mustContain: ['rugby'],
      mustNotContain: ['appendic', 'appendix'],
      affirm: true,
    },
    {
      ask: 'Do you smoke or drink at all?',
      mustContain: [['beer', 'party', 'couple']],
      mustNotContain: ['appendic', 'appendix'],
    },
    { ask: 'Ever taken any recreational drugs?', mustNotContain: ['appendic', 'appendix'], affirm: false },
    {
      ask: "What's worrying you most about all this?",
      mustContain: [['exam', 'gcse', 'mock']],
      mustNotContain: ['appendic', 'appendix'],
    },
  ],
};
