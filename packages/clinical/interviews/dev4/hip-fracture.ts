import type { InterviewCase } from '../types.js';

/** Style 5: a long numbered medicines list plus a relative's report of events. */
export const hipFracture: InterviewCase = {
  id: 'hip-fracture',
  system: 'musculoskeletal',
  patient: {
    name: 'Dorothy Evans',
    medicalHistory: `Dorothy Evans is an 84-year-old widow brought in by ambulance. Her daughter Karen says that Dorothy got up to go to the toilet at about 11 pm last night, tripped on the rug in the hallway and landed on her left side. She could not get up and lay on the floor until Karen found her at 6 am, about 7 hours later. Dorothy has severe pain in her left groin and hip and cannot put any weight on the leg; Karen says the left leg looks shorter and turned out. Dorothy did not hit her head, did not black out and remembers the whole fall; she had no chest pain, palpitations or dizziness beforehand. Karen says her mum has been more unsteady over the last 3 months and has fallen twice before this year without injury. She walks with a stick outdoors.
Past history: atrial fibrillation, high blood pressure, osteoporosis (broke her right wrist in 2018), nerve pain in both feet, constipation.
Medicines:
1. Bendroflumethiazide 2.5 mg once daily
2. Amlodipine 10 mg once daily
3. Doxazosin 4 mg at night
4. Apixaban 2.5 mg twice daily
5. Zopiclone 3.75 mg at night
6. Omeprazole 20 mg once daily
7. Amitriptyline 10 mg at night
8. Paracetamol 1 g four times a day
9. Lactulose 10 ml twice daily
10. Alendronic acid 70 mg once a week on Mondays
Allergies: trimethoprim (rash).
She lives alone in a terraced house with her bedroom upstairs. Karen lives 5 minutes away and visits every day; her son Peter lives in Australia. Her husband Frank died in 2019. She has never smoked and has a sherry at Christmas. She is worried about who will feed her cat, Smudge.`,
    symptoms: [
      {
        name: 'Hip pain',
        description: 'Severe pain in the left hip and groin after a fall',
        severity: 'severe',
      },
      {
        name: 'Unable to bear weight',
        description: 'Cannot stand or walk on the left leg',
        severity: 'severe',
      },
      { name: 'Fall', description: 'Tripped on a rug at home last night', severity: 'moderate' },
      { name: 'Unsteadiness', description: 'More unsteady on her feet over 3 months', severity: 'mild' },
    ],
    diagnosis: 'Fractured neck of femur (left) after a mechanical fall',
    treatments:
      'Analgesia including a fascia iliaca block; hip and pelvis X-rays; bloods including CK for the long lie; withhold the anticoagulant; orthogeriatric review and surgery within 36 hours; falls and medication review; occupational therapy before discharge.',
  },
  questions: [
    {
      ask: 'Hello Mrs Evans, what happened?',
      mustContain: [['fell', 'fall', 'trip']],
      mustNotContain: ['fractur', 'neck of femur', 'broken hip'],
    },
    {
      ask: 'Where does it hurt?',
      mustContain: [['hip', 'groin']],
      mustNotContain: ['fractur', 'broken hip'],
    },
    { ask: 'Which side is it?', mustContain: ['left'], mustNotContain: ['right', 'fractur', 'broken hip'] },
    { ask: 'What time did you fall?', mustContain: ['11'], mustNotContain: ['fractur', 'broken hip'] },
    {
      ask: 'How did you come to fall?',
      mustContain: [['rug', 'trip']],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'How long were you on the floor?',
      mustContain: [['7', 'seven', '6']],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Who found you?',
      mustContain: [['karen', 'daughter']],
      mustNotContain: ['fractur', 'broken hip'],
    },
    { ask: 'Can you put any weight on that leg?', mustNotContain: ['fractur', 'broken hip'], affirm: false },
    { ask: 'Did you hit your head?', mustNotContain: ['fractur', 'broken hip'], affirm: false },
    {
      ask: 'Did you black out or lose consciousness?',
      mustNotContain: ['fractur', 'broken hip'],
      affirm: false,
    },
    {
      ask: 'Did you have any chest pain or feel dizzy before you fell?',
      mustNotContain: ['fractur', 'broken hip'],
      affirm: false,
    },
    {
      ask: 'Have you had any falls before?',
      mustContain: [['twice', '2', 'two']],
      mustNotContain: ['fractur', 'broken hip'],
      affirm: true,
    },
    {
      ask: 'Do you use a walking aid?',
      mustContain: ['stick'],
      mustNotContain: ['fractur', 'frame'],
      affirm: true,
    },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['atrial fibrillation', 'blood pressure', 'osteoporosis']],
      mustNotContain: ['fractur', 'broken hip', 'diabetes'],
    },
    {
      ask: 'Have you ever broken a bone before?',
      mustContain: ['wrist'],
      mustNotContain: ['fractur', 'broken hip', 'left wrist'],
      affirm: true,
    },
    {
      ask: 'Which wrist was that, and when?',
      mustContain: ['right', '2018'],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Are you on a blood thinner?',
      mustContain: ['apixaban'],
      mustNotContain: ['fractur', 'warfarin'],
      affirm: true,
    },
    {
      ask: 'What dose of apixaban do you take?',
      mustContain: [
        ['2.5', '2 point 5', 'two and a half'],
        ['twice', 'two times'],
      ],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Do you take anything for your blood pressure?',
      mustContain: [['amlodipine', 'bendroflumethiazide', 'doxazosin']],
      mustNotContain: ['fractur', 'ramipril'],
      affirm: true,
    },
    {
      ask: 'Do you take anything to help you sleep?',
      mustContain: ['zopiclone'],
      mustNotContain: ['fractur', 'broken hip'],
      affirm: true,
    },
    {
      ask: 'Are you taking anything for your bones? What day?',
      mustContain: ['alendron', 'monday'],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'What is the amitriptyline for?',
      mustContain: [['nerve', 'feet']],
      mustNotContain: ['fractur', 'depression'],
    },
    {
      ask: 'Are you allergic to anything?',
      mustContain: ['trimethoprim'],
      mustNotContain: ['fractur', 'penicillin'],
      affirm: true,
    },
    {
      ask: 'Who do you live with?',
      mustContain: [['alone', 'on my own', 'by myself']],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Is your bedroom upstairs or downstairs?',
      mustContain: ['upstairs'],
      mustNotContain: ['fractur', 'downstairs'],
    },
    {
      ask: 'Do you have any other children?',
      mustContain: [['peter', 'son'], 'australia'],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Do you smoke or drink alcohol?',
      mustContain: ['sherry'],
      mustNotContain: ['fractur', 'broken hip'],
    },
    {
      ask: 'Is there anything worrying you at the moment?',
      mustContain: [['cat', 'smudge']],
      mustNotContain: ['fractur', 'broken hip'],
    },
  ],
};
