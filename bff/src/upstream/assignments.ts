import {
  assignedStudentSchema,
  assignmentDetailSchema,
  assignmentSchema,
  assignmentStatuses,
  attemptSchema,
  conversationMessageSchema,
  entrySchema,
  evidenceSchema,
  type omitConversation,
  ownAssignmentsSchema,
  patientGroupSchema,
  requestStatuses,
  studentGroupSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
} from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Page, Upstream } from './upstream.js';

/**
 * The assignments' answers, as the contract defines them (packages/contract). Where the BFF reads
 * looser than the API answers (fields older servers of the contract do not send get their default), the
 * shape is derived from the contract's, never written again.
 */

export { assignmentStatuses, requestStatuses };
export type RestAssignmentStatus = (typeof assignmentStatuses)[number];
export type RestRequestStatus = (typeof requestStatuses)[number];

/** A line of a conversation. */
export const restMessage = conversationMessageSchema;
export type RestMessage = z.output<typeof restMessage>;

/** Older servers of the contract send neither counts (read from the lists) nor `withheld` (never). */
export const restEvidence = evidenceSchema.extend({
  counts: evidenceSchema.shape.counts.optional(),
  withheld: z.boolean().default(false),
});
export type RestEvidence = z.output<typeof restEvidence>;

/** Older servers of the contract do not send the review flags: never held, never released. */
const neverHeld = z.boolean().default(false);

/** Every stored field of an assignment: the answer of every write. */
export const restAssignment = assignmentSchema.extend({
  conversationLog: z.array(restMessage),
  evidence: restEvidence.nullable(),
  answersReleased: neverHeld,
  holdForReview: neverHeld,
  marksHeld: neverHeld,
  editedParts: assignmentSchema.shape.editedParts.optional().default([]),
  marksConfirmedAt: assignmentSchema.shape.marksConfirmedAt.optional().default(null),
});
export type RestAssignment = z.output<typeof restAssignment>;

export const restAttempt = attemptSchema.extend({
  conversationLog: z.array(restMessage),
  marksHeld: neverHeld,
  evidence: restEvidence.nullable(),
  editedParts: attemptSchema.shape.editedParts.optional().default([]),
});
export type RestAttempt = z.output<typeof restAttempt>;

/** GET assignments/assignment/{id}: the assignment with names, latest request and earlier attempts. */
export const restAssignmentDetail = restAssignment.extend({
  ...assignmentDetailSchema.pick({ requestStatus: true, patient: true, student: true }).shape,
  history: z.array(restAttempt),
});
export type RestAssignmentDetail = z.output<typeof restAssignmentDetail>;

const restMessageList = z.array(restMessage);

/** The conversation as list entries carry it: a JSON string; anything unreadable counts as empty. */
const conversationString = z.string().transform((s): RestMessage[] => {
  try {
    const parsed = restMessageList.safeParse(JSON.parse(s));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
});

/** An "assigned patient entry": a patient as one of a student's assignments. */
export const restEntry = entrySchema.extend({
  conversationLog: conversationString.optional(),
  marksHeld: neverHeld,
});
export type RestEntry = z.output<typeof restEntry>;

export const restStudentGroup = studentGroupSchema.extend({ assignedPatients: z.array(restEntry) });
export type RestStudentGroup = z.output<typeof restStudentGroup>;

export const restAssignedStudent = assignedStudentSchema.extend({ marksHeld: neverHeld });
export type RestAssignedStudent = z.output<typeof restAssignedStudent>;

export const restPatientGroup = patientGroupSchema.extend({ assignedStudents: z.array(restAssignedStudent) });
export type RestPatientGroup = z.output<typeof restPatientGroup>;

export const restOwnAssignments = ownAssignmentsSchema.extend({ assignedPatients: z.array(restEntry) });

export const restStudentSummary = unassignedStudentSchema;

export const restPatientSummary = unassignedPatientSchema;

const created = z.object({ message: z.string(), assignments: z.array(restAssignment) });
const one = z.object({ message: z.string(), assignment: restAssignment });
const message = z.object({ message: z.string() });

export interface GroupListArgs {
  search?: string;
  status?: RestAssignmentStatus;
  limit: number;
  offset: number;
}

/** Whether a list's entries must carry their conversations: only when the query reads them. */
export interface EntryShape {
  conversation: boolean;
}

/** The conversations are the largest part of a list entry: left out unless read (docs/api.md#lists). */
const entryQuery = (shape: EntryShape): { omit?: z.output<typeof omitConversation> } =>
  shape.conversation ? {} : { omit: 'conversationLog' };

export interface AssignFlags {
  isMarkable: boolean;
  isNoteAllow: boolean;
  /** “Show the expected answers after marking”. */
  showAnswers?: boolean;
  /** “Hold marks for review”. */
  holdForReview?: boolean;
}

export interface ScoresBody {
  mandatoryQuestionScore: number;
  symptomsScore: number;
  treatmentScore: number;
  diagnosisScore: number;
}

const markedCount = z.object({ message: z.string(), marked: z.number().int() });
const restPatientGroupList = z.array(restPatientGroup);
const restPatientSummaryList = z.array(restPatientSummary);
const restStudentGroupList = z.array(restStudentGroup);
const restStudentSummaryList = z.array(restStudentSummary);

export function assignmentsLoaders(up: Upstream) {
  const byId = new DataLoader<number, RestAssignmentDetail>(
    // No batch read in the REST API; lists embed what their screens show, so this serves one-off reads.
    (ids) =>
      Promise.all(
        ids.map((id) =>
          up
            .send({ method: 'GET', path: `/assignments/assignment/${id}`, schema: restAssignmentDetail })
            .then((r) => r.data)
            .catch((e: Error) => e),
        ),
      ),
  );
  /** A write changed the assignment: later reads in this request see it afresh. */
  const changed = <T extends { id: number }>(a: T) => {
    byId.clear(a.id);
    return a;
  };
  return {
    byId,
    /** Students with their assignments (the admin table): one REST call per page of students. */
    async studentGroups(args: GroupListArgs, shape: EntryShape): Promise<Page<RestStudentGroup>> {
      const r = await up.send({
        method: 'GET',
        path: '/assignments/patients',
        query: { ...args, ...entryQuery(shape) },
        schema: restStudentGroupList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** Patients with their assigned students (quick mark): one REST call per page of patients. */
    async patientGroups(args: Omit<GroupListArgs, 'status'>): Promise<Page<RestPatientGroup>> {
      const r = await up.send({
        method: 'GET',
        path: '/assignments/students',
        query: { ...args },
        schema: restPatientGroupList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** One student's assignments (their dashboard): one REST call per page. */
    async ofStudent(studentId: number, args: GroupListArgs, shape: EntryShape) {
      const r = await up.send({
        method: 'GET',
        path: `/assignments/${studentId}`,
        query: { ...args, ...entryQuery(shape) },
        schema: restOwnAssignments,
      });
      return {
        student: { id: r.data.id, name: r.data.name },
        items: r.data.assignedPatients,
        total: r.totalCount ?? r.data.assignedPatients.length,
      };
    },
    async unassignedStudents(patientId: number) {
      return (
        await up.send({
          method: 'GET',
          path: `/assignments/unassigned-students/${patientId}`,
          schema: restStudentSummaryList,
        })
      ).data;
    },
    async unassignedPatients(studentId: number) {
      return (
        await up.send({
          method: 'GET',
          path: `/assignments/unassigned-patients/${studentId}`,
          schema: restPatientSummaryList,
        })
      ).data;
    },
    async assignPatients(body: { studentId: number; patientIds: number[] } & AssignFlags) {
      return (await up.send({ method: 'POST', path: '/assignments/assign-patient', body, schema: created }))
        .data;
    },
    async assignStudents(body: { patientId: number; studentIds: number[] } & AssignFlags) {
      return (await up.send({ method: 'POST', path: '/assignments/assign-student', body, schema: created }))
        .data;
    },
    async assignRoom(body: { patientId: number; roomId: number } & AssignFlags) {
      return (
        await up.send({ method: 'POST', path: '/assignments/assign-patientroom', body, schema: created })
      ).data;
    },
    async remove(id: number) {
      await up.send({ method: 'DELETE', path: `/assignments/${id}`, schema: message });
      byId.clear(id);
    },
    /** “Release answers”: the student sees the answer key with their marks. */
    async releaseAnswers(id: number) {
      return changed(
        (
          await up.send({
            method: 'POST',
            path: `/assignments/assignment/${id}/release-answers`,
            schema: one,
          })
        ).data.assignment,
      );
    },
    /** POST openai/results: marks the completed, markable assignment of this student and patient. */
    async mark(studentId: number, patientId: number) {
      return changed(
        (
          await up.send({
            method: 'POST',
            path: '/openai/results',
            body: { patientId, studentId },
            schema: one,
          })
        ).data.assignment,
      );
    },
    async markAll(patientId?: number) {
      const r = await up.send({
        method: 'POST',
        path: '/assignments/mark-all',
        body: patientId === undefined ? {} : { patientId },
        schema: markedCount,
      });
      byId.clearAll();
      return r.data;
    },
    async editMarks(body: { assignmentId: number; feedback?: string | null; scores: ScoresBody }) {
      return changed(
        (await up.send({ method: 'PUT', path: '/assignments', body, schema: one })).data.assignment,
      );
    },
    async submit(studentId: number, patientId: number) {
      return changed(
        (
          await up.send({
            method: 'POST',
            path: '/assignments/submit',
            body: { studentId, patientId },
            schema: one,
          })
        ).data.assignment,
      );
    },
    async saveDraft(id: number, body: { diagnosis?: string; note?: string }) {
      return changed(
        (
          await up.send({
            method: 'PATCH',
            path: `/assignments/assignment/${id}/draft`,
            body,
            schema: one,
          })
        ).data.assignment,
      );
    },
  };
}
