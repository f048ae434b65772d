import type { InterviewCase } from '../types.js';

/** A structured template with headings in clinical shorthand. */
export const pepticUlcer: InterviewCase = {
  id: 'peptic-ulcer',
  system: 'gastrointestinal',
  patient: {
    name: 'Donna Price',
    medicalHistory: `PC: 46F, epigastric pain for 3/52.
HPC: Burning, gnawing pain in the upper abdomen just below the breastbone, occasionally going through to the back. Comes on 2-3 h after meals and wakes her at about 2 am; woken x4 in the last week. Worse when hungry and after coffee. Eased by eating and by Gaviscon. Severity 6/10. Assoc: bloating, nausea. No vomiting, no haematemesis, no melaena or PR bleed, no weight loss, no dysphagia. Appetite normal, bowels normal. Started ibuprofen 6/52 ago for low back pain after lifting at work. No previous similar episodes.
PMH: mechanical low back pain (6/52); anxiety.
PSH: caesarean section 2008.
DH: sertraline 50 mg OD; ibuprofen 400 mg TDS (bought OTC), stopped 1/7 ago on the pharmacist's advice; co-codamol 8/500 2 tabs PRN, stopped 2/52 ago as it made her constipated; Gaviscon 10 ml PRN.
Allergies: sticking plasters (itchy red skin).
SH: smokes 10/day for 25 years (12.5 pack-years). Alcohol ~18 u/wk, mostly wine. Coffee 5 cups/day. Care assistant in a nursing home. Lives with husband and 2 teenage sons.
FH: mother had stomach cancer aged 72. Father has T2DM. No FH of bowel cancer.
ROS: no chest pain, no SOB, no jaundice.
ICE: thinks it is stress; worried it could be stomach cancer like her mum; wants something to settle it so she can keep working.`,
    symptoms: [
      { name: 'Epigastric pain', description: 'Burning pain in the upper abdomen', severity: 'moderate' },
      { name: 'Bloating', description: 'Feeling bloated', severity: 'mild' },
      { name: 'Nausea', description: 'Feeling sick', severity: 'mild' },
    ],
    diagnosis: 'Peptic ulcer disease (NSAID-associated duodenal ulcer)',
    treatments:
      'Stop NSAIDs, proton pump inhibitor (omeprazole or lansoprazole) for 8 weeks, Helicobacter pylori stool antigen or urea breath test with eradication if positive, smoking and alcohol advice',
  },
  questions: [
    { ask: "What's brought you to see me today?", mustContain: [['pain', 'tummy', 'stomach', 'abdomen']] },
    { ask: 'Can you show me whereabouts the pain is?', mustContain: [['upper', 'breastbone', 'top']] },
    { ask: 'How long have you had it?', mustContain: [['3', 'three'], 'week'] },
    { ask: 'What does the pain feel like?', mustContain: [['burning', 'gnawing']] },
    { ask: 'Does it go through to your back or anywhere else?', mustContain: ['back'] },
    { ask: 'How many times in the last week has it woken you up?', mustContain: [['4', 'four']] },
    { ask: 'Is there anything that makes it worse?', mustContain: [['hungry', 'coffee']] },
    { ask: 'does anything ease it', mustContain: [['eating', 'gaviscon']] },
    { ask: 'How bad is it out of ten?', mustContain: [['6', 'six']] },
    { ask: 'Have you noticed any black, tarry stools or blood when you go to the toilet?', affirm: false },
    { ask: 'Have you had anything like this before?', affirm: false },
    { ask: 'Do you have any other medical problems?', mustContain: [['back', 'anxiety']] },
    { ask: 'Have you had any operations?', mustContain: [['caesarean', 'c section', 'section']] },
    { ask: 'Have you been taking any painkillers?', mustContain: ['ibuprofen'] },
    { ask: 'How much ibuprofen were you taking?', mustContain: ['400'] },
    { ask: 'Why did you stop the co-codamol?', mustContain: [['constipated', 'constipation']] },
    { ask: 'What do you take for your anxiety?', mustContain: ['sertraline'] },
    { ask: 'Do you have any allergies?', mustContain: [['plaster', 'plasters']] },
    { ask: 'What happens when you use plasters?', mustContain: [['itchy', 'red']] },
    { ask: 'Do you smoke? How many a day?', mustContain: [['10', 'ten']] },
    { ask: 'How many units of alcohol do you drink a week?', mustContain: [['18', 'eighteen']] },
    { ask: "What's your job?", mustContain: [['care assistant', 'nursing home', 'carer']] },
    { ask: 'Has your mum had any health problems?', mustContain: [['stomach', 'cancer']] },
    { ask: 'Is there any bowel cancer in the family?', affirm: false },
    { ask: 'What are you worried it might be?', mustContain: ['cancer'] },
    {
      ask: 'Have you ever been tested for the stomach bug H. pylori?',
      mustNotContain: ['positive', 'negative', 'breath test'],
    },
    {
      ask: 'Have you ever had a camera test down into your stomach?',
      mustNotContain: ['last year', 'showed'],
    },
    { ask: 'Do you take any herbal remedies?', mustNotContain: ['turmeric', 'ginger', 'st john'] },
  ],
};
