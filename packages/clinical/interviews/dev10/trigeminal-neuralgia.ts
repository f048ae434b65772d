import type { InterviewCase } from '../types.js';

const unsure = [
  'not sure',
  "don't know",
  'do not know',
  'dont know',
  'no idea',
  'not certain',
  "can't say",
  "haven't noticed",
];

export const trigeminalNeuralgia: InterviewCase = {
  id: 'trigeminal-neuralgia',
  system: 'neurological',
  patient: {
    name: 'Margaret Lowe',
    medicalHistory: `Dear Dr Okonkwo,

Re: Mrs Margaret Lowe, aged 61

I would be grateful for your neurological opinion on this 61-year-old school librarian with four months of severe right-sided facial pain. She describes sudden stabs "like an electric shock" shooting from the right side of her upper lip across her cheek to just in front of her right ear, and along her lower jaw. Each attack lasts a few seconds, occasionally up to two minutes when they come in a cluster, and she has up to 30 a day. Between attacks she is pain-free. They are set off by brushing her teeth, chewing, a cold wind on her face, putting on make-up and even talking on the telephone, so she now brushes her teeth on the left only and has stopped wearing make-up. She rates the pain as 10 out of 10, the worst she has ever known. She first saw her dentist, who took out a lower right molar in August without any benefit. Ibuprofen and co-codamol 30/500 have not touched it. She has lost 3 kg because eating is so painful, and she now lives on soup and yoghurt.

She has no numbness of the face, no weakness, no hearing loss, no double vision and no headaches apart from these attacks. She has never had anything like this before. She has not had a rash on her face.

Past history: hypertension, raised cholesterol, and a left cataract operation in 2023. Medication: losartan 50 mg once daily, simvastatin 20 mg at night, co-codamol 30/500 two tablets up to four times a day when needed. Erythromycin made her very sick. Her sister Joan has migraines; her mother had a stroke at 80. She has never smoked and has a glass of wine with Sunday lunch. She lives with her husband, Alan, who is retired.

She has become tearful and says she dreads the next attack. She first thought it was her tooth; she is now frightened that she has a brain tumour. I have not started any new treatment pending your advice.

Kind regards,

Dr Fiona Baird, Riverside Medical Practice`,
    symptoms: [
      {
        name: 'Facial pain',
        description: 'Right cheek, upper lip and lower jaw; stabbing electric shocks lasting seconds',
        severity: 'severe',
      },
      {
        name: 'Weight loss',
        description: '3 kg in the last two months because chewing sets off the pain',
        severity: 'mild',
      },
      {
        name: 'Low mood',
        description: 'Tearful most days; sleeping badly because she is afraid an attack will wake her',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Trigeminal neuralgia (right maxillary and mandibular divisions)',
    treatments:
      'Carbamazepine started at a low dose and titrated (baseline FBC, sodium and LFTs; counsel on rash and interactions); stop ineffective co-codamol; MRI brain to exclude a secondary cause and look for neurovascular compression; neurosurgical referral (microvascular decompression) if drug treatment fails or is not tolerated; dietary advice for weight loss; support for low mood.',
  },
  questions: [
    {
      ask: 'Hello Mrs Lowe, what can I do for you today?',
      mustContain: [['face', 'facial', 'cheek', 'jaw']],
      mustNotContain: ['trigeminal', 'neuralgia'],
    },
    { ask: 'Which side of your face is it?', mustContain: ['right'] },
    { ask: 'When did all this begin?', mustContain: [['four months', '4 months']] },
    { ask: 'How would you describe the pain?', mustContain: [['electric', 'shock', 'stab']] },
    {
      ask: 'Does the pain travel anywhere?',
      affirm: true,
      mustContain: [['ear', 'jaw', 'cheek', 'lip']],
    },
    { ask: 'How long does each attack last?', mustContain: ['second'] },
    { ask: 'How many attacks do you get in a day?', mustContain: [['30', 'thirty']] },
    { ask: 'Do you get any pain in between the attacks?', affirm: false },
    { ask: 'How severe is it?', mustContain: [['10', 'ten', 'worst']] },
    {
      ask: 'Is there anything that sets it off?',
      mustContain: [['brush', 'chew', 'wind', 'make up', 'talk', 'telephone', 'phone']],
    },
    { ask: 'Have you found anything that helps?', affirm: false },
    { ask: 'Have you had any numbness in your face?', affirm: false },
    { ask: 'Have you had a rash on your face, like shingles?', affirm: false },
    { ask: 'Has your weight changed at all?', affirm: true, mustContain: [['3', 'three']] },
    { ask: 'How are you sleeping?', mustContain: [['bad', 'poor', 'afraid', 'wake', 'not well']] },
    { ask: 'Have you ever had anything like this before?', affirm: false },
    {
      ask: 'What other health conditions do you have?',
      mustContain: [['blood pressure', 'hypertension', 'cholesterol']],
    },
    { ask: 'Have you had any operations?', affirm: true, mustContain: ['cataract'] },
    { ask: 'What medicines do you take regularly?', mustContain: ['losartan', 'simvastatin'] },
    { ask: 'Are you allergic to anything?', mustContain: ['erythromycin'] },
    {
      ask: 'Are there any illnesses in the family?',
      mustContain: [['migraine', 'joan', 'stroke', 'mother', 'mum', 'sister']],
    },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'Do you drink alcohol?', affirm: true, mustContain: [['glass', 'wine', 'sunday']] },
    { ask: 'What do you do for a living?', mustContain: ['librar'] },
    { ask: 'Who is at home with you?', mustContain: [['alan', 'husband']] },
    {
      ask: 'What were you thinking might be causing it, and what worries you?',
      mustContain: [['tumour', 'tooth']],
    },
    { ask: 'Is it worse at any particular time of year?', mustContain: [unsure] },
    {
      ask: 'Is this trigeminal neuralgia?',
      mustNotContain: ['trigeminal', 'neuralgia'],
    },
  ],
};
