import { rubric, rubricTotal } from '@anamnesis/rules';
import { z } from 'zod';
import { requestStatuses } from './requests.js';

export const assignmentStatuses = ['assigned', 'inprogress', 'completed', 'marked'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** The parts of a mark a teacher can change by hand (Edit Assignment). */
export const editedParts = ['mandatoryQuestions', 'symptoms', 'treatment', 'diagnosis', 'feedback'] as const;
export type EditedPart = (typeof editedParts)[number];

const status = z.enum(assignmentStatuses);
const nullableText = z.string().nullable();
const nullableInt = z.number().int().nullable();

export const conversationMessageSchema = z.object({
  id: z.string().optional(),
  text: z.string(),
  isAI: z.boolean(),
  timestamp: z.string().optional(),
  timings: z.record(z.string(), z.number()).optional(),
  facts: z.array(z.string()).optional().describe('Ids of the case facts a patient line revealed'),
  spoken: z.boolean().optional().describe('Student lines: asked by voice (absent: typed)'),
  verified: z
    .boolean()
    .optional()
    .describe(
      'Patient lines: true when the BFF wrote it with its service credential in answer to the question before it; false otherwise (marking ignores the line)',
    ),
});

/** How a diagnosis relates to the key (docs/marking.md#the-rubric). */
const diagnosisVerdicts = [
  'exact',
  'synonym',
  'lay',
  'formal',
  'abbreviation',
  'other language',
  'narrower',
  'broader',
  'related',
  'contradicted',
  'negated',
  'none',
  'empty',
] as const;
/** Why a treatment item earned what it did (docs/marking.md#the-rubric). */
const treatmentWhys = ['same', 'member', 'class', 'near', 'route', 'words'] as const;

export const evidenceSchema = z
  .object({
    grader: z.string(),
    mandatoryQuestions: z.array(z.object({ question: z.string(), asked: z.boolean(), quote: nullableText })),
    symptoms: z.array(z.object({ symptom: z.string(), elicited: z.boolean(), quote: nullableText })),
    diagnosis: z.object({
      expected: z.string(),
      given: z.string(),
      matched: z.boolean(),
      partial: z.boolean(),
      keyWords: z.array(z.string()),
      overlap: z.array(z.string()),
      verdict: z
        .enum(diagnosisVerdicts)
        .optional()
        .describe(
          'How the student’s words name the expected diagnosis (docs/marking.md#the-rubric); withheld: set aside or contradicted read as none',
        ),
      said: nullableText
        .optional()
        .describe('The student’s own words that decided the verdict (teachers, or once released)'),
      rule: z.string().optional().describe('Which lexicon row or rule decided (teachers, or once released)'),
    }),
    treatment: z.object({
      expected: z.string(),
      given: z.string(),
      matched: z.array(z.string()),
      missed: z.array(z.string()),
      credited: z
        .array(
          z.object({
            said: z.string().describe('The student’s item, as written'),
            item: z.string().describe('The key item it credits, in the key’s words (empty when withheld)'),
            credit: z.number().describe('1, or 0.5 for a near miss'),
            why: z.enum(treatmentWhys),
          }),
        )
        .optional()
        .describe('What each of the student’s items earned, item by item'),
    }),
    counts: z
      .object({
        questionsAsked: z.number().int(),
        questions: z.number().int(),
        symptomsElicited: z.number().int(),
        symptoms: z.number().int(),
        treatmentItemsCovered: z.number().int(),
        treatmentItems: z.number().int(),
      })
      .describe(
        'How many of the mandatory questions, symptoms and key treatment items there are, and were met',
      ),
    withheld: z
      .boolean()
      .describe(
        'A student’s view before the teacher released the answers: the lists hold only what the student earned, the answer key and the names of what they missed are left out (the counts stay)',
      ),
  })
  .describe('Why the mark is what it is; quotes are whole lines of the transcript.');

const markFields = {
  feedback: nullableText,
  score: nullableInt.describe(`Total, the sum of the four parts (0 to ${rubricTotal})`),
  mandatoryQuestionScore: nullableInt.describe(`0 to ${rubric.mandatoryQuestions}`),
  symptomsScore: nullableInt.describe(`0 to ${rubric.symptoms}`),
  treatmentScore: nullableInt.describe(`0 to ${rubric.treatment}`),
  diagnosisScore: nullableInt.describe(`0 to ${rubric.diagnosis}`),
  markedBy: nullableText,
  markedAt: nullableText,
  evidence: evidenceSchema.nullable(),
};

const marksHeld = z
  .boolean()
  .describe(
    'Marks stored but held for review (the status stays completed): a student reads no scores, feedback or evidence until a teacher releases them',
  );

export const assignmentSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  patientId: z.number().int(),
  creatorId: nullableInt,
  roomId: nullableInt,
  status,
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  attempt: z.number().int(),
  answersReleased: z
    .boolean()
    .describe('Whether the student sees the answer key (expected diagnosis and treatments) with their marks'),
  holdForReview: z
    .boolean()
    .describe('Hold marks for review: an automatic mark stays provisional until a teacher releases it'),
  marksHeld,
  findings: nullableText,
  visitNote: nullableText,
  diagnosis: nullableText.describe("The student's draft diagnosis and treatments"),
  note: nullableText.describe("The student's draft visit note"),
  conversationLog: z.array(conversationMessageSchema),
  ...markFields,
  editedParts: z
    .array(z.enum(editedParts))
    .describe('The parts of the mark a teacher changed by hand after the grader marked (Edit Assignment)'),
  marksConfirmedAt: nullableText.describe(
    'When a teacher last confirmed the marks as they stood (Confirm marks)',
  ),
  submittedAt: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AssignmentJson = z.input<typeof assignmentSchema>;

export const attemptSchema = z.object({
  id: z.number().int(),
  attempt: z.number().int(),
  status,
  findings: nullableText,
  visitNote: nullableText,
  conversationLog: z.array(conversationMessageSchema),
  ...markFields,
  marksHeld,
  editedParts: z
    .array(z.enum(editedParts))
    .describe('The parts of its mark a teacher changed by hand after the grader marked'),
  archivedAt: z.string(),
});

export type AttemptJson = z.input<typeof attemptSchema>;

/** GET assignments/assignment/{id}: the assignment with names, latest request and earlier attempts. */
export const assignmentDetailSchema = assignmentSchema.extend({
  requestStatus: z.enum(requestStatuses).nullable(),
  patient: z.object({ id: z.number().int(), name: z.string(), voiceModel: z.string() }),
  student: z.object({ id: z.number().int(), name: z.string() }),
  history: z.array(attemptSchema).describe('Earlier attempts, oldest first'),
});

/**
 * `omit=conversationLog` on the lists of entries: they leave out their conversations (docs/api.md#lists).
 */
export const omitConversation = z
  .enum(['conversationLog'], { message: 'omit must be conversationLog.' })
  .optional()
  .describe(
    '`conversationLog`: the entries leave out their conversations (read one with GET assignments/assignment/{id}).',
  );

/** An "assigned patient entry": the patient as one of a student's assignments. */
export const entrySchema = z.object({
  id: z.number().int().describe('The patient id'),
  name: z.string().describe('The patient name'),
  status,
  assignmentId: z.number().int(),
  isMarkable: z.boolean(),
  isNoteAllow: z.boolean(),
  findings: nullableText,
  visitNote: nullableText,
  conversationLog: z
    .string()
    .optional()
    .describe('A JSON string of the messages array; absent when the call asked `omit=conversationLog`'),
  diagnosis: nullableText,
  note: nullableText,
  createdAt: z.string(),
  requestStatus: z.enum(requestStatuses).nullable(),
  score: nullableInt,
  marksHeld,
});

export type EntryJson = z.input<typeof entrySchema>;

export const studentGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  assignedPatients: z.array(entrySchema),
});

/** A student as one of a patient's assignments (quick mark, the students list). */
export const assignedStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status,
  assignmentId: z.number().int(),
  isMarkable: z.boolean(),
  marksHeld,
});
export type AssignedStudentJson = z.input<typeof assignedStudentSchema>;

export const patientGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedStudents: z.array(assignedStudentSchema),
});

/** A student's own assignments (their dashboard): the student, and each assignment as an entry. */
export const ownAssignmentsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedPatients: z.array(entrySchema),
});

/** A student who does not have a patient yet (Assign Student(s) to Patient). */
export const unassignedStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
});

/** A patient a student does not have yet (Assign Patient(s) to Student). */
export const unassignedPatientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  answer: z.string(),
});

/** A save that answers the assignment as stored (submit, store, the drafts). */
export const assignmentSavedSchema = z.object({ message: z.string(), assignment: assignmentSchema });

/** GET assignments/assignment/{id}/conversation?from=n: the lines from `from` on, and the stored length. */
export const conversationSinceSchema = z.object({
  id: z.number().int(),
  status,
  attempt: z.number().int(),
  messageCount: z.number().int().describe('The length of the stored conversation'),
  messages: z.array(z.record(z.string(), z.unknown())).describe('The stored lines from `from` on'),
});
export type ConversationSinceJson = z.input<typeof conversationSinceSchema>;

/** POST assignments/assignment/{id}/conversation: where the stored conversation now stands. */
export const conversationAppendedSchema = z.object({
  message: z.string(),
  assignment: z.object({
    id: z.number().int(),
    status,
    attempt: z.number().int(),
    messageCount: z.number().int().describe('The length of the stored conversation'),
  }),
});
export type ConversationAppendedJson = z.input<typeof conversationAppendedSchema>;
