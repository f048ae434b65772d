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

export const scarletFever: InterviewCase = {
  id: 'scarlet-fever',
  system: 'infectious disease',
  patient: {
    name: 'Isla Kowalski',
    medicalHistory: `Isla is a 4-year-old girl brought in by her dad, Tomasz, who works nights as a forklift driver at a distribution warehouse and has come straight from his shift. He says Isla has been poorly for three days. It started on Monday afternoon after nursery with a sore throat and a temperature; he measured 38.9 °C with the ear thermometer that evening. She was sick twice that first night but has not vomited since. On Tuesday morning her mum, Kasia, noticed a red rash on her neck and chest, and it has since spread to her tummy, her back and the creases of her elbows and groin. Tomasz says it feels 'like sandpaper' when he strokes her back. It is not itchy, and when Kasia pressed a glass on it the redness faded. Her cheeks are flushed but the skin around her mouth looks pale, and her tongue is red and bumpy ('like a strawberry', Kasia says). She has never had a rash like this before.

She has been off her food and says it hurts to swallow, but she is drinking squash and has had four wees today. No cough, no runny nose and no diarrhoea. She has not complained of earache. Tomasz has given Calpol 7.5 ml every 6 hours (last dose at 6 am), which brings the temperature down for a few hours; she is livelier after each dose.

Born at term by normal delivery; vaccinations up to date. Had chickenpox at 3. Never been in hospital and no operations. No regular medicines and no known allergies.

FH: Tomasz has eczema; her brother, Filip (8), had tonsillitis twice last year.

SH: Lives with mum Kasia, dad Tomasz and Filip in a two-bedroom flat. Kasia works days as a dental nurse, so Tomasz looks after Isla in the afternoons before his shift. Non-smoking household. Isla goes to nursery three mornings a week, and a letter came home last week saying two children in her class had a sore throat and a rash.

Tomasz is worried that it is something catching from nursery and that Filip will get it, and he wants to know when she can go back.`,
    symptoms: [
      {
        name: 'Sore throat',
        description: 'Hurts to swallow; off her food since Monday',
        severity: 'moderate',
      },
      {
        name: 'Rash',
        description:
          'Red, rough, blanching rash starting on the neck and chest, now on the trunk and in the skin creases',
        severity: 'moderate',
      },
      {
        name: 'Fever',
        description: 'Highest reading 39.4 °C on Tuesday night, with shivering',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Scarlet fever',
    treatments:
      'Phenoxymethylpenicillin (penicillin V) for 10 days; paracetamol or ibuprofen for fever and discomfort; fluids; exclude from nursery until 24 hours after starting antibiotics; notify UKHSA (notifiable disease); safety-net advice for complications.',
  },
  questions: [
    {
      ask: "Hello, I'm one of the medical students. What's brought you and Isla in today?",
      mustContain: [['throat', 'temperature', 'fever', 'rash']],
      mustNotContain: ['scarlet'],
    },
    { ask: 'When did she first become unwell?', mustContain: [['monday', 'three days', '3 days']] },
    { ask: 'Where on her body did the rash start?', mustContain: [['neck', 'chest']] },
    {
      ask: 'Has the rash spread anywhere else since then?',
      mustContain: [['tummy', 'back', 'elbows', 'groin']],
      affirm: true,
    },
    {
      ask: 'What does the rash feel like if you run your hand over it?',
      mustContain: [['sandpaper', 'rough']],
    },
    {
      ask: 'Does the rash go away if you press a glass on it?',
      mustContain: [['faded', 'fades', 'fade']],
      affirm: true,
    },
    { ask: 'Is it itchy at all?', affirm: false },
    { ask: "What's the highest her temperature has been?", mustContain: [['39.4', '39 point 4']] },
    { ask: 'Is there anything that makes her throat worse?', mustContain: [['swallow', 'swallowing']] },
    {
      ask: 'Have you given her anything for the fever?',
      mustContain: [['calpol', 'paracetamol']],
      affirm: true,
    },
    { ask: 'When did she last have a dose?', mustContain: [['6 am', '6am', 'six']] },
    { ask: 'Has she been sick at all?', mustContain: [['twice', 'two', '2']], affirm: true },
    {
      ask: 'Have you noticed anything about her tongue?',
      mustContain: [['strawberry', 'red', 'bumpy']],
      affirm: true,
    },
    { ask: 'Has she had a cough?', affirm: false },
    { ask: 'Any diarrhoea?', affirm: false },
    { ask: 'Is she still drinking and having wees?', mustContain: [['squash', 'four', '4']], affirm: true },
    { ask: 'Has she ever had a rash like this before?', affirm: false },
    { ask: 'Has she had any illnesses in the past?', mustContain: ['chickenpox'] },
    { ask: 'Has Isla ever been in hospital or had an operation?', affirm: false },
    { ask: 'Does she take any medicines regularly?', affirm: false },
    { ask: 'Is she allergic to anything?', affirm: false },
    { ask: 'Are there any illnesses that run in the family?', mustContain: [['eczema', 'tonsillitis']] },
    { ask: 'Does anybody smoke at home?', affirm: false },
    { ask: 'What do you do for a living?', mustContain: [['forklift', 'warehouse', 'nights']] },
    {
      ask: 'Who else lives at home with Isla?',
      mustContain: [
        ['kasia', 'mum'],
        ['filip', 'brother'],
      ],
    },
    {
      ask: "Is there anything in particular that's worrying you?",
      mustContain: [['nursery', 'filip', 'catching']],
    },
    { ask: 'Has she been abroad recently?', mustContain: [unsure] },
    { ask: 'Could it be scarlet fever?', mustContain: [unsure], mustNotContain: ['scarlet'] },
  ],
};
