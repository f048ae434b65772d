import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't remember",
  'cannot remember',
];

export const acuteCholangitis: InterviewCase = {
  id: 'acute-cholangitis',
  system: 'gastrointestinal',
  patient: {
    name: 'Harold Finch',
    medicalHistory: `PC: 74M. RUQ pain, fevers with rigors and yellow eyes x 2/7.

HPC: Onset Tues 16:00 of constant aching pain under R ribs, radiating through to R shoulder blade. Initially 7/10, now 8/10. Worse on deep breath and when the car went over speed bumps on the way in; eased slightly by lying still on his L side. Rigors x3 overnight, teeth chattering; wife Maureen had to change the sheets. Yellow eyes since yesterday AM. Urine "like strong tea" x 2/7. Stools pale, clay-coloured this AM. Itching over arms and back. Vomited x2 (bile, no blood). Off his food. No chest pain. No diarrhoea. No travel abroad. No new medicines. Two similar but shorter RUQ pains after fatty meals this year (last in Aug), each settled in < 4 h. USS 08/2026: multiple gallstones, CBD 6 mm. On the waiting list for lap chole.

PMH: T2DM (2015; HbA1c 58 in June). HTN. Gallstones as above.

PSH: appendicectomy aged 12. TURP 2019.

DH: metformin 1 g BD; ramipril 5 mg OD; atorvastatin 40 mg ON; paracetamol 1 g PRN (2 doses yesterday).

Allergies: penicillin - widespread rash (1990s).

SH: retired postman. Lives with wife Maureen in a bungalow, fully independent, still drives. Ex-smoker, 20 pack-years, quit 2010. EtOH ~10 u/wk (bitter at the bowls club).

FH: mother - gallstones ("had her gallbladder out"). Brother Keith - bowel ca aged 68, died 2024.

ICE: thinks "the gallstones are playing up again". Concerned it could be cancer like Keith's because of the yellow colour. Expects "they'll finally take it out".

O/E: jaundiced, alert and orientated. T 39.1, HR 112, BP 98/60, RR 22, SpO2 95% RA. Tender RUQ with guarding. Murphy's sign equivocal.`,
    symptoms: [
      {
        name: 'Abdominal pain',
        description: 'Right upper abdomen under the ribs, constant',
        severity: 'severe',
      },
      {
        name: 'Rigors',
        description:
          'Uncontrollable shaking with fever; three episodes overnight, each lasting about 20 minutes',
        severity: 'severe',
      },
      {
        name: 'Jaundice',
        description: 'Yellow whites of the eyes, noticed first by his wife',
        severity: 'moderate',
      },
      { name: 'Dark urine', description: 'Like strong tea', severity: 'mild' },
      { name: 'Itching', description: 'Arms and back, worse at night', severity: 'mild' },
    ],
    diagnosis: 'Acute (ascending) cholangitis due to common bile duct stones, with sepsis',
    treatments:
      'Sepsis six: oxygen, blood cultures, IV fluids, lactate, catheter and urine output monitoring; IV antibiotics avoiding penicillin (e.g. ciprofloxacin plus metronidazole, or per local guideline); analgesia and antiemetic; hold metformin and ramipril; LFTs, FBC, U&E, CRP, amylase, clotting; urgent ultrasound or MRCP; ERCP with sphincterotomy and stone extraction within 24–48 hours (sooner if not responding); cholecystectomy later.',
  },
  questions: [
    {
      ask: "Good morning Mr Finch, I'm one of the medical team. What's brought you into hospital?",
      mustContain: [['pain', 'ache']],
      mustNotContain: ['cholangitis'],
    },
    {
      ask: 'Where is the pain exactly?',
      mustContain: ['right', ['rib', 'upper', 'tummy', 'abdomen']],
    },
    { ask: 'When did it come on?', mustContain: [['tues', '4 pm', '16', 'two days', '2 days']] },
    { ask: 'What sort of pain is it?', mustContain: [['aching', 'ache', 'constant']] },
    { ask: 'Does the pain spread anywhere?', affirm: true, mustContain: ['shoulder'] },
    { ask: 'On a scale of one to ten, how bad is it now?', mustContain: [['8', 'eight']] },
    { ask: 'Is there anything that makes it worse?', mustContain: [['breath', 'bump']] },
    { ask: 'Have you found anything that eases it?', mustContain: [['still', 'left side']] },
    { ask: 'Have you had any shivers or shakes?', affirm: true, mustContain: [['three', '3']] },
    { ask: 'How long did each of the shaking attacks last?', mustContain: [['20', 'twenty']] },
    { ask: 'Have you noticed any yellowing of your skin or eyes?', affirm: true, mustContain: ['eye'] },
    { ask: 'What colour is your wee?', mustContain: [['tea', 'dark']] },
    { ask: 'Have your stools changed colour?', affirm: true, mustContain: [['pale', 'clay']] },
    { ask: 'Have you had any diarrhoea?', affirm: false },
    { ask: 'Any chest pain?', affirm: false },
    {
      ask: 'Have you ever had pain like this before?',
      affirm: true,
      mustContain: [['fatty', 'twice', 'two', '2', 'august', 'gallstone']],
    },
    {
      ask: 'What other medical problems do you have?',
      mustContain: [['diabetes', 'sugar', 'blood pressure', 'hypertension', 'gallstone']],
    },
    {
      ask: 'Have you had any operations in the past?',
      affirm: true,
      mustContain: [['append', 'prostate', 'turp']],
    },
    {
      ask: 'Which medications are you on?',
      mustContain: ['metformin', 'ramipril', 'atorvastatin'],
    },
    { ask: 'Are you allergic to any medicines?', affirm: true, mustContain: ['penicillin'] },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['gall', 'bowel', 'keith', 'mother', 'mum', 'brother']],
    },
    { ask: 'Do you smoke?', affirm: false, mustContain: [['2010', 'stopped', 'quit', 'gave up', 'used to']] },
    { ask: 'How much alcohol do you drink in a week?', mustContain: [['10', 'ten']] },
    { ask: 'What did you do for work?', mustContain: ['post'] },
    { ask: 'Who is at home with you?', mustContain: [['maureen', 'wife']] },
    {
      ask: 'What do you think is going on, and is anything worrying you?',
      mustContain: [['gallstone', 'gall', 'cancer', 'keith']],
    },
    { ask: 'Have you had your flu jab this year?', mustContain: [unsure] },
    { ask: 'Do you think this is cholangitis?', mustNotContain: ['cholangitis'] },
  ],
};
