import { z } from 'zod';

export const severities = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof severities)[number];

/** A symptom as the REST contract shows it. */
export const symptomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  severity: z.enum(severities),
  createdAt: z.string(),
});
export type SymptomJson = z.input<typeof symptomSchema>;
