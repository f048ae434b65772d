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

/** Catalogue symptoms with generic descriptions; the specifics are only in the history. */
export const clusterHeadache: InterviewCase = {
  id: 'cluster-headache',
  system: 'neurological',
  patient: {
    name: 'Gareth Price',
    medicalHistory:
      "Gareth Price is a 38-year-old chef who has come in because of attacks of pain that have been waking him at night for the past three weeks. The attacks almost always start at about 2 am, roughly an hour and a half after he falls asleep, and sometimes there is a second one in the late afternoon, so he has one or two a day. The pain is always on the left, behind the left eye, spreading into the left temple and the upper teeth on that side. It builds to its worst within about five minutes and is 'like a red-hot poker being pushed into my eye', the worst pain he has ever had (10/10). Each attack lasts between 45 minutes and an hour and a half and then stops completely, leaving him washed out but otherwise well. During an attack his left eye streams and goes red, the left eyelid droops, and his left nostril runs or blocks. He cannot lie still: he paces round the kitchen, rocks, and sometimes presses his forehead against the cold wall; his partner, Kelly, has found him banging his head on it. He has not vomited with the attacks, and light and noise do not particularly bother him. He has no weakness, numbness or trouble with his vision between attacks. Paracetamol and ibuprofen do nothing, and co-codamol 8/500 bought from the chemist did not help either. Beer sets off an attack within an hour, so he has stopped drinking since this started (he normally has about four pints on a Friday and on a Saturday).\n\n" +
      'He had a run of the same attacks two years ago, in the spring, lasting about six weeks; they stopped on their own and he never saw anyone about them. Otherwise he is fit: he broke his nose playing rugby at 20 and had his tonsils out aged 7. He takes no regular medicines and has no known allergies. His mother, Sian, gets migraines; his father had a heart attack at 62. He has smoked 20 cigarettes a day since he was 16. He is head chef in a hotel kitchen and has had to leave the kitchen twice this week during an afternoon attack. He lives with Kelly and their two daughters, aged 6 and 9.\n\n' +
      'He is frightened that he has a brain tumour and wants a scan.',
    symptoms: [
      { name: 'Headache', description: 'Pain in the head.', severity: 'severe' },
      { name: 'Watery eye', description: 'Excessive production of tears.', severity: 'moderate' },
      { name: 'Runny nose', description: 'Discharge from the nose.', severity: 'mild' },
      { name: 'Restlessness', description: 'Difficulty keeping still.', severity: 'moderate' },
    ],
    diagnosis: 'Cluster headache',
    treatments:
      'High-flow 100% oxygen at 12 to 15 L/min through a non-rebreather mask for 15 to 20 minutes at the start of an attack; subcutaneous sumatriptan 6 mg (or nasal zolmitriptan) for acute attacks; verapamil prophylaxis with ECG monitoring; a short course of prednisolone as bridging treatment; avoid alcohol during a bout; stop smoking; neurology referral and MRI brain.',
  },
  questions: [
    {
      ask: "Hi Gareth, I'm a medical student. What's been going on?",
      mustContain: [['pain', 'attack', 'attacks', 'headache', 'eye']],
      mustNotContain: ['cluster'],
    },
    { ask: 'Where exactly is the pain?', mustContain: ['eye', 'left'] },
    { ask: 'Does it spread anywhere?', mustContain: [['temple', 'teeth']] },
    { ask: 'When did these attacks start?', mustContain: [['3 weeks', 'three weeks']] },
    { ask: 'What does the pain feel like?', mustContain: ['poker'] },
    { ask: 'What time of day do they come on?', mustContain: [['2 am', '2am', 'two', 'night']] },
    { ask: 'How long does each attack last?', mustContain: [['45', 'forty five', 'hour']] },
    { ask: 'How many attacks do you get in a day?', mustContain: [['one or two', '1 or 2', 'two', '2']] },
    { ask: 'How severe is it, out of ten?', mustContain: [['10', 'ten']] },
    { ask: 'Does anything set them off?', mustContain: [['beer', 'alcohol', 'drink', 'drinking']] },
    {
      ask: 'Have you tried any painkillers?',
      mustContain: [['paracetamol', 'ibuprofen', 'co codamol']],
      affirm: true,
    },
    {
      ask: 'What do you do when an attack comes on?',
      mustContain: [['pace', 'paces', 'pacing', 'rock', 'rocks', 'wall']],
    },
    {
      ask: 'Have you noticed anything happen to your eyelid?',
      mustContain: [['droop', 'droops', 'drooping']],
    },
    { ask: 'Do you get a runny nose with it?', affirm: true },
    { ask: 'Have you been sick with any of the attacks?', affirm: false },
    {
      ask: 'Have you ever had anything like this before?',
      mustContain: [['two years', '2 years', 'spring']],
      affirm: true,
    },
    { ask: 'Have you had any medical problems in the past?', mustContain: [['nose', 'rugby', 'fit']] },
    { ask: 'Have you had any operations?', mustContain: [['tonsils', 'tonsillectomy']] },
    { ask: 'Do you take any regular medication?', affirm: false },
    { ask: 'Are you allergic to anything?', affirm: false },
    { ask: 'Does anyone in the family get headaches?', mustContain: [['migraine', 'migraines']] },
    { ask: 'Do you smoke?', mustContain: [['20', 'twenty']], affirm: true },
    { ask: 'How much do you usually drink?', mustContain: [['4', 'four', 'pints']] },
    { ask: 'What do you do for a living?', mustContain: ['chef'] },
    { ask: "Who's at home with you?", mustContain: [['kelly', 'partner']] },
    { ask: 'What are you worried it might be?', mustContain: [['tumour', 'brain']] },
    { ask: 'When did you last have your blood pressure checked?', mustContain: [notSure] },
    {
      ask: 'Is this a cluster headache?',
      mustContain: [notSure],
      mustNotContain: ['cluster'],
    },
  ],
};
