import { sql } from 'kysely';
import type { ConversationMessage } from '../assignments/assignments.table.js';
import type { ApiConfig } from '../config.js';
import { hashPassword } from '../lib/passwords.js';
import { gradeBuiltin } from '../marking/builtinGrader.js';
import type { Severity } from '../symptoms/symptoms.table.js';
import type { Db } from './database.js';

/**
 * First start only (no users yet). Embedded mode gets the demo school (docs/decisions.md#demo-data);
 * a DATABASE_URL database gets just the first super admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function seedDatabase(
  db: Db,
  config: Pick<ApiConfig, 'seedDemo' | 'adminEmail' | 'adminPassword'>,
) {
  const { n } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (n > 0) return;
  if (config.seedDemo) {
    await seedDemo(db);
  } else if (config.adminEmail && config.adminPassword) {
    await db
      .insertInto('users')
      .values({
        name: 'Administrator',
        username: 'admin',
        email: config.adminEmail.toLowerCase(),
        password_hash: await hashPassword(config.adminPassword),
        is_admin: true,
        is_super_admin: true,
        avatar_url: null,
      })
      .execute();
  }
}

const demoUsers = [
  { name: 'Super Admin', username: 'admin', email: 'admin@example.com', password: 'admin123', role: 'super' },
  {
    name: 'Dr. Tessa Morgan',
    username: 'teacher',
    email: 'teacher@example.com',
    password: 'teacher123',
    role: 'admin',
  },
  {
    name: 'Sam Carter',
    username: 'student',
    email: 'student@example.com',
    password: 'student123',
    role: 'student',
  },
  {
    name: 'Priya Natarajan',
    username: 'priya',
    email: 'priya@example.com',
    password: 'student123',
    role: 'student',
  },
  {
    name: 'Luis Ortega',
    username: 'luis',
    email: 'luis@example.com',
    password: 'student123',
    role: 'student',
  },
  { name: 'Mei Chen', username: 'mei', email: 'mei@example.com', password: 'student123', role: 'student' },
] as const;

const demoSymptoms: [string, string, Severity][] = [
  ['Chest pain', 'Pressure or tightness in the chest, may spread to the arm or jaw', 'severe'],
  ['Shortness of breath', 'Difficulty breathing or feeling unable to get enough air', 'moderate'],
  ['Sweating', 'Excessive perspiration not explained by heat or exercise', 'mild'],
  ['Nausea', 'Feeling sick to the stomach with an urge to vomit', 'mild'],
  ['Fever', 'Body temperature above 38 °C', 'moderate'],
  ['Cough', 'Repeated forceful expulsion of air from the lungs', 'moderate'],
  ['Headache', 'Pain in the head or upper neck', 'moderate'],
  ['Fatigue', 'Persistent tiredness not relieved by rest', 'mild'],
  ['Abdominal pain', 'Pain between the chest and the pelvis', 'severe'],
  ['Loss of appetite', 'Reduced desire to eat', 'mild'],
  ['Excessive thirst', 'Feeling thirsty all the time despite drinking', 'moderate'],
  ['Frequent urination', 'Passing urine more often than usual, including at night', 'moderate'],
  ['Wheezing', 'A whistling sound when breathing out', 'moderate'],
  ['Sensitivity to light', 'Discomfort or pain from bright light', 'mild'],
];

const demoPatients = [
  {
    name: 'John Miller',
    answer: 'Acute myocardial infarction',
    voice_model: 'aura-orion-en',
    medical_history:
      '58-year-old man, smoker of 30 pack-years, hypertension treated with amlodipine, father died of a heart attack at 60. Pain began 40 minutes ago while shovelling snow.',
    predefined_treatments:
      'Aspirin 300 mg chewed, sublingual nitroglycerin, oxygen if saturation below 94%, urgent ECG and primary PCI',
    symptoms: ['Chest pain', 'Shortness of breath', 'Sweating', 'Nausea'],
  },
  {
    name: 'Emily Clark',
    answer: 'Community-acquired pneumonia',
    voice_model: 'aura-asteria-en',
    medical_history:
      '34-year-old teacher, otherwise well, no regular medicines, allergic to penicillin (rash). Five days of illness after a cold.',
    predefined_treatments:
      'Chest X-ray, oral doxycycline or clarithromycin (penicillin allergy), fluids, rest and paracetamol',
    symptoms: ['Fever', 'Cough', 'Shortness of breath', 'Fatigue'],
  },
  {
    name: 'Robert Hughes',
    answer: 'Acute appendicitis',
    voice_model: 'aura-arcas-en',
    medical_history:
      '22-year-old student, no past illnesses, no medicines, no allergies. Pain started around the navel yesterday and moved to the right lower abdomen.',
    predefined_treatments:
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and surgical referral for appendicectomy',
    symptoms: ['Abdominal pain', 'Nausea', 'Loss of appetite', 'Fever'],
  },
  {
    name: 'Grace Okafor',
    answer: 'Type 2 diabetes mellitus',
    voice_model: 'aura-luna-en',
    medical_history:
      '49-year-old office manager, overweight, mother has diabetes, takes no regular medicines. Symptoms for about three months.',
    predefined_treatments:
      'HbA1c and fasting glucose, lifestyle advice on diet and exercise, metformin, annual eye and foot checks',
    symptoms: ['Excessive thirst', 'Frequent urination', 'Fatigue'],
  },
];

const conversation: ConversationMessage[] = [
  { text: 'Hello, I am the doctor on duty. What brings you in today?', isAI: false },
  { text: 'I have this crushing chest pain, doctor. It started about forty minutes ago.', isAI: true },
  { text: 'When did it start and does it spread anywhere?', isAI: false },
  { text: 'It came on while I was shovelling snow, and it goes down my left arm.', isAI: true },
  { text: 'Do you have any shortness of breath or sweating?', isAI: false },
  { text: 'Yes, I can hardly catch my breath and I am sweating a lot.', isAI: true },
  { text: 'Do you have any past medical history, medications or allergies?', isAI: false },
  { text: 'I have high blood pressure and take amlodipine. No allergies.', isAI: true },
  { text: 'Do you smoke, and does anyone in your family have heart disease?', isAI: false },
  { text: 'I smoke a pack a day, and my father died of a heart attack.', isAI: true },
];

const miFindings =
  'Diagnosis: Myocardial infarction\nSuggested Treaments: Aspirin, nitroglycerin, ECG and PCI';
const meiConversation: ConversationMessage[] = [
  { text: 'Hi, how can I help?', isAI: false },
  { text: 'I have had a fever and a cough for five days.', isAI: true },
];
const meiFindings = 'Diagnosis: Bronchitis\nSuggested Treaments: Rest and fluids';

/** The seeded marks come from the built-in grader, so they carry real evidence. */
function graded(patient: number, transcript: ConversationMessage[], findings: string) {
  const p = demoPatients[patient] as (typeof demoPatients)[number];
  const r = gradeBuiltin({
    transcript: serverWritten(transcript),
    findings,
    patient: {
      name: p.name,
      diagnosis: p.answer,
      mandatoryQuestions: '',
      predefinedTreatments: p.predefined_treatments,
      medicalHistory: p.medical_history,
      symptoms: p.symptoms.map((name) => ({ name })),
    },
  });
  return {
    mandatory_question_score: r.scores.mandatoryQuestionScore,
    symptoms_score: r.scores.symptomsScore,
    diagnosis_score: r.scores.diagnosisScore,
    treatment_score: r.scores.treatmentScore,
    score: r.scores.totalScore,
    feedback: r.feedback,
    evidence: JSON.stringify(r.evidence),
    marked_by: r.markedBy,
  };
}

async function seedDemo(db: Db) {
  await db.transaction().execute(async (trx) => {
    const ids: Record<string, number> = {};
    for (const u of demoUsers) {
      const row = await trx
        .insertInto('users')
        .values({
          name: u.name,
          username: u.username,
          email: u.email,
          password_hash: await hashPassword(u.password),
          is_admin: u.role !== 'student',
          is_super_admin: u.role === 'super',
          avatar_url: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[u.username] = row.id;
    }
    const symptomIds: Record<string, number> = {};
    for (const [name, description, severity] of demoSymptoms) {
      const row = await trx
        .insertInto('symptoms')
        .values({ name, description, severity })
        .returning('id')
        .executeTakeFirstOrThrow();
      symptomIds[name] = row.id;
    }
    const patientIds: number[] = [];
    for (const { symptoms, ...p } of demoPatients) {
      const row = await trx
        .insertInto('patients')
        .values({ ...p, mandatory_questions: '', created_by: ids.admin ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      patientIds.push(row.id);
      await trx
        .insertInto('patient_symptoms')
        .values(symptoms.map((s) => ({ patient_id: row.id, symptom_id: symptomIds[s] as number })))
        .execute();
    }
    const room = await trx
      .insertInto('rooms')
      .values({ name: 'Clinical Skills A', room_number: 'CS-101' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('room_students')
      .values([
        { room_id: room.id, student_id: ids.priya as number },
        { room_id: room.id, student_id: ids.luis as number },
      ])
      .execute();

    const [mi, pneumonia, appendicitis, diabetes] = patientIds as [number, number, number, number];
    const teacher = ids.teacher as number;
    const admin = ids.admin as number;
    const student = ids.student as number;
    const base = { is_markable: true, is_note_allow: true };
    await trx
      .insertInto('assignments')
      .values([
        // The demo student sees every status: assigned, inprogress, completed, marked.
        {
          ...base,
          student_id: student,
          patient_id: pneumonia,
          creator_id: teacher,
          status: 'assigned',
          conversation_log: '[]',
        },
        {
          ...base,
          student_id: student,
          patient_id: appendicitis,
          creator_id: teacher,
          status: 'inprogress',
          conversation_log: JSON.stringify([
            { text: 'Hello, what brings you in today?', isAI: false },
            { text: 'I have a bad pain in my tummy, on the lower right side.', isAI: true },
          ]),
        },
        {
          ...base,
          student_id: student,
          patient_id: diabetes,
          creator_id: admin,
          status: 'completed',
          conversation_log: JSON.stringify([
            { text: 'Hello, what brings you in today?', isAI: false },
            { text: 'I am thirsty all the time and I keep going to the toilet.', isAI: true },
          ]),
          findings: 'Diagnosis: Type 2 diabetes\nSuggested Treaments: Metformin and lifestyle advice',
          visit_note: 'Polydipsia and polyuria for three months; check HbA1c.',
          submitted_at: new Date(),
        },
        {
          ...base,
          student_id: student,
          patient_id: mi,
          creator_id: teacher,
          status: 'marked',
          conversation_log: JSON.stringify(conversation),
          findings: miFindings,
          visit_note:
            'Central crushing chest pain radiating to the left arm, diaphoresis, dyspnoea. High risk.',
          ...graded(0, conversation, miFindings),
          marked_at: new Date(),
          submitted_at: new Date(),
        },
        {
          ...base,
          student_id: ids.priya as number,
          patient_id: mi,
          creator_id: teacher,
          room_id: room.id,
          status: 'assigned',
          conversation_log: '[]',
        },
        {
          ...base,
          student_id: ids.luis as number,
          patient_id: mi,
          creator_id: teacher,
          room_id: room.id,
          status: 'assigned',
          conversation_log: '[]',
        },
        {
          student_id: ids.mei as number,
          patient_id: pneumonia,
          creator_id: admin,
          is_markable: true,
          is_note_allow: false,
          status: 'marked',
          conversation_log: JSON.stringify(meiConversation),
          findings: meiFindings,
          ...graded(1, meiConversation, meiFindings),
          marked_at: new Date(),
          submitted_at: new Date(),
        },
      ])
      .execute();
    await trx.updateTable('rooms').set({ is_occupied: true }).where('id', '=', room.id).execute();
    // The demo conversations are the server's own: each patient line as the BFF writes it (docs/trust.md).
    for (const a of await trx.selectFrom('assignments').select(['id', 'conversation_log']).execute()) {
      const log = demoLog(a.conversation_log, a.id);
      await trx
        .updateTable('assignments')
        .set({ conversation_log: JSON.stringify(log) })
        .where('id', '=', a.id)
        .execute();
    }
  });
}

/** Ids on every line, and each patient line verified with its ledger, as the BFF's lines are stored. */
function demoLog(log: ConversationMessage[], assignmentId: number): ConversationMessage[] {
  return log.map((m, i) => {
    const line = { ...m, id: m.id ?? `demo-${assignmentId}-${i}` };
    return m.isAI ? { ...line, facts: m.facts ?? [], verified: true } : line;
  });
}

/** The demo's patient lines as the grader sees lines the server wrote. */
const serverWritten = (log: ConversationMessage[]) => log.map((m) => (m.isAI ? { ...m, verified: true } : m));
