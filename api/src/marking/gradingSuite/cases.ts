import type { PatientCase } from '../grader.js';

// Twelve cases in the styles teachers write them (prose, headed notes, a GP's letter, a parent's story,
// bullet points, terse abbreviations), each with the answer key a teacher would set. The grading suite
// (docs/marking.md#measuring-the-grader) marks interviews of them by hand and by the built-in grader.

const symptom = (
  name: string,
  description: string,
  severity: 'mild' | 'moderate' | 'severe' = 'moderate',
) => ({
  name,
  description,
  severity,
});

export const suiteCases = {
  mi: {
    name: 'Derek Shaw',
    diagnosis: 'Acute myocardial infarction',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Aspirin 300 mg chewed, sublingual GTN, oxygen if saturations below 94%, 12-lead ECG, urgent primary PCI',
    medicalHistory:
      'Derek is a 61-year-old taxi driver. The pain came on an hour ago while he was carrying shopping up the stairs: a heavy, crushing pain in the centre of his chest that goes into his left arm and jaw. He feels sick and has been sweating. He has high blood pressure treated with ramipril and raised cholesterol on atorvastatin. No allergies. He smokes 20 a day and drinks about 10 pints a week. His brother had a heart attack at 55.',
    symptoms: [
      symptom('Chest pain', 'Central crushing chest pain going into the left arm and jaw', 'severe'),
      symptom('Sweating', 'Cold and clammy'),
      symptom('Nausea', 'Feels sick, has not vomited'),
      symptom('Shortness of breath', 'A bit breathless with the pain', 'mild'),
    ],
  },
  cap: {
    name: 'Aisha Begum',
    diagnosis: 'Community-acquired pneumonia',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Chest X-ray, CRP, oral amoxicillin 500 mg three times a day for 5 days (clarithromycin if penicillin allergic), paracetamol, safety netting',
    medicalHistory: [
      'PC: cough and fever for 4 days.',
      'HPC: cough now productive of green sputum. Fevers and shivers at night. Sharp pain on the right side of the chest when she breathes in. Breathless walking up the hill to the bus stop.',
      'PMH: nil of note.',
      'DH: no regular medicines. NKDA.',
      'SH: primary school teacher, lives with husband and two children. Never smoked. Drinks rarely.',
      'FH: mother has asthma.',
    ].join('\n'),
    symptoms: [
      symptom('Cough', 'Cough bringing up green phlegm'),
      symptom('Fever', 'Hot and shivery at night'),
      symptom('Pleuritic chest pain', 'Sharp pain on the right when breathing in'),
      symptom('Shortness of breath', 'Breathless on walking uphill'),
    ],
  },
  appendicitis: {
    name: 'Tom Fletcher',
    diagnosis: 'Acute appendicitis',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Nil by mouth, IV fluids, analgesia, IV antibiotics, surgical referral for appendicectomy',
    medicalHistory:
      '19 y/o M, uni student. Abdo pain x 1/7, started periumbilical, now RIF, worse on moving & coughing. Anorexic since yesterday, nauseated, vomited x1. Feels hot. BO normal yesterday, no urinary sx. PMH nil. DH nil, NKDA. SH: lives in halls, occasional alcohol, non-smoker. FH nil.',
    symptoms: [
      symptom(
        'Abdominal pain',
        'Started around the belly button, moved to the right lower abdomen',
        'severe',
      ),
      symptom('Nausea', 'Felt sick, vomited once'),
      symptom('Loss of appetite', 'Has not wanted to eat since yesterday'),
      symptom('Fever', 'Feels hot'),
    ],
  },
  diabetes: {
    name: 'Margaret Okoye',
    diagnosis: 'Type 2 diabetes mellitus',
    mandatoryQuestions: '',
    predefinedTreatments:
      'HbA1c, lifestyle advice on diet and exercise, metformin, annual diabetic eye screening, foot checks',
    medicalHistory:
      'Dear Doctor, thank you for seeing Mrs Okoye, a 56-year-old school cook, who has been feeling tired for about three months. She tells me she is thirsty all the time and is passing water more often, including three times a night. Her vision has become blurry when reading. She is overweight and her mother had diabetes. She takes amlodipine for blood pressure and has no allergies. She does not smoke and rarely drinks. Yours sincerely, Dr Patel.',
    symptoms: [
      symptom('Excessive thirst', 'Thirsty all the time'),
      symptom('Frequent urination', 'Passing water more often, up three times a night'),
      symptom('Fatigue', 'Tired for three months'),
      symptom('Blurred vision', 'Blurry when reading', 'mild'),
    ],
  },
  pe: {
    name: 'Laura Jenkins',
    diagnosis: 'Pulmonary embolism',
    mandatoryQuestions: '',
    predefinedTreatments: 'Wells score, CTPA, apixaban, analgesia, oxygen if hypoxic',
    medicalHistory:
      "Laura is 34 and had a knee arthroscopy ten days ago. Since this morning she has had a sharp pain on the left side of her chest, worse when she breathes in, and she gets out of breath walking across the room. She coughed up a little blood once. Her left calf has been swollen and sore for a few days. She takes the combined pill. No other illnesses, no allergies. She works in a bank, doesn't smoke and drinks a glass of wine at weekends. Her father had a clot in his leg.",
    symptoms: [
      symptom('Shortness of breath', 'Out of breath walking across the room', 'severe'),
      symptom('Pleuritic chest pain', 'Sharp left-sided chest pain when breathing in'),
      symptom('Haemoptysis', 'Coughed up a little blood once', 'mild'),
      symptom('Calf swelling', 'Left calf swollen and sore'),
    ],
  },
  pyelonephritis: {
    name: 'Sophie Turner',
    diagnosis: 'Acute pyelonephritis',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Urine dipstick and MSU culture, blood cultures, IV co-amoxiclav, IV fluids, paracetamol',
    medicalHistory: [
      '- 27-year-old woman, works as a barista',
      '- 3 days of burning when passing urine, going more often',
      '- since yesterday: fever with shaking chills, pain in the right loin, vomited twice',
      '- two urine infections last year',
      '- medicines: combined pill; no allergies',
      '- non-smoker, drinks at weekends; lives with her partner',
      '- nothing runs in the family',
    ].join('\n'),
    symptoms: [
      symptom('Dysuria', 'Burning when passing urine'),
      symptom('Fever', 'High temperature with shaking chills', 'severe'),
      symptom('Loin pain', 'Pain in the right loin'),
      symptom('Vomiting', 'Vomited twice'),
    ],
  },
  depression: {
    name: 'James Whitfield',
    diagnosis: 'Major depressive disorder',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Suicide risk assessment, sertraline 50 mg, referral for CBT, safety netting with crisis numbers, review in 2 weeks',
    medicalHistory: [
      'Presenting complaint: low mood for two months.',
      'History: James, 42, lost his job as a warehouse manager in the spring. Since then he has felt low most days and no longer enjoys football or seeing friends. He wakes at 4 am and cannot get back to sleep, feels exhausted all day and cannot concentrate on job applications. He has had fleeting thoughts that his family would be better off without him but has no plans and would not act on them because of his children.',
      'Past history: none. Medicines: none. Allergies: none.',
      'Social: separated, lives alone, sees his two children at weekends. Drinking more, about four cans of lager most nights. Does not smoke.',
      'Family: his mother had depression.',
    ].join('\n'),
    symptoms: [
      symptom('Low mood', 'Feels low most days'),
      symptom('Loss of interest', 'No longer enjoys football or friends'),
      symptom('Insomnia', 'Wakes at 4 am, cannot get back to sleep'),
      symptom('Fatigue', 'Exhausted all day'),
      symptom('Poor concentration', 'Cannot concentrate', 'mild'),
    ],
  },
  migraine: {
    name: 'Hannah Reid',
    diagnosis: 'Migraine with aura',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Sumatriptan, ibuprofen or paracetamol, antiemetic, headache diary, stop the combined pill',
    medicalHistory:
      'Hannah is a 24-year-old nurse with headaches for six months, about twice a month. Each starts with zigzag lines in her vision for twenty minutes, then a throbbing headache on one side that lasts most of a day. She feels sick with it and has to lie in a dark room because light hurts her eyes. She takes the combined pill and paracetamol, which does not help. No allergies. She works night shifts, does not smoke, drinks a little. Her mother gets migraines.',
    symptoms: [
      symptom('Headache', 'Throbbing, one-sided, lasting most of a day', 'severe'),
      symptom('Visual disturbance', 'Zigzag lines before the headache'),
      symptom('Nausea', 'Feels sick with the headache'),
      symptom('Sensitivity to light', 'Light hurts her eyes'),
    ],
  },
  hypothyroidism: {
    name: 'Carol Baxter',
    diagnosis: 'Primary hypothyroidism',
    mandatoryQuestions: '',
    predefinedTreatments: 'Thyroid function tests, levothyroxine, recheck TSH in 6 to 8 weeks',
    medicalHistory:
      'Carol, 52, librarian. Six months of tiredness and weight gain of about 6 kg without eating more. Always feels cold, even in summer. Constipated. Skin dry and hair thinning. PMH: type 1 diabetes since childhood on insulin. Allergic to penicillin (rash). Non-smoker, little alcohol. Sister has an underactive thyroid.',
    symptoms: [
      symptom('Fatigue', 'Tired for six months'),
      symptom('Weight gain', 'About 6 kg without eating more'),
      symptom('Cold intolerance', 'Always feels cold'),
      symptom('Constipation', 'Constipated', 'mild'),
      symptom('Dry skin', 'Dry skin and thinning hair', 'mild'),
    ],
  },
  asthma: {
    name: 'Oliver Grant',
    diagnosis: 'Acute exacerbation of asthma',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Salbutamol via spacer, oral prednisolone for 3 days, check inhaler technique, personalised asthma action plan, GP review within 48 hours',
    medicalHistory:
      "Oliver is 8 and his mum has brought him in. She says he got a cold three days ago and since last night he has been wheezy and coughing, and this morning he was too breathless to finish his breakfast. He says his chest feels tight. He has asthma and uses a blue inhaler, but she thinks he hasn't been taking his brown one. He is allergic to peanuts. His dad smokes, but outside. His mum had eczema as a child.",
    symptoms: [
      symptom('Wheezing', 'Wheezy since last night'),
      symptom('Shortness of breath', 'Too breathless to finish breakfast', 'severe'),
      symptom('Cough', 'Coughing since last night'),
      symptom('Chest tightness', 'Chest feels tight'),
    ],
  },
  cholecystitis: {
    name: 'Patricia Lowe',
    diagnosis: 'Acute cholecystitis',
    mandatoryQuestions: '',
    predefinedTreatments:
      'Abdominal ultrasound, bloods incl. LFTs and CRP, IV antibiotics, analgesia, nil by mouth, surgical referral for laparoscopic cholecystectomy',
    medicalHistory:
      'Handover: Patricia Lowe, 47, came in overnight with 18 hours of constant pain under the right ribs going through to her back, started after a fish and chip supper. Fever 38.4, nauseous, vomited three times. Has had shorter attacks of the same pain after fatty meals for a year. PMH: obesity. DH: omeprazole. NKDA. SH: care worker, smokes 5 a day, no alcohol. FH: mum had her gallbladder out.',
    symptoms: [
      symptom('Abdominal pain', 'Constant pain under the right ribs going to the back', 'severe'),
      symptom('Fever', 'Temperature of 38.4'),
      symptom('Nausea', 'Feels sick'),
      symptom('Vomiting', 'Vomited three times'),
    ],
  },
  gout: {
    name: 'Frank Doyle',
    diagnosis: 'Acute gout',
    mandatoryQuestions: '',
    predefinedTreatments:
      'NSAID such as naproxen with PPI cover, colchicine if NSAIDs are not tolerated, serum urate 4 to 6 weeks after the attack, lifestyle advice on alcohol and diet',
    medicalHistory:
      "66M, publican. Woke 2/7 ago w/ excruciating pain R big toe, red, hot & swollen, can't bear the bedsheet on it. No trauma. Similar episode L foot 2 yrs ago, settled on its own. PMH HTN on bendroflumethiazide. NKDA. SH: 30 u/wk beer, ex-smoker. FH: father had gout.",
    symptoms: [
      symptom('Joint pain', 'Excruciating pain in the right big toe', 'severe'),
      symptom('Joint swelling', 'Big toe red and swollen'),
      symptom('Redness', 'Red, hot skin over the toe'),
    ],
  },
} satisfies Record<string, PatientCase>;

export type SuiteCaseId = keyof typeof suiteCases;
