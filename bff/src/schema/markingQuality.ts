import { rubric, rubricTotal } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { RestMarkingQuality, RestMarkingQualityPart, rubricParts } from '../upstream/markingQuality.js';
import { Assignment, AssignmentPayload, fromRest } from './assignments/index.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { Patient } from './patients.js';
import { Room } from './rooms.js';

/**
 * Grader agreement (docs/marking.md): how the automatic marks compare with the teachers' final marks
 * on the assignments a teacher edited or confirmed. The API computes it and scopes it to the caller.
 */

builder.objectField(Assignment, 'marksConfirmedAt', (t) =>
  t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When a teacher last confirmed the marks as they stood (‘Confirm marks’).',
    resolve: async (m, _args, ctx) => (await ctx.loaders.assignments.byId.load(m.id)).marksConfirmedAt,
  }),
);

builder.mutationField('confirmMarks', (t) =>
  t.field({
    type: AssignmentPayload,
    description:
      '‘Confirm marks’: records that a teacher agrees with the mark as it stands, without changing it.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      assignmentId: t.arg.globalID({
        required: true,
        for: Assignment,
        description: 'The marked assignment.',
      }),
    },
    resolve: async (_root, { assignmentId }, ctx) => {
      const a = await ctx.loaders.markingQuality.confirmMarks(Number(assignmentId.id));
      ctx.loaders.assignments.byId.clear(a.id);
      return { assignment: fromRest(a) };
    },
  }),
);

export const RubricPart = builder.enumType('RubricPart', {
  description: 'A part of the rubric (docs/marking.md), or the total.',
  values: {
    mandatoryQuestions: {
      value: 'mandatoryQuestions',
      description: `Mandatory questions, out of ${rubric.mandatoryQuestions}.`,
    },
    symptoms: { value: 'symptoms', description: `Symptoms elicited, out of ${rubric.symptoms}.` },
    diagnosis: { value: 'diagnosis', description: `Diagnosis, out of ${rubric.diagnosis}.` },
    treatment: { value: 'treatment', description: `Treatment, out of ${rubric.treatment}.` },
    total: { value: 'total', description: `The total, out of ${rubricTotal}.` },
  } satisfies Record<(typeof rubricParts)[number], unknown>,
});

type Disagreement = RestMarkingQualityPart['largestDisagreements'][number];
const MarkingDisagreement = builder.objectRef<Disagreement>('MarkingDisagreement').implement({
  description: 'A reviewed assignment whose automatic and final marks of a part differ.',
  fields: (t) => ({
    assignmentId: t.id({
      description: 'The assignment’s global ID.',
      resolve: (d) => encodeGlobalID('Assignment', d.assignmentId),
    }),
    assignmentDatabaseId: t.exposeInt('assignmentId', {
      description: 'The assignment’s record id (as in /admin/edit-assignment/5).',
    }),
    studentName: t.exposeString('studentName', { description: 'The student.' }),
    patientName: t.exposeString('patientName', { description: 'The patient case.' }),
    automatic: t.exposeInt('automatic', { description: 'The grader’s mark of the part.' }),
    final: t.exposeInt('final', { description: 'The mark after the teacher’s review.' }),
    difference: t.exposeInt('difference', { description: 'Final minus automatic.' }),
  }),
});

const MarkingQualityPart = builder.objectRef<RestMarkingQualityPart>('MarkingQualityPart').implement({
  description: 'How the automatic marks of one rubric part compare with the final ones.',
  fields: (t) => ({
    part: t.field({ type: RubricPart, description: 'Which part.', resolve: (p) => p.part }),
    label: t.exposeString('label', { description: 'Its name, as the score cards say it.' }),
    max: t.exposeInt('max', { description: 'The part’s maximum.' }),
    count: t.exposeInt('count', { description: 'How many reviewed assignments the figures are over.' }),
    exactAgreement: t.exposeFloat('exactAgreement', {
      nullable: true,
      description: 'Per cent of them where the final mark equals the automatic one; null with none.',
    }),
    withinTenPercent: t.exposeFloat('withinTenPercent', {
      nullable: true,
      description: 'Per cent within 10 % of the part’s maximum; null with none.',
    }),
    kappa: t.exposeFloat('kappa', {
      nullable: true,
      description:
        'Quadratic-weighted Cohen’s kappa on the part’s integer scale; null below `minimumForKappa` assignments or when neither mark varies.',
    }),
    meanAutomatic: t.exposeFloat('meanAutomatic', { nullable: true, description: 'Mean automatic mark.' }),
    meanFinal: t.exposeFloat('meanFinal', { nullable: true, description: 'Mean final mark.' }),
    largestDisagreements: t.field({
      type: [MarkingDisagreement],
      description: 'The assignments where the two differ most (at most five).',
      resolve: (p) => p.largestDisagreements,
    }),
  }),
});

type Case = RestMarkingQuality['cases'][number];
const MarkingQualityCase = builder.objectRef<Case>('MarkingQualityCase').implement({
  description: 'One patient case: how far the final totals moved from the automatic ones.',
  fields: (t) => ({
    patientId: t.id({
      description: 'The patient’s global ID.',
      resolve: (c) => encodeGlobalID('Patient', c.patientId),
    }),
    patientName: t.exposeString('patientName', { description: 'The patient case.' }),
    count: t.exposeInt('count', { description: 'Reviewed assignments of this case.' }),
    exactAgreement: t.exposeFloat('exactAgreement', {
      nullable: true,
      description: 'Per cent where the final total equals the automatic one.',
    }),
    meanAbsoluteDifference: t.exposeFloat('meanAbsoluteDifference', {
      description: 'Mean absolute difference of the totals, in points.',
    }),
  }),
});

export const MarkingQuality = builder.objectRef<RestMarkingQuality>('MarkingQuality').implement({
  description:
    'Grader agreement over the assignments a grader marked and a teacher then edited or confirmed, within what the viewer may see.',
  fields: (t) => ({
    reviewed: t.exposeInt('reviewed', { description: 'How many assignments were reviewed.' }),
    edited: t.exposeInt('edited', { description: 'Of those, how many a teacher edited.' }),
    confirmed: t.exposeInt('confirmed', {
      description: 'Of those, how many were confirmed without an edit.',
    }),
    minimumForKappa: t.exposeInt('minimumForKappa', {
      description: 'Below this many assignments a part’s kappa is “not enough data”.',
    }),
    parts: t.field({
      type: [MarkingQualityPart],
      description: 'Mandatory Questions, Symptoms, Diagnosis, Treatment and Total, in that order.',
      resolve: (q) => q.parts,
    }),
    cases: t.field({
      type: [MarkingQualityCase],
      description: 'The patient cases with the largest disagreements on the total (at most ten).',
      resolve: (q) => q.cases,
    }),
  }),
});

const day = /^\d{4}-\d{2}-\d{2}$/;
const MarkingQualityFilter = builder.inputType('MarkingQualityFilter', {
  description: 'Which reviewed assignments to count.',
  fields: (t) => ({
    from: t.string({
      required: false,
      description: 'Reviewed on or after this day (YYYY-MM-DD).',
      validate: z.string().regex(day, { message: 'From must be a date (YYYY-MM-DD).' }),
    }),
    to: t.string({
      required: false,
      description: 'Reviewed on or before this day (YYYY-MM-DD).',
      validate: z.string().regex(day, { message: 'To must be a date (YYYY-MM-DD).' }),
    }),
    roomId: t.globalID({
      required: false,
      for: Room,
      description: 'Assignments of this room or of its students.',
    }),
    patientId: t.globalID({
      required: false,
      for: Patient,
      description: 'Assignments of this patient case.',
    }),
  }),
});

builder.queryField('markingQuality', (t) =>
  t.field({
    type: MarkingQuality,
    description:
      'The Marking quality page: how the automatic marks compare with the teachers’ final marks (a super admin sees all, an admin the assignments they created).',
    authScopes: { admin: true },
    args: {
      filter: t.arg({ type: MarkingQualityFilter, required: false, description: 'Period, room, patient.' }),
    },
    resolve: (_root, { filter }, ctx) =>
      ctx.loaders.markingQuality.report({
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        roomId: filter?.roomId ? Number(filter.roomId.id) : undefined,
        patientId: filter?.patientId ? Number(filter.patientId.id) : undefined,
      }),
  }),
);
