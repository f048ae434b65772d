import type { SymptomJson } from '@anamnesis/contract';
import type { SymptomRow } from './symptoms.table.js';

export { messageSchema, symptomSchema } from '@anamnesis/contract';

/** A symptom as the REST contract shows it. */
export const symptomJson = (s: SymptomRow): SymptomJson => ({
  id: s.id,
  name: s.name,
  description: s.description,
  severity: s.severity,
  createdAt: s.created_at.toISOString(),
});
