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
export const endometrialCancer: InterviewCase = {
  id: 'endometrial-cancer',
  system: 'gynaecological',
  patient: {
    name: 'Janet Whitfield',
    medicalHistory:
      'Dear Dr Adeyemi,\n\n' +
      'Re: Mrs Janet Whitfield, aged 63\n\n' +
      'I would be grateful if you would see Mrs Whitfield, a retired school secretary, under the two-week wait pathway with postmenopausal bleeding. Her periods stopped when she was 52 and she had no bleeding at all for eleven years until about six weeks ago, when she noticed spotting on her underwear. Since then she has had three episodes of bleeding, each lasting two or three days; the heaviest was last week, when she needed pads for two days and passed a few small clots. Between the episodes she has a thin, watery, pink-tinged discharge most days. She has an occasional dull ache low in her pelvis but no real pain, and she rates it no more than 2/10. She has not been sexually active since her husband, Derek, died in 2022, so there has been no bleeding after intercourse. Her bowels and waterworks are normal, she has not lost weight and her appetite is good. She has never taken HRT. Her last cervical screening test, in 2022, was normal.\n\n' +
      'She has type 2 diabetes, controlled on metformin, hypertension and a raised BMI (38). She was told she had polycystic ovaries in her twenties, when she and Derek tried for a baby for several years; she has no children. She had her gallbladder removed by keyhole surgery in 2015. Her medicines are metformin 1 g twice daily, ramipril 5 mg once daily and atorvastatin 20 mg at night. She is allergic to Elastoplast, which blisters her skin. Her mother had a stroke at 74; there is no family history of bowel, breast or ovarian cancer that she knows of. She has never smoked and drinks a glass of wine on a Saturday evening. She lives alone with her dog, Biscuit, and her niece, Claire, lives nearby.\n\n' +
      "She is frightened that this is 'something serious' and is anxious about having an internal examination, having found her last smear very uncomfortable. On examination her abdomen was soft, with no masses felt; speculum examination showed a healthy-looking cervix with a small amount of blood coming through the os. I have arranged a full blood count.\n\n" +
      'Many thanks for seeing her.\n\n' +
      'Yours sincerely,\n\nDr Helen Marsh',
    symptoms: [
      {
        name: 'Vaginal bleeding',
        description: 'Bright red, with a few small clots at its heaviest',
        severity: 'moderate',
      },
      {
        name: 'Vaginal discharge',
        description: 'Thin, watery and pink-tinged; no smell and no itching',
        severity: 'mild',
      },
      {
        name: 'Pelvic pain',
        description: 'A dull ache low down in the middle that comes and goes, not every day',
        severity: 'mild',
      },
    ],
    diagnosis: 'Endometrial cancer',
    treatments:
      'Urgent transvaginal ultrasound to measure endometrial thickness; endometrial biopsy (Pipelle) or hysteroscopy with biopsy; if confirmed, MRI staging and total hysterectomy with bilateral salpingo-oophorectomy; gynaecological oncology MDT; weight management and optimisation of her diabetes.',
  },
  questions: [
    {
      ask: "Hello Mrs Whitfield, I'm a medical student. What's brought you along today?",
      mustContain: [['bleed', 'bleeding', 'spotting', 'blood']],
      mustNotContain: ['cancer', 'endometrial', 'womb', 'uterine', 'uterus'],
    },
    { ask: 'How old were you when your periods stopped?', mustContain: [['52', 'fifty two']] },
    { ask: 'When did you first notice the bleeding?', mustContain: [['6', 'six']] },
    { ask: 'How many times has it happened since then?', mustContain: [['3', 'three']] },
    { ask: 'How heavy has the bleeding been?', mustContain: [['pad', 'pads', 'clot', 'clots']] },
    { ask: 'What colour is the blood?', mustContain: ['red'] },
    { ask: 'Have you had any discharge?', mustContain: [['watery', 'pink', 'thin']], affirm: true },
    { ask: 'Where do you feel the ache?', mustContain: [['pelvis', 'low', 'lower']] },
    { ask: 'How bad is the ache, out of ten?', mustContain: [['2', 'two']] },
    { ask: 'Is the ache there every day?', affirm: false },
    { ask: 'Any bleeding after sex?', affirm: false },
    { ask: 'Have you lost any weight?', affirm: false },
    { ask: 'Have you ever taken HRT?', affirm: false },
    {
      ask: 'Was there any bleeding at all in the years between your periods stopping and six weeks ago?',
      affirm: false,
    },
    { ask: 'When was your last smear test?', mustContain: ['2022'] },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['diabetes', 'blood pressure', 'hypertension']],
    },
    { ask: 'Do you have any children?', affirm: false },
    { ask: 'Have you ever had an operation?', mustContain: [['gallbladder', 'gall bladder', 'keyhole']] },
    { ask: 'What medications are you on?', mustContain: ['metformin', 'ramipril', 'atorvastatin'] },
    { ask: 'Do you have any allergies?', mustContain: [['elastoplast', 'plaster', 'plasters']] },
    { ask: 'Does anything run in your family?', mustContain: ['stroke'] },
    { ask: 'Have you ever smoked?', affirm: false },
    { ask: 'Do you drink at all?', mustContain: [['wine', 'saturday']] },
    { ask: 'What work did you do?', mustContain: [['secretary', 'school']] },
    { ask: "Who's at home with you?", mustContain: [['alone', 'on my own', 'by myself', 'biscuit', 'dog']] },
    {
      ask: 'Is there anything worrying you about today?',
      mustContain: [['serious', 'examination', 'internal', 'smear']],
    },
    { ask: 'When did you last have a mammogram?', mustContain: [notSure] },
    {
      ask: 'Could this be cancer of the womb?',
      mustContain: [notSure],
      mustNotContain: ['endometrial', 'womb', 'uterine', 'uterus'],
    },
  ],
};
