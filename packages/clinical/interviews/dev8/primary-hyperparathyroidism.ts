import type { InterviewCase } from '../types.js';

const key = ['parathyroid', 'hyperparathyroidism', 'adenoma'];

export const primaryHyperparathyroidism: InterviewCase = {
  id: 'primary-hyperparathyroidism',
  system: 'endocrine',
  patient: {
    name: 'Janet Pryce',
    medicalHistory:
      'Dear colleague,\n\n' +
      'Re: Mrs Janet Pryce, aged 62\n\n' +
      'Thank you for seeing this retired bank clerk, whose calcium I found to be raised on routine blood tests in October. I repeated it twice, and her adjusted calcium was 2.84 and then 2.79 mmol/L, with a PTH of 9.8 pmol/L, which is not suppressed. Her kidney function is normal (eGFR 78) and her vitamin D is 48 nmol/L.\n\n' +
      "When I asked her about symptoms, she told me that she has felt 'washed out' for about a year. She is thirsty all the time, drinks about three litres of water a day, and gets up twice a night to pass urine. She has been constipated for six months and now opens her bowels only every three or four days. She has a vague ache in her knees and lower back, worse at the end of the day. Her husband feels she has become forgetful and low, and she admitted to me that she cries more easily and has lost interest in her garden. She has had indigestion on and off, but she has not vomited and has seen no blood in her stools. Her weight is steady. She has not noticed any lump in her neck and has no trouble swallowing.\n\n" +
      'Two years ago she was admitted to hospital with a left kidney stone, which passed on its own. Last February she broke her right wrist when she tripped on a kerb. She has high blood pressure, for which she took bendroflumethiazide 2.5 mg until I stopped it a month ago and started amlodipine 5 mg; her calcium stayed high afterwards. She also takes omeprazole 20 mg daily. After her fracture she started buying Adcal-D3 tablets from the chemist, which I have asked her to stop until you have seen her. She had a hysterectomy for fibroids at 45. She is allergic to Septrin, which gave her a blistering rash.\n\n' +
      'Her sister had a thyroid operation for a lump in her fifties, and her father died of a heart attack at 70. She knows of nobody in the family with kidney stones.\n\n' +
      'She lives with her husband, Geoff, in Shrewsbury and enjoys gardening. She has never smoked and has a glass of wine at the weekend. She would like to know why she feels so tired and whether her bones are thinning.\n\n' +
      'I would be grateful for your opinion on further investigation and management.\n\n' +
      'With best wishes,\n\n' +
      'Dr James Whitfield\nThe Abbey Surgery',
    symptoms: [
      { name: 'Fatigue', description: 'Washed out for about a year', severity: 'moderate' },
      { name: 'Excessive thirst', description: 'Drinks about three litres a day', severity: 'moderate' },
      { name: 'Frequent urination', description: 'Up twice a night to pass urine', severity: 'mild' },
      { name: 'Constipation', description: 'Bowels open every three or four days', severity: 'mild' },
      { name: 'Joint pain', description: 'Vague ache in the knees and lower back', severity: 'mild' },
      { name: 'Low mood', description: 'Tearful, forgetful, lost interest in her garden', severity: 'mild' },
    ],
    diagnosis: 'Primary hyperparathyroidism',
    treatments:
      'Stop the calcium and vitamin D supplement (Adcal-D3) and keep bendroflumethiazide stopped; drink plenty of fluids; 24-hour urine calcium to exclude familial hypocalciuric hypercalcaemia; renal ultrasound; DEXA bone density scan; neck ultrasound and sestamibi scan to localise the adenoma; referral to an endocrine surgeon for parathyroidectomy; cinacalcet if surgery is not possible.',
  },
  questions: [
    {
      ask: "What's been troubling you?",
      mustContain: [['tired', 'washed out', 'calcium', 'exhausted', 'thirsty']],
      mustNotContain: key,
    },
    { ask: 'How long have you been feeling like this?', mustContain: [['year']] },
    { ask: 'How much are you drinking in a day?', mustContain: [['three', '3']] },
    { ask: 'Do you get up in the night to pass water?', mustContain: [['twice', 'two', '2']], affirm: true },
    { ask: 'How are your bowels?', mustContain: [['constipated', 'constipation']] },
    { ask: 'Have you had any aches or pains?', mustContain: [['knees', 'knee', 'back']], affirm: true },
    { ask: 'How has your mood been?', mustContain: [['low', 'cry', 'tearful', 'interest']] },
    { ask: 'Have you been sick at all?', affirm: false },
    { ask: 'Have you noticed a lump in your neck?', affirm: false },
    {
      ask: 'Have you ever had kidney stones?',
      mustContain: [['left', 'two years', '2 years']],
      affirm: true,
    },
    { ask: 'Have you broken any bones?', mustContain: [['wrist']], affirm: true },
    {
      ask: 'Do you have any other medical problems?',
      mustContain: [['blood pressure', 'kidney stone', 'wrist']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hysterectomy', 'womb']] },
    {
      ask: 'What medicines are you taking at the moment?',
      mustContain: [['amlodipine', 'omeprazole', 'adcal']],
    },
    { ask: 'Are you on a water tablet?', mustContain: [['stopped', 'stop']] },
    {
      ask: 'Do you take any vitamins or supplements from the chemist?',
      mustContain: [['adcal', 'calcium']],
      affirm: true,
    },
    { ask: 'Do you have any allergies?', mustContain: [['septrin']] },
    { ask: 'What happened when you took Septrin?', mustContain: [['blister', 'blistering', 'rash']] },
    {
      ask: 'Are there any illnesses in your family?',
      mustContain: [['sister', 'thyroid', 'father', 'heart']],
      mustNotContain: key,
    },
    { ask: 'Does anyone in your family get kidney stones?', affirm: false },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink alcohol?', mustContain: [['wine']], affirm: true },
    { ask: 'What work did you do?', mustContain: [['bank']] },
    { ask: 'Who do you live with?', mustContain: [['geoff', 'husband']] },
    {
      ask: 'Is there anything in particular you are worried about?',
      mustContain: [['tired', 'bones', 'thinning']],
      mustNotContain: key,
    },
    { ask: 'Is there anything else you want to mention?', mustNotContain: key },
    {
      ask: "What's your blood group, do you know?",
      mustContain: [['not sure', 'know', 'idea', 'remember']],
      mustNotContain: ['positive', 'negative'],
    },
    {
      ask: 'How much do you weigh?',
      mustNotContain: ['kg', 'kilos', 'kilograms', 'pounds', 'lbs', 'stone and', 'stone in weight'],
    },
  ],
};
