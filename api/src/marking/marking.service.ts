import { activeOpenAiModel, activePlainKey } from '../apiKeys/apiKeys.service.js';
import { assignments } from '../assignments/assignments.repository.js';
import { assertVisible, requirePatient, scopeFor } from '../assignments/assignments.service.js';
import type { AssignmentRow } from '../assignments/assignments.table.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { AppServices } from '../lib/route.js';
import { withLtiScore } from '../lti/lti.outbox.js';
import { automaticMarks } from './automaticMarks.js';
import { builtinGrader } from './builtinGrader.js';
import { type Grader, type PatientCase, withFallback } from './grader.js';
import { createModelGrader } from './modelGrader.js';

export const alreadyMarked = 'This assignment has already been marked.';
export const notMarkable = 'This assignment is not markable.';
export const awaitingReview = 'These marks are awaiting review by your teacher.';

/**
 * The grader marking uses: with an active OpenAI key, the model, falling back to the built-in grader
 * on any failure; without one, the built-in grader.
 */
export async function graderFor(services: AppServices): Promise<Grader> {
  let apiKey: string | null;
  try {
    apiKey = await activePlainKey(services.db, services.secretKey, 'openai');
  } catch (error) {
    services.log.warn('AI grading disabled', { reason: (error as Error).message });
    return builtinGrader;
  }
  if (!apiKey) return builtinGrader;
  const model = await activeOpenAiModel(services.db);
  const grader = createModelGrader({
    baseUrl: services.config.openAiBaseUrl,
    apiKey,
    model,
    timeoutMs: services.config.providerTimeoutMs,
  });
  return withFallback(grader, builtinGrader, (error) =>
    services.log.warn('AI grader failed; built-in grader marked instead', {
      reason: String((error as Error)?.message ?? error),
    }),
  );
}

/** The case record a grader needs: diagnosis, treatments, extra questions and symptom names. */
export async function patientCase(db: Db, patientId: number): Promise<PatientCase> {
  const p = await db.selectFrom('patients').selectAll().where('id', '=', patientId).executeTakeFirst();
  if (!p) throw notFound('Patient not found.');
  const symptoms = await db
    .selectFrom('patient_symptoms')
    .innerJoin('symptoms', 'symptoms.id', 'patient_symptoms.symptom_id')
    .select(['symptoms.name', 'symptoms.description', 'symptoms.severity'])
    .where('patient_symptoms.patient_id', '=', patientId)
    .orderBy('symptoms.name')
    .execute();
  return {
    name: p.name,
    diagnosis: p.answer,
    mandatoryQuestions: p.mandatory_questions,
    predefinedTreatments: p.predefined_treatments,
    medicalHistory: p.medical_history,
    symptoms,
  };
}

/**
 * Grades a completed assignment and stores the marks; undefined when it was no longer 'completed'
 * by the time the marks were written (someone else marked it first). "Hold marks for review"
 * (docs/marking.md): with `hold`, the marks are stored held and the status stays completed; marks
 * already held are released as they stand (with a teacher's edits, if any), not graded again.
 */
export async function markAssignment(
  db: Db,
  a: AssignmentRow,
  grader: Grader,
  hold = false,
  reviewer: number | null = null,
) {
  // Releasing held marks is the teacher's review of them: it counts as agreeing with what stands.
  if (a.marks_held)
    return withLtiScore(
      db,
      await assignments.updateIfStatus(db, a.id, ['completed'], {
        status: 'marked',
        marks_held: false,
        ...(reviewer !== null ? { marks_confirmed_at: new Date(), marks_confirmed_by: reviewer } : {}),
      }),
    );
  const result = await grader.grade({
    transcript: a.conversation_log,
    findings: a.findings,
    visitNote: a.visit_note,
    patient: await patientCase(db, a.patient_id),
  });
  const marked = await assignments.updateIfStatus(db, a.id, ['completed'], {
    status: hold ? 'completed' : 'marked',
    marks_held: hold,
    mandatory_question_score: result.scores.mandatoryQuestionScore,
    symptoms_score: result.scores.symptomsScore,
    diagnosis_score: result.scores.diagnosisScore,
    treatment_score: result.scores.treatmentScore,
    score: result.scores.totalScore,
    ...automaticMarks(result.scores),
    feedback: result.feedback,
    evidence: JSON.stringify(result.evidence),
    marked_by: result.markedBy,
    marked_at: new Date(),
  });
  // A launch from a learning platform gets its score back (docs/lti.md#grade-passback).
  return withLtiScore(db, marked);
}

/** POST openai/results: the student after submitting, or an admin who may see the assignment. */
export async function markSubmission(
  services: AppServices,
  actor: Actor,
  input: { studentId: number; patientId: number },
) {
  const { db } = services;
  if (!actor.isAdmin && actor.id !== input.studentId)
    throw forbidden('You can only ask for marks on your own assignments.');
  const a = await assignments.findByPair(db, input.studentId, input.patientId);
  if (!a) throw notFound('Assignment not found.');
  assertVisible(actor, a);
  if (a.status === 'marked') throw conflict(alreadyMarked);
  if (!a.is_markable) throw conflict(notMarkable);
  if (a.status !== 'completed') throw conflict('This assignment has not been submitted yet.');
  // Only a teacher releases held marks; the student's own request (on submitting) makes them held.
  if (a.marks_held && !actor.isAdmin) throw conflict(awaitingReview);
  const hold = a.hold_for_review && !actor.isAdmin;
  const marked = await markAssignment(
    db,
    a,
    await graderFor(services),
    hold,
    actor.isAdmin ? actor.id : null,
  );
  if (!marked) throw conflict(alreadyMarked);
  return marked;
}

/**
 * Marks every completed, markable assignment the admin may see (of one patient when given); marks
 * held for review are released.
 */
export async function markAll(services: AppServices, actor: Actor, patientId?: number): Promise<number> {
  const { db } = services;
  if (patientId !== undefined) await requirePatient(db, patientId);
  const ready = await assignments.readyToMark(db, scopeFor(actor), patientId);
  const grader = await graderFor(services);
  let marked = 0;
  for (const a of ready) if (await markAssignment(db, a, grader, false, actor.id)) marked++;
  return marked;
}
