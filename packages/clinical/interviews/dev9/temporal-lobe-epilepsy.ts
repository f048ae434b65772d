import type { InterviewCase } from '../types.js';

const key = ['epilepsy', 'seizure', 'temporal lobe'];
const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'no idea',
  'not certain',
  "can't say",
  "couldn't say",
  "can't remember",
  'never really thought',
];

/** Style 2: a structured template with headings in clinical shorthand. */
export const temporalLobeEpilepsy: InterviewCase = {
  id: 'temporal-lobe-epilepsy',
  system: 'neurological',
  patient: {
    name: 'Megan Lloyd',
    medicalHistory: `PC: 27F, witnessed episode of "zoning out" at work today, 1st time.
HPC: 11:15 this morning, sitting at her desk. Felt a rising feeling from her stomach up into her throat, smelt burning rubber, and had a strong sense she had "lived this moment before". Colleague (Jade) says she then stared blankly, smacked her lips and picked at her cardigan buttons with her R hand for about 2 min; did not answer when spoken to. Did not fall. No jerking of arms or legs. Confused for ~20 min after, struggled to find her words at first. Remembers nothing after the smell. No tongue biting. No incontinence. Headache and tiredness afterwards, slept 3 hrs this afternoon. On direct questioning: brief spells of the same smell with "deja vu" roughly every 2/52 for the last 6/12, each under a minute, never lost awareness before. No palpitations or chest pain beforehand. Slept only 4 hrs last night (work deadline). No recent illness. No head injury.
PMH: Migraine without aura since her teens, ~2x/month. Fit with a high temperature aged 18 months, x1.
PSH: Nil.
DH: Microgynon 30 OD. Sumatriptan 50 mg PRN, last taken 3/52 ago.
Allergies: NKDA.
SH: Estate agent. Drives to work, 12 miles each way; drove in today. Never smoked. Alcohol 2-3 glasses of wine at weekends, none last night. No recreational drugs. Lives with partner, Josh, in a rented flat.
FH: Maternal cousin has epilepsy. Father has high cholesterol. Mother well.
ICE: Thinks she "fainted from stress". Worried about a brain tumour and about losing her driving licence. Wants to go back to work tomorrow.`,
    symptoms: [
      {
        name: 'Altered consciousness',
        description: 'About 2 minutes staring and not answering',
        severity: 'severe',
      },
      { name: 'Strange smell', description: 'Burning rubber, just before', severity: 'moderate' },
      {
        name: 'Confusion',
        description: 'About 20 minutes afterwards, struggled for words',
        severity: 'moderate',
      },
      { name: 'Headache', description: 'After the episode', severity: 'mild' },
      { name: 'Fatigue', description: 'Slept 3 hours this afternoon', severity: 'mild' },
    ],
    diagnosis: 'Focal impaired awareness seizure (temporal lobe epilepsy), first presentation',
    treatments: 'Electroencephalogram; MRI brain; referral to the first seizure clinic; DVLA notification',
  },
  questions: [
    {
      ask: 'Hi Megan, can you tell me what happened today?',
      mustContain: [['zoning', 'zoned', 'blank', 'stare', 'staring', 'stared', 'awareness']],
      mustNotContain: key,
    },
    {
      ask: 'What time was it and what were you doing when it happened?',
      mustContain: [
        ['11', 'eleven'],
        ['desk', 'sitting'],
      ],
      mustNotContain: key,
    },
    {
      ask: 'Did you get any warning beforehand?',
      mustContain: [['smell', 'rising', 'stomach']],
      mustNotContain: key,
    },
    { ask: 'What did the smell remind you of?', mustContain: ['rubber'], mustNotContain: key },
    {
      ask: "Did you have a feeling that you'd lived that moment before?",
      affirm: true,
      mustNotContain: key,
    },
    {
      ask: 'What did your colleague see you do?',
      mustContain: [['stare', 'stared', 'staring', 'blank', 'lips']],
      mustNotContain: key,
    },
    { ask: 'How long did it go on for?', mustContain: [['2', 'two']], mustNotContain: key },
    { ask: 'Did you fall to the floor?', affirm: false, mustNotContain: key },
    { ask: 'Were your arms or legs jerking?', affirm: false, mustNotContain: key },
    {
      ask: 'How were you feeling afterwards?',
      mustContain: [['confused', 'muddled', 'words', 'headache', 'tired']],
      mustNotContain: key,
    },
    {
      ask: 'How long were you confused for?',
      mustContain: [['20', 'twenty']],
      mustNotContain: key,
    },
    {
      ask: 'Have you ever had anything like this before?',
      mustContain: [['6 months', 'six months', '2 weeks', 'two weeks', 'fortnight']],
      mustNotContain: key,
    },
    {
      ask: 'How much sleep did you get last night?',
      mustContain: [['4', 'four']],
      mustNotContain: key,
    },
    {
      ask: 'Do you have any medical conditions?',
      mustContain: ['migraine'],
      mustNotContain: [...key, 'diabetes', 'asthma'],
    },
    {
      ask: 'What medicines do you take?',
      mustContain: [['microgynon', 'pill', 'contracept']],
      mustNotContain: key,
    },
    {
      ask: 'When did you last use the sumatriptan?',
      mustContain: [['3 weeks', 'three weeks']],
      mustNotContain: key,
    },
    { ask: 'Are you allergic to any medication?', affirm: false, mustNotContain: key },
    {
      ask: 'Does anyone in the family have epilepsy or fits?',
      affirm: true,
      mustContain: ['cousin'],
      mustNotContain: ['temporal lobe'],
    },
    {
      ask: 'Is your dad well?',
      mustContain: ['cholesterol'],
      mustNotContain: key,
    },
    { ask: 'Do you smoke, Megan?', affirm: false, mustNotContain: key },
    {
      ask: 'How much alcohol do you drink? Did you have any last night?',
      mustContain: ['wine'],
      mustNotContain: key,
    },
    { ask: 'Do you use any recreational drugs?', affirm: false, mustNotContain: key },
    {
      ask: 'What do you do for work? Do you drive?',
      mustContain: ['estate agent', ['drive', 'drove']],
      mustNotContain: key,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['josh', 'partner']],
      mustNotContain: [...key, 'alone'],
    },
    {
      ask: 'Is there anything you are particularly worried about?',
      mustContain: [['tumour', 'licence', 'driving']],
      mustNotContain: key,
    },
    {
      ask: 'Since it happened, have you had any weakness in your arms or legs?',
      affirm: false,
      mustNotContain: key,
    },
    {
      ask: 'Are you planning a pregnancy at the moment?',
      mustContain: [unsure],
      mustNotContain: key,
    },
    { ask: "Is there anything else you'd like to tell me?", mustNotContain: key },
  ],
};
