import type { InterviewCase } from '../types.js';

const diagnosisWords = ['multiple sclerosis', 'sclerosis', 'optic neuritis', 'demyelinat'];
const unsure = [
  'not sure',
  "don't know",
  'don’t know',
  'no idea',
  'not certain',
  "can't say",
  "can't remember",
  'can’t remember',
];

export const multipleSclerosis: InterviewCase = {
  id: 'multiple-sclerosis',
  system: 'neurological',
  patient: {
    name: 'Emma Walsh',
    medicalHistory: `Dear Doctor,

I would be grateful if you could see Ms Emma Walsh, a 32-year-old graphic designer, who came to see me on 21 November with blurred vision in her right eye. She first noticed it 5 days before that, while working at her laptop: the centre of her vision in the right eye had gone misty, and colours, red in particular, looked washed out. She also has an ache behind the right eye, which is worse when she moves her eyes, especially when looking to the side; she scores it 4 out of 10. Her left eye is unaffected and she has not had any double vision.

On further questioning she told me that about 18 months ago she had numbness and tingling in both feet, which spread up to her waist over a few days, lasted about 6 weeks and then got better on its own; she did not see anyone about it at the time. She has since noticed that a hot bath makes her legs feel weak and heavy for a while, and she gets an electric-shock feeling running down her spine when she bends her neck forward. She is exhausted by mid-afternoon most days. She denies any problems with her bladder or bowels. She has had no headaches apart from the eye pain, no weakness of her face and no trouble with her speech or swallowing. She has not had a fever.

In the past she had migraine with aura as a teenager, and a laparoscopic appendicectomy in 2015. She takes no regular medication apart from vitamin D 1000 units daily, which she buys herself, and she has a Mirena coil. She has been taking paracetamol 1 g up to four times a day for the eye pain, which gives some relief. She is allergic to erythromycin, which made her vomit repeatedly.

Her mother has an underactive thyroid and her maternal grandmother had rheumatoid arthritis. Her father is well.

She lives with her wife, Jo, in a terraced house; they have no children. She smokes about 5 roll-ups a day and drinks around 10 units of alcohol a week, mostly wine. She is finding screen work very difficult and has taken this week off.

She is frightened that she is going blind, and is worried about keeping her job.

Yours sincerely,

Dr Anna Reid
Castle Street Surgery`,
    symptoms: [
      {
        name: 'Blurred vision',
        description: 'Misty central vision in the right eye with washed-out colours',
        severity: 'moderate',
      },
      {
        name: 'Eye pain',
        description: 'Ache behind the right eye, worse on eye movement',
        severity: 'moderate',
      },
      {
        name: 'Numbness and tingling',
        description: 'Both feet up to the waist 18 months ago, settled after 6 weeks',
        severity: 'mild',
      },
      { name: 'Fatigue', description: 'Exhausted by mid-afternoon', severity: 'moderate' },
      {
        name: 'Electric shock sensation',
        description: 'Down the spine on bending the neck forward',
        severity: 'mild',
      },
      { name: 'Leg weakness', description: 'Legs weak and heavy after a hot bath', severity: 'mild' },
    ],
    diagnosis: 'Multiple sclerosis (relapsing-remitting), presenting with right optic neuritis',
    treatments:
      'Urgent ophthalmology and neurology review; MRI brain and spinal cord with gadolinium; consider high-dose methylprednisolone for the optic neuritis; refer to the MS specialist team to discuss disease-modifying therapy; vitamin D; smoking cessation support',
  },
  questions: [
    {
      ask: "What's been going on?",
      mustContain: [['vision', 'eye', 'sight', 'see', 'blurred', 'blurry', 'misty']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Which eye is it?', mustContain: ['right'] },
    { ask: 'When did you first notice it?', mustContain: [['5', 'five'], 'day'] },
    {
      ask: 'Can you describe how your vision has changed?',
      mustContain: [['misty', 'washed out', 'faded', 'blurred', 'blurry']],
    },
    {
      ask: 'Do colours look any different?',
      mustContain: [['red', 'washed out', 'faded']],
      affirm: true,
    },
    {
      ask: 'What makes the eye pain worse?',
      mustContain: [['move', 'moving', 'movement', 'looking']],
    },
    { ask: 'Does anything ease the pain?', mustContain: ['paracetamol'] },
    { ask: 'How bad is the pain out of ten?', mustContain: [['4', 'four']] },
    { ask: 'Have you had any double vision?', affirm: false },
    {
      ask: 'Have you ever had anything like this before?',
      mustContain: [['numb', 'numbness', 'tingling', 'tingly', 'pins and needles']],
    },
    {
      ask: 'Does getting hot, like in a bath, affect you at all?',
      mustContain: [['legs', 'weak', 'heavy']],
      affirm: true,
    },
    {
      ask: 'Do you get any strange sensations when you bend your neck?',
      mustContain: [['electric', 'shock']],
      affirm: true,
    },
    { ask: 'Any problems with your bladder or bowels?', affirm: false },
    { ask: 'Do you have any medical conditions?', mustContain: ['migraine'] },
    {
      ask: 'Have you had any operations?',
      mustContain: [['appendix', 'appendicectomy', 'appendectomy']],
      affirm: true,
    },
    {
      ask: 'Are you taking any medication at the moment?',
      mustContain: [['vitamin d', 'paracetamol', 'coil', 'mirena']],
    },
    { ask: 'Do you take any vitamins or supplements?', mustContain: ['vitamin d'], affirm: true },
    { ask: 'Are you allergic to any medicines?', mustContain: ['erythromycin'], affirm: true },
    {
      ask: 'Do any illnesses run in your family?',
      mustContain: [['thyroid', 'rheumatoid', 'arthritis']],
    },
    { ask: 'Does your mum have any health problems?', mustContain: ['thyroid'] },
    { ask: 'Do you smoke?', mustContain: [['5', 'five']], affirm: true },
    { ask: 'How much alcohol do you drink?', mustContain: [['10', 'ten']] },
    { ask: 'What do you do for work?', mustContain: [['graphic', 'designer']] },
    { ask: "Who's at home with you?", mustContain: [['wife', 'jo']] },
    {
      ask: 'What are you most worried about?',
      mustContain: [['blind', 'job', 'work']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else you wanted to mention?', mustNotContain: diagnosisWords },
    {
      ask: 'Have you ever had an MRI scan?',
      mustContain: [unsure],
      mustNotContain: ['showed', 'was normal', 'last year'],
    },
    {
      ask: 'Have you had any vaccinations recently?',
      mustContain: [unsure],
      mustNotContain: ['flu jab', 'covid', 'booster'],
    },
  ],
};
