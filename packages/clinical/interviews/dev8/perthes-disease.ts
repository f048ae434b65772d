import type { InterviewCase } from '../types.js';

export const perthesDisease: InterviewCase = {
  id: 'perthes-disease',
  system: 'musculoskeletal',
  patient: {
    name: 'Arjun Sharma',
    medicalHistory:
      "Arjun is a 6-year-old boy brought to the clinic by his mum, Priya. She says he has been limping on and off for about six weeks. His grandmother, who collects him from school, first noticed it at the park, when he was running with a funny hopping step and seemed to be favouring his right leg. Since then the limp has come and gone. It is worse at the end of the day and after football on Saturday mornings, and better after a night's sleep. Arjun complains of an ache in his right knee and the front of his right thigh, and now and then in his right groin. Priya says it is a dull ache rather than a sharp pain; he rates it 3 out of 10, or 5 after football. It does not wake him at night. A dose of Calpol helps a little, and resting on the sofa helps more. Nobody knows of any fall or injury. He has had no temperature, no rash and no sore throat recently, and he is eating normally; he has not lost weight. His left leg is fine and none of his other joints are painful or swollen. Priya has noticed that he can no longer sit cross-legged on the carpet like the other children, and his teacher says he has started to sit out of PE.\n\n" +
      'He was born at term by caesarean section because he was breech, and his hips were scanned as a baby and were normal. He has had eczema since he was a baby, and he had grommets put in both ears when he was three. He had chickenpox at four. He uses Diprobase cream twice a day and has Calpol now and then for his leg; he takes no other medicines. He is allergic to penicillin, which gave him an itchy rash all over his body when he was two. His immunisations are up to date.\n\n' +
      "Family history: his dad, Raj, had a hip problem as a boy and wore a brace for a year; Priya is not sure what it was called. Priya's mother has rheumatoid arthritis. His little sister Anaya, aged three, is well.\n\n" +
      "Social history: Arjun lives with his mum, dad and sister in a semi-detached house in Leicester. He is in Year 2 and loves football. Priya is a part-time pharmacist and Raj is an IT consultant; Arjun's grandmother looks after the children after school three days a week. Neither parent smokes. Priya is worried that he has broken something, or that it might be arthritis like her mother's.",
    symptoms: [
      {
        name: 'Limp',
        description: 'Limp favouring the right leg, on and off for six weeks',
        severity: 'moderate',
      },
      {
        name: 'Knee pain',
        description: 'Dull ache in the right knee and front of the right thigh',
        severity: 'mild',
      },
      { name: 'Groin pain', description: 'Occasional ache in the right groin', severity: 'mild' },
      { name: 'Joint stiffness', description: 'Can no longer sit cross-legged', severity: 'mild' },
    ],
    diagnosis: 'Perthes disease (Legg-Calve-Perthes disease) of the right hip',
    treatments:
      'X-ray of both hips (AP and frog-lateral views); referral to paediatric orthopaedics; simple analgesia (paracetamol or ibuprofen); avoid high-impact sport such as football while symptomatic; physiotherapy to keep hip movement; observation, with bracing or femoral osteotomy if the femoral head is poorly covered.',
  },
  questions: [
    {
      ask: "What's brought you and Arjun in today?",
      mustContain: [['limp', 'limping', 'leg']],
      mustNotContain: ['perthes'],
    },
    { ask: 'How long has he been limping?', mustContain: [['six', '6']] },
    { ask: 'Which leg is it?', mustContain: [['right']] },
    { ask: 'Where does he say it hurts?', mustContain: [['knee', 'thigh']] },
    { ask: 'Does the pain go anywhere else?', mustContain: [['groin']] },
    { ask: 'What sort of pain is it - sharp or more of an ache?', mustContain: [['ache', 'dull', 'aching']] },
    { ask: 'How bad is the pain, out of ten?', mustContain: [['3', 'three', '5', 'five']] },
    { ask: 'What makes the limp worse?', mustContain: [['football', 'end of the day', 'evening']] },
    { ask: 'Is there anything that helps?', mustContain: [['sleep', 'rest', 'resting', 'calpol', 'sofa']] },
    { ask: 'Did he have a fall or hurt himself at all?', affirm: false },
    { ask: 'Has he been running a temperature?', affirm: false },
    { ask: 'Does the pain ever wake him up at night?', affirm: false },
    { ask: 'Are any of his other joints sore or swollen?', affirm: false },
    {
      ask: 'How tall is he now?',
      mustNotContain: ['cm', 'centimetres', 'metre', 'metres', 'feet', 'inches'],
    },
    { ask: 'Can he still sit cross-legged on the floor?', affirm: false },
    { ask: 'Does he have any medical problems?', mustContain: [['eczema']] },
    { ask: 'Has he ever had an operation?', mustContain: [['grommets', 'grommet', 'ears']], affirm: true },
    { ask: 'Is he on any medicines or creams?', mustContain: [['diprobase', 'cream', 'calpol']] },
    { ask: 'Is he allergic to anything?', mustContain: [['penicillin']] },
    { ask: 'What happened when he had penicillin?', mustContain: [['rash', 'itchy']] },
    {
      ask: 'Do any conditions run in the family?',
      mustContain: [['hip', 'arthritis']],
      mustNotContain: ['perthes'],
    },
    {
      ask: 'Did his dad have any trouble with his hips as a child?',
      mustContain: [['brace']],
      affirm: true,
      mustNotContain: ['perthes'],
    },
    {
      ask: 'Who looks after him after school?',
      mustContain: [['grandmother', 'gran', 'granny', 'nan', 'nani', 'grandma']],
    },
    { ask: 'Does anyone at home smoke?', affirm: false },
    { ask: 'What do you do for work?', mustContain: [['pharmacist']] },
    { ask: 'What are you worried it might be?', mustContain: [['broken', 'arthritis']] },
    { ask: "Anything else you've noticed about him?", mustNotContain: ['perthes'] },
    {
      ask: 'What position does he play in football?',
      mustNotContain: ['goalkeeper', 'goalie', 'striker', 'defender', 'midfield', 'winger'],
    },
  ],
};
