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

export const absenceSeizures: InterviewCase = {
  id: 'absence-seizures',
  system: 'neurological',
  patient: {
    name: 'Ruby Hughes',
    medicalHistory: `Ruby is a 7-year-old girl brought in by her grandmother, Pauline Hughes, who has been her special guardian since Ruby was two (Ruby's mum, Pauline's daughter Kerry, is not involved in her care). Pauline says that for about two months Ruby has been having 'switch-off' moments. She suddenly stops what she is doing and stares blankly, her eyelids flutter, and she does not answer when spoken to. Each one lasts no more than ten seconds, and then she carries straight on as if nothing has happened, often finishing her sentence. She has no memory of them and is not drowsy afterwards. Pauline has counted up to 20 in a single day.

Her class teacher, Mrs Patel, first raised it at parents' evening in October, saying Ruby 'daydreams' and misses instructions, and her reading has slipped behind the rest of the class. Pauline saw one herself at the tea table, when Ruby froze with her fork halfway to her mouth. They seem to happen more when she is tired, and one came on while she was blowing up balloons at her cousin's party. Nothing Pauline does seems to bring her out of them any quicker.

She has never fallen during one, wet herself or had any jerking of her arms or legs, and she has not bitten her tongue. No headaches, no vomiting and no recent fevers. She sleeps well, about 10 hours a night.

Born at 39 weeks by normal delivery; walked and talked at the usual ages. Grommets put in both ears at age 4 for glue ear. Mild eczema, for which she uses Diprobase cream; no other medicines. Plasters make her skin red and sore. Vaccinations up to date.

FH: Kerry had 'funny staring spells' as a child that she grew out of. Pauline's husband, Geoff, has type 2 diabetes.

SH: Lives with Pauline and Geoff in a bungalow; in Year 3 at the local primary school. Pauline is retired (she was a school cook). Nobody smokes at home. Ruby has swimming lessons every Saturday and loves them.

ICE: Pauline is worried that something is wrong with Ruby's brain, and wants to know whether it is safe for her to carry on swimming.`,
    symptoms: [
      {
        name: 'Staring episodes',
        description: 'Blank, unresponsive stare, mostly noticed in class and at mealtimes',
        severity: 'moderate',
      },
      {
        name: 'Poor concentration',
        description: 'Misses instructions in class; reading has fallen behind',
        severity: 'mild',
      },
    ],
    diagnosis: 'Absence seizures',
    treatments:
      'Refer to paediatric neurology; EEG with hyperventilation; ethosuximide first line (sodium valproate as an alternative); inform school; water safety advice (supervised swimming only); seizure diary.',
  },
  questions: [
    {
      ask: 'Hello, what can we help with today?',
      mustContain: [['stare', 'staring', 'stares', 'switch off', 'blank']],
      mustNotContain: ['absence', 'seizure'],
    },
    { ask: 'How long has Ruby been having these?', mustContain: [['two months', '2 months']] },
    {
      ask: 'Can you tell me what actually happens in one of these episodes?',
      mustContain: [['stare', 'staring', 'stares', 'blank']],
    },
    { ask: 'How long does each one last?', mustContain: [['ten seconds', '10 seconds']] },
    { ask: 'How many does she have in a day?', mustContain: [['20', 'twenty']] },
    {
      ask: 'Where has she been when they have happened?',
      mustContain: [['class', 'school', 'tea', 'table', 'mealtimes', 'party']],
    },
    { ask: 'Do her arms or legs ever jerk during one?', affirm: false },
    {
      ask: 'Have you noticed her eyes doing anything?',
      mustContain: [['flutter', 'fluttering', 'eyelids']],
      affirm: true,
    },
    { ask: 'Does she answer you if you talk to her while it is happening?', affirm: false },
    { ask: 'Is she drowsy afterwards?', affirm: false },
    { ask: 'Does she remember them afterwards?', affirm: false },
    { ask: 'Does anything seem to set them off?', mustContain: [['tired', 'balloons', 'balloon']] },
    { ask: 'Is there anything you can do to bring her out of one?', affirm: false },
    {
      ask: 'How is it affecting her at school?',
      mustContain: [['reading', 'instructions', 'daydreams', 'daydream']],
    },
    { ask: 'Has she ever fallen over with one?', affirm: false },
    { ask: 'Has she ever wet herself during one?', affirm: false },
    { ask: 'Has she been getting headaches?', affirm: false },
    { ask: 'Does she have any medical conditions?', mustContain: ['eczema'] },
    { ask: 'Has she ever had an operation?', mustContain: ['grommets'], affirm: true },
    { ask: 'Does she use any medicines or creams?', mustContain: ['diprobase'] },
    { ask: 'Any allergies?', mustContain: [['plasters', 'plaster']], affirm: true },
    {
      ask: 'Has anyone in the family had anything similar?',
      mustContain: [['kerry', 'daughter']],
      affirm: true,
    },
    { ask: 'Does anyone smoke around her?', affirm: false },
    { ask: 'Are you working at the moment?', mustContain: ['retired'] },
    { ask: 'Who does Ruby live with?', mustContain: [['geoff', 'husband']] },
    { ask: "What's worrying you most about all this?", mustContain: [['brain', 'swimming']] },
    { ask: 'Has she had her eyesight tested recently?', mustContain: [unsure] },
    {
      ask: 'Do you think these could be absence seizures?',
      mustContain: [unsure],
      mustNotContain: ['absence', 'seizure'],
    },
  ],
};
