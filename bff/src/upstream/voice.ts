import {
  activeKeySchema,
  answerKeySchema,
  assignmentSavedSchema,
  assignmentSchema,
  conversationAppendedSchema,
  conversationMessageSchema,
  conversationSinceSchema,
  entrySchema,
  modelSchema,
} from '@anamnesis/contract';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from './errors.js';
import { restPatient } from './patients.js';
import type { Upstream } from './upstream.js';

/**
 * The REST calls of the voice engine (bff/src/voice): the sealed provider keys, the assignment whose
 * conversation a session holds, the case's answer key, and saving that conversation. Deliberately uncached: every replica reads
 * the conversation from the API, the system of record.
 */

/** GET apiKeys/active-{service}: the key sealed with AES-256-GCM under SECRET_KEY (api/src/lib/secretBox.ts). */
export const restSealedKey = activeKeySchema;
export type RestSealedKey = z.output<typeof restSealedKey>;

/**
 * A message of a stored conversation (POST assignments/store keeps `id`, `timestamp` and `timings`), with
 * the disclosure ledger; the API decides `verified` itself. A reply this replica sends says which question
 * it answers (`answers`, docs/trust.md), which the API never stores.
 */
export const restVoiceMessage = conversationMessageSchema
  .omit({ verified: true })
  .extend({ answers: z.string().optional() });
export type RestVoiceMessage = z.output<typeof restVoiceMessage>;

/** What a voice session needs of GET assignments/assignment/{id}. */
export const restVoiceAssignment = assignmentSchema
  .pick({ id: true, studentId: true, patientId: true, attempt: true, status: true, updatedAt: true })
  .extend({ conversationLog: z.array(restVoiceMessage) });
export type RestVoiceAssignment = z.output<typeof restVoiceAssignment>;

/** Saving the whole conversation (POST assignments/store) answers the assignment as stored. */
export const restStoredSession = assignmentSavedSchema.extend({ assignment: restVoiceAssignment });
export const restAppended = conversationAppendedSchema;
/** The light re-read: its lines read as the messages of a stored conversation. */
export const restConversationSince = conversationSinceSchema.extend({ messages: z.array(restVoiceMessage) });

const ownEntries = z.object({
  assignedPatients: z.array(entrySchema.pick({ id: true, assignmentId: true, status: true })),
});

const modelNames = z.array(modelSchema.pick({ id: true, modelName: true }));

export function voiceLoaders(up: Upstream) {
  return {
    /** The active key of a service, sealed; null when none is active. */
    async activeKey(service: 'openai' | 'deepgram'): Promise<RestSealedKey | null> {
      try {
        return (await up.send({ method: 'GET', path: `/apiKeys/active-${service}`, schema: restSealedKey }))
          .data;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    /** The models keys may use (admins only: for anyone else, an empty list). */
    async models(): Promise<{ id: number; modelName: string }[]> {
      try {
        return (
          await up.send({
            method: 'GET',
            path: '/apiKeys/models',
            schema: modelNames,
          })
        ).data;
      } catch (error) {
        if (error instanceof ForbiddenError) return [];
        throw error;
      }
    },
    /** One assignment with its conversation; the API answers 403 unless it is the caller's (or visible to an admin). */
    async assignment(id: number): Promise<RestVoiceAssignment> {
      return (
        await up.send({ method: 'GET', path: `/assignments/assignment/${id}`, schema: restVoiceAssignment })
      ).data;
    },
    /** The conversation's lines from position `from` on, with its length, status and attempt (a light re-read). */
    async conversation(id: number, from: number) {
      return (
        await up.send({
          method: 'GET',
          path: `/assignments/assignment/${id}/conversation`,
          query: { from },
          schema: restConversationSince,
        })
      ).data;
    },
    /** The assignment of this student and patient, if any (a student's own list, one call). */
    async assignmentOf(studentId: number, patientId: number): Promise<number | null> {
      const r = await up.send({
        method: 'GET',
        path: `/assignments/${studentId}`,
        query: { limit: 1000 },
        schema: ownEntries,
      });
      return r.data.assignedPatients.find((e) => e.id === patientId)?.assignmentId ?? null;
    },
    /** A patient case (for a student, without the answer key). */
    async patient(id: number) {
      return (await up.send({ method: 'GET', path: `/patients/patientId/${id}`, schema: restPatient })).data;
    },
    /**
     * The patient's answer key (GET patients/{id}/answer-key): only the BFF's service credential reads it
     * (docs/trust.md); the voice engine's guard needs it on a student's session.
     */
    async answerKey(patientId: number) {
      return (
        await up.send({ method: 'GET', path: `/patients/${patientId}/answer-key`, schema: answerKeySchema })
      ).data;
    },
    /**
     * POST assignments/assignment/{id}/conversation: appends the lines the API does not hold and adds
     * timings to stored ones; 409 when the assignment was submitted or reset since `attempt`.
     */
    async append(
      assignmentId: number,
      body: {
        attempt: number;
        messages: RestVoiceMessage[];
        timings?: Record<string, Record<string, number>>;
        autosave: boolean;
        /** The question a leading patient line answers, as this replica knows the stored log. */
        lastQuestion?: string;
      },
    ) {
      return (
        await up.send({
          method: 'POST',
          path: `/assignments/assignment/${assignmentId}/conversation`,
          body,
          schema: restAppended,
        })
      ).data.assignment;
    },
    /** POST assignments/store: the lines the API does not hold appended (stored ones stay as they are). */
    async store(studentId: number, patientId: number, messages: RestVoiceMessage[], autosave = false) {
      return (
        await up.send({
          method: 'POST',
          path: '/assignments/store',
          body: { studentId, patientId, messages, ...(autosave ? { autosave } : {}) },
          schema: restStoredSession,
        })
      ).data.assignment;
    },
  };
}
