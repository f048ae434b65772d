import type { InterviewCase } from '../types.js';

const dx = ['torsion', 'twist'];

export const testicularTorsion: InterviewCase = {
  id: 'testicular-torsion',
  system: 'genitourinary',
  patient: {
    name: 'Kieran Walsh',
    medicalHistory:
      "Kieran is a 15-year-old schoolboy in Year 10 who woke at 5 o'clock this morning with sudden, severe pain in his left testicle. " +
      'He describes it as a deep, crushing ache, like being kicked there, 10 out of 10. The pain also spreads up into the left lower part of his tummy. ' +
      'He has vomited twice and still feels sick. Over the last three hours the left side of his scrotum has become swollen and red, and that testicle sits higher than the right one. ' +
      'He cannot bear anyone touching it, or even the weight of the bedsheet on it, and walking makes it worse. Nothing helps, not even lying still. ' +
      'He has had no injury: he played football two days ago but was not hit there. ' +
      'He has had two short episodes of similar left-sided pain in the past six months, each lasting about 20 minutes and settling on its own, and he told no one about them. ' +
      'No burning when passing urine and no discharge; he has never been sexually active. No fever. ' +
      'He is otherwise well; he broke his right wrist falling off a skateboard at age 11. He takes no regular medicines and took two paracetamol at 6 am, which did nothing. ' +
      'He is allergic to peanuts, which make his lips swell. His father had a kidney stone last year. ' +
      'He lives with his mum, Sarah, his stepdad and his younger sister. He plays in goal for a Sunday league football team and likes video games. ' +
      "He does not smoke or drink alcohol but has tried vaping a few times at parties. He is embarrassed and worried that he will miss Sunday's match.",
    symptoms: [
      { name: 'Testicular pain', description: 'Pain in the testicle', severity: 'severe' },
      { name: 'Abdominal pain', description: 'Pain in the abdomen', severity: 'moderate' },
      { name: 'Nausea and vomiting', description: 'Feeling sick and being sick', severity: 'moderate' },
      { name: 'Scrotal swelling', description: 'Swelling of the scrotum', severity: 'moderate' },
    ],
    diagnosis: 'Left testicular torsion',
    treatments:
      'Emergency urological referral for scrotal exploration and bilateral orchidopexy within 6 hours of onset; analgesia and antiemetics; nil by mouth',
  },
  questions: [
    {
      ask: "What's brought you in this morning?",
      mustContain: [['testic', 'ball', 'groin', 'privates', 'nut', 'scrot']],
      mustNotContain: dx,
    },
    {
      ask: 'Which side is the pain on?',
      mustContain: ['left'],
      mustNotContain: [...dx, 'right side', 'right testicle', 'right ball', 'both sides'],
    },
    { ask: 'When did it start?', mustContain: [['5', 'five']], mustNotContain: dx },
    {
      ask: 'Did it come on suddenly or gradually?',
      mustContain: [['sudden']],
      mustNotContain: [...dx, 'gradual'],
    },
    {
      ask: 'What does the pain feel like?',
      mustContain: [['crush', 'kick', 'ache', 'deep']],
      mustNotContain: [...dx, 'sharp', 'stabbing'],
    },
    { ask: 'How bad is it out of ten?', mustContain: [['10', 'ten']], mustNotContain: dx },
    {
      ask: 'Does the pain spread anywhere?',
      mustContain: [['tummy', 'stomach', 'abdom', 'belly']],
      mustNotContain: [...dx, 'right side', 'back'],
    },
    { ask: 'Have you been sick?', affirm: true, mustContain: [['twice', 'two', '2']], mustNotContain: dx },
    {
      ask: 'Have you noticed any swelling down there?',
      affirm: true,
      mustContain: ['left'],
      mustNotContain: dx,
    },
    {
      ask: 'Has the skin changed colour?',
      mustContain: [['red']],
      mustNotContain: [...dx, 'purple', 'blue', 'black'],
    },
    {
      ask: 'Does that testicle look any different from the other one?',
      mustContain: [['higher', 'up']],
      mustNotContain: [...dx, 'left one is lower', 'left is lower'],
    },
    { ask: 'What makes the pain worse?', mustContain: [['touch', 'sheet', 'walk']], mustNotContain: dx },
    { ask: 'Is there anything you cannot bear?', mustContain: [['touch', 'sheet']], mustNotContain: dx },
    {
      ask: 'Does anything make it better?',
      mustContain: [['nothing', 'not even', 'lying']],
      mustNotContain: dx,
    },
    { ask: 'Have you had any injury there?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you had a pain like this before?',
      affirm: true,
      mustContain: [['twice', 'two', '2']],
      mustNotContain: dx,
    },
    { ask: 'How long did those earlier pains last?', mustContain: [['20', 'twenty']], mustNotContain: dx },
    {
      ask: 'Did you tell anyone about them?',
      mustContain: [['no one', 'nobody', 'anyone']],
      mustNotContain: dx,
    },
    { ask: 'Any burning when you wee?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you ever broken a bone? Which side?',
      mustContain: [['wrist'], ['right']],
      mustNotContain: [...dx, 'left wrist'],
    },
    {
      ask: 'Have you taken anything for the pain?',
      mustContain: [['paracetamol']],
      mustNotContain: [...dx, 'ibuprofen'],
    },
    {
      ask: 'Are you allergic to anything, and what happens?',
      mustContain: [['peanut'], ['lip']],
      mustNotContain: [...dx, 'penicillin'],
    },
    {
      ask: 'Does anything run in the family?',
      mustContain: [['stone'], ['dad', 'father']],
      mustNotContain: dx,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['mum', 'mother', 'sarah'], ['sister']],
      mustNotContain: dx,
    },
    { ask: 'Do you smoke or vape?', mustContain: [['vap']], mustNotContain: dx },
    {
      ask: 'What are you worried about?',
      mustContain: [['football', 'match', 'sunday', 'embarrass']],
      mustNotContain: dx,
    },
    { ask: 'Have you ever had mumps?', mustNotContain: [...dx, 'i had mumps', 'had mumps when'] },
    {
      ask: 'What did you have to eat last night?',
      mustNotContain: [...dx, 'pizza', 'pasta', 'chips', 'burger', 'curry'],
    },
    {
      ask: 'Do you have a girlfriend?',
      mustNotContain: [...dx, 'my girlfriend', 'her name is', 'girlfriend is'],
    },
    { ask: 'Is it a twisted testicle?', mustNotContain: dx },
  ],
};
