import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as initial from './migrations/2026-11-22T0000_initial.js';
import * as schoolSettings from './migrations/2026-11-25T0000_school_settings.js';
import * as editedParts from './migrations/2026-11-25T0001_edited_parts.js';
import * as answerKey from './migrations/2026-11-25T0002_answer_key.js';
import * as holdForReview from './migrations/2026-11-25T0003_hold_for_review.js';
import * as graderAgreement from './migrations/2026-11-25T0004_grader_agreement.js';
import * as partnerTokens from './migrations/2026-11-25T0010_partner_tokens.js';
import * as accountChanges from './migrations/2026-11-25T0020_account_changes.js';
import * as conversationHead from './migrations/2026-11-27T0000_conversation_head.js';
import * as resetRequestLatest from './migrations/2026-11-27T1726_reset_request_latest_a91f.js';
import * as passwordChange from './migrations/2026-11-28T0010_password_change.js';
import * as attemptEditedParts from './migrations/2026-11-28T0020_attempt_edited_parts.js';
import * as caseMandatoryQuestions from './migrations/2026-11-28T0021_case_mandatory_questions.js';
import * as attemptStatistics from './migrations/2026-11-28T0022_attempt_statistics.js';
import { verifiedLines } from './migrations/2026-11-28T0200_verified_lines_5e2d.js';
import * as lti from './migrations/2026-11-28T0300_lti_7c1e.js';
import * as ltiFrameOrigins from './migrations/2026-11-28T0310_lti_frame_origins_b2f4.js';
import * as ltiHoldMarks from './migrations/2026-11-28T0320_lti_hold_marks_c9a1.js';

/** Dated migrations, applied in name order. Add new ones here; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0000_initial': initial,
  '2026-11-25T0000_school_settings': schoolSettings,
  '2026-11-25T0001_edited_parts': editedParts,
  '2026-11-25T0002_answer_key': answerKey,
  '2026-11-25T0003_hold_for_review': holdForReview,
  '2026-11-25T0004_grader_agreement': graderAgreement,
  '2026-11-25T0010_partner_tokens': partnerTokens,
  '2026-11-25T0020_account_changes': accountChanges,
  '2026-11-27T0000_conversation_head': conversationHead,
  '2026-11-27T1726_reset_request_latest_a91f': resetRequestLatest,
  '2026-11-28T0010_password_change': passwordChange,
  '2026-11-28T0020_attempt_edited_parts': attemptEditedParts,
  '2026-11-28T0021_case_mandatory_questions': caseMandatoryQuestions,
  '2026-11-28T0022_attempt_statistics': attemptStatistics,
  '2026-11-28T0300_lti_7c1e': lti,
  '2026-11-28T0310_lti_frame_origins_b2f4': ltiFrameOrigins,
  '2026-11-28T0320_lti_hold_marks_c9a1': ltiHoldMarks,
};

/**
 * Every migration, with the one that needs SECRET_KEY: dropping line signatures checks them first
 * (docs/trust.md#stored-conversations).
 */
export const migrationsFor = (secretKey: string | undefined): Record<string, Migration> => ({
  ...migrations,
  '2026-11-28T0200_verified_lines_5e2d': verifiedLines(secretKey),
});

export async function migrateToLatest(db: Db, secretKey?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(secretKey) };
  // Migrations written at the same time land in any order (a database may have run a later-dated one
  // first): each changes only its own tables and columns, so one not run yet runs, whatever its date.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
