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

/** A structured template in clinical shorthand. */
export const testicularTorsion: InterviewCase = {
  id: 'testicular-torsion',
  system: 'genitourinary',
  patient: {
    name: 'Callum Reid',
    medicalHistory:
      'PC: Sudden severe L testicular pain since 05:30 today, woke him from sleep.\n' +
      "HPC: 15M, brought in by mum (Donna). Woke at approx. 05:30 with sudden, severe pain in the L testicle, 'like being kicked there', 9/10. Radiates up into the L groin and lower abdomen. Constant since onset, has not eased at all. Vomited x2 at home. Ibuprofen 400 mg at 06:00, no help. Worse on walking (walked in bent over) and can't bear anything touching it, even his boxers. Lying still on his back is the least bad. Denies trauma: last played football on Saturday (3/7 ago), no knock that he remembers. Denies dysuria, frequency, urethral discharge, rash. No fever. Not sexually active (asked with mum out of the room). Two similar but milder episodes of L testicular pain in the last 6 months, each lasting ~20 min and settling by themselves; told no one ('too embarrassing').\n" +
      'PMH: Mild asthma, well controlled. # R wrist aged 12 (trampoline), treated in a cast.\n' +
      'PSH: Nil, never had an operation.\n' +
      'DH: Clenil Modulite 100 mcg 2 puffs BD. Salbutamol 100 mcg PRN (uses it about once a month). Ibuprofen 400 mg today as above.\n' +
      'Allergies: NKDA. Hay fever in summer.\n' +
      'FH: Dad (Gary) T2DM. Brother Jamie (19) had his appendix out last year. Nil else known.\n' +
      "SH: Year 11 at Hillside Academy. Lives with mum, dad and Jamie in a semi-detached house. Plays centre back for a Sunday league team. Non-smoker (tried a vape once at a party, 'didn't like it'). No alcohol. Wants to be a PE teacher.\n" +
      'ICE: Embarrassed; hoped it would go away on its own. Worried it might be cancer (a footballer he follows had testicular cancer). Hopes he will not need an operation and can play on Sunday.\n' +
      'O/E: Distressed, pale. T 36.9, HR 104. L testis high-riding with a horizontal lie, exquisitely tender; L cremasteric reflex absent. R testis normal. Abdo soft, mild L iliac fossa tenderness.',
    symptoms: [
      {
        name: 'Testicular pain',
        description: 'Left testicle only; the right side feels normal',
        severity: 'severe',
      },
      {
        name: 'Vomiting',
        description: 'Twice at home, the second time soon after the ibuprofen',
        severity: 'moderate',
      },
      {
        name: 'Abdominal pain',
        description: 'An ache low down on the left side of the tummy, which came on with the testicle pain',
        severity: 'mild',
      },
    ],
    diagnosis: 'Testicular torsion',
    treatments:
      'Emergency scrotal exploration without waiting for imaging; detorsion and bilateral orchidopexy (orchidectomy if the testis is not viable); nil by mouth; IV morphine and an anti-emetic; consent with his mother present.',
  },
  questions: [
    {
      ask: "Hi Callum, I'm a medical student. What's brought you in this morning?",
      mustContain: [['testicle', 'testicles', 'ball', 'balls', 'groin', 'pain']],
      mustNotContain: ['torsion', 'twist'],
    },
    { ask: 'Which side is it on?', mustContain: ['left'] },
    {
      ask: 'When did the pain start?',
      mustContain: [['5:30', '05:30', '5.30', '05.30', '0530', 'half five', 'half past five', 'woke']],
    },
    { ask: 'Did it come on suddenly or gradually?', mustContain: ['sudden'] },
    { ask: 'Can you describe the pain for me?', mustContain: ['kicked'] },
    { ask: 'Does the pain spread anywhere?', mustContain: [['groin', 'tummy', 'abdomen', 'belly']] },
    {
      ask: 'Has it come and gone, or been there constantly?',
      mustContain: [['constant', 'all the time', 'not eased']],
    },
    { ask: 'How bad is it out of ten?', mustContain: [['9', 'nine']] },
    { ask: 'What makes it worse?', mustContain: [['walk', 'walking', 'touch', 'touching', 'boxers']] },
    { ask: 'Is there anything that eases it at all?', mustContain: [['lying', 'back', 'still']] },
    { ask: 'Have you been sick?', mustContain: [['2', 'two', 'twice']], affirm: true },
    { ask: 'Did you get hit or hurt down there?', affirm: false },
    { ask: 'Any burning or stinging when you pee?', affirm: false },
    { ask: 'Have you had a fever?', affirm: false },
    { ask: 'Have you ever had pain like this before?', mustContain: [['2', 'two', 'twice']], affirm: true },
    { ask: 'Do you have any medical conditions?', mustContain: ['asthma'] },
    { ask: 'Have you ever had an operation?', affirm: false },
    { ask: 'What medicines do you use?', mustContain: [['clenil', 'salbutamol', 'inhaler', 'inhalers']] },
    { ask: 'Any allergies to medicines?', affirm: false },
    { ask: 'Are there any illnesses in your family?', mustContain: [['diabetes', 'appendix']] },
    { ask: 'Do you smoke or vape?', affirm: false },
    { ask: 'Do you drink alcohol?', affirm: false },
    { ask: 'Are you at school?', mustContain: [['year 11', 'hillside', 'school']], affirm: true },
    {
      ask: "Who's at home with you?",
      mustContain: [
        ['mum', 'donna'],
        ['jamie', 'brother'],
      ],
    },
    { ask: 'Are you sexually active?', affirm: false },
    { ask: 'Is there anything you are particularly worried about?', mustContain: ['cancer'] },
    { ask: 'Have you had your MMR jabs?', mustContain: [notSure] },
    {
      ask: 'Do you think it could be a testicular torsion?',
      mustContain: [notSure],
      mustNotContain: ['torsion', 'twist'],
    },
  ],
};
