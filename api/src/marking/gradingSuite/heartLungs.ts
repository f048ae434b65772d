import { findings, type HandMarked, submission } from './types.js';

// Hand-marked interviews of the heart and chest cases (cases.ts). Each mark is what a teacher gives:
// mandatory questions 5 each of the nine standard ones the student asked, symptoms the case's share each
// that the patient revealed, the diagnosis and the treatment as a clinician would judge them.

export const heartLungs: HandMarked[] = [
  submission(
    'mi',
    'mi-thorough',
    'Thorough history; the diagnosis as "heart attack (STEMI)"; four of the five key treatments',
    `
    D: Hello, I'm one of the medical students. What's brought you in today?
    P: I've got this terrible pain in the middle of my chest, doctor. It's crushing.
    D: When did it start, and what were you doing at the time?
    P: About an hour ago, carrying the shopping up the stairs.
    D: Can you describe the pain for me? How bad is it out of ten?
    P: It's heavy, like a weight on my chest. It's really bad.
    D: Does it go anywhere else?
    P: Into my left arm and up into my jaw.
    D: Have you noticed anything else with it, like feeling sick, sweating or being short of breath?
    P: I feel sick and I've been sweating. I'm a bit short of breath too.
    D: Do you have any medical problems?
    P: High blood pressure and raised cholesterol.
    D: What medicines do you take?
    P: Ramipril and atorvastatin.
    D: Are you allergic to anything?
    P: No allergies.
    D: Does anything run in the family, heart problems for example?
    P: My brother had a heart attack at 55.
    D: Do you smoke or drink, and what do you do for a living?
    P: Twenty a day, and about ten pints a week. I drive a taxi.
    `,
    findings('Heart attack (STEMI)', 'Aspirin 300mg, GTN spray, ECG, cath lab for PCI'),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 4 },
  ),
  submission(
    'mi',
    'mi-poor',
    'Three questions, one symptom; angina for an infarction; GTN alone',
    `
    D: Hi, what's wrong?
    P: I've got a crushing pain in my chest.
    D: Is it bad?
    P: It's really bad.
    D: OK. Any medical problems?
    P: High blood pressure and raised cholesterol.
    `,
    findings('Angina', 'GTN'),
    { questions: 15, symptoms: 10, diagnosis: 0, treatment: 1 },
  ),
  submission(
    'mi',
    'mi-acs-padded',
    'Half the history; acute coronary syndrome (broader); aspirin among eight drugs, most not in the key',
    `
    D: Good morning. What brings you to the emergency department?
    P: A crushing pain in the middle of my chest.
    D: How long has it been going on?
    P: About an hour. It started on the stairs.
    D: Any sweating or sickness?
    P: Yes, I'm sweating and I feel sick.
    D: Do you smoke?
    P: Twenty a day.
    D: Any family history of heart disease?
    P: My brother had a heart attack at 55.
    `,
    findings('ACS', 'aspirin, morphine, clopidogrel, heparin, atenolol, furosemide, omeprazole, diazepam'),
    { questions: 25, symptoms: 30, diagnosis: 5, treatment: 1 },
    { diagnosis: [5, 7], treatment: [0, 1] },
  ),
  submission(
    'cap',
    'cap-thorough',
    'Thorough history; "chest infection – right lower lobe pneumonia"; every key treatment in shorthand',
    `
    D: Hello Mrs Begum, I'm a medical student. What's the problem today?
    P: I've had a cough and a fever for four days.
    D: When did it start, and has it got worse?
    P: Four days ago, and it's worse each day.
    D: Are you bringing anything up when you cough?
    P: Yes, green phlegm.
    D: Any pain anywhere? What is the pain like?
    P: A sharp pain on the right side of my chest when I breathe in.
    D: Are you short of breath at all?
    P: I get breathless walking up the hill to the bus stop.
    D: Any other symptoms, like shivers or sweats?
    P: I get hot and shivery at night.
    D: Any medical conditions?
    P: No, nothing.
    D: Do you take any medicines, and do you have any allergies?
    P: No regular medicines and no allergies.
    D: Does anything run in your family?
    P: My mum has asthma.
    D: Do you smoke or drink? What do you do for a living?
    P: I've never smoked, I drink rarely, and I'm a primary school teacher.
    `,
    findings(
      'Chest infection - right lower lobe pneumonia',
      'CXR, bloods including CRP, amoxicillin 500mg TDS, paracetamol, advise to return if worse',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
  ),
  submission(
    'cap',
    'cap-poor',
    'Three questions; a viral URTI; rest and fluids',
    `
    D: Hello, what brings you in?
    P: I've had a cough and a fever for four days.
    D: Do you have a runny nose or a sore throat?
    P: I'm not sure, I haven't really noticed.
    D: Any allergies?
    P: No allergies.
    `,
    findings('Viral URTI', 'rest, fluids, throat lozenges'),
    { questions: 15, symptoms: 20, diagnosis: 0, treatment: 0 },
    { questions: [10, 15] },
  ),
  submission(
    'cap',
    'cap-differential',
    'Six questions; bronchitis with pneumonia among the differentials; doxycycline where the key has amoxicillin',
    `
    D: Hi, I'm Sam, a third-year student. Can you tell me what's been happening?
    P: I've had a cough and a fever for four days.
    D: Is the cough dry, or are you coughing anything up?
    P: Green phlegm.
    D: Any chest pain or breathlessness?
    P: A sharp pain on the right when I breathe in, and I get breathless going uphill.
    D: Any health problems, or do you take any regular medication?
    P: No, nothing, and no regular medicines.
    D: Do you smoke?
    P: No, never.
    `,
    findings('Acute bronchitis. Differentials: pneumonia, COVID-19', 'doxycycline 100mg, chest x-ray'),
    { questions: 30, symptoms: 40, diagnosis: 5, treatment: 1 },
    { treatment: [1, 2] },
  ),
  submission(
    'cap',
    'cap-padded',
    'Thorough history; pneumonia; the key treatments buried in a list of fourteen, several wrong',
    `
    D: Hello, I'm a medical student. What's the problem today?
    P: I've had a cough and a fever for four days.
    D: When did it start?
    P: Four days ago.
    D: Tell me about the cough. Is anything coming up?
    P: Yes, green phlegm.
    D: Any chest pain? What's it like?
    P: A sharp pain on the right side of my chest when I breathe in.
    D: Any breathlessness or shivers?
    P: I get breathless walking uphill, and I get hot and shivery at night.
    D: Have you been unwell with anything before?
    P: No, nothing.
    D: Any medicines or allergies?
    P: No regular medicines and no allergies.
    D: Any illnesses in the family?
    P: My mum has asthma.
    D: What do you do for work, and do you smoke?
    P: I'm a primary school teacher and I've never smoked.
    `,
    findings(
      'Pneumonia',
      'amoxicillin, clarithromycin, co-amoxiclav, doxycycline, chest X-ray, CT chest, CRP, FBC, U&E, paracetamol, salbutamol nebs, prednisolone, furosemide, safety net',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 3 },
    { treatment: [2, 5] },
  ),
  submission(
    'pe',
    'pe-thorough',
    'Thorough history; "blood clot in the lung" (lay); enoxaparin where the key has apixaban',
    `
    D: Hello Laura, what's brought you in today?
    P: I've had a sharp pain on the left side of my chest since this morning.
    D: Can you describe the pain for me?
    P: It's sharp, and it's worse when I breathe in.
    D: When did it start?
    P: This morning.
    D: Have you had any breathlessness, cough, or coughing up blood?
    P: I get out of breath walking across the room, and I coughed up a little blood once.
    D: Any pain or swelling in your legs?
    P: My left calf has been swollen and sore for a few days.
    D: Any recent operations or other medical problems?
    P: I had a knee arthroscopy ten days ago.
    D: Do you take any medication, including the pill?
    P: I take the combined pill.
    D: Any allergies?
    P: No allergies.
    D: Has anyone in the family had blood clots?
    P: My father had a clot in his leg.
    D: Do you smoke? What do you do for work?
    P: I don't smoke, I have a glass of wine at weekends, and I work in a bank.
    `,
    findings('Blood clot in the lung after her knee surgery', 'CTPA, enoxaparin, paracetamol, Wells score'),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 4 },
    { treatment: [3, 5] },
  ),
  submission(
    'pe',
    'pe-poor',
    'One standard question; PE named only to be set aside; ibuprofen and rest',
    `
    D: Hi, what's the problem?
    P: I've had a sharp pain on the left side of my chest since this morning.
    D: Did you pull a muscle or hurt yourself?
    P: I'm not sure, I've never really thought about it.
    D: Does it hurt more when you move your arm?
    P: I'm not sure.
    `,
    findings('Not a PE, likely musculoskeletal chest wall pain', 'ibuprofen, rest'),
    { questions: 5, symptoms: 10, diagnosis: 0, treatment: 1 },
    { questions: [0, 10], treatment: [0, 1] },
  ),
  submission(
    'pe',
    'pe-versus',
    'Four questions; "PE vs pneumonia" without choosing; CTPA and rivaroxaban',
    `
    D: Hello, I'm a medical student. What's happened?
    P: I've had a sharp pain on the left side of my chest since this morning.
    D: Are you short of breath?
    P: I get out of breath walking across the room.
    D: Any recent surgery or long journeys?
    P: I had a knee arthroscopy ten days ago.
    D: Are you on any medication?
    P: I take the combined pill.
    `,
    findings('PE vs pneumonia', 'D-dimer, CTPA, rivaroxaban'),
    { questions: 20, symptoms: 20, diagnosis: 5, treatment: 2 },
    { questions: [15, 25] },
  ),
  submission(
    'asthma',
    'asthma-thorough',
    "A parent's history, thorough; an asthma attack (lay); four of five key treatments",
    `
    D: Hello Oliver, hello Mum. What's brought you in today?
    P: He's been wheezy and coughing since last night, doctor.
    D: When did it start? Has he been unwell before this?
    P: He got a cold three days ago, and the wheeze started last night.
    D: How bad is his breathing? Can he talk and eat?
    P: This morning he was too breathless to finish his breakfast.
    D: Oliver, does your chest feel tight? Anything else you've noticed?
    P: Yes, my chest feels tight.
    D: Does he have any medical conditions?
    P: He has asthma.
    D: What inhalers or medicines does he use?
    P: He uses a blue inhaler, but I don't think he's been taking his brown one.
    D: Any allergies?
    P: He's allergic to peanuts.
    D: Any asthma, eczema or allergies in the family?
    P: I had eczema as a child.
    D: Does anyone smoke at home?
    P: His dad smokes, but outside.
    `,
    findings(
      'Asthma attack triggered by a viral infection',
      'salbutamol 10 puffs via spacer, prednisolone for 3 days, asthma action plan, review inhaler technique',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 4 },
  ),
  submission(
    'asthma',
    'asthma-poor',
    'Two questions; viral-induced wheeze in a known asthmatic; antibiotics and Calpol',
    `
    D: Hello, what's the matter with him?
    P: He's been wheezy and coughing since last night.
    D: Has he got a temperature?
    P: He got a cold three days ago.
    `,
    findings('Viral induced wheeze', 'amoxicillin, Calpol'),
    { questions: 10, symptoms: 20, diagnosis: 3, treatment: 0 },
    { diagnosis: [0, 5] },
  ),
];
