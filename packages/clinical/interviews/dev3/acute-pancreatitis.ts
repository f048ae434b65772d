import type { InterviewCase } from '../types.js';

const dx = ['pancrea'];

export const acutePancreatitis: InterviewCase = {
  id: 'acute-pancreatitis',
  system: 'gastrointestinal',
  patient: {
    name: 'Gary Watkins',
    medicalHistory: `Presenting complaint:
Severe upper abdominal pain for 10 hours.

History of presenting complaint:
46-year-old man. Pain came on over about an hour at 2 am last night, after an evening at the pub for a friend's 50th birthday. Constant, boring pain in the upper middle of the abdomen, going straight through to the back. Scores it 9/10. Slightly eased by sitting forward on the edge of the bed; lying flat on his back makes it worse. Vomited five times since 3 am, yellowish fluid, no blood. Cannot keep water down. No diarrhoea; bowels last opened yesterday morning, normal. Not jaundiced, urine a normal colour. Feels hot and sweaty. Never had pain like this before, but gets bad heartburn after heavy drinking sessions.

Past medical history:
High blood pressure, diagnosed 3 years ago.
Right knee arthroscopy in 2015 after a football injury.
No history of gallstones.

Medication:
1. Ramipril 5 mg once daily
2. Omeprazole 20 mg when needed for heartburn
3. Paracetamol 1 g when needed for knee pain

Allergies:
Codeine - made him vomit and itch all over.

Family history:
Father died at 61 of a stroke. Mother alive at 70 with type 2 diabetes. Brother fit and well.

Social history:
Self-employed scaffolder. Drinks about 6 pints of lager most weekday evenings and more at weekends, roughly 60 units a week, for 20 years. Last drink at midnight. Smokes 15 roll-ups a day. Lives with his partner, Karen, and their 14-year-old son in a terraced house. Plays darts on Thursdays.

Ideas and concerns:
Thinks a stomach ulcer may have burst. Worried about losing work as he is self-employed.`,
    symptoms: [
      {
        name: 'Abdominal pain',
        description: 'Constant severe pain in the upper middle of the tummy going through to the back',
        severity: 'severe',
      },
      {
        name: 'Vomiting',
        description: 'Vomiting yellowish fluid, unable to keep water down',
        severity: 'moderate',
      },
      { name: 'Sweating', description: 'Feeling hot and sweaty', severity: 'mild' },
    ],
    diagnosis: 'Acute pancreatitis (alcohol-related)',
    treatments:
      'IV fluids, analgesia, antiemetics, nil by mouth initially, serum amylase/lipase, Glasgow severity scoring, alcohol withdrawal prophylaxis, alcohol cessation advice',
  },
  questions: [
    {
      ask: "What's brought you in today?",
      mustContain: [['pain', 'tummy', 'stomach', 'abdom']],
      mustNotContain: dx,
    },
    {
      ask: 'Where exactly is the pain?',
      mustContain: [['upper', 'top', 'middle', 'centre', 'center']],
      mustNotContain: [...dx, 'lower', 'right side', 'left side'],
    },
    {
      ask: 'Does the pain go anywhere else?',
      mustContain: [['back']],
      mustNotContain: [...dx, 'shoulder', 'arm'],
    },
    { ask: 'When did it start?', mustContain: [['2', 'two']], mustNotContain: dx },
    {
      ask: 'What were you doing beforehand?',
      mustContain: [['pub', 'drink', 'birthday', '50th', 'fiftieth']],
      mustNotContain: dx,
    },
    {
      ask: 'How would you describe the pain?',
      mustContain: [['constant', 'boring', 'drill']],
      mustNotContain: [...dx, 'sharp'],
    },
    {
      ask: 'Does it come and go in waves?',
      mustContain: [['constant', 'all the time', 'there all', 'never goes', 'stays']],
      mustNotContain: dx,
    },
    { ask: 'How bad is it on a scale of one to ten?', mustContain: [['9', 'nine']], mustNotContain: dx },
    { ask: 'Does anything ease it?', mustContain: [['forward', 'sitting', 'sit']], mustNotContain: dx },
    { ask: 'What makes the pain worse?', mustContain: [['lying', 'lie', 'flat']], mustNotContain: dx },
    { ask: 'Have you been sick?', affirm: true, mustContain: [['five', '5']], mustNotContain: dx },
    {
      ask: 'What did the vomit look like?',
      mustContain: [['yellow']],
      mustNotContain: [...dx, 'green', 'coffee', 'brown'],
    },
    { ask: 'Was there any blood when you were sick?', affirm: false, mustNotContain: dx },
    { ask: 'Have your skin or eyes gone yellow?', affirm: false, mustNotContain: dx },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: [['blood pressure', 'hypertension']],
      mustNotContain: dx,
    },
    { ask: 'Have you ever been told you have gallstones?', affirm: false, mustNotContain: dx },
    { ask: 'What medications do you take?', mustContain: ['ramipril', 'omeprazole'], mustNotContain: dx },
    {
      ask: 'Are you on anything for your blood pressure?',
      mustContain: ['ramipril', ['5', 'five']],
      mustNotContain: dx,
    },
    {
      ask: 'Are you allergic to any medicines?',
      mustContain: ['codeine'],
      mustNotContain: [...dx, 'penicillin'],
    },
    {
      ask: 'What happens when you take codeine?',
      mustContain: [['sick', 'vomit', 'throw']],
      mustNotContain: dx,
    },
    {
      ask: 'How much alcohol do you drink in a typical week?',
      mustContain: [['60', 'sixty', '6 pints', 'six pints']],
      mustNotContain: dx,
    },
    { ask: 'When was your last drink?', mustContain: [['midnight', '12']], mustNotContain: dx },
    { ask: 'Do you smoke?', affirm: true, mustContain: [['15', 'fifteen']], mustNotContain: dx },
    { ask: 'What do you do for work?', mustContain: [['scaffold']], mustNotContain: dx },
    {
      ask: 'How old was your dad when he died, and what of?',
      mustContain: ['stroke', ['61', 'sixty one']],
      mustNotContain: [...dx, 'heart attack'],
    },
    { ask: 'What do you think is going on?', mustContain: [['ulcer']], mustNotContain: dx },
    {
      ask: 'What did you eat last night?',
      mustNotContain: [...dx, 'curry', 'kebab', 'chips', 'pizza', 'burger'],
    },
    {
      ask: 'Have you been abroad lately?',
      mustNotContain: [...dx, 'spain', 'portugal', 'greece', 'turkey', 'went on holiday to'],
    },
    { ask: 'Do you have any pets?', mustNotContain: [...dx, 'a dog', 'our dog', 'a cat', 'our cat'] },
    { ask: 'Could this be coming from your pancreas?', mustNotContain: dx },
  ],
};
