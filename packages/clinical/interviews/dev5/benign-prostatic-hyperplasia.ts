import type { InterviewCase } from '../types.js';

/** Style: a GP's narrative referral letter. */
export const benignProstaticHyperplasia: InterviewCase = {
  id: 'benign-prostatic-hyperplasia',
  system: 'urological',
  patient: {
    name: 'Graham Foster',
    medicalHistory: [
      'Dear colleague,',
      'I would be grateful if you would see Mr Graham Foster, a 71-year-old retired electrician, who has an 18-month history of worsening waterworks. He describes a weak stream, having to wait before he can start, needing to strain, and dribbling at the end. He gets up to pass urine 4 times a night and goes about every hour during the day, often in a rush; he has had one episode of leaking when he could not reach the toilet in time. He feels there is still some left in his bladder after he has been. He has no pain or burning on passing urine and has never seen blood in it. He has no back pain and his weight has been steady. He drinks 6 mugs of tea a day, and tea and evening drinks make things worse; cutting out tea after 6 pm has helped a little. He has never had a catheter.',
      'His past history includes high blood pressure, high cholesterol, and a heart attack in 2016 treated with a stent. He had his left knee replaced in 2019. He takes aspirin 75 mg daily, bisoprolol 2.5 mg daily, ramipril 5 mg daily and atorvastatin 40 mg at night, and has a GTN spray that he has not needed for years. I started tamsulosin 400 micrograms daily 3 months ago; it has improved his stream a little, but it makes him dizzy when he stands up quickly. He has no known allergies.',
      'He smoked 20 a day for 40 years and stopped after his heart attack. He drinks 2 pints of bitter on a Friday. He lives with his wife, Pat. His father was diagnosed with prostate cancer at 78 and died of it, and Mr Foster is anxious that he has the same thing. He would like to avoid an operation if he can.',
      'Yours sincerely,',
      'Dr Michael Osei, Hawthorn Lane Surgery',
    ].join('\n'),
    symptoms: [
      {
        name: 'Poor urinary stream',
        description: 'A weak stream with hesitancy and straining.',
        severity: 'moderate',
      },
      { name: 'Nocturia', description: 'Getting up at night to pass urine.', severity: 'moderate' },
      {
        name: 'Urinary frequency',
        description: 'Passing urine about every hour in the day.',
        severity: 'moderate',
      },
      { name: 'Terminal dribbling', description: 'Dribbling at the end of passing urine.', severity: 'mild' },
      {
        name: 'Incomplete emptying',
        description: 'A feeling the bladder has not emptied.',
        severity: 'mild',
      },
    ],
    diagnosis: 'Benign prostatic hyperplasia with lower urinary tract symptoms',
    treatments:
      'Digital rectal examination, PSA after counselling, urinalysis, frequency-volume chart, add finasteride (5-alpha reductase inhibitor) to tamsulosin, reduce caffeine and evening fluids, consider TURP if medical treatment fails',
  },
  questions: [
    {
      ask: 'What seems to be the problem?',
      mustContain: [['water', 'waterworks', 'urine', 'stream', 'wee', 'toilet']],
    },
    { ask: 'How long has this been going on?', mustContain: [['18', 'eighteen', 'year and a half']] },
    { ask: 'How would you describe your stream?', mustContain: [['weak']] },
    { ask: 'Do you have to wait before it gets going?', affirm: true },
    { ask: 'How many times do you get up in the night to pass water?', mustContain: [['4', 'four']] },
    { ask: 'how often r u going in the daytime', mustContain: [['hour']] },
    { ask: 'Do you feel there is still some urine left after you have been?', affirm: true },
    { ask: 'Have you had any leaking or accidents?', affirm: true, mustContain: [['once', 'one']] },
    { ask: 'Does it burn or sting when you pass urine?', affirm: false },
    { ask: 'Have you ever seen blood in your urine?', affirm: false },
    { ask: 'Is there anything that makes it worse?', mustContain: [['tea', 'drinks']] },
    { ask: 'How many cups of tea do you drink a day?', mustContain: [['6', 'six']] },
    { ask: 'Has anything helped?', mustContain: [['tea', 'tamsulosin', 'stream']] },
    { ask: 'Have you had any heart problems?', affirm: true, mustContain: [['heart attack', 'stent']] },
    { ask: 'Have you had any operations?', mustContain: [['knee', 'stent']] },
    {
      ask: 'What tablets are you on?',
      mustContain: [['aspirin', 'bisoprolol', 'ramipril', 'atorvastatin', 'tamsulosin']],
    },
    { ask: 'Do you take any blood thinners?', mustContain: [['aspirin']] },
    { ask: 'Has the new tablet given you any side effects?', mustContain: [['dizzy']] },
    { ask: 'Are you allergic to anything?', affirm: false },
    { ask: 'Do you smoke?', mustContain: [['stopped', 'quit', 'gave up', 'used to', 'ex smoker']] },
    { ask: 'How much alcohol do you drink?', mustContain: [['2', 'two', 'pints']] },
    { ask: 'What did you do for a living?', mustContain: [['electrician']] },
    { ask: 'Who do you live with at home?', mustContain: [['pat', 'wife']] },
    { ask: 'Has anyone in your family had prostate trouble?', mustContain: [['father', 'dad']] },
    { ask: 'What are you most worried about?', mustContain: [['cancer']] },
    {
      ask: 'What do you like to do in your spare time?',
      mustNotContain: ['golf', 'fishing', 'garden', 'allotment', 'bowls'],
    },
    { ask: 'What is your blood pressure usually?', mustNotContain: ['130', '140', '150', '160'] },
    {
      ask: 'Have you been abroad recently?',
      mustNotContain: ['holiday', 'flew', 'flight', 'spain', 'came back'],
    },
  ],
};
