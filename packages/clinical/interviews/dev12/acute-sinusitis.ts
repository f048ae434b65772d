import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  'unsure',
  "can't say",
  "couldn't say",
];

export const acuteSinusitis: InterviewCase = {
  id: 'acute-sinusitis',
  system: 'ENT',
  patient: {
    name: 'Hannah Brooks',
    medicalHistory: `Hannah Brooks is a 34-year-old primary school teacher with six days of pain over her cheeks and around her eyes, worse on the right. It started as an ordinary cold 12 days ago (sore throat, sneezing, runny nose); the cold was getting better when, around day six, the facial pain came on and she began to feel worse again. She describes a heavy, throbbing pressure, much worse when she bends forward to tie her shoes or pick things up in the classroom, and when she lies flat. It spreads into her upper teeth on the right, which ache. She scores it 6/10. Her nose is blocked on both sides and she is blowing out thick green-yellow mucus, occasionally streaked with blood after blowing hard. She has lost her sense of smell ('I can't even smell the coffee'). She has felt feverish and measured 38.1 °C on Tuesday evening. Paracetamol and ibuprofen help for a few hours; steam inhalation over a bowl gives brief relief, and she has been using a decongestant nasal spray from the chemist for 5 days.

She has no visual problems, no swelling or redness around her eyes, no neck stiffness, no rash and no dislike of bright light. Apart from a tickly cough at night, she feels well in her chest.

She had one similar episode two years ago after a cold, which settled in about 10 days.

She has hay fever every June and mild asthma, for which she uses a blue inhaler 'maybe once a month'. No operations. Takes the combined pill (Microgynon) and cetirizine in the summer. Allergic to penicillin - came out in hives at 20.

Her mum has migraines; her dad has high blood pressure.

Never smoked. A glass or two of wine at weekends. Lives with her husband, Tom, and their son, Alfie (3), who had a cold last week. She has been off work for two days this week.

She is worried the headache might be 'something serious like meningitis' because it is so heavy, and she has a school trip to lead on Friday.`,
    symptoms: [
      {
        name: 'Pain',
        description: 'A feeling of discomfort or hurting in part of the body.',
        severity: 'moderate',
      },
      { name: 'Nasal discharge', description: 'Fluid coming from the nose.', severity: 'moderate' },
      { name: 'Fever', description: 'A body temperature above normal.', severity: 'mild' },
    ],
    diagnosis: 'Acute sinusitis',
    treatments:
      'Reassure and safety-net (red flags: periorbital swelling, visual change, severe headache, neck stiffness); paracetamol or ibuprofen; saline nasal irrigation; high-dose intranasal corticosteroid (mometasone) for 14 days as symptoms have lasted over 10 days; stop the decongestant spray after 7 days (rebound congestion); consider a back-up antibiotic prescription with doxycycline (penicillin allergic) if worsening or not improving.',
  },
  questions: [
    {
      ask: "Hi Hannah, what's brought you in today?",
      mustContain: [['pain', 'cheek', 'cheeks', 'face', 'facial']],
      mustNotContain: ['sinus'],
    },
    { ask: 'Where is the pain exactly?', mustContain: [['cheek', 'cheeks', 'eye', 'eyes']] },
    { ask: 'Is it worse on one side?', mustContain: ['right'], affirm: true },
    { ask: 'When did the pain start?', mustContain: [['six days', '6 days']] },
    {
      ask: 'Did anything happen before it came on, like a cold?',
      mustContain: [['cold', '12 days', 'twelve days']],
      affirm: true,
    },
    { ask: "What's the pain like?", mustContain: [['throbbing', 'pressure', 'heavy']] },
    { ask: 'Does the pain go anywhere else?', mustContain: ['teeth'], affirm: true },
    {
      ask: 'Is there anything that makes it worse?',
      mustContain: [['bend', 'bends', 'bending', 'lie', 'lies', 'lying', 'flat']],
    },
    {
      ask: 'What have you tried for it, and does it help?',
      mustContain: [['paracetamol', 'ibuprofen', 'steam', 'spray', 'decongestant']],
    },
    { ask: 'How bad is it on a scale of 0 to 10?', mustContain: [['6', 'six']] },
    {
      ask: "What's coming out when you blow your nose?",
      mustContain: [['green', 'yellow', 'thick', 'mucus']],
    },
    { ask: 'Have you noticed any blood when you blow?', affirm: true },
    { ask: 'Has your sense of smell changed?', affirm: true },
    { ask: 'Have you had a temperature?', mustContain: [['38.1', '38 point 1']], affirm: true },
    { ask: 'Any problems with your vision?', affirm: false },
    { ask: 'Have you had anything like this before?', mustContain: [['two years', '2 years']], affirm: true },
    { ask: 'Do you have any medical conditions?', mustContain: [['hay fever', 'asthma']] },
    { ask: 'Have you had any operations?', affirm: false },
    {
      ask: 'What medicines are you on at the moment?',
      mustContain: [['microgynon', 'pill', 'cetirizine', 'inhaler', 'spray']],
    },
    { ask: 'Are you allergic to anything?', mustContain: ['penicillin'], affirm: true },
    { ask: 'Does anything run in the family?', mustContain: [['migraine', 'migraines', 'blood pressure']] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much do you drink?', mustContain: ['wine'] },
    { ask: 'What do you do for work?', mustContain: [['teacher', 'school']] },
    { ask: "Who's at home with you?", mustContain: [['tom', 'husband', 'alfie', 'son']] },
    {
      ask: "Is there anything in particular you're worried about?",
      mustContain: [['meningitis', 'serious', 'trip']],
    },
    { ask: 'Do you have any pets at home?', mustContain: [unsure] },
    { ask: 'Is it sinusitis?', mustContain: [unsure], mustNotContain: ['sinus'] },
  ],
};
