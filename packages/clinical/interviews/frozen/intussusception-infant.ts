import type { InterviewCase } from '../types.js';

/** Style a: a parent (the mother) tells a baby's story. */
const dx = ['intussus', 'telescop', 'obstruct', 'twisted bowel', 'volvulus'];

export const intussusceptionInfant: InterviewCase = {
  id: 'intussusception-infant',
  system: 'gastrointestinal',
  patient: {
    name: 'Oliver Grant (9 months)',
    medicalHistory: [
      'Oliver is a 9-month-old boy brought in by his mother, Sarah.',
      'She says he has been having attacks of screaming since yesterday evening, about 18 hours now.',
      'Every 15 to 20 minutes he suddenly screams, goes very pale and pulls his legs up to his tummy, then settles and is quiet and floppy in between.',
      'He has vomited three times since midnight; the last vomit was green.',
      'This morning his nappy had a dark red, jelly-like poo in it, like redcurrant jam.',
      'He has not had a temperature.',
      'He had a runny nose and a cough last week that got better.',
      'He has refused his bottles since this morning and has had only two wet nappies today.',
      'He was born at full term by normal delivery and has had all his vaccinations.',
      'He has never been in hospital before.',
      'He takes no regular medicines; his mother gave him one dose of Calpol (paracetamol) at 6 am, which did not help.',
      'No known allergies.',
      'His big sister, Mia, aged 4, has asthma.',
      'His dad, Tom, is a bus driver and his mum is a nursery teacher; the family lives in a second-floor flat with Mia.',
      'Nobody smokes at home.',
    ].join(' '),
    symptoms: [
      {
        name: 'Episodes of inconsolable crying',
        description: 'Screaming attacks every 15-20 minutes with drawing up of the legs and pallor',
        severity: 'severe',
      },
      {
        name: 'Vomiting',
        description: 'Vomited three times, the last one bilious (green)',
        severity: 'moderate',
      },
      {
        name: 'Redcurrant jelly stool',
        description: 'Dark red jelly-like stool passed this morning',
        severity: 'severe',
      },
      { name: 'Lethargy', description: 'Pale and floppy between attacks', severity: 'moderate' },
      { name: 'Poor feeding', description: 'Refusing bottles, reduced wet nappies', severity: 'moderate' },
    ],
    diagnosis: 'Ileocolic intussusception',
    treatments:
      'IV access and fluid resuscitation, abdominal ultrasound, air (pneumatic) enema reduction; surgery if reduction fails or signs of peritonitis',
  },
  questions: [
    {
      ask: "Hello, what's brought you and Oliver in today?",
      mustContain: [['scream', 'cry']],
      mustNotContain: dx,
    },
    {
      ask: 'When did all this start?',
      mustContain: [['yesterday', 'last night', '18', 'eighteen']],
      mustNotContain: dx,
    },
    {
      ask: 'So how many hours has he been like this now?',
      mustContain: [['18', 'eighteen']],
      mustNotContain: dx,
    },
    {
      ask: 'How often do the screaming attacks come?',
      mustContain: [['15', 'fifteen', '20', 'twenty']],
      mustNotContain: dx,
    },
    {
      ask: 'What does he do with his body when an attack comes?',
      mustContain: [['leg']],
      mustNotContain: dx,
    },
    {
      ask: "What's he like in between the attacks?",
      mustContain: [['floppy', 'quiet', 'pale']],
      mustNotContain: dx,
    },
    { ask: 'Has he been sick at all?', affirm: true, mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'What colour was the sick?', mustContain: [['green']], mustNotContain: [...dx, 'yellow'] },
    {
      ask: 'Have you noticed anything unusual in his nappies?',
      affirm: true,
      mustContain: [['red', 'blood', 'jelly', 'jam']],
      mustNotContain: dx,
    },
    {
      ask: 'Can you describe his poo for me?',
      mustContain: [['jelly', 'jam', 'redcurrant']],
      mustNotContain: [...dx, 'green poo'],
    },
    { ask: 'Has he had a fever?', affirm: false, mustNotContain: dx },
    {
      ask: 'How has he been feeding?',
      mustContain: [['refus', 'not taking', 'not feeding', 'not drinking', 'not had', 'stopped', 'won']],
      mustNotContain: dx,
    },
    { ask: 'How many wet nappies has he had today?', mustContain: [['2', 'two']], mustNotContain: dx },
    {
      ask: 'Has he been poorly with anything else recently?',
      mustContain: [['cold', 'runny', 'cough']],
      mustNotContain: dx,
    },
    { ask: 'Has he had any rash?', affirm: false, mustNotContain: dx },
    { ask: 'Has he been pulling at his ears?', affirm: false, mustNotContain: dx },
    {
      ask: 'Was he born on time, and was the delivery OK?',
      mustContain: [['term', 'on time', 'due', 'normal']],
      mustNotContain: [...dx, 'caesarean', 'section', 'born early', 'premature'],
    },
    { ask: 'Is he up to date with his jabs?', affirm: true, mustNotContain: dx },
    { ask: 'Has he ever been in hospital before?', affirm: false, mustNotContain: dx },
    {
      ask: 'Have you given him anything for it?',
      mustContain: [['calpol', 'paracetamol']],
      mustNotContain: [...dx, 'ibuprofen', 'nurofen'],
    },
    {
      ask: 'Does he take any medicines regularly?',
      mustNotContain: [...dx, 'inhaler', 'antibiotic', 'drops'],
    },
    { ask: 'Is he allergic to anything?', affirm: false, mustNotContain: dx },
    {
      ask: 'Are there any illnesses that run in the family?',
      mustContain: [['asthma']],
      mustNotContain: dx,
    },
    {
      ask: 'Does he have any brothers or sisters?',
      affirm: true,
      mustContain: [['mia', 'sister']],
      mustNotContain: dx,
    },
    { ask: 'Does anyone smoke at home?', affirm: false, mustNotContain: dx },
    {
      ask: 'What do you and his dad do for work?',
      mustContain: [['nursery', 'teacher'], ['bus']],
      mustNotContain: dx,
    },
    {
      ask: 'Where do you live?',
      mustContain: [['flat']],
      mustNotContain: [...dx, 'house', 'bungalow'],
    },
    {
      ask: "Could it be something blocking his bowel? What's your worry?",
      mustNotContain: dx,
    },
  ],
};
