// The assignment mutations: assigning, marking, the student's drafts, submission and conversation.

import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../../upstream/errors.js';
import { builder } from '../builder.js';
import { commonErrors } from '../errors.js';
import { Patient } from '../patients.js';
import { DeletedPayload } from '../users.js';
import {
  AssignPatientsToStudentInput,
  AssignPatientToRoomInput,
  AssignStudentsToPatientInput,
  onlyStudentLines,
  pickPatientAndRoom,
  pickPatientAndStudents,
  pickStudentAndPatients,
  SaveAssignmentDraftInput,
  SaveConversationInput,
  SubmitAssignmentInput,
  UpdateAssignmentMarksInput,
} from './inputs.js';
import { type AssignmentModel, assignmentDetail, fromDetail, fromRest, merged } from './model.js';
import { Assignment, composeDiagnosis } from './types.js';

export const AssignmentPayload = builder
  .objectRef<{ assignment: AssignmentModel }>('AssignmentPayload')
  .implement({
    description: 'The assignment after the change.',
    fields: (t) => ({
      assignment: t.field({ type: Assignment, description: 'The assignment.', resolve: (p) => p.assignment }),
    }),
  });

const AssignmentsPayload = builder
  .objectRef<{ assignments: AssignmentModel[] }>('AssignmentsPayload')
  .implement({
    description: 'The assignments just created.',
    fields: (t) => ({
      assignments: t.field({
        type: [Assignment],
        description: 'One per student and patient.',
        resolve: (p) => p.assignments,
      }),
    }),
  });

const SubmitAssignmentPayload = builder
  .objectRef<{ assignment: AssignmentModel; marked: boolean }>('SubmitAssignmentPayload')
  .implement({
    description: 'The submitted assignment; a markable one is marked at once.',
    fields: (t) => ({
      assignment: t.field({ type: Assignment, description: 'The assignment.', resolve: (p) => p.assignment }),
      marked: t.exposeBoolean('marked', {
        description:
          'Whether it was marked straight away (markable ones are; if marking fails, the submission still stands and an admin can mark it). False while the marks are held for review.',
      }),
    }),
  });

const MarkAllPayload = builder.objectRef<{ markedCount: number }>('MarkAllPayload').implement({
  description: 'What Mark All did.',
  fields: (t) => ({
    markedCount: t.exposeInt('markedCount', { description: 'How many assignments were marked.' }),
  }),
});

const num = (id: { id: string }) => Number(id.id);
const unique = (ids: { id: string }[]) => [...new Set(ids.map(num))];

builder.mutationFields((t) => ({
  assignPatientsToStudent: t.field({
    type: AssignmentsPayload,
    description: 'Assigns patients to one student; the caller is the creator.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({
        type: AssignPatientsToStudentInput,
        required: true,
        description: 'The mutation’s fields.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (!input.studentId) throw new ValidationError(pickStudentAndPatients, 'studentId');
      const r = await ctx.loaders.assignments.assignPatients({
        studentId: num(input.studentId),
        patientIds: unique(input.patientIds),
        isMarkable: input.isMarkable ?? false,
        isNoteAllow: input.isNoteAllow ?? false,
        showAnswers: input.showAnswers ?? false,
        holdForReview: input.holdForReview ?? false,
      });
      return { assignments: r.assignments.map(fromRest) };
    },
  }),
  assignStudentsToPatient: t.field({
    type: AssignmentsPayload,
    description: 'Assigns one patient to students; the caller is the creator.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({
        type: AssignStudentsToPatientInput,
        required: true,
        description: 'The mutation’s fields.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (!input.patientId) throw new ValidationError(pickPatientAndStudents, 'patientId');
      const r = await ctx.loaders.assignments.assignStudents({
        patientId: num(input.patientId),
        studentIds: unique(input.studentIds),
        isMarkable: input.isMarkable ?? false,
        isNoteAllow: input.isNoteAllow ?? false,
        showAnswers: input.showAnswers ?? false,
        holdForReview: input.holdForReview ?? false,
      });
      return { assignments: r.assignments.map(fromRest) };
    },
  }),
  assignPatientToRoom: t.field({
    type: AssignmentsPayload,
    description:
      'Assigns a patient to every student of a room (ConflictError when the room is occupied, ValidationError when it is empty).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: AssignPatientToRoomInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (!input.patientId) throw new ValidationError(pickPatientAndRoom, 'patientId');
      if (!input.roomId) throw new ValidationError(pickPatientAndRoom, 'roomId');
      const r = await ctx.loaders.assignments.assignRoom({
        patientId: num(input.patientId),
        roomId: num(input.roomId),
        isMarkable: input.isMarkable ?? false,
        isNoteAllow: input.isNoteAllow ?? false,
        showAnswers: input.showAnswers ?? false,
        holdForReview: input.holdForReview ?? false,
      });
      return { assignments: r.assignments.map(fromRest) };
    },
  }),
  deleteAssignment: t.field({
    type: DeletedPayload,
    description: 'Deletes an assignment with its history and requests (admins: only those they created).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      id: t.arg.globalID({ required: true, for: Assignment, description: 'The assignment to delete.' }),
    },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.assignments.remove(num(id));
      return { deletedId: encodeGlobalID('Assignment', id.id) };
    },
  }),
  markAssignment: t.field({
    type: AssignmentPayload,
    description:
      'Marks a completed, markable assignment with the grader (Mark Assignment). ConflictError when it is not submitted, not markable or already marked.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: Assignment, description: 'The assignment to mark.' }) },
    resolve: async (_root, { id }, ctx) => {
      const before = await assignmentDetail(ctx, num(id));
      const after = await ctx.loaders.assignments.mark(before.studentId, before.patientId);
      return { assignment: merged(fromDetail(before), fromRest(after)) };
    },
  }),
  markAll: t.field({
    type: MarkAllPayload,
    description:
      'Marks every completed, markable assignment the viewer may see, or only those of one patient (Mark All, and the quick-mark row’s Mark).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      patientId: t.arg.globalID({
        required: false,
        for: Patient,
        description: 'Only this patient’s assignments.',
      }),
    },
    resolve: async (_root, { patientId }, ctx) => ({
      markedCount: (await ctx.loaders.assignments.markAll(patientId ? num(patientId) : undefined)).marked,
    }),
  }),
  updateAssignmentMarks: t.field({
    type: AssignmentPayload,
    description:
      'Sets the marks and feedback of a submitted assignment by hand (Edit Assignment): each score is capped at its maximum, the total is the sum, and the marker is recorded as edited.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({
        type: UpdateAssignmentMarksInput,
        required: true,
        description: 'The mutation’s fields.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const a = await ctx.loaders.assignments.editMarks({
        assignmentId: num(input.assignmentId),
        ...(input.feedback != null ? { feedback: input.feedback } : {}),
        scores: {
          mandatoryQuestionScore: input.scores.mandatoryQuestions,
          symptomsScore: input.scores.symptoms,
          diagnosisScore: input.scores.diagnosis,
          treatmentScore: input.scores.treatment,
        },
      });
      return { assignment: fromRest(a) };
    },
  }),
  saveAssignmentDraft: t.field({
    type: AssignmentPayload,
    description:
      'Saves the student’s diagnosis with treatments (‘Diagnosis: …’ then ‘Suggested Treaments: …’) and/or visit note before submitting.',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: SaveAssignmentDraftInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const body: { diagnosis?: string; note?: string } = {};
      if (input.diagnosis != null || input.treatments != null) {
        const diagnosis = input.diagnosis?.trim() ?? '';
        const treatments = input.treatments?.trim() ?? '';
        if (!diagnosis || !treatments)
          throw new ValidationError('Please fill out both fields.', diagnosis ? 'treatments' : 'diagnosis');
        body.diagnosis = composeDiagnosis(diagnosis, treatments);
      }
      if (input.note != null) {
        if (!input.note.trim()) throw new ValidationError('Please fill out field.', 'note');
        body.note = input.note;
      }
      if (body.diagnosis === undefined && body.note === undefined)
        throw new ValidationError('Send a diagnosis or a note to save.');
      return {
        assignment: fromRest(await ctx.loaders.assignments.saveDraft(num(input.assignmentId), body)),
      };
    },
  }),
  submitAssignment: t.field({
    type: SubmitAssignmentPayload,
    description:
      'The student submits (status becomes completed) with the saved diagnosis and note; a markable assignment is then marked.',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: SubmitAssignmentInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const before = await assignmentDetail(ctx, num(input.assignmentId));
      const submitted = await ctx.loaders.assignments.submit(before.studentId, before.patientId);
      let assignment = merged(fromDetail(before), fromRest(submitted));
      let marked = false;
      if (submitted.isMarkable) {
        try {
          const after = await ctx.loaders.assignments.mark(submitted.studentId, submitted.patientId);
          assignment = merged(assignment, fromRest(after));
          // Held for review, the marks wait for a teacher (docs/marking.md).
          marked = after.status === 'marked';
        } catch {
          // The submission stands; an admin can mark it from the Assignment Details dialog.
        }
      }
      return { assignment, marked };
    },
  }),
  saveConversation: t.field({
    type: AssignmentPayload,
    description:
      "Saves the student's typed lines after the saved conversation (the patient's lines are written only by the server, through askPatient and the voice socket); the assignment becomes in progress.",
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: SaveConversationInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      // Only the server writes the patient's lines (they come from askPatient and the voice socket).
      if (input.messages.some((m) => m.isAI)) throw new ValidationError(onlyStudentLines, 'messages');
      const id = num(input.assignmentId);
      const before = await assignmentDetail(ctx, id);
      const messages = input.messages.map((m) => ({
        id: randomUUID(),
        text: m.text,
        isAI: false,
        ...(m.timestamp ? { timestamp: m.timestamp.toISOString() } : {}),
        ...(m.timings?.length ? { timings: Object.fromEntries(m.timings.map((x) => [x.name, x.ms])) } : {}),
      }));
      // Appended after what is stored, which is never sent back: a stored patient line keeps its
      // verification (docs/marking.md#the-record).
      const saved = await ctx.loaders.voice.append(id, {
        attempt: before.attempt,
        messages,
        autosave: false,
      });
      ctx.loaders.assignments.byId.clear(id);
      // What the save changed is read again when asked for (the conversation as stored now).
      const { conversation: _conversation, updatedAt: _updatedAt, ...unchanged } = fromDetail(before).known;
      return { assignment: { id, known: { ...unchanged, status: saved.status } } };
    },
  }),
}));
