import { rubric, rubricTotal } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import { requireViewer } from '../context.js';
import type {
  RestAssignedStudent,
  RestAssignment,
  RestAssignmentDetail,
  RestAssignmentStatus,
  RestAttempt,
  RestEntry,
  RestEvidence,
  RestMessage,
  RestPatientGroup,
  RestRequestStatus,
  RestStudentGroup,
} from '../upstream/assignments.js';
import { ForbiddenError, ValidationError } from '../upstream/errors.js';
import type { RestPatient } from '../upstream/patients.js';
import type { RestUser } from '../upstream/users.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { Patient } from './patients.js';
import { recordIdOf } from './recordId.js';
import { Room } from './rooms.js';
import { DeletedPayload, User } from './users.js';

// --- The model behind an Assignment node ---------------------------------------------------------

interface PatientSummary {
  id: number;
  name?: string;
  voiceModel?: string;
  answer?: string;
}
interface StudentSummary {
  id: number;
  name?: string;
  email?: string;
  username?: string;
}

/** Everything the schema can tell about an assignment, normalised from any of the REST shapes. */
export interface AssignmentFacts {
  studentId: number;
  patientId: number;
  status: RestAssignmentStatus;
  isMarkable: boolean;
  isNoteAllow: boolean;
  holdForReview: boolean;
  marksHeld: boolean;
  attempt: number;
  findings: string | null;
  visitNote: string | null;
  diagnosisDraft: string | null;
  noteDraft: string | null;
  conversation: RestMessage[];
  feedback: string | null;
  score: number | null;
  mandatoryQuestionScore: number | null;
  symptomsScore: number | null;
  treatmentScore: number | null;
  diagnosisScore: number | null;
  markedBy: string | null;
  markedAt: string | null;
  evidence: RestEvidence | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  requestStatus: RestRequestStatus | null;
  history: RestAttempt[];
  patient: PatientSummary;
  student: StudentSummary;
}

/**
 * An assignment as some REST answer described it: `known` holds what that answer carried. List
 * entries carry what their screens show, so a list never reads assignments one by one; a field the
 * source did not carry is read once through the by-id loader (and then only for that field's asker).
 */
export interface AssignmentModel {
  id: number;
  known: Partial<AssignmentFacts>;
}

/** From a write's answer: every stored field, but no names, request or history. */
export const fromRest = (a: RestAssignment): AssignmentModel => ({
  id: a.id,
  known: {
    studentId: a.studentId,
    patientId: a.patientId,
    status: a.status,
    isMarkable: a.isMarkable,
    isNoteAllow: a.isNoteAllow,
    holdForReview: a.holdForReview,
    marksHeld: a.marksHeld,
    attempt: a.attempt,
    findings: a.findings,
    visitNote: a.visitNote,
    diagnosisDraft: a.diagnosis,
    noteDraft: a.note,
    conversation: a.conversationLog,
    feedback: a.feedback,
    score: a.score,
    mandatoryQuestionScore: a.mandatoryQuestionScore,
    symptomsScore: a.symptomsScore,
    treatmentScore: a.treatmentScore,
    diagnosisScore: a.diagnosisScore,
    markedBy: a.markedBy,
    markedAt: a.markedAt,
    evidence: a.evidence,
    submittedAt: a.submittedAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    patient: { id: a.patientId },
    student: { id: a.studentId },
  },
});

export const fromDetail = (d: RestAssignmentDetail): AssignmentModel => {
  const base = fromRest(d);
  return {
    id: d.id,
    known: {
      ...base.known,
      requestStatus: d.requestStatus,
      history: d.history,
      patient: d.patient,
      student: d.student,
    },
  };
};

/** A list entry (admin table, student dashboard): the patient is the entry, the student its group. */
export const fromEntry = (e: RestEntry, student: StudentSummary): AssignmentModel => ({
  id: e.assignmentId,
  known: {
    studentId: student.id,
    patientId: e.id,
    status: e.status,
    isMarkable: e.isMarkable,
    isNoteAllow: e.isNoteAllow,
    findings: e.findings,
    visitNote: e.visitNote,
    diagnosisDraft: e.diagnosis,
    noteDraft: e.note,
    conversation: e.conversationLog,
    createdAt: e.createdAt,
    requestStatus: e.requestStatus,
    score: e.score,
    marksHeld: e.marksHeld,
    patient: { id: e.id, name: e.name },
    student,
  },
});

/** A quick-mark entry: the student is the entry, the patient its group. */
const fromAssignedStudent = (s: RestAssignedStudent, patient: PatientSummary): AssignmentModel => ({
  id: s.assignmentId,
  known: {
    studentId: s.id,
    patientId: patient.id,
    status: s.status,
    isMarkable: s.isMarkable,
    marksHeld: s.marksHeld,
    patient,
    student: { id: s.id, name: s.name },
  },
});

/** The same assignment described by two answers; the later one wins. */
export const merged = (a: AssignmentModel, b: AssignmentModel): AssignmentModel => ({
  id: b.id,
  known: { ...a.known, ...b.known },
});

/** A field of the assignment: from what is known, else from the by-id read (once per request). */
export async function fact<K extends keyof AssignmentFacts>(
  m: AssignmentModel,
  key: K,
  ctx: GraphQLContext,
): Promise<AssignmentFacts[K]> {
  if (key in m.known) return m.known[key] as AssignmentFacts[K];
  return fromDetail(await ctx.loaders.assignments.byId.load(m.id)).known[key] as AssignmentFacts[K];
}

/** The assignment's full detail (one read, unless a detail is what the model came from). */
export async function assignmentDetail(ctx: GraphQLContext, id: number) {
  return ctx.loaders.assignments.byId.load(id);
}

// --- Embedded people: answered from what the list carries when that is all the query asks ------

/** The field names a resolver's selection asks for, fragments included. */
function requestedFields(info: GraphQLResolveInfo): Set<string> {
  const out = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) out.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet);
      else visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return out;
}

const asksOnly = (info: GraphQLResolveInfo, allowed: Set<string>) =>
  [...requestedFields(info)].every((f) => allowed.has(f));

const always = ['__typename', 'id', 'databaseId'];

/**
 * A patient embedded in an assignment or a request. When the query asks only what the list carried
 * (id, name, ...), that is the answer; anything more reads the patient (DataLoader, once per patient).
 */
export function embeddedPatient(
  p: PatientSummary,
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
): RestPatient | Promise<RestPatient> {
  const allowed = new Set(always);
  if (p.name !== undefined) allowed.add('name');
  if (p.voiceModel !== undefined) allowed.add('voiceModel');
  if (p.answer !== undefined) allowed.add('diagnosis');
  if (!asksOnly(info, allowed)) return ctx.loaders.patients.byId.load(p.id);
  return {
    id: p.id,
    name: p.name ?? '',
    answer: p.answer ?? '',
    voiceModel: p.voiceModel ?? '',
    mandatoryQuestions: '',
    medicalHistory: '',
    predefinedTreatments: '',
    symptoms: [],
    createdAt: '',
    updatedAt: '',
  };
}

/** A student embedded in an assignment, a group or a request: as `embeddedPatient`. */
export function embeddedStudent(
  s: StudentSummary,
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
): RestUser | Promise<RestUser> {
  // Only students are assigned patients, so the role is known.
  const allowed = new Set([...always, 'role', 'isAdmin', 'isSuperAdmin']);
  for (const k of ['name', 'email', 'username'] as const) if (s[k] !== undefined) allowed.add(k);
  if (!asksOnly(info, allowed)) return ctx.loaders.users.byId.load(s.id);
  return {
    id: s.id,
    name: s.name ?? '',
    email: s.email ?? '',
    username: s.username ?? '',
    isAdmin: false,
    isSuperAdmin: false,
    isStatus: true,
    isActive: true,
    avatarUrl: null,
  };
}

/** Resolves a patient from facts the assignment knows, reading the assignment only if it must. */
async function patientOf(m: AssignmentModel, ctx: GraphQLContext, info: GraphQLResolveInfo) {
  const p = m.known.patient ?? { id: await fact(m, 'patientId', ctx) };
  return embeddedPatient(p, ctx, info);
}

async function studentOf(m: AssignmentModel, ctx: GraphQLContext, info: GraphQLResolveInfo) {
  const s = m.known.student ?? { id: await fact(m, 'studentId', ctx) };
  return embeddedStudent(s, ctx, info);
}

// --- Enums ---------------------------------------------------------------------------------------

export const AssignmentStatusEnum = builder.enumType('AssignmentStatus', {
  description: 'Where an assignment is in its life.',
  values: {
    ASSIGNED: { value: 'assigned', description: 'Given to the student, not started (badge blue).' },
    INPROGRESS: {
      value: 'inprogress',
      description: 'The student has saved a conversation, not submitted yet (badge purple).',
    },
    COMPLETED: { value: 'completed', description: 'Submitted by the student, not marked yet (badge green).' },
    MARKED: { value: 'marked', description: 'Marked: scores and feedback are in (badge yellow).' },
  } as const,
});

export const ResetRequestStatusEnum = builder.enumType('ResetRequestStatus', {
  description: 'Where a student’s reset request is.',
  values: {
    PENDING: { value: 'pending', description: 'Waiting for an admin.' },
    ACCEPTED: { value: 'accepted', description: 'Accepted: the student got a fresh attempt.' },
    DECLINED: { value: 'declined', description: 'Declined: nothing changed.' },
  } as const,
});

export const MarkReadinessEnum = builder.enumType('MarkReadiness', {
  description: 'Whether a patient has work waiting to be marked (quick mark).',
  values: {
    READY_TO_MARK: {
      description: 'At least one assignment is submitted (completed) and markable: label ‘Ready to Mark’.',
    },
    NOT_READY: { description: 'Nothing to mark yet: label ‘Not Ready’.' },
  } as const,
});

// --- Conversation, scores, evidence ------------------------------------------------------------

const MessageTiming = builder.objectRef<{ name: string; ms: number }>('MessageTiming').implement({
  description: 'One timing the voice pipeline recorded for a message.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What was timed, e.g. the first reply token.' }),
    ms: t.exposeFloat('ms', { description: 'The value in milliseconds (an instant: since the epoch).' }),
  }),
});

const validDate = (s: string | undefined | null) =>
  s && !Number.isNaN(new Date(s).getTime()) ? new Date(s) : null;

export const ConversationMessage = builder.objectRef<RestMessage>('ConversationMessage').implement({
  description: 'One line of the conversation between the student and the virtual patient.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'What was said.' }),
    isAI: t.exposeBoolean('isAI', {
      description: 'True for the patient (AI:), false for the student (User:).',
    }),
    timestamp: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was said, when recorded.',
      resolve: (m) => validDate(m.timestamp),
    }),
    timings: t.field({
      type: [MessageTiming],
      description: 'Voice timings of an AI reply (empty otherwise).',
      resolve: (m) => Object.entries(m.timings ?? {}).map(([name, ms]) => ({ name, ms })),
    }),
  }),
});

/** The rubric (docs/marking.md#the-rubric): its maxima, from the one definition in `@anamnesis/rules`. */
export const SCORE_MAX = { total: rubricTotal, ...rubric };

const ScoreSheet = builder.objectRef<typeof SCORE_MAX>('ScoreSheet').implement({
  description: 'The most each part of the rubric can score.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: `The whole mark: ${rubricTotal}.` }),
    mandatoryQuestions: t.exposeInt('mandatoryQuestions', {
      description: `Mandatory questions: ${rubric.mandatoryQuestions}.`,
    }),
    symptoms: t.exposeInt('symptoms', { description: `Symptoms elicited: ${rubric.symptoms}.` }),
    diagnosis: t.exposeInt('diagnosis', { description: `Diagnosis: ${rubric.diagnosis}.` }),
    treatment: t.exposeInt('treatment', { description: `Treatment: ${rubric.treatment}.` }),
  }),
});

type ScoreKey = 'score' | 'mandatoryQuestionScore' | 'symptomsScore' | 'diagnosisScore' | 'treatmentScore';
/** Where the numbers of a score card come from: an attempt's own, or an assignment's facts. */
type ScoreSource = (key: ScoreKey) => number | null | Promise<number | null>;

const AssignmentScores = builder.objectRef<ScoreSource>('AssignmentScores').implement({
  description: 'The marks, each null until the work is marked; `maxima` gives the rubric.',
  fields: (t) => {
    const part = (key: ScoreKey, description: string) =>
      t.int({ nullable: true, description, resolve: (get) => get(key) });
    return {
      total: part('score', `The total, the sum of the four parts (0 to ${rubricTotal}).`),
      mandatoryQuestions: part(
        'mandatoryQuestionScore',
        `Mandatory questions asked (0 to ${rubric.mandatoryQuestions}).`,
      ),
      symptoms: part('symptomsScore', `Symptoms elicited (0 to ${rubric.symptoms}).`),
      diagnosis: part('diagnosisScore', `The diagnosis (0 to ${rubric.diagnosis}).`),
      treatment: part('treatmentScore', `The treatment (0 to ${rubric.treatment}).`),
      maxima: t.field({
        type: ScoreSheet,
        description: 'The most each part can score.',
        resolve: () => SCORE_MAX,
      }),
    };
  },
});

type QuestionEvidence = RestEvidence['mandatoryQuestions'][number];
type SymptomEvidence = RestEvidence['symptoms'][number];

const QuestionEvidenceRef = builder.objectRef<QuestionEvidence>('QuestionEvidence').implement({
  description: 'A mandatory question, and whether the student asked it.',
  fields: (t) => ({
    question: t.exposeString('question', { description: 'The question.' }),
    asked: t.exposeBoolean('asked', { description: 'Whether the student asked it.' }),
    quote: t.exposeString('quote', {
      nullable: true,
      description: 'The transcript line where it was asked, when it was.',
    }),
  }),
});

const SymptomEvidenceRef = builder.objectRef<SymptomEvidence>('SymptomEvidence').implement({
  description: 'One of the patient’s symptoms, and whether the student drew it out.',
  fields: (t) => ({
    symptom: t.exposeString('symptom', { description: 'The symptom’s name.' }),
    elicited: t.exposeBoolean('elicited', { description: 'Whether it came up in the conversation.' }),
    quote: t.exposeString('quote', {
      nullable: true,
      description: 'The transcript line where it came up, when it did.',
    }),
  }),
});

const DiagnosisEvidence = builder.objectRef<RestEvidence['diagnosis']>('DiagnosisEvidence').implement({
  description: 'The student’s diagnosis against the expected one.',
  fields: (t) => ({
    expected: t.exposeString('expected', { description: 'The expected diagnosis.' }),
    given: t.exposeString('given', { description: 'The diagnosis the student gave.' }),
    matched: t.exposeBoolean('matched', { description: 'Every key word of the expected diagnosis given.' }),
    partial: t.exposeBoolean('partial', { description: 'At least half of the key words given.' }),
    keyWords: t.exposeStringList('keyWords', { description: 'The key words of the expected diagnosis.' }),
    overlap: t.exposeStringList('overlap', { description: 'The key words the student gave.' }),
  }),
});

const TreatmentEvidence = builder.objectRef<RestEvidence['treatment']>('TreatmentEvidence').implement({
  description: 'The student’s treatments against the predefined ones.',
  fields: (t) => ({
    expected: t.exposeString('expected', { description: 'The predefined treatments.' }),
    given: t.exposeString('given', { description: 'The treatments the student suggested.' }),
    matched: t.exposeStringList('matched', { description: 'Key treatment items the student named.' }),
    missed: t.exposeStringList('missed', { description: 'Key treatment items the student left out.' }),
  }),
});

const MarkingEvidence = builder.objectRef<RestEvidence>('MarkingEvidence').implement({
  description: 'Why the mark is what it is; quotes are whole lines of the transcript.',
  fields: (t) => ({
    grader: t.exposeString('grader', { description: 'Who marked: the built-in grader or a model.' }),
    mandatoryQuestions: t.field({
      type: [QuestionEvidenceRef],
      description: 'Each mandatory question, asked or not, with its quote.',
      resolve: (e) => e.mandatoryQuestions,
    }),
    symptoms: t.field({
      type: [SymptomEvidenceRef],
      description: 'Each of the patient’s symptoms, elicited or not, with its quote.',
      resolve: (e) => e.symptoms,
    }),
    diagnosis: t.field({
      type: DiagnosisEvidence,
      description: 'The diagnosis comparison.',
      resolve: (e) => e.diagnosis,
    }),
    treatment: t.field({
      type: TreatmentEvidence,
      description: 'The treatment comparison.',
      resolve: (e) => e.treatment,
    }),
  }),
});

const DiagnosisParts = builder
  .objectRef<{ diagnosis: string; treatments: string }>('DiagnosisParts')
  .implement({
    description:
      'The two fields of the Add/Edit Diagnosis & Treatments dialog, read back from the saved text.',
    fields: (t) => ({
      diagnosis: t.exposeString('diagnosis', { description: 'The diagnosis.' }),
      treatments: t.exposeString('treatments', { description: 'The suggested treatments.' }),
    }),
  });

/** 'Diagnosis: X\nSuggested Treaments: Y', the product's spelling (docs/assignments.md#student-dashboard). */
export const composeDiagnosis = (diagnosis: string, treatments: string) =>
  `Diagnosis: ${diagnosis}\nSuggested Treaments: ${treatments}`;

export function splitDiagnosis(text: string | null) {
  if (!text) return null;
  const m = /^Diagnosis: ([\s\S]*?)\nSuggested Treaments: ([\s\S]*)$/.exec(text);
  return m ? { diagnosis: m[1] ?? '', treatments: m[2] ?? '' } : { diagnosis: text, treatments: '' };
}

const AssignmentAttempt = builder.objectRef<RestAttempt>('AssignmentAttempt').implement({
  description: 'An earlier attempt at an assignment, kept when a reset request was accepted.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    attempt: t.exposeInt('attempt', { description: 'Which attempt it was, from 1.' }),
    status: t.field({
      type: AssignmentStatusEnum,
      description: 'Where it had got to.',
      resolve: (a) => a.status,
    }),
    findings: t.exposeString('findings', { nullable: true, description: 'The submitted diagnosis text.' }),
    visitNote: t.exposeString('visitNote', { nullable: true, description: 'The submitted visit note.' }),
    conversation: t.field({
      type: [ConversationMessage],
      description: 'The conversation of that attempt.',
      resolve: (a) => a.conversationLog,
    }),
    feedback: t.exposeString('feedback', { nullable: true, description: 'The marker’s feedback.' }),
    scores: t.field({
      type: AssignmentScores,
      description: 'Its marks.',
      resolve: (a) => (key: ScoreKey) => a[key],
    }),
    markedBy: t.exposeString('markedBy', { nullable: true, description: 'Who marked it.' }),
    markedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was marked.',
      resolve: (a) => a.markedAt,
    }),
    evidence: t.field({
      type: MarkingEvidence,
      nullable: true,
      description: 'Why its mark was what it was.',
      resolve: (a) => a.evidence,
    }),
    archivedAt: t.field({
      type: 'DateTime',
      description: 'When the reset was accepted and this attempt archived.',
      resolve: (a) => a.archivedAt,
    }),
  }),
});

// --- The Assignment node -----------------------------------------------------------------------

const holdForReviewText =
  '‘Hold marks for review’: the automatic mark is provisional (the student sees ‘Awaiting review’) until Mark Assignment, Mark or Mark All releases it. Off by default.';

export const Assignment = builder.loadableNode('Assignment', {
  description:
    'A patient case given to a student: the conversation, the submitted diagnosis and note, and the marks.',
  id: { resolve: (m: AssignmentModel) => m.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) =>
        ctx.loaders.assignments.byId
          .load(Number(id))
          .then(fromDetail)
          .catch((e: Error) => e),
      ),
    ) as Promise<(AssignmentModel | Error)[]>,
  fields: (t) => {
    const known = <K extends keyof AssignmentFacts>(key: K) => ({
      resolve: (m: AssignmentModel, _args: object, ctx: GraphQLContext) => fact(m, key, ctx),
    });
    return {
      databaseId: t.int({ description: 'The numeric id the REST API uses.', resolve: (m) => m.id }),
      status: t.field({
        type: AssignmentStatusEnum,
        description: 'Where the assignment is: assigned, in progress, completed or marked.',
        ...known('status'),
      }),
      isMarkable: t.boolean({
        description: 'Whether the student may add a diagnosis, and the work gets marked.',
        ...known('isMarkable'),
      }),
      isNoteAllow: t.boolean({
        description: 'Whether the student may add a visit note.',
        ...known('isNoteAllow'),
      }),
      holdForReview: t.boolean({
        description: holdForReviewText,
        ...known('holdForReview'),
      }),
      marksHeld: t.boolean({
        description:
          'The automatic marks are stored but held for review (the status stays completed): the student sees ‘Awaiting review’ and no scores, feedback or evidence until Mark Assignment, Mark or Mark All releases them.',
        ...known('marksHeld'),
      }),
      attempt: t.int({
        description: 'Which attempt this is, from 1 (a reset starts the next).',
        ...known('attempt'),
      }),
      findings: t.string({
        nullable: true,
        description: 'The submitted diagnosis and treatments (‘No findings available’ when null).',
        ...known('findings'),
      }),
      visitNote: t.string({
        nullable: true,
        description: 'The submitted visit note (‘No visitNote available’ when null).',
        ...known('visitNote'),
      }),
      diagnosisDraft: t.string({
        nullable: true,
        description:
          'The saved diagnosis text, ‘Diagnosis: …’ then ‘Suggested Treaments: …’ (before submitting: the draft; after: what was submitted).',
        ...known('diagnosisDraft'),
      }),
      diagnosisDraftParts: t.field({
        type: DiagnosisParts,
        nullable: true,
        description: 'The saved diagnosis text split back into the dialog’s two fields.',
        resolve: async (m, _args, ctx) => splitDiagnosis(await fact(m, 'diagnosisDraft', ctx)),
      }),
      noteDraft: t.string({
        nullable: true,
        description: 'The saved visit note (the draft before submitting).',
        ...known('noteDraft'),
      }),
      conversation: t.field({
        type: [ConversationMessage],
        description: 'The conversation log, oldest first (‘No conversation log available.’ when empty).',
        ...known('conversation'),
      }),
      feedback: t.string({
        nullable: true,
        description: 'The marker’s feedback (‘No feedback provided’ when null).',
        ...known('feedback'),
      }),
      scores: t.field({
        type: AssignmentScores,
        description: 'The marks, with the rubric maxima.',
        resolve: (m, _args, ctx) => (key: ScoreKey) => fact(m, key, ctx),
      }),
      editedParts: t.stringList({
        description:
          'The parts of the mark a teacher changed by hand after the grader marked: mandatoryQuestions, symptoms, treatment, diagnosis, feedback (empty when the mark is the grader’s).',
        resolve: async (m, _args, ctx) => [...(await assignmentDetail(ctx, m.id)).editedParts],
      }),
      markedBy: t.string({
        nullable: true,
        description: 'Who marked it (a grader, or an admin’s name with ‘(edited)’).',
        ...known('markedBy'),
      }),
      markedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When it was marked (‘Marked on’).',
        ...known('markedAt'),
      }),
      evidence: t.field({
        type: MarkingEvidence,
        nullable: true,
        description: 'Why the mark is what it is: questions asked and symptoms drawn out, with quotes.',
        ...known('evidence'),
      }),
      submittedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the student submitted.',
        ...known('submittedAt'),
      }),
      createdAt: t.field({
        type: 'DateTime',
        description: 'When it was assigned (‘Date Created’).',
        ...known('createdAt'),
      }),
      updatedAt: t.field({ type: 'DateTime', description: 'When it last changed.', ...known('updatedAt') }),
      requestStatus: t.field({
        type: ResetRequestStatusEnum,
        nullable: true,
        description: 'The status of the latest reset request, or null when none was sent.',
        ...known('requestStatus'),
      }),
      history: t.field({
        type: [AssignmentAttempt],
        description: 'Earlier attempts, oldest first (kept when a reset was accepted).',
        ...known('history'),
      }),
      patient: t.field({
        type: Patient,
        description:
          'The patient case. Its id and name come with every list; asking for more reads the patient.',
        resolve: (m, _args, ctx, info) => patientOf(m, ctx, info),
      }),
      student: t.field({
        type: User,
        description:
          'The student. Id and name come with every list (email and username with the admin table); asking for more reads the user.',
        resolve: (m, _args, ctx, info) => studentOf(m, ctx, info),
      }),
    };
  },
});

// --- Lists ---------------------------------------------------------------------------------------

const StudentAssignments = builder.objectRef<RestStudentGroup>('StudentAssignments').implement({
  description:
    'A student with the assignments shown to the viewer (one group of the Assigned Patients table).',
  fields: (t) => ({
    student: t.field({
      type: User,
      description: 'The student.',
      resolve: (g, _args, ctx, info) => embeddedStudent(g, ctx, info),
    }),
    assignments: t.field({
      type: [Assignment],
      description: 'Their assignments matching the search and filter.',
      resolve: (g) =>
        g.assignedPatients.map((e) =>
          fromEntry(e, { id: g.id, name: g.name, email: g.email, username: g.username }),
        ),
    }),
  }),
});

const readyToMark = (g: RestPatientGroup) =>
  g.assignedStudents.some((s) => s.status === 'completed' && s.isMarkable);

const PatientAssignments = builder.objectRef<RestPatientGroup>('PatientAssignments').implement({
  description: 'A patient with their assigned students (one row of Quick Mark Assignments).',
  fields: (t) => ({
    patient: t.field({
      type: Patient,
      description: 'The patient case.',
      resolve: (g, _args, ctx, info) => embeddedPatient({ id: g.id, name: g.name }, ctx, info),
    }),
    assignments: t.field({
      type: [Assignment],
      description: 'Each student’s assignment of this patient, with its status.',
      resolve: (g) => g.assignedStudents.map((s) => fromAssignedStudent(s, { id: g.id, name: g.name })),
    }),
    readiness: t.field({
      type: MarkReadinessEnum,
      description: 'Ready to mark when at least one assignment is completed and markable.',
      resolve: (g) => (readyToMark(g) ? 'READY_TO_MARK' : 'NOT_READY'),
    }),
    readinessLabel: t.string({
      description: 'The status badge text: ‘Ready to Mark’ or ‘Not Ready’.',
      resolve: (g) => (readyToMark(g) ? 'Ready to Mark' : 'Not Ready'),
    }),
  }),
});

/** 50 student groups (or patients) per page (docs/api.md#paging-and-search). */
const GROUP_PAGE_SIZE = 50;

builder.queryFields((t) => ({
  assignment: t.field({
    type: Assignment,
    description:
      'One assignment with marks, evidence and earlier attempts. A student reads only their own (FORBIDDEN otherwise); an admin those they may see.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({
        required: true,
        description: 'The assignment: its record id (as in /view-marks/19) or its global ID.',
      }),
    },
    resolve: (_root, { id }) => recordIdOf(String(id), 'Assignment', 'No assignment found.'),
  }),
  myAssignments: t.connection(
    {
      type: Assignment,
      description:
        'The signed-in student’s assigned patients (the student dashboard), newest first, searched and filtered on the server.',
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the patient name.' }),
        status: t.arg({
          type: AssignmentStatusEnum,
          required: false,
          description: 'Only assignments in this status; absent for all.',
        }),
      },
      resolve: async (_root, args, ctx) => {
        const me = await requireViewer(ctx);
        if (me.isAdmin) throw new ForbiddenError('Access denied. Admins cannot access user routes.');
        return offsetConnection(args, async (limit, offset) => {
          const r = await ctx.loaders.assignments.ofStudent(me.userId, {
            search: args.search ?? undefined,
            status: args.status ?? undefined,
            limit,
            offset,
          });
          return { items: r.items.map((e) => fromEntry(e, r.student)), total: r.total };
        });
      },
    },
    { name: 'AssignmentConnection' },
  ),
  assignedPatients: t.connection(
    {
      type: StudentAssignments,
      description:
        'Students with their assignments (Assigned Patients), 50 students a page. A super admin sees every assignment, an admin those they created.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the student or the patient name.' }),
        status: t.arg({
          type: AssignmentStatusEnum,
          required: false,
          description: 'Only assignments in this status; absent for all.',
        }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          (limit, offset) =>
            ctx.loaders.assignments.studentGroups({
              search: args.search ?? undefined,
              status: args.status ?? undefined,
              limit,
              offset,
            }),
          GROUP_PAGE_SIZE,
        ),
    },
    { name: 'StudentAssignmentsConnection' },
  ),
  quickMarkPatients: t.connection(
    {
      type: PatientAssignments,
      description:
        'Patients with at least one assigned student the viewer may see, with a readiness flag (Quick Mark), 50 a page.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ required: false, description: 'Matches the patient or a student name.' }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          (limit, offset) =>
            ctx.loaders.assignments.patientGroups({ search: args.search ?? undefined, limit, offset }),
          GROUP_PAGE_SIZE,
        ),
    },
    { name: 'PatientAssignmentsConnection' },
  ),
  unassignedStudents: t.field({
    type: [User],
    description: 'Students who do not have this patient yet, in name order (Assign Student(s) to Patient).',
    authScopes: { admin: true },
    args: { patientId: t.arg.globalID({ required: true, for: Patient, description: 'The patient.' }) },
    resolve: async (_root, { patientId }, ctx, info) => {
      const rows = await ctx.loaders.assignments.unassignedStudents(Number(patientId.id));
      return Promise.all(rows.map((s) => embeddedStudent(s, ctx, info)));
    },
  }),
  unassignedPatients: t.field({
    type: [Patient],
    description: 'Patients this student does not have yet, in name order (Assign Patient(s) to Student).',
    authScopes: { admin: true },
    args: { studentId: t.arg.globalID({ required: true, for: User, description: 'The student.' }) },
    resolve: async (_root, { studentId }, ctx, info) => {
      const rows = await ctx.loaders.assignments.unassignedPatients(Number(studentId.id));
      return Promise.all(rows.map((p) => embeddedPatient(p, ctx, info)));
    },
  }),
}));

// --- Mutations -----------------------------------------------------------------------------------

const pickStudentAndPatients = 'Please select a student and at least one patient.';
const pickPatientAndStudents = 'Please select a patient and at least one student.';
const pickPatientAndRoom = 'Please select both a patient and a room.';

const atLeastOne = (message: string) => z.array(z.unknown(), { message }).min(1, { message });

const AssignPatientsToStudentInput = builder.inputType('AssignPatientsToStudentInput', {
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
    isMarkable: t.boolean({
      required: false,
      defaultValue: false,
      description: '‘Make assignment markable’: the student may add a diagnosis and the work is marked.',
    }),
    isNoteAllow: t.boolean({
      required: false,
      defaultValue: false,
      description: '‘Allow visit note’: the student may add a visit note.',
    }),
    showAnswers: t.boolean({ required: false, defaultValue: false, description: showAnswersText }),
    holdForReview: t.boolean({ required: false, defaultValue: false, description: holdForReviewText }),
  }),
});

const AssignStudentsToPatientInput = builder.inputType('AssignStudentsToPatientInput', {
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
    isMarkable: t.boolean({
      required: false,
      defaultValue: false,
      description: '‘Make assignment markable’.',
    }),
    isNoteAllow: t.boolean({ required: false, defaultValue: false, description: '‘Allow Note’.' }),
    showAnswers: t.boolean({ required: false, defaultValue: false, description: showAnswersText }),
    holdForReview: t.boolean({ required: false, defaultValue: false, description: holdForReviewText }),
  }),
});

const AssignPatientToRoomInput = builder.inputType('AssignPatientToRoomInput', {
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
    isMarkable: t.boolean({
      required: false,
      defaultValue: false,
      description: '‘Make assignment markable’.',
    }),
    isNoteAllow: t.boolean({ required: false, defaultValue: false, description: '‘Allow Note’.' }),
    showAnswers: t.boolean({ required: false, defaultValue: false, description: showAnswersText }),
    holdForReview: t.boolean({ required: false, defaultValue: false, description: holdForReviewText }),
  }),
});

const nonNegative = z
  .number()
  .int({ message: 'Scores must be whole numbers.' })
  .min(0, { message: 'Scores cannot be negative.' });

const AssignmentScoresInput = builder.inputType('AssignmentScoresInput', {
  description:
    'The four parts of a mark; each is capped at its maximum (45, 40, 10, 5), the total is their sum.',
  fields: (t) => ({
    mandatoryQuestions: t.int({
      required: true,
      description: 'Mandatory questions (0 to 45).',
      validate: nonNegative,
    }),
    symptoms: t.int({ required: true, description: 'Symptoms elicited (0 to 40).', validate: nonNegative }),
    diagnosis: t.int({ required: true, description: 'Diagnosis (0 to 10).', validate: nonNegative }),
    treatment: t.int({ required: true, description: 'Treatment (0 to 5).', validate: nonNegative }),
  }),
});

const UpdateAssignmentMarksInput = builder.inputType('UpdateAssignmentMarksInput', {
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

const SaveAssignmentDraftInput = builder.inputType('SaveAssignmentDraftInput', {
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

const SubmitAssignmentInput = builder.inputType('SubmitAssignmentInput', {
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
    text: t.string({ required: true, description: 'What was said.' }),
    isAI: t.boolean({ required: true, description: 'True for the patient, false for the student.' }),
    timestamp: t.field({ type: 'DateTime', required: false, description: 'When it was said.' }),
    timings: t.field({
      type: [MessageTimingInput],
      required: false,
      description: 'Voice timings of an AI reply.',
    }),
  }),
});

const showAnswersText =
  '‘Show the expected answers after marking’: the student sees the answer key (expected diagnosis and treatments) with their marks. Off by default.';

const onlyStudentLines =
  "Only the student's lines can be saved here; the patient's lines are written by the server.";

const SaveConversationInput = builder.inputType('SaveConversationInput', {
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
      const before = await assignmentDetail(ctx, num(input.assignmentId));
      const messages: RestMessage[] = input.messages.map((m) => ({
        text: m.text,
        isAI: m.isAI,
        ...(m.timestamp ? { timestamp: m.timestamp.toISOString() } : {}),
        ...(m.timings?.length ? { timings: Object.fromEntries(m.timings.map((x) => [x.name, x.ms])) } : {}),
      }));
      const after = await ctx.loaders.assignments.store(before.studentId, before.patientId, [
        ...before.conversationLog,
        ...messages,
      ]);
      return { assignment: merged(fromDetail(before), fromRest(after)) };
    },
  }),
}));
