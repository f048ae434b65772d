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

export const acuteUrinaryRetention: InterviewCase = {
  id: 'acute-urinary-retention',
  system: 'renal and urological',
  patient: {
    name: 'Graham Fletcher',
    medicalHistory: `Name: Graham Fletcher. Age: 71. M.
PC: Unable to pass urine since last night; lower abdo pain.
HPC: Last passed a small amount of urine at about 9 pm yesterday (Sat). Since then unable to void despite a strong, constant urge. Suprapubic pain, constant, steadily worsening overnight; no radiation to back or loins. Tried running the taps and sitting in a warm bath - no help. Background 18/12 of LUTS: hesitancy, poor stream, terminal dribbling, nocturia x3-4. Started on tamsulosin by GP 6/12 ago with some improvement. OTC chlorphenamine (Piriton) started Thurs for hay fever. Taking co-codamol regularly this week for R knee. BO 4 days ago (normally daily). Drank 4 pints of bitter at grandson's wedding Sat afternoon. No haematuria. No dysuria. No fever or rigors. No back pain, no leg weakness or numbness. No previous episodes of retention.
PMH: BPH (dx by GP 2025 on symptoms). HTN. OA R knee.
PSH: L inguinal hernia repair 2008. R TKR 2019.
DH: Tamsulosin 400 mcg OD. Amlodipine 5 mg OD. Co-codamol 30/500 2 tabs QDS PRN. Chlorphenamine 4 mg TDS (OTC, since Thurs).
Allergies: Penicillin (rash).
FH: Brother Dennis - prostate cancer at 68 (treated, alive). Father - died of a stroke at 80.
SH: Retired postman. Lives with wife Jean in a semi, independent. Ex-smoker (20/day for 25 yrs, stopped 1995). Alcohol ~10 units/wk, more this weekend.
ICE: Worried it is 'cancer like Dennis'. Wants 'the pressure taken off'.
O/E: Distressed, sweaty. Tender, dull, palpable bladder to 2 fingerbreadths below umbilicus. T 36.8 °C.`,
    symptoms: [
      {
        name: 'Unable to pass urine',
        description: 'Nothing passed since 9 pm last night despite a strong urge',
        severity: 'severe',
      },
      {
        name: 'Lower abdominal pain',
        description: "'Like a balloon about to burst'; 9/10",
        severity: 'severe',
      },
      {
        name: 'Poor urinary stream',
        description: 'Weak stream for 18 months; has to wait to get going',
        severity: 'mild',
      },
    ],
    diagnosis: 'Acute urinary retention',
    treatments:
      'Urethral catheterisation with residual volume recorded; monitor for post-obstructive diuresis; U&Es; urine dipstick and culture; stop chlorphenamine and minimise codeine; treat constipation (laxatives); continue tamsulosin and plan trial without catheter after 2-3 days; urology follow-up; do not check PSA until weeks after catheterisation.',
  },
  questions: [
    {
      ask: "Good morning Mr Fletcher, what's brought you in?",
      mustContain: [['urine', 'water', 'wee', 'pee']],
      mustNotContain: ['retention'],
    },
    {
      ask: 'When did you last manage to pass urine?',
      mustContain: [['9 pm', '9pm', 'nine', 'last night', '21:00']],
    },
    { ask: 'Do you still feel the urge to go?', affirm: true },
    { ask: 'Where is the pain?', mustContain: [['lower', 'suprapubic', 'pubic', 'bladder', 'below']] },
    { ask: 'How would you describe the pain?', mustContain: ['balloon'] },
    { ask: 'Does the pain go through to your back?', affirm: false },
    { ask: 'Is the pain there all the time or does it come and go?', mustContain: ['constant'] },
    { ask: 'How bad is the pain out of 10?', mustContain: [['9', 'nine']] },
    { ask: 'Have you tried anything to help you go?', mustContain: [['taps', 'tap', 'bath']] },
    {
      ask: 'Before this, had you had any problems with your waterworks?',
      mustContain: [['stream', 'hesitancy', 'dribbling', 'night', '18 months', 'eighteen months']],
      affirm: true,
    },
    { ask: 'Have you seen any blood in your urine?', affirm: false },
    { ask: 'Has it been stinging when you pass water?', affirm: false },
    { ask: 'When did you last open your bowels?', mustContain: [['4 days', 'four days']] },
    { ask: 'Any numbness or weakness in your legs?', affirm: false },
    { ask: 'Has this ever happened before?', affirm: false },
    {
      ask: 'What medical conditions do you have?',
      mustContain: [['prostate', 'blood pressure', 'hypertension', 'knee', 'arthritis']],
    },
    { ask: 'Have you had any operations?', mustContain: [['hernia', 'knee']], affirm: true },
    {
      ask: 'Have you started any new medicines recently?',
      mustContain: [['piriton', 'chlorphenamine', 'hay fever']],
      affirm: true,
    },
    {
      ask: 'What tablets do you take regularly?',
      mustContain: [['tamsulosin', 'amlodipine', 'co codamol', 'codamol']],
    },
    { ask: 'Are you allergic to any medicines?', mustContain: ['penicillin'], affirm: true },
    {
      ask: 'Is there anything that runs in the family?',
      mustContain: [['dennis', 'brother', 'prostate', 'stroke']],
    },
    { ask: 'Do you smoke?', affirm: false },
    {
      ask: 'How much alcohol do you drink?',
      mustContain: [['10', 'ten', 'pints', 'bitter', 'wedding']],
    },
    { ask: 'What did you do for a living?', mustContain: [['postman', 'post']] },
    { ask: 'Who do you live with?', mustContain: [['jean', 'wife']] },
    {
      ask: "Is there anything you're particularly worried about?",
      mustContain: [['cancer', 'dennis']],
    },
    { ask: 'Have you ever had a PSA blood test?', mustContain: [unsure] },
    { ask: 'Is this urinary retention?', mustContain: [unsure], mustNotContain: ['retention'] },
  ],
};
