import { z } from 'zod';
import { symptomSchema } from './symptoms.js';

/** A symptom as a patient embeds it: without its creation time. */
export const patientSymptomSchema = symptomSchema.omit({ createdAt: true });
export type PatientSymptomJson = z.input<typeof patientSymptomSchema>;

const promptSchema = z.object({
  mandatoryQuestions: z.string(),
  medicalHistory: z.string(),
  predefinedTreatments: z.string(),
});

/**
 * A patient case as the REST contract shows it: the symptom list and prompt are sent as both `Symptoms` /
 * `Prompt` and `symptoms` / `prompt`, with the same content (docs/cases.md#patients).
 */
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
export type PatientJson = z.input<typeof patientSchema>;

/** GET patients/{id}/answer-key: the case's diagnosis and treatments, for the BFF's service credential only. */
export const answerKeySchema = z.object({
  diagnosis: z.string().describe('The expected diagnosis (the patient’s `answer`)'),
  treatments: z.string().describe('The predefined treatments'),
});
export type AnswerKeyJson = z.input<typeof answerKeySchema>;
