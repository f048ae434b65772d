import type { ColumnType, Generated, Selectable } from 'kysely';

export const severities = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof severities)[number];

export interface SymptomsTable {
  id: Generated<number>;
  name: string;
  description: string;
  severity: Severity;
  created_at: ColumnType<Date, never, never>;
}

export type SymptomRow = Selectable<SymptomsTable>;
