import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't remember",
  'cannot remember',
];

export const smallBowelObstruction: InterviewCase = {
  id: 'small-bowel-obstruction',
  system: 'gastrointestinal',
  patient: {
    name: 'Linda Marsh',
    medicalHistory: `PC: 58F. Colicky central abdominal pain, vomiting and swollen tummy x 36 h.

HPC: Pain started Sat ~21:00, 2-3 h after a prawn curry takeaway. Cramping, around the umbilicus, comes in waves every 5-10 min, each lasting ~1 min, with a dull ache in between. Does not radiate. 6/10 between waves, 9/10 at peak. Vomited x6 since Sun AM: at first food, now green and larger amounts; nothing stays down, not even water. Abdomen "blown up like a balloon", getting tighter. BO last Sat AM (normal). No flatus since Sun lunchtime. No blood in vomit or PR. No diarrhoea. No urinary symptoms. No fever. Has not noticed any lumps in the groin. Partner Gareth ate the same curry and is well. No previous episodes.

PMH: depression (2019), stable on treatment. Mild asthma, never admitted.

PSH: LSCS 1994 (daughter Kirsty). Open abdominal hysterectomy 2014 for fibroids (long midline scar), complicated by a wound infection.

DH: sertraline 100 mg OD; salbutamol inhaler PRN (used once last month). Took 2 x co-codamol 8/500 Sun evening - vomited them back up.

Allergies: NKDA. Elastoplast -> blisters.

SH: school secretary. Lives with partner Gareth. Never smoked. EtOH ~6 u/wk (wine Fri and Sat). No recreational drugs.

FH: father - MI aged 60. Sister Paula - coeliac disease.

ICE: thinks it is food poisoning from the curry. Worried because Kirsty's wedding is in 9 days and she has a dress fitting on Thursday. Hoping for "something to stop the sickness" and to go home.

O/E: distended, tympanic, tender centrally, no peritonism; high-pitched tinkling bowel sounds. HR 104, BP 118/74, T 37.4. Dry mucous membranes. No hernia palpable.`,
    symptoms: [
      {
        name: 'Abdominal pain',
        description: 'Central, around the belly button, cramping in waves',
        severity: 'severe',
      },
      { name: 'Vomiting', description: 'Six times; now green', severity: 'severe' },
      {
        name: 'Abdominal distension',
        description: 'Tummy swollen and tight; her jeans would not do up by Sunday night',
        severity: 'moderate',
      },
      {
        name: 'Constipation',
        description: 'Bowels not opened since Saturday morning and no wind since Sunday lunchtime',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Adhesional small bowel obstruction (previous hysterectomy and caesarean section)',
    treatments:
      'Nil by mouth; IV fluids with potassium replacement; nasogastric tube on free drainage ("drip and suck"); IV analgesia and antiemetic; fluid balance chart and urinary catheter; bloods (FBC, U&E, lactate, CRP, VBG); CT abdomen and pelvis with contrast; Gastrografin follow-through if adhesional and no signs of strangulation; surgical review, laparotomy if ischaemia suspected or no resolution.',
  },
  questions: [
    {
      ask: "Hello Linda, I'm one of the surgical doctors. What's brought you in?",
      mustContain: [['pain', 'tummy', 'stomach']],
      mustNotContain: ['obstruction', 'adhesion', 'blockage'],
    },
    {
      ask: 'Can you show me where it hurts?',
      mustContain: [['belly button', 'middle', 'central', 'umbilicus', 'navel']],
    },
    { ask: 'When did the pain start?', mustContain: [['sat', '9 pm', '9pm', '21']] },
    { ask: 'What does the pain feel like?', mustContain: [['cramp', 'wave', 'colic']] },
    {
      ask: 'Does it come and go?',
      affirm: true,
      mustContain: [['5', 'five', '10', 'ten', 'minute']],
    },
    { ask: 'Does the pain go through to your back or anywhere else?', affirm: false },
    { ask: 'How bad is it at its worst, out of ten?', mustContain: [['9', 'nine']] },
    { ask: 'How many times have you been sick?', mustContain: [['6', 'six']] },
    { ask: 'What does the vomit look like?', mustContain: ['green'] },
    { ask: 'Have you seen any blood in your sick?', affirm: false },
    { ask: 'When did you last open your bowels?', mustContain: [['sat']] },
    { ask: 'Are you passing any wind?', affirm: false },
    {
      ask: 'Have you noticed your tummy swelling up?',
      affirm: true,
      mustContain: [['jeans', 'tight', 'balloon', 'swollen']],
    },
    { ask: 'Any diarrhoea?', affirm: false },
    { ask: 'Have you ever had anything like this before?', affirm: false },
    {
      ask: 'Have you had any operations on your tummy?',
      affirm: true,
      mustContain: [['hysterectomy', 'womb', 'caesarean', 'section']],
    },
    { ask: 'Do you have any other health problems?', mustContain: [['depression', 'asthma']] },
    { ask: 'What medicines do you normally take?', mustContain: ['sertraline'] },
    { ask: 'Are you allergic to any medications?', affirm: false },
    {
      ask: 'Are there any illnesses in your family?',
      mustContain: [['heart attack', 'father', 'dad', 'coeliac', 'paula', 'sister']],
    },
    { ask: 'Do you smoke at all?', affirm: false },
    { ask: 'How much alcohol would you drink in a week?', mustContain: [['6', 'six']] },
    { ask: 'What do you do for a living?', mustContain: ['secretary'] },
    { ask: 'Who do you live with?', mustContain: [['gareth', 'partner']] },
    {
      ask: 'What do you think has caused it?',
      mustContain: [['food poisoning', 'curry']],
    },
    {
      ask: 'Is there anything in particular you are worried about?',
      mustContain: [['wedding', 'kirsty', 'fitting']],
    },
    { ask: 'Have you done the bowel screening test they post out?', mustContain: [unsure] },
    {
      ask: 'Is it a bowel obstruction?',
      mustNotContain: ['obstruction', 'adhesion', 'blockage'],
    },
  ],
};
