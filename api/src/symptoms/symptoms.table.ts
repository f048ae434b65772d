import type { Severity } from '@anamnesis/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

// The severities are the contract's (packages/contract).
export { type Severity, severities } from '@anamnesis/contract';

export interface SymptomsTable {
  id: Generated<number>;
  name: string;
  description: string;
  severity: Severity;
  created_at: ColumnType<Date, never, never>;
}

export type SymptomRow = Selectable<SymptomsTable>;
