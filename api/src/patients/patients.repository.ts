import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { likePattern } from '../users/users.repository.js';
import type { PatientSymptom } from './patients.json.js';
import type { PatientRow, PatientsTable } from './patients.table.js';

export interface PatientListOptions {
  search?: string;
  limit?: number;
  offset: number;
}

export const patients = {
  findById: (db: Db, id: number) =>
    db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst(),

  async list(db: Db, o: PatientListOptions): Promise<{ rows: PatientRow[]; total: number }> {
    let q = db.selectFrom('patients');
    if (o.search) {
      const p = likePattern(o.search);
      q = q.where((eb) =>
        eb.or([
          eb('patients.name', 'ilike', p),
          eb('patients.answer', 'ilike', p),
          eb.exists(
            eb
              .selectFrom('patient_symptoms')
              .innerJoin('symptoms', 'symptoms.id', 'patient_symptoms.symptom_id')
              .whereRef('patient_symptoms.patient_id', '=', 'patients.id')
              .where('symptoms.name', 'ilike', p)
              .select('patient_symptoms.symptom_id'),
          ),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll('patients')
        .orderBy('patients.created_at', 'desc')
        .orderBy('patients.id', 'desc')
        .$if(o.limit !== undefined, (qq) => qq.limit(o.limit as number).offset(o.offset))
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  /** The symptoms of many patients in one query (no N+1), each list alphabetical. */
  async symptomsOf(db: Db, patientIds: number[]): Promise<Map<number, PatientSymptom[]>> {
    const byPatient = new Map<number, PatientSymptom[]>(patientIds.map((id) => [id, []]));
    if (!patientIds.length) return byPatient;
    const rows = await db
      .selectFrom('patient_symptoms')
      .innerJoin('symptoms', 'symptoms.id', 'patient_symptoms.symptom_id')
      .select([
        'patient_symptoms.patient_id',
        'symptoms.id',
        'symptoms.name',
        'symptoms.description',
        'symptoms.severity',
      ])
      .where('patient_symptoms.patient_id', 'in', patientIds)
      .orderBy(sql`lower(symptoms.name)`)
      .orderBy('symptoms.id')
      .execute();
    for (const { patient_id, ...symptom } of rows) byPatient.get(patient_id)?.push(symptom);
    return byPatient;
  },

  insert: (db: Db, values: Insertable<PatientsTable>) =>
    db.insertInto('patients').values(values).returningAll().executeTakeFirstOrThrow(),

  update: (db: Db, id: number, values: Updateable<PatientsTable>) =>
    db
      .updateTable('patients')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Replaces the patient's symptom links with exactly `symptomIds` (already deduplicated). */
  async setSymptoms(db: Db, patientId: number, symptomIds: number[]): Promise<void> {
    await db.deleteFrom('patient_symptoms').where('patient_id', '=', patientId).execute();
    if (symptomIds.length)
      await db
        .insertInto('patient_symptoms')
        .values(symptomIds.map((symptom_id) => ({ patient_id: patientId, symptom_id })))
        .execute();
  },

  /** Assignments, and through them reset requests, go by the foreign keys' cascade. */
  remove: (db: Db, id: number) => db.deleteFrom('patients').where('id', '=', id).executeTakeFirst(),

  isAssignedTo: async (db: Db, patientId: number, studentId: number) =>
    !!(await db
      .selectFrom('assignments')
      .select('id')
      .where('patient_id', '=', patientId)
      .where('student_id', '=', studentId)
      .executeTakeFirst()),
};
