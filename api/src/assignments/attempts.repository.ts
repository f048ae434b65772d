import type { Db } from '../db/database.js';

// An assignment's attempts: a reset archives the current one and starts the next (docs/assignments.md#reset-requests).

/** What an archived attempt keeps of the assignment row, column for column. */
const archived = [
  'attempt',
  'status',
  'findings',
  'visit_note',
  'conversation_log',
  'feedback',
  'mandatory_question_score',
  'symptoms_score',
  'diagnosis_score',
  'treatment_score',
  'score',
  'marked_by',
  'marked_at',
  'evidence',
  'marks_held',
  'edited_parts',
  'submitted_at',
] as const;

export const attempts = {
  attemptsOf: (db: Db, assignmentId: number) =>
    db
      .selectFrom('assignment_attempts')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .orderBy('attempt')
      .orderBy('id')
      .execute(),

  /** Copies the current attempt into the history, as it stands. */
  archiveAttempt: (db: Db, assignmentId: number) =>
    db
      .insertInto('assignment_attempts')
      .columns(['assignment_id', ...archived])
      .expression((eb) =>
        eb
          .selectFrom('assignments')
          .select(['id', ...archived])
          .where('id', '=', assignmentId),
      )
      .execute(),

  /** A fresh attempt: back to 'assigned' with nothing of the previous one left on the row. */
  resetToFreshAttempt: (db: Db, id: number) =>
    db
      .updateTable('assignments')
      .set((eb) => ({
        status: 'assigned',
        attempt: eb('attempt', '+', 1),
        diagnosis_draft: null,
        note_draft: null,
        findings: null,
        visit_note: null,
        conversation_log: '[]',
        feedback: null,
        mandatory_question_score: null,
        symptoms_score: null,
        diagnosis_score: null,
        treatment_score: null,
        score: null,
        marked_by: null,
        marked_at: null,
        evidence: null,
        marks_held: false,
        edited_parts: null,
        auto_mandatory_question_score: null,
        auto_symptoms_score: null,
        auto_diagnosis_score: null,
        auto_treatment_score: null,
        auto_score: null,
        marks_confirmed_at: null,
        marks_confirmed_by: null,
        submitted_at: null,
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
};

export type AttemptRow = Awaited<ReturnType<typeof attempts.attemptsOf>>[number];
