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

/** A mother who is a children's nurse tells her seven-week-old daughter's story. */
export const gastroOesophagealReflux: InterviewCase = {
  id: 'gastro-oesophageal-reflux',
  system: 'gastrointestinal',
  patient: {
    name: 'Isla Khan',
    medicalHistory:
      "Isla Khan is 7 weeks old and is brought in by her mother, Amira, who is a children's nurse, currently on maternity leave. Amira says Isla has been bringing up milk after feeds since she was about 3 weeks old, and over the last fortnight it has happened after nearly every feed, about 8 to 10 times a day. It usually comes up within ten minutes of a feed, sometimes up to an hour later, and is usually a mouthful or two (Amira guesses about a tablespoon), occasionally what looks like the whole feed. It is curdled white milk; it has never been green, there has never been any blood in it, and it dribbles out of her mouth rather than shooting across the room. Now and then it comes down her nose. Isla is breastfed about every 3 hours, and her dad, Yusuf, gives her one bottle of expressed breast milk at 11 pm; the bottle makes no difference. During feeds she often arches her back, pulls off the breast and screams, then wants to feed again a few minutes later. It is worse if she is laid flat straight after a feed or during a nappy change, and better if Amira holds her upright against her shoulder for 20 to 30 minutes. She gets hiccups a lot. She has had no temperature and no diarrhoea; her nappies are as wet as ever (6 or 7 a day) and her poos are yellow and seedy, with no blood or mucus. At the health visitor's weigh-in last week she had moved from the 50th centile to just above it. She has never had a pause in her breathing or gone blue.\n" +
      "Isla was born at 38 weeks by emergency caesarean section (Amira's labour stopped progressing). She needed phototherapy for jaundice for one day but has otherwise been well. She has never had an operation. Her only medicine is vitamin D drops (Abidec), 0.6 ml once a day. No known allergies.\n" +
      "Family history: Amira's mum says Amira 'was sick all the time' as a baby and grew out of it; Yusuf has asthma and hay fever. Isla's brother, Zain (4), is well.\n" +
      'Nobody at home smokes. Amira has not drunk any alcohol since she became pregnant. Yusuf is an electrician. The four of them (Amira, Yusuf, Zain and Isla) live in a first-floor flat.\n' +
      "Amira wonders whether Isla is reacting to the cow's milk in her own diet coming through the breast milk, and is worried that Isla is in pain. She says the vomits are not projectile, so she is not worried about a blockage. She is exhausted and would like something to help Isla settle.",
    symptoms: [
      {
        name: 'Vomiting',
        description: 'Brings up milk after most feeds, with no effort and no retching beforehand',
        severity: 'moderate',
      },
      {
        name: 'Crying during feeds',
        description: 'Arches her back and screams during feeds; settles when held upright',
        severity: 'moderate',
      },
      {
        name: 'Cough',
        description: 'A wet, spluttery cough after some feeds; none between feeds or at night',
        severity: 'mild',
      },
    ],
    diagnosis: 'Gastro-oesophageal reflux',
    treatments:
      'Reassurance that it usually settles by about a year of age; keep her upright for 20 to 30 minutes after feeds; review of breastfeeding position and attachment; continue breastfeeding; a trial of an alginate (Gaviscon Infant) if it persists; safety-net advice to return with green or bloody vomit, projectile vomiting, poor weight gain, fever or fewer wet nappies.',
  },
  questions: [
    {
      ask: "Hi, I'm a medical student. What's been happening with Isla?",
      mustContain: [['milk', 'sick', 'vomit', 'vomiting', 'bringing up', 'brings up']],
      mustNotContain: ['reflux', 'gord', 'gastro oesophageal'],
    },
    { ask: 'When did it start?', mustContain: [['3 weeks', 'three weeks']] },
    { ask: 'What does the sick look like?', mustContain: [['white', 'curdled', 'milk']] },
    { ask: 'Has it ever been green?', affirm: false },
    { ask: 'Does it shoot out across the room?', affirm: false },
    { ask: 'Does it ever come out of her nose?', affirm: true },
    { ask: 'How soon after a feed does it come up?', mustContain: [['10', 'ten', 'hour']] },
    {
      ask: 'How many times a day is she bringing milk up?',
      mustContain: [['8', 'eight', '10', 'ten']],
    },
    { ask: 'How much comes up each time?', mustContain: [['mouthful', 'tablespoon']] },
    { ask: 'Is there anything that seems to make it worse?', mustContain: [['flat', 'nappy']] },
    { ask: 'Have you found anything that helps?', mustContain: ['upright'] },
    {
      ask: 'How does she behave while she is feeding?',
      mustContain: [['arch', 'arches', 'arching', 'scream', 'screams', 'screaming']],
    },
    { ask: 'Is she coughing at all?', mustContain: [['feed', 'feeds']], affirm: true },
    { ask: 'Has she had a temperature?', affirm: false },
    { ask: 'Is she having plenty of wet nappies?', mustContain: [['6', 'six', '7', 'seven']], affirm: true },
    { ask: 'Has she ever stopped breathing or gone blue?', affirm: false },
    {
      ask: 'Has she had any health problems since she was born?',
      mustContain: [['jaundice', 'phototherapy']],
    },
    { ask: 'Has Isla ever had an operation?', affirm: false },
    { ask: 'Is she on any medicines or drops?', mustContain: [['abidec', 'vitamin d']] },
    { ask: 'Does she have any allergies that you know of?', affirm: false },
    { ask: 'Does anything run in the family?', mustContain: [['asthma', 'hay fever', 'sick']] },
    { ask: 'Does anyone at home smoke?', affirm: false },
    { ask: 'Are you drinking any alcohol at the moment?', affirm: false },
    { ask: 'What do you do for work?', mustContain: ['nurse'] },
    { ask: 'Who is at home with you?', mustContain: [['yusuf', 'zain']] },
    { ask: 'What do you think might be causing it?', mustContain: [['cow', 'milk']] },
    { ask: 'What did she weigh when she was born?', mustContain: [notSure] },
    {
      ask: 'Do you think this could be reflux?',
      mustContain: [notSure],
      mustNotContain: ['reflux', 'gord', 'gastro oesophageal'],
    },
  ],
};
