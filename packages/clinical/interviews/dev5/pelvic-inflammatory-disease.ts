import type { InterviewCase } from '../types.js';

/** Style: catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const pelvicInflammatoryDisease: InterviewCase = {
  id: 'pelvic-inflammatory-disease',
  system: 'gynaecological',
  patient: {
    name: 'Chloe Bennett',
    medicalHistory:
      'Chloe Bennett is a 23-year-old university student who works part-time as a barista. Five days ago she developed a dull, aching pain low down in her tummy, on both sides but worse on the right. It has got steadily worse and is now 6 out of 10. It is there all the time. It is worse during sex and when she walks quickly or the bus goes over bumps. Paracetamol takes the edge off it. For about a week she has had a yellowish, smelly vaginal discharge, and she has had some spotting between periods after sex twice this week. Since last night she has felt feverish and shivery, and her temperature was 38.1. She feels slightly sick but has not vomited. She has no burning when she passes urine, and her bowels are normal. Her last period started 18 days ago and was normal; her cycle is regular, every 28 days. A pregnancy test she did at home yesterday was negative. She has had a new male partner for 2 months and they do not always use condoms. She takes the combined pill, Microgynon, every day. She had chlamydia at 19, which was treated. She had asthma as a child but has grown out of it, and she has had no operations. She is allergic to latex, which gives her an itchy red rash. She smokes 5 cigarettes a day and drinks about 14 units at the weekend. She lives in a shared student house with 3 friends. Her mum has type 2 diabetes. Chloe is worried that this could affect her chances of having children.',
    symptoms: [
      { name: 'Pain', description: 'Discomfort in a part of the body.', severity: 'moderate' },
      { name: 'Discharge', description: 'Fluid coming from a part of the body.', severity: 'moderate' },
      { name: 'Fever', description: 'A raised body temperature.', severity: 'mild' },
      { name: 'Bleeding', description: 'Loss of blood.', severity: 'mild' },
      { name: 'Nausea', description: 'Feeling sick.', severity: 'mild' },
    ],
    diagnosis: 'Pelvic inflammatory disease',
    treatments:
      'Endocervical swabs for chlamydia and gonorrhoea, pregnancy test, IM ceftriaxone then oral doxycycline and metronidazole for 14 days, partner notification and treatment, abstain from sex until both treated, review in 72 hours',
  },
  questions: [
    { ask: "What's brought you in today?", mustContain: [['pain', 'tummy']] },
    { ask: 'Can you show me where the pain is?', mustContain: [['low', 'lower', 'tummy', 'belly']] },
    { ask: 'Is it worse on one side?', mustContain: [['right']] },
    { ask: 'When did the pain start?', mustContain: [['5', 'five']] },
    { ask: 'How would you describe the pain?', mustContain: [['dull', 'ache', 'aching']] },
    { ask: 'Out of ten, how bad is it now?', mustContain: [['6', 'six']] },
    { ask: 'Does anything make the pain worse?', mustContain: [['sex', 'walk', 'walking', 'bumps']] },
    { ask: 'Have you taken any painkillers for it?', mustContain: [['paracetamol']] },
    {
      ask: 'Have you noticed any discharge?',
      affirm: true,
      mustContain: [['yellow', 'yellowish', 'smelly']],
    },
    { ask: 'Any bleeding between your periods?', affirm: true, mustContain: [['twice', 'two', '2', 'sex']] },
    { ask: 'Have you had a fever?', affirm: true, mustContain: [['38.1', '38']] },
    { ask: 'When was your last period?', mustContain: [['18', 'eighteen']] },
    { ask: 'is there any chance u could be pregnant', mustContain: [['negative', 'test']] },
    { ask: 'Do you and your partner use condoms?', mustContain: [['always']] },
    { ask: 'What do you use for contraception?', mustContain: [['pill', 'microgynon']] },
    {
      ask: 'Have you ever had a sexually transmitted infection?',
      affirm: true,
      mustContain: [['chlamydia']],
    },
    { ask: 'Have you had any operations?', affirm: false },
    { ask: 'Are you allergic to anything?', mustContain: [['latex']] },
    { ask: 'What reaction do you get to latex?', mustContain: [['rash', 'itchy']] },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['5', 'five']] },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['14', 'fourteen']] },
    { ask: 'What do you do, are you working or studying?', mustContain: [['student', 'barista']] },
    { ask: 'Who do you live with?', mustContain: [['friends', 'shared', '3', 'three']] },
    { ask: 'Does anything run in your family?', mustContain: [['diabetes']] },
    { ask: 'What are you most worried about?', mustContain: [['children']] },
    { ask: 'How long have you been on the pill?', mustNotContain: ['years', 'since i was'] },
    {
      ask: 'When was your last smear test?',
      mustNotContain: ['smear was', 'last year', 'abnormal', 'years ago'],
    },
    {
      ask: 'Does your partner have any symptoms?',
      mustNotContain: ['he has', "he's had", 'discharge', 'burning'],
    },
  ],
};
