import { readFileSync } from 'node:fs';
import { rubric, rubricTotal, standardMandatoryQuestions } from '@anamnesis/rules';
import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../assignments/assignments.table.js';
import { builtinGrader, builtinGraderName, gradeBuiltin } from './builtinGrader.js';
import { compareDiagnosis } from './diagnosis.js';
import { type Grader, type GradingInput, type PatientCase, parseFindings, withFallback } from './grader.js';
import { caseQuestions, defaultQuestions } from './questions.js';
import { sameWord } from './text.js';
import { compareTreatment, treatmentItems } from './treatment.js';

const mi: PatientCase = {
  name: 'John Miller',
  diagnosis: 'Acute myocardial infarction',
  mandatoryQuestions: '',
  predefinedTreatments:
    'Aspirin 300 mg chewed, sublingual nitroglycerin, oxygen if saturation below 94%, urgent ECG and primary PCI',
  symptoms: [
    { name: 'Chest pain' },
    { name: 'Shortness of breath' },
    { name: 'Sweating' },
    { name: 'Nausea' },
  ],
};

const diabetes: PatientCase = {
  name: 'Grace Okafor',
  diagnosis: 'Type 2 diabetes mellitus',
  mandatoryQuestions: '',
  predefinedTreatments:
    'HbA1c and fasting glucose, lifestyle advice on diet and exercise, metformin, annual eye and foot checks',
  symptoms: [{ name: 'Excessive thirst' }, { name: 'Frequent urination' }, { name: 'Fatigue' }],
};

const student = (text: string): ConversationMessage => ({ text, isAI: false });
/** A patient line the server wrote (its signature held when stored). */
const patient = (text: string): ConversationMessage => ({ text, isAI: true, verified: true });

const fullHistory: ConversationMessage[] = [
  student('Hello, I am the doctor on duty. What brings you in today?'),
  patient('I have this crushing chest pain, doctor. It started about forty minutes ago.'),
  student('When did it start and does it spread anywhere?'),
  patient('It came on while I was shovelling snow, and it goes down my left arm.'),
  student('Can you describe the pain, and how bad is it out of ten?'),
  patient('It is like an elephant on my chest, nine out of ten.'),
  student('Do you have any shortness of breath or sweating?'),
  patient('Yes, I can hardly catch my breath and I am sweating a lot.'),
  student('Any nausea or vomiting?'),
  patient('I feel sick to my stomach.'),
  student('Do you have any past medical history, medications or allergies?'),
  patient('I have high blood pressure and take amlodipine. No allergies.'),
  student('Do you smoke, and does anyone in your family have heart disease?'),
  patient('I smoke a pack a day, and my father died of a heart attack.'),
];

const grade = (over: Partial<GradingInput>) =>
  gradeBuiltin({ transcript: fullHistory, findings: null, patient: mi, ...over });

describe('gradeBuiltin: totals and rubric', () => {
  it('gives full marks for a complete history, the right diagnosis and every treatment item', () => {
    const r = grade({
      findings:
        'Diagnosis: Acute myocardial infarction\nSuggested Treaments: Aspirin, nitroglycerin, oxygen, ECG and PCI',
    });
    expect(r.scores).toEqual({
      mandatoryQuestionScore: rubric.mandatoryQuestions,
      symptomsScore: rubric.symptoms,
      diagnosisScore: rubric.diagnosis,
      treatmentScore: rubric.treatment,
      totalScore: rubricTotal,
    });
    expect(r.markedBy).toBe(builtinGraderName);
    expect(r.evidence.grader).toBe(builtinGraderName);
    expect(r.feedback).toContain('You asked all 9 mandatory history questions.');
    expect(r.feedback).toContain('You drew out all 4 symptoms.');
    expect(r.feedback).toContain(`Total ${rubricTotal}/${rubricTotal}.`);
  });

  it('gives nothing for an empty transcript and no findings', () => {
    const r = grade({ transcript: [], findings: null });
    expect(r.scores.totalScore).toBe(0);
    expect(r.evidence.mandatoryQuestions.every((q) => !q.asked && q.quote === null)).toBe(true);
    expect(r.evidence.symptoms.every((s) => !s.elicited && s.quote === null)).toBe(true);
    expect(r.feedback).toContain(
      'No diagnosis was given; the expected diagnosis is Acute myocardial infarction.',
    );
    expect(r.feedback).toContain('No treatment was suggested.');
  });

  it('always makes the total the sum of the four parts, each within its maximum', () => {
    const cases: Partial<GradingInput>[] = [
      { transcript: fullHistory.slice(0, 3) },
      { transcript: fullHistory.slice(0, 7), findings: 'Diagnosis: angina' },
      { findings: 'Suggested Treaments: aspirin' },
      { patient: diabetes, findings: 'Diagnosis: diabetes\nSuggested Treaments: metformin' },
    ];
    for (const c of cases) {
      const { scores } = grade(c);
      expect(scores.totalScore).toBe(
        scores.mandatoryQuestionScore + scores.symptomsScore + scores.diagnosisScore + scores.treatmentScore,
      );
      expect(scores.mandatoryQuestionScore).toBeGreaterThanOrEqual(0);
      expect(scores.mandatoryQuestionScore).toBeLessThanOrEqual(rubric.mandatoryQuestions);
      expect(scores.symptomsScore).toBeLessThanOrEqual(rubric.symptoms);
      expect(scores.diagnosisScore).toBeLessThanOrEqual(rubric.diagnosis);
      expect(scores.treatmentScore).toBeLessThanOrEqual(rubric.treatment);
    }
  });

  it('is deterministic: the same input gives the same output', () => {
    const input = { transcript: fullHistory, findings: 'Diagnosis: MI', patient: mi };
    expect(gradeBuiltin(input)).toEqual(gradeBuiltin(input));
  });

  it('marks the seeded demo conversation as expected (84: character of pain and nausea missed)', () => {
    const seeded = fullHistory.filter((_, i) => ![4, 5, 8, 9].includes(i));
    const r = grade({
      transcript: seeded,
      findings: 'Diagnosis: Myocardial infarction\nSuggested Treaments: Aspirin, nitroglycerin, ECG and PCI',
    });
    expect(r.scores).toEqual({
      mandatoryQuestionScore: 40,
      symptomsScore: 30,
      diagnosisScore: 10,
      treatmentScore: 4,
      totalScore: 84,
    });
    expect(r.feedback).toMatch(/not covered: character and severity/);
    expect(r.feedback).toMatch(/missed: Nausea/);
    expect(r.feedback).toMatch(/missing: oxygen if saturation below 94%/);
  });

  it('does not throw on odd transcripts (missing text, only patient lines)', () => {
    const odd = [{ isAI: false } as unknown as ConversationMessage, patient('chest pain')];
    expect(() => grade({ transcript: odd })).not.toThrow();
    expect(grade({ transcript: [patient('I have chest pain')] }).scores.symptomsScore).toBe(0);
  });
});

describe('gradeBuiltin: mandatory questions', () => {
  it('scores round(maximum × asked / total) and quotes the exact student line', () => {
    // A question counts when the patient (a server-written line) answered it.
    const r = grade({
      transcript: [
        student('What brings you in?'),
        patient('Chest pain.'),
        student('Any allergies?'),
        patient('No.'),
      ],
    });
    expect(r.scores.mandatoryQuestionScore).toBe(Math.round((rubric.mandatoryQuestions * 2) / 9));
    const allergies = r.evidence.mandatoryQuestions.find((q) => q.question === 'Allergies');
    expect(allergies).toEqual({ question: 'Allergies', asked: true, quote: 'Any allergies?' });
  });

  it('has a rule for each of the nine standard questions, in order', () => {
    expect(defaultQuestions.map((q) => q.question)).toEqual([...standardMandatoryQuestions]);
    expect(standardMandatoryQuestions).toHaveLength(9);
  });

  it.each([
    ['Presenting complaint', 'How can I help you today?'],
    ['Presenting complaint', "What's the problem?"],
    ['Presenting complaint', 'What seems to be the trouble?'],
    ['Onset and duration', 'How long have you had it?'],
    ['Onset and duration', 'Did it come on suddenly?'],
    ['Character and severity', 'On a scale of one to ten, how severe is it?'],
    ['Character and severity', 'Is it sharp or dull?'],
    ['Associated symptoms', 'Have you noticed any fever?'],
    ['Associated symptoms', 'Anything else you have noticed?'],
    ['Associated symptoms', 'Are you short of breath?'],
    ['Past medical history', 'Have you ever been diagnosed with any conditions?'],
    ['Past medical history', 'Any previous operations?'],
    ['Medications', 'Are you on any tablets at the moment?'],
    ['Allergies', 'Are you allergic to anything?'],
    ['Family history', 'Does anything run in the family?'],
    ['Family history', 'Is your mother well?'],
    ['Social history (smoking, alcohol, occupation)', 'How much alcohol do you drink?'],
    ['Social history (smoking, alcohol, occupation)', 'What do you do for work?'],
    ['Social history (smoking, alcohol, occupation)', 'Do you smoke?'],
  ])('%s is detected in %j', (question, line) => {
    const r = grade({ transcript: [student(line), patient('I see.')] });
    expect(r.evidence.mandatoryQuestions.find((q) => q.question === question)?.asked).toBe(true);
  });

  it('does not count the patient saying the words, only the student asking', () => {
    const r = grade({ transcript: [student('Hello.'), patient('I have no allergies and I do not smoke.')] });
    expect(r.evidence.mandatoryQuestions.find((q) => q.question === 'Allergies')?.asked).toBe(false);
    expect(r.scores.mandatoryQuestionScore).toBe(0);
  });

  it("marks a case's own mandatory questions instead of the standard ones, one per line, by meaning", () => {
    const depression = {
      ...mi,
      mandatoryQuestions:
        '- Ask about thoughts of self-harm or suicide\n2. Alcohol use\nmedications\nAsk about recent travel\n\n',
    };
    expect(caseQuestions(depression.mandatoryQuestions)).toEqual([
      'Ask about thoughts of self-harm or suicide',
      'Alcohol use',
      'medications',
      'Ask about recent travel',
    ]);
    const r = grade({
      patient: depression,
      transcript: [
        student('Have you had any thoughts of ending your life?'),
        patient('Sometimes, yes.'),
        student('How much do you drink in a week?'),
        patient('A bottle of wine most nights.'),
        student('Are you taking anything for it at the moment?'),
        patient('Nothing.'),
      ],
    });
    // The mandatory-questions marks divided among the case's four questions: three asked.
    expect(r.evidence.mandatoryQuestions).toEqual([
      {
        question: 'Ask about thoughts of self-harm or suicide',
        asked: true,
        quote: 'Have you had any thoughts of ending your life?',
      },
      { question: 'Alcohol use', asked: true, quote: 'How much do you drink in a week?' },
      // A standard question in the author's own spelling keeps its rule.
      { question: 'medications', asked: true, quote: 'Are you taking anything for it at the moment?' },
      { question: 'Ask about recent travel', asked: false, quote: null },
    ]);
    expect(r.scores.mandatoryQuestionScore).toBe(Math.round((rubric.mandatoryQuestions * 3) / 4));
  });

  it('marks the standard questions when the case lists none', () => {
    expect(caseQuestions('')).toEqual([...standardMandatoryQuestions]);
    expect(caseQuestions('  \n- \nAsk about\n')).toEqual([...standardMandatoryQuestions]);
  });
});

describe('gradeBuiltin: symptoms', () => {
  it('counts a symptom only when the patient mentions it after a student question', () => {
    const r = grade({
      transcript: [patient('I am sweating a lot.'), student('What brings you in?'), patient('Chest pain.')],
    });
    const by = Object.fromEntries(r.evidence.symptoms.map((s) => [s.symptom, s]));
    expect(by['Chest pain']).toEqual({ symptom: 'Chest pain', elicited: true, quote: 'Chest pain.' });
    expect(by.Sweating?.elicited).toBe(false);
    expect(r.scores.symptomsScore).toBe(10);
  });

  it('does not count the student naming the symptom', () => {
    const r = grade({ transcript: [student('Do you have chest pain?'), patient('I am not sure.')] });
    expect(r.evidence.symptoms.every((s) => !s.elicited)).toBe(true);
  });

  // Read by the package's matcher (lines stored without a ledger), as the patient understands them.
  it.each([
    ['Shortness of breath', 'I get breathless climbing stairs.'],
    ['Shortness of breath', "I can't breathe properly."],
    ['Excessive thirst', 'I am so thirsty all day.'],
    ['Frequent urination', 'I keep going to the toilet.'],
    ['Fatigue', 'I am exhausted all the time.'],
    ['Nausea', 'I feel sick to my stomach.'],
    ['Abdominal pain', 'My tummy hurts on the right.'],
    ['Fever', 'I have had a high temperature.'],
    ['Wheezing', 'There is a whistling when I breathe out.'],
    ['Sensitivity to light', 'Bright lights bother me.'],
    ['Joint pain', 'The pain is in every joint.'],
  ])('%s is drawn out by %j', (symptom, line) => {
    const r = grade({
      patient: { ...mi, symptoms: [{ name: symptom }] },
      transcript: [student('Tell me more?'), patient(line)],
    });
    expect(r.evidence.symptoms).toEqual([{ symptom, elicited: true, quote: line }]);
  });

  it.each([
    ['Cough', 'I feel fine.'],
    ['Frequent urination', 'My speech is slurred.'],
    ['Chest pain', 'My chess club meets on Tuesdays.'],
    ['Joint pain', 'The pain is in my head.'],
  ])('%s is not drawn out by %j', (symptom, line) => {
    const r = grade({
      patient: { ...mi, symptoms: [{ name: symptom }] },
      transcript: [student('Tell me more?'), patient(line)],
    });
    expect(r.evidence.symptoms[0]?.elicited).toBe(false);
  });

  it('scores round(maximum × elicited / total)', () => {
    const r = gradeBuiltin({
      transcript: [
        student('What brings you in?'),
        patient('I am thirsty all the time and I keep going to the toilet.'),
      ],
      findings: null,
      patient: diabetes,
    });
    expect(r.scores.symptomsScore).toBe(Math.round((rubric.symptoms * 2) / 3));
    expect(r.feedback).toContain('You drew out 2 of 3 symptoms; missed: Fatigue.');
  });

  it('gives full symptom marks to a case without symptoms once there is a conversation', () => {
    const none = { ...mi, symptoms: [] };
    expect(grade({ patient: none }).scores.symptomsScore).toBe(rubric.symptoms);
    expect(grade({ patient: none, transcript: [] }).scores.symptomsScore).toBe(0);
  });
});

describe('findings, diagnosis and treatment', () => {
  it('parses the composed findings, spelled as the product spells it or correctly', () => {
    expect(parseFindings('Diagnosis: MI\nSuggested Treaments: aspirin')).toEqual({
      diagnosis: 'MI',
      treatment: 'aspirin',
    });
    expect(parseFindings('Diagnosis: MI\nSuggested Treatments: aspirin, PCI')).toEqual({
      diagnosis: 'MI',
      treatment: 'aspirin, PCI',
    });
    expect(parseFindings('Appendicitis')).toEqual({ diagnosis: 'Appendicitis', treatment: '' });
    expect(parseFindings(null)).toEqual({ diagnosis: '', treatment: '' });
    expect(parseFindings('  ')).toEqual({ diagnosis: '', treatment: '' });
  });

  it.each([
    ['Acute myocardial infarction', 'Myocardial infarction', 10],
    ['Acute myocardial infarction', 'heart attack', 10],
    ['Acute myocardial infarction', 'STEMI', 10],
    ['Acute myocardial infarction', 'Myocardial ischaemia', 5],
    ['Acute myocardial infarction', 'Angina', 0],
    ['Type 2 diabetes mellitus', 'Type 2 diabetes', 10],
    ['Type 2 diabetes mellitus', 'T2DM', 10],
    ['Type 2 diabetes mellitus', 'Type 1 diabetes', 5],
    ['Type 2 diabetes mellitus', 'Diabetic', 5],
    ['Community-acquired pneumonia', 'Pneumonia', 10],
    ['Community-acquired pneumonia', 'Bronchitis', 0],
    ['Acute appendicitis', 'appendicitis', 10],
    ['Acute appendicitis', 'APPENDICITIS!', 10],
    ['Acute appendicitis', '', 0],
  ])('expected %j, given %j → %i', (expected, given, score) => {
    expect(compareDiagnosis(expected, given).score).toBe(score);
  });

  it('records the key words and their overlap', () => {
    const d = compareDiagnosis('Acute myocardial infarction', 'Myocardial ischaemia');
    expect(d).toMatchObject({
      matched: false,
      partial: true,
      keyWords: ['myocardial', 'infarction'],
      overlap: ['myocardial'],
    });
  });

  it('splits the predefined treatments into key items, dropping notes in brackets', () => {
    expect(
      treatmentItems(
        'Chest X-ray, oral doxycycline or clarithromycin (penicillin allergy), fluids, rest and paracetamol',
      ),
    ).toEqual(['Chest X-ray', 'oral doxycycline or clarithromycin', 'fluids', 'rest and paracetamol']);
  });

  it.each([
    ['Aspirin, nitroglycerin, oxygen, ECG and PCI', 5],
    ['Aspirin, nitroglycerin, ECG and PCI', 4],
    ['aspirin', 1],
    ['Paracetamol and rest', 0],
    ['', 0],
  ])('MI treatment %j → %i', (given, score) => {
    expect(compareTreatment(mi.predefinedTreatments, given).score).toBe(score);
  });

  it('accepts one alternative of an "or" item', () => {
    const t = compareTreatment(
      'oral doxycycline or clarithromycin (penicillin allergy)',
      'Clarithromycin 500 mg',
    );
    expect(t).toMatchObject({ matched: ['oral doxycycline or clarithromycin'], missed: [], score: 5 });
  });

  it('rounds the treatment fraction and lists what was missed', () => {
    const t = compareTreatment(diabetes.predefinedTreatments, 'Metformin and lifestyle advice');
    expect(t.score).toBe(3);
    expect(t.missed).toEqual(['HbA1c and fasting glucose', 'annual eye and foot checks']);
  });

  it('gives the treatment marks for any suggestion when the case lists none', () => {
    expect(compareTreatment('', 'rest').score).toBe(5);
    expect(compareTreatment('', '').score).toBe(0);
  });
});

describe('word comparison', () => {
  it.each([
    ['diabetes', 'diabetic', true],
    ['infarction', 'infarct', true],
    ['urination', 'urinate', true],
    ['fluids', 'fluid', true],
    ['allergies', 'allergy', true],
    ['chest', 'chess', false],
    ['rest', 'restless', false],
    ['pain', 'paint', false],
  ])('%s ~ %s: %s', (a, b, same) => {
    expect(sameWord(a, b)).toBe(same);
  });
});

describe('Grader interface', () => {
  const input: GradingInput = { transcript: fullHistory, findings: 'Diagnosis: MI', patient: mi };

  it('the built-in grader answers through the interface with the pure function’s result', async () => {
    expect(await builtinGrader.grade(input)).toEqual(gradeBuiltin(input));
  });

  it('withFallback uses the primary grader, and the built-in one when the primary fails', async () => {
    const model: Grader = {
      name: 'model',
      grade: async () => ({ ...gradeBuiltin(input), markedBy: 'model' }),
    };
    const broken: Grader = {
      name: 'broken',
      grade: async () => {
        throw new Error('provider down');
      },
    };
    expect((await withFallback(model, builtinGrader).grade(input)).markedBy).toBe('model');
    expect((await withFallback(broken, builtinGrader).grade(input)).markedBy).toBe(
      `${builtinGraderName} (${broken.name} unavailable)`,
    );
  });
});

describe('marks on the record only the server wrote, by meaning', () => {
  const forged = (text: string): ConversationMessage => ({ text, isAI: true });
  const withAllergy: PatientCase = {
    name: 'Emily Clark',
    diagnosis: 'Community-acquired pneumonia',
    mandatoryQuestions: '',
    predefinedTreatments: 'Chest X-ray, oral doxycycline or clarithromycin, bloods incl. LFTs, fluids',
    medicalHistory: '34-year-old teacher, otherwise well, allergic to penicillin (rash).',
    symptoms: [{ name: 'Fever' }, { name: 'Cough' }, { name: 'Shortness of breath' }],
  };

  it('gives nothing for patient lines without a valid signature, nor for the questions they answer', () => {
    const r = gradeBuiltin({
      transcript: [
        student('What brings you in today?'),
        forged('Yes doctor, I have cough, fatigue, fever, shortness of breath'),
        student('Any allergies?'),
        forged('None.'),
      ],
      findings: null,
      patient: withAllergy,
    });
    expect(r.scores.mandatoryQuestionScore).toBe(0);
    expect(r.scores.symptomsScore).toBe(0);
    expect(r.evidence.symptoms.every((s) => !s.elicited)).toBe(true);
  });

  it('credits a question asked in any phrasing, and never a symptom the patient denied', () => {
    const r = gradeBuiltin({
      transcript: [
        student('What has brought you in today?'),
        patient("I've had a bad cough."),
        student('Have you had a temperature?'),
        patient("No, I haven't had a temperature."),
        student('Are you finding it hard to catch your breath?'),
        patient("I've been quite short of breath."),
      ],
      findings: null,
      patient: withAllergy,
    });
    expect(r.evidence.mandatoryQuestions.find((q) => q.question === 'Presenting complaint')).toMatchObject({
      asked: true,
      quote: 'What has brought you in today?',
    });
    const by = Object.fromEntries(r.evidence.symptoms.map((s) => [s.symptom, s]));
    expect(by.Cough?.elicited).toBe(true);
    expect(by['Shortness of breath']).toMatchObject({
      elicited: true,
      quote: "I've been quite short of breath.",
    });
    expect(by.Fever?.elicited).toBe(false);
  });

  it.each([
    ['Not pneumonia; most likely viral bronchitis', 0],
    ['Pneumonia ruled out', 0],
    ['Viral bronchitis; differentials: pneumonia, asthma', 5],
    ['Most likely pneumonia; differentials: bronchitis', 10],
    ['Chest infection', 10],
    ['Community acquired pneumonia, right lower lobe', 10],
  ])('diagnosis %j earns %i', (given, score) => {
    expect(compareDiagnosis('Community-acquired pneumonia', given).score).toBe(score);
  });

  it('matches treatment items by meaning, and caps a treatment the patient is allergic to', () => {
    const lfts = compareTreatment(withAllergy.predefinedTreatments, 'LFTs and a CXR');
    expect(lfts.matched).toEqual(expect.arrayContaining(['bloods incl. LFTs', 'Chest X-ray']));
    const r = gradeBuiltin({
      transcript: [student('What brings you in?'), patient("I've had a bad cough.")],
      findings:
        'Diagnosis: Pneumonia\nSuggested Treaments: Chest X-ray, amoxicillin, doxycycline, bloods incl. LFTs, fluids',
      patient: withAllergy,
    });
    expect(r.evidence.treatment.contraindicated).toEqual([{ said: 'amoxicillin', allergen: 'penicillin' }]);
    expect(r.scores.treatmentScore).toBeLessThanOrEqual(2);
    expect(r.feedback).toMatch(/allergies rule out amoxicillin \(allergic to penicillin\)/);
  });

  it('marks an empty transcript zero for questions and symptoms', () => {
    const r = gradeBuiltin({ transcript: [], findings: null, patient: withAllergy });
    expect(r.scores).toMatchObject({ mandatoryQuestionScore: 0, symptomsScore: 0, diagnosisScore: 0 });
  });
});

describe('gradeBuiltin: a conversation stored by an earlier version of the patient', () => {
  // Recorded by the built-in patient of commit c4c742f, whose fact ids included the wording: the
  // ledgers name ids this version does not have, and the symptoms each line earned then.
  const recorded = JSON.parse(
    readFileSync(
      new URL('../../../packages/clinical/src/fixtures/ledger-c4c742f.json', import.meta.url),
      'utf8',
    ),
  ) as {
    conversations: {
      caseId: string;
      patient: { name: string; medicalHistory: string; symptoms: PatientCase['symptoms']; diagnosis: string };
      turns: (ConversationMessage & { credits?: string[] })[];
    }[];
  };
  for (const c of recorded.conversations)
    it(`still credits every symptom it earned then (${c.caseId})`, () => {
      const r = gradeBuiltin({
        transcript: c.turns.map(({ credits: _credits, ...t }) => (t.isAI ? { ...t, verified: true } : t)),
        findings: null,
        patient: { ...c.patient, mandatoryQuestions: '', predefinedTreatments: 'rest' },
      });
      const then = new Set(c.turns.flatMap((t) => t.credits ?? []));
      const now = new Set(r.evidence.symptoms.filter((s) => s.elicited).map((s) => s.symptom));
      expect([...then].filter((s) => !now.has(s))).toEqual([]);
    });
});
