// The Assignment node and the types it is made of: the conversation, the diagnosis, earlier attempts.

import type { GraphQLContext } from '../../context.js';
import type { RestAttempt, RestMessage } from '../../upstream/assignments.js';
import { builder } from '../builder.js';
import { Patient } from '../patients.js';
import { User } from '../users.js';
import { AssignmentStatusEnum, holdForReviewText, ResetRequestStatusEnum } from './enums.js';
import {
  type AssignmentFacts,
  type AssignmentModel,
  assignmentDetail,
  fact,
  fromDetail,
  patientOf,
  studentOf,
} from './model.js';
import { AssignmentScores, MarkingEvidence, type ScoreKey } from './scores.js';

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

function splitDiagnosis(text: string | null) {
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
    editedParts: t.stringList({
      description:
        'The parts of its mark a teacher changed by hand after the grader marked: mandatoryQuestions, symptoms, treatment, diagnosis, feedback.',
      resolve: (a) => [...a.editedParts],
    }),
    archivedAt: t.field({
      type: 'DateTime',
      description: 'When the reset was accepted and this attempt archived.',
      resolve: (a) => a.archivedAt,
    }),
  }),
});

// --- The Assignment node -----------------------------------------------------------------------

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
        resolve: (m, _args, ctx) => patientOf(m, ctx),
      }),
      student: t.field({
        type: User,
        description:
          'The student. Id and name come with every list (email and username with the admin table); asking for more reads the user.',
        resolve: (m, _args, ctx) => studentOf(m, ctx),
      }),
    };
  },
});
