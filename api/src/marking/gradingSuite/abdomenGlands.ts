import { findings, type HandMarked, submission } from './types.js';

// Hand-marked interviews of the abdominal, urinary and endocrine cases (cases.ts), marked as heartLungs.ts.

export const abdomenGlands: HandMarked[] = [
  submission(
    'appendicitis',
    'appendicitis-thorough',
    'Thorough history; appendicitis; every key item, antibiotics and pain relief by name',
    `
    D: Hi Tom, I'm a medical student. What's brought you in?
    P: I've got a really bad pain in my stomach.
    D: Where exactly is the pain, and when did it start?
    P: It started around my belly button yesterday and now it's down on the right.
    D: What's the pain like, and how bad is it?
    P: It hurts more when I move or cough, it's really bad.
    D: Have you felt sick or been sick?
    P: I've felt sick and I was sick once.
    D: How's your appetite?
    P: I haven't wanted to eat anything since yesterday.
    D: Have you had a temperature?
    P: I feel hot.
    D: Have you had any illnesses or operations before?
    P: No, nothing.
    D: Do you take any medicines? Any allergies?
    P: No medicines and no allergies.
    D: Does anything run in the family?
    P: Not that I know of.
    D: Do you smoke or drink? What do you do?
    P: I don't smoke, I drink now and then, and I'm a student living in halls.
    `,
    findings(
      'Appendicitis',
      'NBM, IV fluids, morphine, IV cefuroxime and metronidazole, refer to general surgeons for appendicectomy',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
  ),
  submission(
    'appendicitis',
    'appendicitis-poor',
    'Two questions; gastroenteritis with appendicitis among the differentials; oral rehydration',
    `
    D: What's the matter?
    P: I've got a really bad pain in my stomach.
    D: Have you had diarrhoea?
    P: No, my bowels were normal yesterday.
    D: Have you eaten anything unusual?
    P: I'm not sure, I've never really thought about it.
    `,
    findings('Gastroenteritis; differentials: appendicitis, UTI', 'oral rehydration salts, loperamide'),
    { questions: 10, symptoms: 10, diagnosis: 5, treatment: 0 },
    { questions: [5, 10] },
  ),
  submission(
    'appendicitis',
    'appendicitis-lay',
    'Five questions; "inflamed appendix" (lay); four key items, pain relief by class',
    `
    D: Hello, I'm a student doctor. What's been happening?
    P: I've got a really bad pain in my stomach. It started around my belly button and now it's on the right.
    D: When did it start?
    P: Yesterday.
    D: Any sickness or loss of appetite?
    P: I was sick once and I haven't wanted to eat since yesterday.
    D: Any medical problems or medicines?
    P: No, nothing.
    `,
    findings('Inflamed appendix', 'IV fluids, IV antibiotics, pain relief, keep nil by mouth'),
    { questions: 25, symptoms: 30, diagnosis: 10, treatment: 4 },
  ),
  submission(
    'diabetes',
    'diabetes-thorough',
    'Thorough history; T2DM (abbreviation); three of the five key items',
    `
    D: Good afternoon Mrs Okoye. How can I help you today?
    P: I've been feeling tired for about three months.
    D: Tell me more about the tiredness. When did it start, and is it getting worse?
    P: It's been going on for about three months.
    D: How bad is the tiredness, out of ten?
    P: I'm not sure, doctor.
    D: Have you noticed anything else? Thirst, passing more urine, changes in your vision?
    P: I'm thirsty all the time and I'm passing water more often, three times a night. My vision gets blurry when I read.
    D: Do you have any other medical conditions?
    P: High blood pressure.
    D: What medication do you take?
    P: Amlodipine.
    D: Any allergies to medicines?
    P: No allergies.
    D: Any diabetes in the family?
    P: My mother had diabetes.
    D: Do you smoke or drink alcohol, and what's your job?
    P: I don't smoke, I rarely drink, and I'm a school cook.
    `,
    findings('T2DM', 'HbA1c, diet and exercise advice, metformin 500mg'),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 3 },
  ),
  submission(
    'diabetes',
    'diabetes-poor',
    'Two questions; "diabetes" without the type (broader); insulin and blood sugar checks',
    `
    D: Hello, what brings you in?
    P: I've been feeling tired for about three months.
    D: Are you sleeping OK?
    P: I'm not sure, I've never really thought about it.
    D: Do you take any medicines?
    P: Amlodipine for my blood pressure.
    `,
    findings('Diabetes', 'insulin, blood sugar checks'),
    { questions: 10, symptoms: 10, diagnosis: 5, treatment: 0 },
    { treatment: [0, 1] },
  ),
  submission(
    'diabetes',
    'diabetes-three-items',
    'Five questions; the diagnosis in other word order; three items against a key of five',
    `
    D: Hi there, what can I do for you?
    P: I've been feeling tired for about three months.
    D: Have you noticed being thirsty or needing the toilet more?
    P: I'm thirsty all the time and I'm passing water more often, three times a night.
    D: Do you have any medical problems?
    P: High blood pressure.
    D: Is there any diabetes in your family?
    P: My mother had diabetes.
    D: Do you smoke?
    P: No, I don't smoke.
    `,
    findings('Diabetes mellitus type 2', 'metformin, HbA1c, exercise'),
    { questions: 25, symptoms: 30, diagnosis: 10, treatment: 3 },
  ),
  submission(
    'pyelonephritis',
    'pyelonephritis-thorough',
    'Thorough history; "kidney infection" (lay); every key item, co-amoxiclav by its brand name',
    `
    D: Hello Sophie, I'm a medical student. What's been going on?
    P: It burns when I pass urine and I'm going more often.
    D: How long has that been going on?
    P: Three days.
    D: Have you had a fever, or any pain in your back or side?
    P: Since yesterday I've had a fever with shaking chills and a pain in my right side at the back.
    D: What is the pain like, and how bad is it?
    P: It's a pain in my right loin.
    D: Any nausea or vomiting?
    P: I've been sick twice.
    D: Have you had any medical problems before?
    P: I had two urine infections last year.
    D: Do you take any medicines? Any allergies?
    P: I'm on the combined pill. No allergies.
    D: Any family history of kidney problems?
    P: Nothing runs in the family.
    D: Do you smoke or drink? What's your job?
    P: I don't smoke, I drink at weekends, and I'm a barista.
    `,
    findings(
      'Kidney infection (right-sided)',
      'urine dip + culture, blood cultures, IV Augmentin, IV fluids, paracetamol',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
  ),
  submission(
    'pyelonephritis',
    'pyelonephritis-poor',
    'Two questions; a UTI (broader); oral amoxicillin where the key has IV co-amoxiclav',
    `
    D: Hi, what's wrong?
    P: It burns when I pass urine and I'm going more often.
    D: Any blood in your urine?
    P: No.
    D: Could you be pregnant?
    P: I'm on the combined pill.
    `,
    findings('UTI', 'oral amoxicillin'),
    { questions: 10, symptoms: 10, diagnosis: 5, treatment: 0 },
    { questions: [5, 15] },
  ),
  submission(
    'cholecystitis',
    'cholecystitis-thorough',
    'Thorough history; "inflamed gallbladder due to gallstones" (lay); five of six key items by class and shorthand',
    `
    D: Hello Patricia, I'm a medical student. Can you tell me what's happened?
    P: I've had a constant pain under my right ribs for about eighteen hours.
    D: When did it start, and what were you doing?
    P: It started after a fish and chip supper.
    D: Does the pain go anywhere? How bad is it?
    P: It goes through to my back. It's really bad.
    D: Any fever, sickness or vomiting?
    P: I've had a temperature, I feel sick and I've vomited three times.
    D: Have you had pain like this before, or any other medical problems?
    P: I've had shorter attacks of the same pain after fatty meals for a year, and I'm overweight.
    D: What medicines do you take? Any allergies?
    P: Omeprazole. No allergies.
    D: Does anything run in the family?
    P: My mum had her gallbladder out.
    D: Do you smoke or drink? What do you do for work?
    P: I smoke five a day, I don't drink, and I'm a care worker.
    `,
    findings(
      'Inflamed gallbladder due to gallstones',
      'USS abdomen, FBC, LFTs, CRP, IV co-amoxiclav, morphine, refer surgeons for lap chole',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 4 },
  ),
  submission(
    'cholecystitis',
    'cholecystitis-poor',
    'Three questions; biliary colic for cholecystitis (a neighbour); antacids',
    `
    D: What brings you in?
    P: I've had a constant pain under my right ribs for about eighteen hours.
    D: Do you get heartburn?
    P: I'm not sure, I've never really thought about it.
    D: Are you on any medication?
    P: Omeprazole.
    `,
    findings('Biliary colic', 'omeprazole, Gaviscon, discharge'),
    { questions: 15, symptoms: 10, diagnosis: 5, treatment: 0 },
    { diagnosis: [3, 5] },
  ),
  submission(
    'hypothyroidism',
    'hypothyroidism-thorough',
    'Thorough history; "underactive thyroid, probably Hashimoto\'s" (lay and eponymous); every key item',
    `
    D: Hello Carol. What brings you in today?
    P: I've been tired for six months.
    D: When did you first notice it, and is it getting worse?
    P: About six months ago.
    D: How bad is the tiredness?
    P: I'm tired all the time.
    D: Have you noticed any changes in your weight, bowels, skin, or how you cope with the cold?
    P: I've put on about six kilos without eating more, I always feel cold, I'm constipated, and my skin is dry and my hair's thinning.
    D: What other medical problems do you have?
    P: I've had type 1 diabetes since I was a child.
    D: What medicines do you take?
    P: Insulin.
    D: Any allergies?
    P: I'm allergic to penicillin, it gives me a rash.
    D: Does anyone in the family have thyroid problems?
    P: My sister has an underactive thyroid.
    D: Do you smoke or drink? What's your job?
    P: I don't smoke, I drink very little, and I'm a librarian.
    `,
    findings("Underactive thyroid, probably Hashimoto's", 'TFTs, thyroxine, repeat bloods in 6 weeks'),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
  ),
  submission(
    'hypothyroidism',
    'hypothyroidism-poor',
    'Two questions; hyperthyroidism, the opposite; carbimazole',
    `
    D: What's the problem?
    P: I've been tired for six months.
    D: Are you anxious or losing weight?
    P: No, I've put on weight.
    D: Do you feel hot a lot?
    P: No, I always feel cold.
    `,
    findings('Hyperthyroidism', 'carbimazole, propranolol'),
    { questions: 10, symptoms: 24, diagnosis: 0, treatment: 0 },
  ),
  submission(
    'hypothyroidism',
    'hypothyroidism-broader',
    'Four questions; "thyroid problem" (broader); two of three key items',
    `
    D: Hi Carol, how can I help?
    P: I've been tired for six months.
    D: Any other symptoms?
    P: I've put on about six kilos and I always feel cold.
    D: Any medical conditions?
    P: I've had type 1 diabetes since I was a child.
    D: Any allergies?
    P: I'm allergic to penicillin, it gives me a rash.
    `,
    findings('Thyroid problem', 'thyroid function test, start levothyroxine'),
    { questions: 20, symptoms: 24, diagnosis: 5, treatment: 3 },
  ),
];
