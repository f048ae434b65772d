import type { InterviewCase } from '../types.js';

const notKnowing = ['not sure', 'know', 'idea', 'remember'];

export const measles: InterviewCase = {
  id: 'measles',
  system: 'infectious disease',
  patient: {
    name: 'Oliver Hughes',
    medicalHistory:
      "Oliver is a 22-month-old boy brought to the out-of-hours GP service by his dad, Tom, who gives the history. Tom says Oliver has been poorly for five days. It began with a runny nose, a harsh dry cough and a temperature, and over the next two days his eyes became red, sticky and watery; he screws them up and turns away from the light. His temperature has gone up to 39.8 on the ear thermometer and has not come down properly with Calpol. Two days ago Tom noticed tiny white spots, like grains of salt, inside Oliver's cheeks, but thought they were bits of milk. Last night his grandmother, Pat, was bathing him and noticed a blotchy red rash behind his ears and along his hairline. By this morning it had spread down over his face, neck and chest, and it is now starting on his tummy and back. The spots are flat and are joining together into patches. It does not seem to bother him and he has not been scratching. Oliver has been off his food for three days and is only drinking about half his usual milk; he has had four wet nappies in the last 24 hours, which is fewer than usual. He was sick once last night after a coughing fit. He has not had diarrhoea. He has not had a fit, he has not been floppy, and Tom has not noticed any trouble with his breathing. He is grizzly, clingy and wants to be held all the time.\n\n" +
      'Oliver was born at 39 weeks by normal delivery and had no problems as a newborn. He had two ear infections last winter, both treated with amoxicillin. He has never been admitted to hospital and has never had an operation. His baby immunisations were all given, but his one-year jabs, including the MMR, were put off because he had a chest infection at the time, and they were never rebooked. Tom has been giving Calpol 5 ml every four to six hours, the last dose at 8 am, and has given two doses of Nurofen since yesterday. Oliver takes no regular medicines. He has no known drug allergies, but sticking plasters leave red, sore marks on his skin.\n\n' +
      "Family history: Tom has asthma and Oliver's mum, Leanne, has eczema. His sister Ruby, aged six, is well and is fully vaccinated. His grandmother Pat has type 2 diabetes.\n\n" +
      "Social history: Oliver lives with Tom, Leanne and Ruby in a two-bedroom flat in Bristol. He goes to a childminder three days a week, and Pat looks after him on the other weekdays. The childminder told Tom last week that another little boy she looks after had been off with a high temperature and a rash. Tom is a delivery driver and Leanne is a nurse who works nights. Nobody smokes at home. The family have not been abroad this year. Tom is worried that the rash could be meningitis, and he is also worried about Leanne's sister, who is pregnant and visited at the weekend.",
    symptoms: [
      { name: 'Runny nose', description: 'Runny nose for five days', severity: 'mild' },
      { name: 'Cough', description: 'Harsh dry cough', severity: 'moderate' },
      {
        name: 'Fever',
        description: 'Temperature up to 39.8, not settling properly with Calpol',
        severity: 'severe',
      },
      { name: 'Red eyes', description: 'Red, sticky, watery eyes, turns away from light', severity: 'mild' },
      {
        name: 'Rash',
        description: 'Blotchy red rash that started behind the ears and has spread down the body',
        severity: 'moderate',
      },
      {
        name: 'Poor feeding',
        description: 'Off his food, drinking about half his usual milk',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Measles',
    treatments:
      'Supportive care: fluids, paracetamol or ibuprofen for fever; confirm with an oral fluid swab and notify UKHSA (notifiable disease); keep away from nursery, childminder and vulnerable contacts until four days after the rash appeared; vitamin A; advise the pregnant contact to seek advice about immunoglobulin; safety-net for pneumonia, dehydration, ear infection and encephalitis; offer MMR catch-up once recovered.',
  },
  questions: [
    {
      ask: "Hi Tom, what's been going on with Oliver?",
      mustContain: [['runny', 'cough', 'temperature', 'fever', 'rash', 'poorly', 'unwell', 'eyes']],
      mustNotContain: ['measles'],
    },
    { ask: 'How long has he been unwell for?', mustContain: [['five', '5']], mustNotContain: ['measles'] },
    { ask: 'Where did the rash first appear?', mustContain: [['ear', 'ears', 'hairline']] },
    {
      ask: 'Has the rash spread anywhere since then?',
      mustContain: [['face', 'neck', 'chest', 'tummy', 'back']],
      affirm: true,
    },
    {
      ask: 'Can you describe what the spots look like?',
      mustContain: [['blotchy', 'red', 'flat', 'patches', 'joining']],
      mustNotContain: ['blisters', 'purple'],
    },
    { ask: 'Is it itchy? Has he been scratching at it?', affirm: false },
    { ask: 'How high has his temperature gone?', mustContain: [['39.8', '39', 'thirty nine']] },
    { ask: 'Has the Calpol brought his temperature down?', affirm: false },
    {
      ask: 'What have you given him for it so far?',
      mustContain: [['calpol', 'paracetamol', 'nurofen', 'ibuprofen']],
    },
    { ask: 'Have you noticed anything inside his mouth?', mustContain: [['white']], affirm: true },
    { ask: 'How many wet nappies has he had in the last day?', mustContain: [['four', '4']] },
    { ask: 'Has he vomited at all?', mustContain: [['once', 'one']], affirm: true },
    { ask: 'Has he had any fits, or gone floppy on you?', affirm: false },
    { ask: 'Is he struggling with his breathing at all?', affirm: false },
    { ask: 'Has he had his MMR jab?', affirm: false, mustNotContain: ['measles'] },
    { ask: 'Has he been poorly with anything before?', mustContain: [['ear']] },
    { ask: 'Has he ever been in hospital or had an operation?', affirm: false },
    { ask: 'Is he allergic to anything?', mustContain: [['plaster', 'plasters']] },
    { ask: 'Do any illnesses run in the family?', mustContain: [['asthma', 'eczema', 'diabetes']] },
    { ask: 'Is his big sister Ruby poorly as well?', affirm: false },
    {
      ask: "Has he been around anyone who's been ill?",
      mustContain: [['childminder', 'boy', 'child']],
      affirm: true,
    },
    { ask: 'Does anyone smoke at home?', affirm: false },
    { ask: 'What do you do for work, Tom?', mustContain: [['delivery', 'driver']] },
    {
      ask: 'Who looks after him during the week?',
      mustContain: [['childminder', 'pat', 'grandmother', 'nan', 'gran', 'granny']],
    },
    { ask: "What's worrying you most about it?", mustContain: [['meningitis', 'pregnant']] },
    { ask: "Is there anything else you've noticed?", mustNotContain: ['measles'] },
    {
      ask: 'How much does he weigh at the moment?',
      mustNotContain: ['kg', 'kilo', 'kilos', 'kilograms', 'pounds', 'stone'],
    },
    {
      ask: "Do you know Oliver's blood group?",
      mustContain: [notKnowing],
      mustNotContain: ['positive', 'negative'],
    },
  ],
};
