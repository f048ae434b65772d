import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Page, Upstream } from './upstream.js';

/** The REST contract of assignments (api/src/assignments/assignments.json.ts). */

export const assignmentStatuses = ['assigned', 'inprogress', 'completed', 'marked'] as const;
export type RestAssignmentStatus = (typeof assignmentStatuses)[number];
export const requestStatuses = ['pending', 'accepted', 'declined'] as const;
export type RestRequestStatus = (typeof requestStatuses)[number];

const status = z.enum(assignmentStatuses);
const text = z.string().nullable();
const int = z.number().int().nullable();

export const restMessage = z.object({
  id: z.string().optional(),
  text: z.string(),
  isAI: z.boolean(),
  timestamp: z.string().optional(),
  timings: z.record(z.string(), z.number()).optional(),
  /** The disclosure ledger of a patient line. */
  facts: z.array(z.string()).optional(),
  /** Patient lines: whether the API found the BFF's signature valid. */
  verified: z.boolean().optional(),
});
export type RestMessage = z.output<typeof restMessage>;

export const restEvidence = z.object({
  grader: z.string(),
  mandatoryQuestions: z.array(z.object({ question: z.string(), asked: z.boolean(), quote: text })),
  symptoms: z.array(z.object({ symptom: z.string(), elicited: z.boolean(), quote: text })),
  diagnosis: z.object({
    expected: z.string(),
    given: z.string(),
    matched: z.boolean(),
    partial: z.boolean(),
    keyWords: z.array(z.string()),
    overlap: z.array(z.string()),
  }),
  treatment: z.object({
    expected: z.string(),
    given: z.string(),
    matched: z.array(z.string()),
    missed: z.array(z.string()),
  }),
});
export type RestEvidence = z.output<typeof restEvidence>;

const markFields = {
  feedback: text,
  score: int,
  mandatoryQuestionScore: int,
  symptomsScore: int,
  treatmentScore: int,
  diagnosisScore: int,
  markedBy: text,
  markedAt: text,
  evidence: restEvidence.nullable(),
};

/** The parts of a mark a teacher changed by hand (api/src/assignments/assignments.table.ts). */
export const editedPartNames = [
  'mandatoryQuestions',
  'symptoms',
  'treatment',
  'diagnosis',
  'feedback',
] as const;

/** Every stored field of an assignment: the answer of every write. */
export const restAssignment = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  patientId: z.number().int(),
  creatorId: int,
  roomId: int,
  status,
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  /** Whether the student sees the answer key with their marks (older APIs: never). */
  answersReleased: z.boolean().default(false),
  /** “Hold marks for review” (older APIs: never). */
  holdForReview: z.boolean().default(false),
  /** Marks stored but held for review; a student reads none of them until released. */
  marksHeld: z.boolean().default(false),
  attempt: z.number().int(),
  findings: text,
  visitNote: text,
  diagnosis: text,
  note: text,
  conversationLog: z.array(restMessage),
  ...markFields,
  // Older servers of the contract do not send it.
  editedParts: z.array(z.enum(editedPartNames)).optional().default([]),
  /** When a teacher last confirmed the marks as they stood (older servers: never). */
  marksConfirmedAt: text.optional().default(null),
  submittedAt: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestAssignment = z.output<typeof restAssignment>;

export const restAttempt = z.object({
  id: z.number().int(),
  attempt: z.number().int(),
  status,
  findings: text,
  visitNote: text,
  conversationLog: z.array(restMessage),
  ...markFields,
  marksHeld: z.boolean().default(false),
  archivedAt: z.string(),
});
export type RestAttempt = z.output<typeof restAttempt>;

/** GET assignments/assignment/{id}: the assignment with names, latest request and earlier attempts. */
export const restAssignmentDetail = restAssignment.extend({
  requestStatus: z.enum(requestStatuses).nullable(),
  patient: z.object({ id: z.number().int(), name: z.string(), voiceModel: z.string() }),
  student: z.object({ id: z.number().int(), name: z.string() }),
  history: z.array(restAttempt),
});
export type RestAssignmentDetail = z.output<typeof restAssignmentDetail>;

/** The conversation as list entries carry it: a JSON string; anything unreadable counts as empty. */
const conversationString = z.string().transform((s): RestMessage[] => {
  try {
    const parsed = z.array(restMessage).safeParse(JSON.parse(s));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
});

/** The REST contract's "assigned patient entry": a patient as one of a student's assignments. */
export const restEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  status,
  assignmentId: z.number().int(),
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  findings: text,
  visitNote: text,
  conversationLog: conversationString,
  diagnosis: text,
  note: text,
  createdAt: z.string(),
  requestStatus: z.enum(requestStatuses).nullable(),
  score: int,
  marksHeld: z.boolean().default(false),
});
export type RestEntry = z.output<typeof restEntry>;

export const restStudentGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  assignedPatients: z.array(restEntry),
});
export type RestStudentGroup = z.output<typeof restStudentGroup>;

export const restAssignedStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  status,
  assignmentId: z.number().int(),
  isMarkable: z.boolean(),
  marksHeld: z.boolean().default(false),
});
export type RestAssignedStudent = z.output<typeof restAssignedStudent>;

export const restPatientGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedStudents: z.array(restAssignedStudent),
});
export type RestPatientGroup = z.output<typeof restPatientGroup>;

const restOwnAssignments = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedPatients: z.array(restEntry),
});

export const restStudentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
});
export type RestStudentSummary = z.output<typeof restStudentSummary>;

export const restPatientSummary = z.object({ id: z.number().int(), name: z.string(), answer: z.string() });
export type RestPatientSummary = z.output<typeof restPatientSummary>;

const created = z.object({ message: z.string(), assignments: z.array(restAssignment) });
const one = z.object({ message: z.string(), assignment: restAssignment });
const message = z.object({ message: z.string() });

export interface GroupListArgs {
  search?: string;
  status?: RestAssignmentStatus;
  limit: number;
  offset: number;
}

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
    async studentGroups(args: GroupListArgs): Promise<Page<RestStudentGroup>> {
      const r = await up.send({
        method: 'GET',
        path: '/assignments/patients',
        query: { ...args },
        schema: z.array(restStudentGroup),
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** Patients with their assigned students (quick mark): one REST call per page of patients. */
    async patientGroups(args: Omit<GroupListArgs, 'status'>): Promise<Page<RestPatientGroup>> {
      const r = await up.send({
        method: 'GET',
        path: '/assignments/students',
        query: { ...args },
        schema: z.array(restPatientGroup),
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    /** One student's assignments (their dashboard): one REST call per page. */
    async ofStudent(studentId: number, args: GroupListArgs) {
      const r = await up.send({
        method: 'GET',
        path: `/assignments/${studentId}`,
        query: { ...args },
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
          schema: z.array(restStudentSummary),
        })
      ).data;
    },
    async unassignedPatients(studentId: number) {
      return (
        await up.send({
          method: 'GET',
          path: `/assignments/unassigned-patients/${studentId}`,
          schema: z.array(restPatientSummary),
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
        schema: z.object({ message: z.string(), marked: z.number().int() }),
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
    async store(studentId: number, patientId: number, messages: RestMessage[]) {
      return changed(
        (
          await up.send({
            method: 'POST',
            path: '/assignments/store',
            body: { studentId, patientId, messages },
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
