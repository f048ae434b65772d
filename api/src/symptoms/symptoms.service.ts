import type { Db } from '../db/database.js';
import { conflict, notFound } from '../lib/errors.js';
import { symptoms } from './symptoms.repository.js';
import type { Severity, SymptomRow } from './symptoms.table.js';

export const duplicateSymptomMessage = 'A symptom with this name already exists.';

export interface SymptomInput {
  name: string;
  description: string;
  severity: Severity;
}

export async function requireSymptom(db: Db, id: number): Promise<SymptomRow> {
  const row = await symptoms.findById(db, id);
  if (!row) throw notFound('Symptom not found.');
  return row;
}

/** The unique index answers a race with 23505; this check answers the usual case with a clear message. */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  if (await symptoms.findByName(db, name, exceptId)) throw conflict(duplicateSymptomMessage);
}

const uniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export async function addSymptom(db: Db, input: SymptomInput): Promise<SymptomRow> {
  await assertNameFree(db, input.name);
  try {
    return await symptoms.insert(db, input);
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(duplicateSymptomMessage);
    throw error;
  }
}

export async function editSymptom(db: Db, id: number, edit: Partial<SymptomInput>): Promise<SymptomRow> {
  const current = await requireSymptom(db, id);
  if (edit.name !== undefined) await assertNameFree(db, edit.name, id);
  const values = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
  if (!Object.keys(values).length) return current;
  try {
    return await symptoms.update(db, id, values);
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(duplicateSymptomMessage);
    throw error;
  }
}

/** Patients lose the link through the foreign key's cascade. */
export async function deleteSymptom(db: Db, id: number): Promise<void> {
  await requireSymptom(db, id);
  await symptoms.remove(db, id);
}
