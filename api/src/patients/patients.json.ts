import { z } from 'zod';
import { severities } from '../symptoms/symptoms.table.js';
import type { PatientRow } from './patients.table.js';

export interface PatientSymptom {
  id: number;
  name: string;
  description: string;
  severity: (typeof severities)[number];
}

/**
 * A patient as the REST contract shows it: the symptom list and prompt are sent as both `Symptoms` /
 * `Prompt` and `symptoms` / `prompt`, with the same content (docs/cases.md#patients).
 */
export function patientJson(p: PatientRow, symptoms: PatientSymptom[]) {
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

export type PatientJson = ReturnType<typeof patientJson>;

const patientSymptomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  severity: z.enum(severities),
});
const promptSchema = z.object({
  mandatoryQuestions: z.string(),
  medicalHistory: z.string(),
  predefinedTreatments: z.string(),
});

export const patientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  answer: z.string().describe('The diagnosis. Empty when a student reads the patient.'),
  voiceModel: z.string().describe('Canonical Deepgram voice name, default aura-asteria-en'),
  mandatoryQuestions: z.string(),
  medicalHistory: z.string(),
  predefinedTreatments: z.string().describe('Empty when a student reads the patient.'),
  symptoms: z.array(patientSymptomSchema),
  prompt: promptSchema,
  Symptoms: z.array(patientSymptomSchema).describe('Alias of `symptoms` (docs/cases.md#patients)'),
  Prompt: promptSchema.describe('Alias of `prompt` (docs/cases.md#patients)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
