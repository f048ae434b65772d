// The inputs of the assignment mutations, with the forms' messages.

import { hasControlCharacters, noControlCharacters, rubric } from '@anamnesis/rules';
import { z } from 'zod';
import { builder } from '../builder.js';
import { Patient } from '../patients.js';
import { Room } from '../rooms.js';
import { User } from '../users.js';
import { holdForReviewText, showAnswersText } from './enums.js';
import { Assignment } from './types.js';

export const pickStudentAndPatients = 'Please select a student and at least one patient.';
export const pickPatientAndStudents = 'Please select a patient and at least one student.';
export const pickPatientAndRoom = 'Please select both a patient and a room.';

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>;

/** The switches every assign form offers (its note switch is labelled per form: docs/assignments.md). */
const assignOptions = (t: InputFields) => ({
  isMarkable: t.boolean({
    required: false,
    defaultValue: false,
    description: '‘Make assignment markable’: the student may add a diagnosis and the work is marked.',
  }),
  isNoteAllow: t.boolean({
    required: false,
    defaultValue: false,
    description:
      'The note switch (‘Allow visit note’ or ‘Allow Note’, as the form names it): the student may add a visit note.',
  }),
  showAnswers: t.boolean({ required: false, defaultValue: false, description: showAnswersText }),
  holdForReview: t.boolean({ required: false, defaultValue: false, description: holdForReviewText }),
});

const atLeastOne = (message: string) => z.array(z.unknown(), { message }).min(1, { message });

export const AssignPatientsToStudentInput = builder.inputType('AssignPatientsToStudentInput', {
  description:
    'Assign Patient(s) to Student: all or nothing (a ConflictError names a patient already assigned).',
  fields: (t) => ({
    studentId: t.globalID({
      required: false,
      for: User,
      description: 'The student. Required: null is refused with the form’s message.',
    }),
    patientIds: t.globalIDList({
      required: true,
      for: Patient,
      description: 'The patients (at least one; duplicates are removed).',
      validate: atLeastOne(pickStudentAndPatients),
    }),
    ...assignOptions(t),
  }),
});

export const AssignStudentsToPatientInput = builder.inputType('AssignStudentsToPatientInput', {
  description: 'Assign Student(s) to Patient: all or nothing (a ConflictError names students who have it).',
  fields: (t) => ({
    patientId: t.globalID({
      required: false,
      for: Patient,
      description: 'The patient. Required: null is refused with the form’s message.',
    }),
    studentIds: t.globalIDList({
      required: true,
      for: User,
      description: 'The students (at least one; duplicates are removed).',
      validate: atLeastOne(pickPatientAndStudents),
    }),
    ...assignOptions(t),
  }),
});

export const AssignPatientToRoomInput = builder.inputType('AssignPatientToRoomInput', {
  description:
    'Assign Patient to Room: every student of the room who does not have the patient gets it; the room becomes occupied.',
  fields: (t) => ({
    patientId: t.globalID({
      required: false,
      for: Patient,
      description: 'The patient. Required: null is refused with the form’s message.',
    }),
    roomId: t.globalID({
      required: false,
      for: Room,
      description: 'A room that is not occupied. Required: null is refused with the form’s message.',
    }),
    ...assignOptions(t),
  }),
});

const nonNegative = z
  .number()
  .int({ message: 'Scores must be whole numbers.' })
  .min(0, { message: 'Scores cannot be negative.' });

const AssignmentScoresInput = builder.inputType('AssignmentScoresInput', {
  description: `The four parts of a mark; each is capped at its maximum (${rubric.mandatoryQuestions}, ${rubric.symptoms}, ${rubric.diagnosis}, ${rubric.treatment}), the total is their sum.`,
  fields: (t) => ({
    mandatoryQuestions: t.int({
      required: true,
      description: `Mandatory questions (0 to ${rubric.mandatoryQuestions}).`,
      validate: nonNegative,
    }),
    symptoms: t.int({
      required: true,
      description: `Symptoms elicited (0 to ${rubric.symptoms}).`,
      validate: nonNegative,
    }),
    diagnosis: t.int({
      required: true,
      description: `Diagnosis (0 to ${rubric.diagnosis}).`,
      validate: nonNegative,
    }),
    treatment: t.int({
      required: true,
      description: `Treatment (0 to ${rubric.treatment}).`,
      validate: nonNegative,
    }),
  }),
});

export const UpdateAssignmentMarksInput = builder.inputType('UpdateAssignmentMarksInput', {
  description: 'An admin’s own marks for a submitted assignment (Edit Assignment).',
  fields: (t) => ({
    assignmentId: t.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    feedback: t.string({
      required: false,
      description: 'The feedback; absent keeps the current one.',
      validate: z.string().max(20_000, { message: 'Feedback is too long (at most 20,000 characters).' }),
    }),
    scores: t.field({ type: AssignmentScoresInput, required: true, description: 'The four scores.' }),
  }),
});

export const SaveAssignmentDraftInput = builder.inputType('SaveAssignmentDraftInput', {
  description:
    'The student’s diagnosis with treatments, or visit note, saved before submitting (the two dialogs of the dashboard).',
  fields: (t) => ({
    assignmentId: t.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    diagnosis: t.string({
      required: false,
      description: 'The diagnosis; with `treatments`, both non-blank.',
    }),
    treatments: t.string({
      required: false,
      description: 'The suggested treatments; with `diagnosis`, both non-blank.',
    }),
    note: t.string({ required: false, description: 'The visit note, non-blank.' }),
  }),
});

export const SubmitAssignmentInput = builder.inputType('SubmitAssignmentInput', {
  description: 'The student submits their assignment with the saved diagnosis and note.',
  fields: (t) => ({
    assignmentId: t.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
  }),
});

const MessageTimingInput = builder.inputType('MessageTimingInput', {
  description: 'A timing of the voice pipeline.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'What was timed.' }),
    ms: t.float({ required: true, description: 'Milliseconds.' }),
  }),
});

const ConversationMessageInput = builder.inputType('ConversationMessageInput', {
  description: 'One line of a voice session.',
  fields: (t) => ({
    text: t.string({
      required: true,
      description: 'What was said.',
      validate: z
        .string()
        .refine((text) => !hasControlCharacters(text), { message: noControlCharacters('A message') }),
    }),
    isAI: t.boolean({ required: true, description: 'True for the patient, false for the student.' }),
    timestamp: t.field({ type: 'DateTime', required: false, description: 'When it was said.' }),
    timings: t.field({
      type: [MessageTimingInput],
      required: false,
      description: 'Voice timings of an AI reply.',
    }),
  }),
});

export const onlyStudentLines =
  "Only the student's lines can be saved here; the patient's lines are written by the server.";

export const SaveConversationInput = builder.inputType('SaveConversationInput', {
  description: "The student's lines to add to the saved conversation.",
  fields: (t) => ({
    assignmentId: t.globalID({ required: true, for: Assignment, description: 'The assignment.' }),
    messages: t.field({
      type: [ConversationMessageInput],
      required: true,
      description: 'Every message of the session, oldest first (at most 2000).',
    }),
  }),
});
