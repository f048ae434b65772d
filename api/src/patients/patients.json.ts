import type { PatientJson, PatientSymptomJson } from '@anamnesis/contract';
import type { PatientRow } from './patients.table.js';

export { type PatientJson, patientSchema } from '@anamnesis/contract';

export type PatientSymptom = PatientSymptomJson;

/**
 * A patient as the REST contract shows it: the symptom list and prompt are sent as both `Symptoms` /
 * `Prompt` and `symptoms` / `prompt`, with the same content (docs/cases.md#patients).
 */
export function patientJson(p: PatientRow, symptoms: PatientSymptom[]): PatientJson {
  const prompt = {
    mandatoryQuestions: p.mandatory_questions,
    medicalHistory: p.medical_history,
    predefinedTreatments: p.predefined_treatments,
  };
  return {
    id: p.id,
    name: p.name,
    answer: p.answer,
    voiceModel: p.voice_model,
    mandatoryQuestions: p.mandatory_questions,
    medicalHistory: p.medical_history,
    predefinedTreatments: p.predefined_treatments,
    symptoms,
    prompt,
    Symptoms: symptoms,
    Prompt: prompt,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}
