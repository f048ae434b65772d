import type { InterviewCase } from '../types.js';

const diagnosisWords = ['polycystic', 'pcos', 'cyst', 'ovary syndrome', 'ovarian syndrome'];
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

export const polycysticOvarySyndrome: InterviewCase = {
  id: 'polycystic-ovary-syndrome',
  system: 'endocrine',
  patient: {
    name: 'Aisha Rahman',
    medicalHistory: `Dear Doctor,

Re: Miss Aisha Rahman, aged 24

I would be grateful if you could see this young woman, whom I saw in surgery last week about her irregular periods. Her periods started when she was 12 and have never been very regular, but over the past 2 years they have become much less frequent: she has had only 3 periods in the last 12 months, the last one 4 months ago. When they come they are heavy for the first 2 days and last about 7 days, with crampy pain low down on both sides of her tummy, which she scores 6 out of 10. She has no bleeding between periods and no bleeding after sex. She has never been pregnant, and a pregnancy test she did last week was negative.

She is very troubled by dark, coarse hair on her chin, upper lip and around her belly button, which she has been plucking daily and is now having laser treatment for privately. She has had acne along her jaw line and on her back since her late teens that has not settled with several creams. She has put on about 10 kg over the last 18 months despite going to the gym 3 times a week, and she has noticed dark, velvety skin in both armpits. The hair on the crown of her head has become thinner. She denies headaches, problems with her vision or any milky discharge from her nipples, and she has had no hot flushes. Her BMI today was 31.

She has mild asthma, for which she uses a salbutamol inhaler about once a month. She was treated for low mood with sertraline 50 mg for a year from 2022, and stopped it herself last summer as she felt much better. She had a 3-month course of lymecycline for her acne last year, without much effect. She has never had an operation. She is allergic to latex, which gives her an itchy rash.

Her mother has type 2 diabetes, and her older sister needed fertility treatment to conceive. Her father had a heart attack at 55.

She works as a pharmacy technician and lives with her parents and younger brother. She has never smoked and drinks alcohol rarely, only at family celebrations. She has been with her boyfriend for 2 years and they hope to start a family in the next few years; she is worried that she may not be able to have children, and also about getting diabetes like her mother. She finds the hair growth very embarrassing and avoids swimming.

I would value your opinion on further investigation and management.

Kind regards,

Dr Peter Okafor
Riverside Medical Practice`,
    symptoms: [
      {
        name: 'Irregular periods',
        description: 'Only 3 periods in 12 months; last period 4 months ago',
        severity: 'moderate',
      },
      {
        name: 'Excess hair growth',
        description: 'Dark coarse hair on the chin, upper lip and around the belly button',
        severity: 'moderate',
      },
      { name: 'Acne', description: 'Jaw line and back since her late teens', severity: 'mild' },
      { name: 'Weight gain', description: 'About 10 kg over 18 months', severity: 'moderate' },
      { name: 'Dark skin patches', description: 'Velvety dark skin in both armpits', severity: 'mild' },
      { name: 'Hair thinning', description: 'Thinning on the crown of the head', severity: 'mild' },
      {
        name: 'Period pain',
        description: 'Crampy lower abdominal pain on both sides, 6/10',
        severity: 'mild',
      },
    ],
    diagnosis: 'Polycystic ovary syndrome',
    treatments:
      'Pelvic ultrasound; bloods (testosterone, SHBG, LH and FSH, prolactin, TSH, HbA1c, lipids); lifestyle and weight management advice; combined oral contraceptive pill for cycle control and hirsutism; metformin if insulin resistant; eflornithine cream for facial hair; fertility referral when planning pregnancy; screen for depression and sleep apnoea',
  },
  questions: [
    {
      ask: "What's brought you in today?",
      mustContain: [['period', 'periods']],
      mustNotContain: diagnosisWords,
    },
    {
      ask: 'When did your periods start to become less frequent?',
      mustContain: [['2', 'two'], 'year'],
    },
    { ask: 'How many periods have you had in the last year?', mustContain: [['3', 'three']] },
    { ask: 'When was your last period?', mustContain: [['4', 'four'], 'month'] },
    {
      ask: 'Where do you feel the pain when you have a period?',
      mustContain: [['tummy', 'abdomen', 'stomach', 'both sides', 'lower', 'low down']],
    },
    { ask: 'What is the pain like?', mustContain: [['cramp', 'crampy', 'cramping', 'cramps']] },
    { ask: 'How bad is the pain out of ten?', mustContain: [['6', 'six']] },
    { ask: 'Could you be pregnant?', mustContain: ['negative'], affirm: false },
    {
      ask: 'Have you noticed more hair growing on your face or body?',
      mustContain: [['chin', 'lip', 'belly']],
      affirm: true,
    },
    {
      ask: 'Any problems with spots on your skin?',
      mustContain: [['acne', 'spots', 'jaw', 'back']],
      affirm: true,
    },
    { ask: 'Has your weight changed?', mustContain: [['10', 'ten']] },
    {
      ask: 'Have you noticed any darker patches of skin?',
      mustContain: [['armpit', 'armpits', 'underarm']],
      affirm: true,
    },
    { ask: 'Any milky discharge from your nipples?', affirm: false },
    { ask: 'Do you have any medical conditions?', mustContain: [['asthma', 'low mood', 'mood']] },
    { ask: 'Have you ever had an operation?', affirm: false },
    { ask: 'What medicines do you use?', mustContain: [['salbutamol', 'inhaler']] },
    { ask: 'Are you still taking the sertraline?', affirm: false },
    { ask: 'Are you allergic to anything?', mustContain: ['latex'], affirm: true },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['diabetes', 'fertility', 'heart attack']],
    },
    {
      ask: 'Has your dad had any health problems?',
      mustContain: [['heart attack', 'heart']],
      affirm: true,
    },
    { ask: 'Do you smoke?', affirm: false },
    {
      ask: 'How often do you drink alcohol?',
      mustContain: [['rarely', 'celebrations', 'celebration', 'occasion', 'occasions']],
    },
    { ask: "What's your job?", mustContain: ['pharmacy'] },
    {
      ask: 'Who do you live with?',
      mustContain: [['parents', 'mum', 'dad', 'mother', 'father', 'brother']],
    },
    {
      ask: 'Is there anything you are particularly worried about?',
      mustContain: [['children', 'child', 'baby', 'pregnant', 'family', 'diabetes']],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Is there anything else you want to tell me?', mustNotContain: diagnosisWords },
    {
      ask: 'Have you ever had a scan of your ovaries?',
      mustContain: [unsure],
      mustNotContain: diagnosisWords.concat(['was normal', 'showed']),
    },
    {
      ask: 'What is your blood group?',
      mustContain: [unsure],
      mustNotContain: ['positive', 'negative'],
    },
  ],
};
