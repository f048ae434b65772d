import type { ColumnType } from 'kysely';

/** The school's settings: one row (id 1). */
export interface SchoolSettingsTable {
  id: ColumnType<number, number, never>;
  /** Students may speak through their browser's own speech recognition when no speech service is set up. */
  browser_speech_recognition: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, never, Date>;
}
