import type { InterviewCase } from '../types.js';

const key = ['torsion', 'twisted', 'twist'];

export const ovarianTorsion: InterviewCase = {
  id: 'ovarian-torsion',
  system: 'gynaecological',
  patient: {
    name: 'Chloe Bennett',
    medicalHistory:
      'Chloe is a 19-year-old law student who was woken at 4 am today by sudden, severe pain low down on the left side of her tummy. At first the pain came in waves lasting a few minutes, but since about 7 am it has been constant. She describes it as sharp and stabbing, and it shoots down into her left groin and the inside of her left thigh. She scores it 9 out of 10. Moving, walking and every bump in the taxi made it much worse; lying still on her side with her knees pulled up helps a little. She took two co-codamol tablets at 5 am, which did not help. She has felt sick since it started and has vomited three times. She has not had a temperature. She has no vaginal bleeding or discharge, no pain passing urine and no diarrhoea; her bowels opened normally yesterday. About a month ago she had a similar but milder pain in the same place that lasted about twenty minutes and went away on its own.\n\n' +
      'Her last period started two weeks ago; her periods are regular, every 28 days, and heavy and painful on the first two days. She has one regular boyfriend and they use condoms. Six months ago she had an ultrasound scan for painful periods, which showed a 5 cm cyst on her left ovary; she was meant to have a repeat scan but missed the appointment. She has never had an operation. She takes no regular medicines and is not on the pill. She is allergic to latex, which brings her out in itchy hives.\n\n' +
      'Her mother has endometriosis, and her grandmother had breast cancer at 60. Her older brother had his appendix out last year.\n\n' +
      'She lives in university halls with four flatmates; her mum lives in Leeds. She does not smoke, drinks about 14 units at the weekend, and has never taken drugs. She is worried that it is her appendix, like her brother.',
    symptoms: [
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'severe' },
      { name: 'Groin pain', description: 'Pain in the groin', severity: 'moderate' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'moderate' },
      {
        name: 'Vomiting',
        description: 'Bringing food or fluid back up from the stomach',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Left ovarian torsion (on a known ovarian cyst)',
    treatments:
      'Urine pregnancy test; IV access, bloods (FBC, CRP, group and save); IV analgesia and antiemetics; nil by mouth; urgent pelvic ultrasound with Doppler; urgent gynaecology review for diagnostic laparoscopy and detorsion, with ovarian cystectomy, conserving the ovary where possible.',
  },
  questions: [
    {
      ask: "What's brought you in this morning?",
      mustContain: [['pain', 'tummy', 'stomach', 'abdomen']],
      mustNotContain: key,
    },
    { ask: 'Whereabouts is the pain?', mustContain: [['left']] },
    { ask: 'When did it start?', mustContain: [['4', 'four']] },
    { ask: 'Did it come on all of a sudden?', mustContain: [['sudden', 'suddenly', 'woke']], affirm: true },
    { ask: 'What does the pain feel like?', mustContain: [['sharp', 'stabbing']] },
    { ask: 'Does the pain spread anywhere?', mustContain: [['groin', 'thigh']], affirm: true },
    { ask: 'How bad is it out of ten?', mustContain: [['9', 'nine']] },
    { ask: 'What makes it worse?', mustContain: [['moving', 'move', 'walking', 'bump', 'bumps']] },
    { ask: 'Is there anything that eases it?', mustContain: [['knees', 'still']] },
    {
      ask: 'Have you taken anything for the pain?',
      mustContain: [['co codamol', 'codamol', 'painkiller', 'painkillers']],
    },
    { ask: 'Have you been sick?', mustContain: [['three', '3']], affirm: true },
    { ask: 'Have you had a fever?', affirm: false },
    { ask: 'How much do you weigh?', mustNotContain: ['kg', 'kilos', 'kilograms', 'stone', 'pounds'] },
    {
      ask: 'Do you happen to know your blood group?',
      mustContain: [['not sure', 'know', 'idea', 'remember']],
      mustNotContain: ['positive', 'negative'],
    },
    { ask: 'Have you ever had a pain like this before?', mustContain: [['month']], affirm: true },
    { ask: 'When was your last period?', mustContain: [['two weeks', '2 weeks', 'fortnight']] },
    {
      ask: 'Do you have any medical problems?',
      mustContain: [['cyst', 'periods', 'scan']],
      mustNotContain: key,
    },
    { ask: 'Have you had any operations?', affirm: false },
    { ask: 'Are you on the pill?', affirm: false },
    { ask: 'Are you allergic to anything?', mustContain: [['latex']] },
    {
      ask: 'Any illnesses that run in your family?',
      mustContain: [['endometriosis', 'breast', 'cancer', 'appendix']],
      mustNotContain: key,
    },
    { ask: 'Has anyone in your family had their appendix out?', mustContain: [['brother']], affirm: true },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much do you drink?', mustContain: [['14', 'fourteen']] },
    { ask: 'What do you do - are you working or studying?', mustContain: [['student', 'law', 'studying']] },
    { ask: 'Who do you live with?', mustContain: [['halls', 'flatmates', 'flat', 'students']] },
    { ask: 'What are you worried this might be?', mustContain: [['appendix']], mustNotContain: key },
    { ask: 'Is there anything else you want to tell me?', mustNotContain: key },
  ],
};
