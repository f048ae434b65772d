import type { InterviewCase } from '../types.js';

/** A grandmother telling her baby granddaughter's story. */
export const whoopingCough: InterviewCase = {
  id: 'whooping-cough',
  system: 'respiratory',
  patient: {
    name: 'Lily Turner',
    medicalHistory: `Lily is a 10-week-old baby girl brought in by her grandmother, Pat, who looks after her on weekdays while her mum and dad are at work. Pat says Lily started with a runny nose and a mild cough about 2 weeks ago, like a cold. Over the last 5 days the cough has come in long fits: she coughs again and again without being able to catch her breath and goes red in the face. Twice today her lips went blue during a fit. After a fit she makes a high-pitched noise as she breathes in, and she often brings up her milk after coughing. Pat counted 8 coughing fits last night, and they are worse at night. Between the fits Lily seems well and settles. She has not had a temperature. She is feeding less, taking about half of her usual bottles, and she has had 4 wet nappies today instead of her usual 7 or 8. Holding her upright and patting her back helps her get through a fit.
Lily was born at 38 weeks by a normal delivery, with no problems after birth. She has had no operations. She had her 8-week vaccinations 2 weeks ago. Her mum missed the vaccine offered in pregnancy because she was unwell at the time. Lily takes no regular medicines, and Pat has not given her anything for the cough. She has no known allergies.
Lily's cousin, Jack, who is 6, has had a bad cough for 3 weeks and stayed with the family last month. Lily lives with her mum, dad and the family dog; Pat looks after her at her own house. Nobody at home smokes. Her dad had eczema as a child. There are no heart or lung problems in the family.
Pat is frightened that Lily will stop breathing in one of the fits, and she wants to know whether the cough is catching.`,
    symptoms: [
      { name: 'Coughing fits', description: 'Long bouts of coughing, worse at night', severity: 'severe' },
      { name: 'Going blue', description: 'Lips turning blue during coughing fits', severity: 'severe' },
      { name: 'Vomiting', description: 'Brings up milk after coughing', severity: 'moderate' },
      { name: 'Poor feeding', description: 'Taking about half of her usual feeds', severity: 'moderate' },
      { name: 'Runny nose', description: 'A runny nose at the start of the illness', severity: 'mild' },
    ],
    diagnosis: 'Pertussis (whooping cough)',
    treatments:
      'Admission to hospital (infant under 6 months with apnoea risk), oral clarithromycin, notify the health protection team, antibiotic prophylaxis for household contacts',
  },
  questions: [
    { ask: "Hello, what's brought you and Lily in today?", mustContain: [['cough', 'coughing']] },
    { ask: 'When did all of this start?', mustContain: [['2', 'two'], 'week'] },
    { ask: 'Can you describe the cough for me?', mustContain: [['fit', 'fits', 'again and again']] },
    {
      ask: 'does she make a funny noise when she breathes in after coughing',
      mustContain: [['high pitched', 'noise']],
      affirm: true,
    },
    { ask: 'How many coughing fits did she have last night?', mustContain: [['8', 'eight']] },
    { ask: 'Is the cough worse at any particular time of day?', mustContain: ['night'] },
    { ask: 'Has she gone blue at all?', mustContain: ['blue'], affirm: true },
    { ask: 'How many times has she gone blue today?', mustContain: [['twice', '2', 'two']] },
    { ask: 'Has she had a fever?', affirm: false },
    { ask: 'Is she bringing her milk back up?', mustContain: ['milk'], affirm: true },
    { ask: "How's she been feeding?", mustContain: [['half', 'less']] },
    { ask: 'How many wet nappies has she had today?', mustContain: [['4', 'four']] },
    {
      ask: 'Is there anything that seems to help her when she is having one of these fits?',
      mustContain: [['upright', 'patting', 'pat']],
    },
    { ask: "And what's she like in between the coughing fits?", mustContain: [['well', 'settles']] },
    { ask: 'Has Lily ever had an operation?', affirm: false },
    { ask: 'has she had her baby jabs', mustContain: [['8', 'eight']], affirm: true },
    { ask: 'Did her mum have the vaccine that is offered in pregnancy?', affirm: false },
    { ask: 'Have you given her any medicine for the cough, like Calpol?', affirm: false },
    { ask: 'Is she allergic to anything?', affirm: false },
    { ask: 'Has she been near anyone else with a cough?', mustContain: [['jack', 'cousin']] },
    {
      ask: 'Who does Lily live with?',
      mustContain: [
        ['mum', 'mother'],
        ['dad', 'father'],
      ],
    },
    { ask: 'Does anybody at home smoke?', affirm: false },
    { ask: 'Does her dad have any medical problems?', mustContain: ['eczema'] },
    { ask: 'Are there any heart or lung problems in the family?', affirm: false },
    { ask: "What's worrying you most about her?", mustContain: [['stop breathing', 'breathing']] },
    {
      ask: 'Which formula milk is she on?',
      mustNotContain: ['aptamil', 'cow & gate', 'cow and gate', 'sma gold', 'sma pro', 'hipp organic'],
    },
    {
      ask: "What does Lily's mum do for work?",
      mustNotContain: ['nurse', 'teacher', 'shop', 'office', 'hospital'],
    },
    {
      ask: 'Has a doctor already seen her for this and given her antibiotics?',
      mustNotContain: ['amoxicillin', 'penicillin', 'antibiotics from'],
    },
  ],
};
