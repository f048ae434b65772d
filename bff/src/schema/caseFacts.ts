import {
  type CaseCheckFlag,
  type CaseCheckItem,
  type CaseCheckReport,
  type CaseSentence,
  checkCase,
  type Fact,
  readCase,
} from '@anamnesis/clinical';
import { mandatoryQuestionList } from '@anamnesis/rules';
import { z } from 'zod';
import { type GraphQLContext, requireLiveViewer, untilRevoked } from '../context.js';
import { ForbiddenError, ValidationError } from '../upstream/errors.js';
import type { RestPatient } from '../upstream/patients.js';
import { sessionPatient } from '../voice/casePatient.js';
import { Assignment, ConversationMessage } from './assignments/index.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { liveStream } from './liveStream.js';
import { Patient, wholePatient } from './patients.js';
import { Symptom } from './symptoms.js';

/**
 * The case-fact model in the schema (packages/clinical): the facts a patient case is read into, the
 * disclosure ledger of each patient line, and the author's case check. Teachers only: a fact list is
 * the case itself.
 */

export const CaseFact = builder.objectRef<Fact>('CaseFact').implement({
  description: 'One atomic fact of a patient case, as the virtual patient knows it.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Stable for the same case text; the ledger names facts by it.' }),
    topic: t.exposeString('topic', {
      description:
        'Its place in the history: presenting, onset, character, radiation, pmh, medication, family, smoking, …',
    }),
    symptom: t.exposeString('symptom', {
      nullable: true,
      description: 'The case symptom it belongs to, if any.',
    }),
    present: t.boolean({
      description: 'False when the case records it as absent (“no known drug allergies”).',
      resolve: (f) => f.polarity === 'present',
    }),
    source: t.exposeString('source', { description: 'The words of the case it was read from, verbatim.' }),
    phrase: t.exposeString('phrase', { description: 'What the patient says, in the first person.' }),
  }),
});

const factsOf = (p: RestPatient) => readCase(sessionPatient(p, null).input).facts;

builder.objectField(ConversationMessage, 'revealedFactIds', (t) =>
  t.stringList({
    description:
      'The disclosure ledger of a patient line: the ids of the case facts it revealed (see Assignment.caseFacts). Empty for student lines, and for students.',
    resolve: async (m, _args, ctx) => ((await ctx.claims())?.isAdmin ? (m.facts ?? []) : []),
  }),
);

builder.objectField(ConversationMessage, 'verified', (t) =>
  t.boolean({
    nullable: true,
    description:
      'Patient lines: whether the server wrote it (the BFF, with its service credential, in answer to the question before it). An unverified line earns no marks, nor does the question it answers. Null for student lines.',
    resolve: (m) => (m.isAI ? m.verified === true : null),
  }),
);

builder.objectField(Assignment, 'caseFacts', (t) =>
  t.field({
    type: [CaseFact],
    description:
      'The facts of the assignment’s patient case, for reading the ledger of its conversation. Admins only (empty for students).',
    resolve: async (m, _args, ctx) => {
      if (!(await ctx.claims())?.isAdmin) return [];
      const a = await ctx.loaders.assignments.byId.load(m.id);
      return factsOf(await ctx.loaders.patients.byId.load(a.patientId));
    },
  }),
);

builder.objectField(Patient, 'caseFacts', (t) =>
  t.field({
    type: [CaseFact],
    authScopes: { admin: true },
    description: 'The facts the virtual patient reads from this case, in the order of the case.',
    resolve: async (p, _args, ctx) => factsOf(await wholePatient(p, ctx)),
  }),
);

// --- The case check ------------------------------------------------------------------------------

const CaseCheckFlagKindEnum = builder.enumType('CaseCheckFlagKind', {
  description: 'What the case check found.',
  values: {
    UNREACHED: { description: 'A recorded fact no standard question reaches.' },
    CONTRADICTION: { description: 'An answer (or the case itself) denies or changes a recorded fact.' },
    DIAGNOSIS: { description: 'The diagnosis was named, or a fact names it and is withheld.' },
    TREATMENT: { description: 'A treatment of the answer key was named.' },
    LONG: { description: 'An answer longer than three sentences.' },
    OUT_OF_ROLE: { description: 'An answer that leaves the patient’s role.' },
    UNREAD: {
      description:
        'Words of the case no understood fact says: the patient says them only in the author’s words.',
    },
    MISREAD: {
      description: 'A reading of the case set aside as wrong (its clause is said in the author’s words).',
    },
    NO_RULE: { description: 'A standard question no rule of the patient understood.' },
  } as const,
});
const kindNames = {
  unreached: 'UNREACHED',
  contradiction: 'CONTRADICTION',
  diagnosis: 'DIAGNOSIS',
  treatment: 'TREATMENT',
  long: 'LONG',
  outOfRole: 'OUT_OF_ROLE',
  unread: 'UNREAD',
  misread: 'MISREAD',
  noRule: 'NO_RULE',
} as const satisfies Record<CaseCheckFlag['kind'], string>;
const kindOf = (k: CaseCheckFlag['kind']) => kindNames[k];

const CaseCheckMandatoryRef = builder
  .objectRef<CaseCheckReport['mandatory'][number]>('CaseCheckMandatory')
  .implement({
    description: 'One of the case’s mandatory questions, and whether the standard interview asks it.',
    fields: (t) => ({
      question: t.exposeString('question', {
        description: 'The mandatory question, as the author wrote it.',
      }),
      askedBy: t.exposeString('askedBy', {
        nullable: true,
        description: 'The standard question that asks it (by meaning), or null when none does.',
      }),
    }),
  });

const CaseCheckSentenceRef = builder.objectRef<CaseSentence>('CaseCheckSentence').implement({
  description: 'One clause of the case as the author wrote it, with the facts that carry it.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The author’s words.' }),
    origin: t.exposeString('origin', { description: 'history, or the description of a symptom.' }),
    symptom: t.exposeString('symptom', { nullable: true, description: 'For a description: its symptom.' }),
    factIds: t.exposeStringList('factIds', { description: 'The facts read from it.' }),
    unread: t.exposeStringList('unread', {
      description:
        'Its words that no understood fact says (the patient says them only in the author’s words).',
    }),
  }),
});

const CaseCheckFlagRef = builder.objectRef<CaseCheckFlag>('CaseCheckFlag').implement({
  description: 'One problem the case check found.',
  fields: (t) => ({
    kind: t.field({
      type: CaseCheckFlagKindEnum,
      description: 'What kind of problem.',
      resolve: (f) => kindOf(f.kind),
    }),
    message: t.exposeString('message', { description: 'What to fix, in plain words.' }),
    question: t.exposeString('question', {
      nullable: true,
      description: 'The question whose answer raised it.',
    }),
    factId: t.exposeString('factId', { nullable: true, description: 'The fact it concerns.' }),
  }),
});

const CaseCheckItemRef = builder.objectRef<CaseCheckItem>('CaseCheckItem').implement({
  description: 'One question of the standard interview and the patient’s answer.',
  fields: (t) => ({
    question: t.exposeString('question', { description: 'What was asked.' }),
    topic: t.exposeString('topic', { description: 'The history topic it asks about.' }),
    answer: t.exposeString('answer', { description: 'What the patient answered (after the guard).' }),
    factIds: t.exposeStringList('facts', { description: 'The facts the answer revealed.' }),
    flags: t.field({
      type: [CaseCheckFlagKindEnum],
      description: 'The problems this answer raised.',
      resolve: (i) => i.flags.map(kindOf),
    }),
    trace: t.exposeStringList('trace', {
      description:
        'Which grounding rule or declared example decided the answer, when one did (built-in patient).',
    }),
  }),
});

const CaseCheckReportRef = builder
  .objectRef<CaseCheckReport & { provider: 'OPENAI' | 'BUILTIN' }>('CaseCheckReport')
  .implement({
    description: 'The standard interview put to a patient case, and what to fix before assigning it.',
    fields: (t) => ({
      provider: t.exposeString('provider', {
        description: 'Who answered: OPENAI (the configured model) or BUILTIN.',
      }),
      items: t.field({
        type: [CaseCheckItemRef],
        description: 'Each question and answer.',
        resolve: (r) => r.items,
      }),
      flags: t.field({
        type: [CaseCheckFlagRef],
        description: 'Every problem found.',
        resolve: (r) => r.flags,
      }),
      facts: t.field({
        type: [CaseFact],
        description: 'The facts read from the case, in order.',
        resolve: (r) => r.facts,
      }),
      sentences: t.field({
        type: [CaseCheckSentenceRef],
        description: 'Each clause of the case with the facts that carry it and the words none understood.',
        resolve: (r) => r.sentences,
      }),
      mandatory: t.field({
        type: [CaseCheckMandatoryRef],
        description: 'The case’s mandatory questions, each with the standard question that asks it, if any.',
        resolve: (r) => r.mandatory,
      }),
    }),
  });

const CheckPatientCaseInput = builder.inputType('CheckPatientCaseInput', {
  description:
    'The case to check: a saved patient, optionally with the edit dialog’s unsaved texts; or, without a patient, a case not saved yet (Add New Patient): its name, texts and symptoms.',
  fields: (t) => ({
    patientId: t.globalID({
      for: Patient,
      description: 'The patient case; leave it out to check a case not saved yet, from the other fields.',
    }),
    name: t.string({
      description: 'The patient’s name, for a case not saved yet.',
      validate: z.string().max(200, { message: 'This value is too long.' }),
    }),
    symptomIds: t.globalIDList({
      for: Symptom,
      description: 'The symptoms, for a case not saved yet.',
      validate: z.array(z.unknown()).max(200, { message: 'Too many symptoms.' }),
    }),
    medicalHistory: t.string({
      description: 'The history as being edited (default: the saved one).',
      validate: z.string().max(20_000, { message: 'Medical history is too long.' }),
    }),
    diagnosis: t.string({
      description: 'The diagnosis as being edited.',
      validate: z.string().max(2000, { message: 'Diagnosis is too long.' }),
    }),
    predefinedTreatments: t.string({
      description: 'The treatments as being edited.',
      validate: z.string().max(10_000, { message: 'Predefined treatments are too long.' }),
    }),
    mandatoryQuestions: t.string({
      description: 'The mandatory questions as being edited, one per line (default: the saved ones).',
      validate: z.string().max(10_000, { message: 'Mandatory questions are too long.' }),
    }),
    progressId: t.string({
      description:
        'Any client-chosen id: the check’s progress is published on caseCheckProgress(progressId).',
      validate: z.string().max(64, { message: 'progressId is too long.' }),
    }),
  }),
});

/**
 * A case not saved yet, as Add New Patient has it (docs/cases.md#patients): the texts come with the
 * input; its symptoms are read as saved, with their descriptions and severities.
 */
async function unsavedCase(
  ctx: GraphQLContext,
  name: string | null | undefined,
  symptomIds: readonly { id: string }[],
): Promise<RestPatient> {
  const symptoms = await Promise.all(
    [...new Set(symptomIds.map((s) => Number(s.id)))].map((id) => ctx.loaders.symptoms.byId.load(id)),
  );
  return {
    id: 0,
    name: name?.trim() || 'New patient',
    answer: '',
    voiceModel: '',
    mandatoryQuestions: '',
    medicalHistory: '',
    predefinedTreatments: '',
    symptoms: symptoms.map(({ id, name, description, severity }) => ({ id, name, description, severity })),
    createdAt: '',
    updatedAt: '',
  };
}

const progressTopic = async (ctx: GraphQLContext, id: string) => `${(await ctx.claims())?.userId ?? 0}:${id}`;

builder.mutationField('checkPatientCase', (t) =>
  t.field({
    type: CaseCheckReportRef,
    description:
      'Runs the standard interview (over 40 questions across the history) against the patient — the configured model behind its guard, else the built-in patient — and reports each answer, the facts it revealed, and what to fix.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: CheckPatientCaseInput, required: true, description: 'The case.' }) },
    resolve: async (_root, { input }, ctx) => {
      const stored = input.patientId
        ? await ctx.loaders.patients.byId.load(Number(input.patientId.id))
        : await unsavedCase(ctx, input.name, input.symptomIds ?? []);
      const patient: RestPatient = {
        ...stored,
        medicalHistory: input.medicalHistory ?? stored.medicalHistory,
        answer: input.diagnosis ?? stored.answer,
        predefinedTreatments: input.predefinedTreatments ?? stored.predefinedTreatments,
      };
      if (!patient.medicalHistory.trim())
        throw new ValidationError('Write the medical history to check the case.', 'medicalHistory');
      const casePatient = sessionPatient(patient, null);
      const engine = ctx.voice;
      const providers = await engine.providers(ctx.loaders);
      const report = await checkCase(
        casePatient.input,
        (conversation, question) =>
          engine.reply({ casePatient }, ctx.loaders, conversation, question, () => {}),
        (done, total) => {
          if (input.progressId)
            void progressTopic(ctx, input.progressId).then((key) =>
              ctx.pubsub.publish('caseCheck:progress', key, { done, total }),
            );
        },
        mandatoryQuestionList(input.mandatoryQuestions ?? patient.mandatoryQuestions),
      );
      return {
        ...report,
        provider: providers.chat === 'openai' ? ('OPENAI' as const) : ('BUILTIN' as const),
      };
    },
  }),
);

const CaseCheckProgress = builder.objectRef<{ done: number; total: number }>('CaseCheckProgress').implement({
  description: 'How far a running case check is.',
  fields: (t) => ({
    done: t.exposeInt('done', { description: 'Questions answered so far.' }),
    total: t.exposeInt('total', { description: 'Questions in the interview.' }),
  }),
});

builder.subscriptionField('caseCheckProgress', (t) =>
  t.field({
    type: CaseCheckProgress,
    description: 'The progress of the caller’s checkPatientCase run with this progressId.',
    authScopes: { admin: true },
    args: { progressId: t.arg.string({ required: true, description: 'The id given to checkPatientCase.' }) },
    // First where the check is (nothing yet), then each answered question, until the client leaves.
    subscribe: async (_root, { progressId }, ctx) => {
      const me = await requireLiveViewer(ctx);
      if (!me.isAdmin) throw new ForbiddenError('Access denied. Only admin allowed.');
      return liveStream({
        events: ctx.pubsub.subscribe('caseCheck:progress', await progressTopic(ctx, progressId)),
        initial: () => ({ done: 0, total: 0 }),
        map: (p) => p,
        ...untilRevoked(ctx),
      });
    },
    resolve: (p) => p,
  }),
);
