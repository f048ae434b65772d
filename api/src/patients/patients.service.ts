import type { AnswerKeyJson } from '@anamnesis/contract';
import { mandatoryQuestionList } from '@anamnesis/rules';
import { assignments } from '../assignments/assignments.repository.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { symptoms } from '../symptoms/symptoms.repository.js';
import { type PatientJson, patientJson } from './patients.json.js';
import { patients } from './patients.repository.js';
import type { PatientRow } from './patients.table.js';

export const defaultVoice = 'aura-asteria-en';

// A plain admin cannot undo other admins' work through a case (docs/cases.md#patients).
const othersUseThisPatient = 'Other admins’ assignments use this patient: only a super admin can delete it.';
const othersMarkedAgainstKey =
  'Other admins’ marked assignments were marked against this patient’s diagnosis, treatments and mandatory questions: only a super admin can change them.';

export interface PatientInput {
  name: string;
  answer: string;
  voiceModel?: string;
  mandatoryQuestions?: string;
  medicalHistory: string;
  predefinedTreatments: string;
  symptoms: number[];
}

export type PatientEdit = Partial<PatientInput>;

export async function requirePatient(db: Db, id: number): Promise<PatientRow> {
  const row = await patients.findById(db, id);
  if (!row) throw notFound('Patient not found.');
  return row;
}

/** Rows to contract JSON, with the symptoms of all of them loaded in one query. */
export async function toJson(db: Db, rows: PatientRow[]): Promise<PatientJson[]> {
  const bySymptom = await patients.symptomsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => patientJson(r, bySymptom.get(r.id) ?? []));
}

async function oneJson(db: Db, row: PatientRow): Promise<PatientJson> {
  const [json] = await toJson(db, [row]);
  return json as PatientJson;
}

/** Every selected symptom must exist: an unknown id is a mistake, not something to skip silently. */
async function assertSymptomsExist(db: Db, ids: number[]): Promise<void> {
  const found = new Set((await symptoms.findByIds(db, ids)).map((s) => s.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw badRequest(
      `${missing.length === 1 ? 'Symptom' : 'Symptoms'} not found: ${missing.join(', ')}. Please select symptoms from the list.`,
    );
}

/**
 * Admins read any patient. A student reads only a patient assigned to them, and without the answer
 * key (the diagnosis and the predefined treatments are what their work is marked against).
 */
export async function readPatient(db: Db, actor: Actor, id: number): Promise<PatientJson> {
  if (!actor.isAdmin && !(await patients.isAssignedTo(db, id, actor.id)))
    throw forbidden('You can only view patients assigned to you.');
  const row = await requirePatient(db, id);
  if (actor.isAdmin) return oneJson(db, row);
  const withoutKey = { ...row, answer: '', predefined_treatments: '' };
  // The BFF's voice patient reads the case through the student's session with its service credential;
  // a student's own call gets no history, symptom list or mandatory questions, which would tell what
  // to ask and what they missed (docs/marking.md#the-answer-key).
  if (actor.viaBff) return oneJson(db, withoutKey);
  return patientJson({ ...withoutKey, medical_history: '', mandatory_questions: '' }, []);
}

/**
 * The answer key of a patient (diagnosis and treatments), for the BFF only (its service credential; the
 * router refuses anyone else): it keeps its patient from naming the diagnosis or a treatment of the key
 * (docs/patient.md, docs/trust.md).
 */
export async function answerKey(db: Db, id: number): Promise<AnswerKeyJson> {
  const row = await requirePatient(db, id);
  return { diagnosis: row.answer, treatments: row.predefined_treatments };
}

export async function createPatient(db: Db, actor: Actor, input: PatientInput): Promise<PatientJson> {
  return db.transaction().execute(async (trx) => {
    await assertSymptomsExist(trx, input.symptoms);
    const row = await patients.insert(trx, {
      name: input.name,
      answer: input.answer,
      voice_model: input.voiceModel ?? defaultVoice,
      mandatory_questions: input.mandatoryQuestions ?? '',
      medical_history: input.medicalHistory,
      predefined_treatments: input.predefinedTreatments,
      created_by: actor.id,
    });
    await patients.setSymptoms(trx, row.id, input.symptoms);
    return oneJson(trx, row);
  });
}

export async function editPatient(db: Db, actor: Actor, id: number, edit: PatientEdit): Promise<PatientJson> {
  return db.transaction().execute(async (trx) => {
    const before = await requirePatient(trx, id);
    // The answer key and the mandatory questions are what marks were given against: the edit dialog sends
    // them back unchanged with every save, so only a real change counts.
    const keyChanged =
      (edit.answer !== undefined && edit.answer !== before.answer) ||
      (edit.predefinedTreatments !== undefined &&
        edit.predefinedTreatments !== before.predefined_treatments) ||
      (edit.mandatoryQuestions !== undefined &&
        // The same questions however written: an empty list is the standard one the dialog shows.
        mandatoryQuestionList(edit.mandatoryQuestions).join('\n') !==
          mandatoryQuestionList(before.mandatory_questions).join('\n'));
    if (
      keyChanged &&
      !actor.isSuperAdmin &&
      (await assignments.anyByOthers(trx, { patientId: id }, actor.id, { marked: true }))
    )
      throw forbidden(othersMarkedAgainstKey);
    if (edit.symptoms) await assertSymptomsExist(trx, edit.symptoms);
    const row = await patients.update(trx, id, {
      ...(edit.name !== undefined ? { name: edit.name } : {}),
      ...(edit.answer !== undefined ? { answer: edit.answer } : {}),
      ...(edit.voiceModel !== undefined ? { voice_model: edit.voiceModel } : {}),
      ...(edit.mandatoryQuestions !== undefined ? { mandatory_questions: edit.mandatoryQuestions } : {}),
      ...(edit.medicalHistory !== undefined ? { medical_history: edit.medicalHistory } : {}),
      ...(edit.predefinedTreatments !== undefined
        ? { predefined_treatments: edit.predefinedTreatments }
        : {}),
    });
    if (edit.symptoms) await patients.setSymptoms(trx, id, edit.symptoms);
    return oneJson(trx, row);
  });
}

/** Deleting a case deletes its assignments: a plain admin only when all of them are theirs. */
export async function deletePatient(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requirePatient(trx, id);
    if (!actor.isSuperAdmin && (await assignments.anyByOthers(trx, { patientId: id }, actor.id)))
      throw forbidden(othersUseThisPatient);
    await patients.remove(trx, id);
  });
}
