import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PatientsTable {
  id: Generated<number>;
  name: string;
  /** The diagnosis (the REST contract calls it `answer`). */
  answer: string;
  voice_model: string;
  mandatory_questions: string;
  medical_history: string;
  predefined_treatments: string;
  created_by: number | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface PatientSymptomsTable {
  patient_id: number;
  symptom_id: number;
}

export type PatientRow = Selectable<PatientsTable>;
