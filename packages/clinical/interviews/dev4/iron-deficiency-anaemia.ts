import type { InterviewCase } from '../types.js';

/** Style 3: a GP's narrative referral letter in full prose. */
export const ironDeficiencyAnaemia: InterviewCase = {
  id: 'iron-deficiency-anaemia',
  system: 'haematology',
  patient: {
    name: 'Chloe Adeyemi',
    medicalHistory:
      'Dear Gynaecology team, I would be grateful if you could see Ms Chloe Adeyemi, a 41-year-old accountant, who has had increasingly heavy periods for the past nine months. Her periods now last eight days, where they used to last five, and on days one to three she floods through a super tampon and a pad every one to two hours and passes clots about the size of a 50p coin. She has twice had to leave a work meeting because of flooding and often leaks onto the sheets at night. Her cycle remains regular at 28 days. She has no bleeding between periods or after sex, and her last smear in 2024 was normal. Over the last three months she has become very tired, gets breathless climbing the two flights of stairs to her office, and occasionally feels her heart racing. She has noticed her hair thinning and has been craving ice to chew. She has had no weight loss, her bowels are normal and she has not seen any black or bloody stools. She has two children, aged 9 and 12, both normal vaginal deliveries, and her husband David has had a vasectomy. She has no significant past medical history. I started mefenamic acid 500 mg three times a day during her periods two months ago, which has helped only a little; she is not taking any iron. She has no known drug allergies. Her mother had a hysterectomy for fibroids at the age of 45. She does not smoke, drinks about 4 units a week and has been vegetarian for ten years. She is worried that she will need a hysterectomy like her mother. With thanks, Dr Samuel Okafor.',
    symptoms: [
      {
        name: 'Heavy periods',
        description: 'Heavy, prolonged periods with flooding and clots for nine months',
        severity: 'severe',
      },
      { name: 'Tiredness', description: 'Very tired for three months', severity: 'moderate' },
      {
        name: 'Breathlessness on exertion',
        description: 'Breathless climbing two flights of stairs',
        severity: 'moderate',
      },
      { name: 'Palpitations', description: 'Occasional racing heart', severity: 'mild' },
      { name: 'Hair thinning', description: 'Hair getting thinner', severity: 'mild' },
    ],
    diagnosis: 'Iron-deficiency anaemia',
    treatments:
      'FBC, ferritin, TFTs and coagulation screen; pelvic ultrasound; oral ferrous sulphate with recheck of haemoglobin in 4 weeks; tranexamic acid during periods or a levonorgestrel intrauterine system; dietary advice.',
  },
  questions: [
    {
      ask: "What's the main problem you've been having?",
      mustContain: [['period', 'bleed']],
      mustNotContain: ['anaemi', 'anemi'],
    },
    {
      ask: 'How long have your periods been heavy?',
      mustContain: [['9', 'nine']],
      mustNotContain: ['anaemi', 'anemi'],
    },
    {
      ask: 'How many days does your period last now?',
      mustContain: [['8', 'eight']],
      mustNotContain: ['anaemi'],
    },
    { ask: 'And how long did it use to last?', mustContain: [['5', 'five']], mustNotContain: ['anaemi'] },
    {
      ask: 'How often are you changing your pads or tampons on the heavy days?',
      mustContain: [['1', 'one', '2', 'two']],
      mustNotContain: ['anaemi'],
    },
    {
      ask: 'Are you passing any clots? How big?',
      mustContain: ['50'],
      mustNotContain: ['anaemi'],
      affirm: true,
    },
    {
      ask: 'Is your cycle regular?',
      mustContain: ['28'],
      mustNotContain: ['anaemi', 'irregular'],
      affirm: true,
    },
    { ask: 'Any bleeding between your periods or after sex?', mustNotContain: ['anaemi'], affirm: false },
    {
      ask: 'When did you last have a smear, and was it normal?',
      mustContain: ['2024'],
      mustNotContain: ['anaemi', 'abnormal'],
    },
    {
      ask: 'How has it affected your work?',
      mustContain: [['meeting', 'twice', 'leave']],
      mustNotContain: ['anaemi'],
    },
    { ask: 'Have you been feeling tired?', mustNotContain: ['anaemi'], affirm: true },
    {
      ask: 'Do you get out of breath at all?',
      mustContain: ['stair'],
      mustNotContain: ['anaemi'],
      affirm: true,
    },
    { ask: 'Have you noticed your heart racing or pounding?', mustNotContain: ['anaemi'], affirm: true },
    {
      ask: 'Have you had any unusual cravings?',
      mustContain: ['ice'],
      mustNotContain: ['anaemi'],
      affirm: true,
    },
    { ask: 'Have you lost any weight?', mustNotContain: ['anaemi'], affirm: false },
    {
      ask: 'Any black stools or blood when you open your bowels?',
      mustNotContain: ['anaemi'],
      affirm: false,
    },
    {
      ask: 'Have you got any children?',
      mustContain: [
        ['2', 'two'],
        ['9', 'nine'],
        ['12', 'twelve'],
      ],
      mustNotContain: ['anaemi', 'caesarean'],
      affirm: true,
    },
    {
      ask: 'What do you use for contraception?',
      mustContain: [['vasectomy', 'david', 'husband']],
      mustNotContain: ['anaemi', 'pill', 'coil'],
    },
    {
      ask: 'Have you had any medical problems before?',
      mustNotContain: ['anaemi', 'diabetes', 'thyroid'],
      affirm: false,
    },
    {
      ask: 'Are you taking anything for the periods?',
      mustContain: ['mefenamic'],
      mustNotContain: ['anaemi', 'tranexamic'],
      affirm: true,
    },
    {
      ask: 'What dose is that and when do you take it?',
      mustContain: ['500', ['three', '3']],
      mustNotContain: ['anaemi'],
    },
    { ask: 'Has it helped?', mustContain: ['little'], mustNotContain: ['anaemi'] },
    { ask: 'Are you taking any iron tablets?', mustNotContain: ['anaemi', 'ferrous'], affirm: false },
    { ask: 'Any allergies to medication?', mustNotContain: ['anaemi'], affirm: false },
    {
      ask: 'Has anyone in your family had problems with their periods or womb?',
      mustContain: [
        ['mother', 'mum'],
        ['fibroid', 'hysterectomy'],
      ],
      mustNotContain: ['anaemi'],
    },
    {
      ask: 'What do you eat? Do you eat meat?',
      mustContain: ['vegetarian'],
      mustNotContain: ['anaemi', 'vegan'],
    },
    {
      ask: 'Do you smoke, and how much alcohol do you drink?',
      mustContain: [['4', 'four']],
      mustNotContain: ['anaemi'],
    },
    {
      ask: "Is there anything you're particularly worried about?",
      mustContain: ['hysterectomy'],
      mustNotContain: ['anaemi', 'cancer'],
    },
  ],
};
