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

const diagnosisWords = ['osteoarthritis', 'arthritis', 'wear and tear'];

export const osteoarthritisKnee: InterviewCase = {
  id: 'osteoarthritis-knee',
  system: 'musculoskeletal',
  patient: {
    name: 'Edna Rowley',
    medicalHistory: `78-year-old woman seen in clinic with her granddaughter, Chloe (22, a student nurse), who visits twice a week and helps with her tablets.

Edna has had aching knees for about two years, but the right knee has been much worse over the last three months. The pain is deep inside and around the front of the knee, worst going up and down stairs and after her walk to the Co-op, and it eases when she sits with her leg up. Both knees are stiff first thing for about 20 minutes and "creak like an old gate". The right knee swells by the evening and has given way twice in the past month, once in the Co-op, but she did not fall. It now wakes her at night. She rates it 7 out of 10 on a bad day. She has not injured it. There is no redness or heat and she has had no fevers. Her hips and hands do not hurt. She has stopped going to her Tuesday lunch club because of the walk.

Medicines (Chloe brought the boxes):
1. Ramipril 5 mg once daily
2. Indapamide 2.5 mg once daily
3. Atorvastatin 20 mg at night
4. Metformin 500 mg twice daily
5. Naproxen 250 mg twice daily (started by the GP in September)
6. Omeprazole 20 mg once daily
7. Co-codamol 8/500 two tablets up to four times daily; she takes them only at night because they bung her up
8. Senna two tablets at night
9. Alendronic acid 70 mg every Monday
10. Adcal-D3 one tablet twice daily
11. Voltarol gel to the knees
12. Glucosamine (bought herself)
Chloe found empty packets of ibuprofen from the supermarket in the kitchen drawer last week and has taken them away.

Allergies: trimethoprim (rash); Elastoplast (blisters).

PMH: type 2 diabetes; high blood pressure; osteoporosis (broke her left wrist in 2018); cataracts. Keyhole operation on the left knee in 2009.

FH: her mother had both hips replaced.

SH: widowed; lives alone in a terraced house with the bathroom upstairs. Former school cook. Never smoked. A sherry at Christmas. Weight 88 kg.

Chloe is worried her gran will fall. Edna is afraid she will end up in a home, and she does not want an operation because her friend Mavis had a knee replacement that went wrong.`,
    symptoms: [
      {
        name: 'Knee pain',
        description: 'Right worse than left; aching, deep in the joint',
        severity: 'moderate',
      },
      {
        name: 'Joint stiffness',
        description: 'Both knees, in the mornings; eases once she gets moving',
        severity: 'mild',
      },
      {
        name: 'Knee swelling',
        description: 'Right knee, puffy by teatime; her tights leave a mark',
        severity: 'mild',
      },
      {
        name: 'Knee giving way',
        description: 'Right knee buckles without warning',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Osteoarthritis of both knees, right worse than left (with excess NSAID use to review)',
    treatments:
      'Explain the condition; weight loss and quadriceps strengthening exercise (physiotherapy referral), walking aid; topical NSAID; stop the bought ibuprofen and review oral naproxen (with ramipril, indapamide and age: kidney and bleeding risk; check U&E); paracetamol-based analgesia with laxative cover; consider intra-articular steroid injection for flares; occupational therapy for stairs and bathing; falls assessment; orthopaedic referral for knee replacement if symptoms remain severe despite these, respecting her wishes.',
  },
  questions: [
    {
      ask: "Good afternoon Mrs Rowley, what's been troubling you?",
      mustContain: ['knee'],
      mustNotContain: diagnosisWords,
    },
    { ask: 'Which knee is the worst?', mustContain: ['right'] },
    {
      ask: 'How long have your knees been bothering you?',
      mustContain: [['two years', '2 years']],
    },
    { ask: 'Can you describe the pain for me?', mustContain: [['ach', 'deep']] },
    { ask: 'Does the pain go anywhere else, like your hips?', affirm: false },
    { ask: 'What makes it worse?', mustContain: [['stairs', 'walk']] },
    { ask: 'Is there anything that eases it?', mustContain: [['sit', 'leg up']] },
    {
      ask: 'Are your knees stiff in the mornings?',
      affirm: true,
      mustContain: [['20', 'twenty']],
    },
    { ask: 'How bad does it get, out of ten?', mustContain: [['7', 'seven']] },
    { ask: 'Does it wake you at night?', affirm: true },
    {
      ask: 'Have you noticed any swelling?',
      affirm: true,
      mustContain: [['evening', 'teatime', 'right', 'tights']],
    },
    {
      ask: 'Has the knee ever given way on you?',
      affirm: true,
      mustContain: [['twice', 'two', '2']],
    },
    { ask: 'Have you had a fall?', affirm: false },
    { ask: 'Has the knee been red or hot?', affirm: false },
    {
      ask: 'What other health problems do you have?',
      mustContain: [['diabetes', 'blood pressure', 'osteoporosis', 'cataract']],
    },
    {
      ask: 'Have you had any operations?',
      affirm: true,
      mustContain: [['keyhole', 'knee', '2009']],
    },
    {
      ask: 'What are you taking for the pain?',
      mustContain: [['naproxen', 'codamol', 'voltarol', 'gel']],
    },
    {
      ask: 'Have you been buying any tablets from the shops?',
      affirm: true,
      mustContain: [['ibuprofen', 'glucosamine']],
    },
    {
      ask: 'Do the co-codamol tablets cause you any problems?',
      affirm: true,
      mustContain: [['bung', 'constipat']],
    },
    {
      ask: 'Do you have any allergies?',
      affirm: true,
      mustContain: [['trimethoprim', 'elastoplast', 'plaster']],
    },
    {
      ask: 'Does anyone in your family have trouble with their joints?',
      mustContain: [['hip', 'mother', 'mum']],
    },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink alcohol?', mustContain: ['sherry'] },
    { ask: 'What job did you do?', mustContain: ['cook'] },
    { ask: 'Who do you live with?', mustContain: [['alone', 'on my own', 'by myself']] },
    {
      ask: 'What worries you most about your knees?',
      mustContain: [['home', 'operation', 'mavis', 'fall']],
    },
    { ask: 'Have you ever had an X-ray of your knees?', mustContain: [unsure] },
    { ask: 'Is this osteoarthritis, do you think?', mustNotContain: diagnosisWords },
  ],
};
