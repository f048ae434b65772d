import { z } from 'zod';
import { type SymptomRow, severities } from './symptoms.table.js';

/** A symptom as the REST contract shows it. */
export const symptomJson = (s: SymptomRow) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  severity: s.severity,
  createdAt: s.created_at.toISOString(),
});

export const symptomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  severity: z.enum(severities),
  createdAt: z.string(),
});

export const messageSchema = z.object({ message: z.string() });
