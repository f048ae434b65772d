import { rubric } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import { type PatientInput, type RestPatient, restPatient } from '../upstream/patients.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { recordIdOf } from './recordId.js';
import { Symptom } from './symptoms.js';
import { DeletedPayload, requiredText } from './users.js';

/**
 * A patient as some answer carried it: a whole case, or the id and the few fields another record
 * embeds (an assignment's patient, a request's). A field the answer did not carry is read through the
 * patient loader, once per patient and request, and only when a query asks for it.
 */
export type PatientSource = Pick<RestPatient, 'id'> & Partial<RestPatient>;

function patientField<K extends keyof RestPatient>(
  p: PatientSource,
  key: K,
  ctx: GraphQLContext,
): RestPatient[K] | Promise<RestPatient[K]> {
  const known = p[key];
  if (known !== undefined) return known as RestPatient[K];
  return ctx.loaders.patients.byId.load(p.id).then((whole) => whole[key]);
}

/** The whole case: the source itself when it is whole, else one read through the patient loader. */
export function wholePatient(p: PatientSource, ctx: GraphQLContext): RestPatient | Promise<RestPatient> {
  const whole = Object.keys(restPatient.shape).every((key) => p[key as keyof RestPatient] !== undefined);
  return whole ? (p as RestPatient) : ctx.loaders.patients.byId.load(p.id);
}

export const Patient = builder.loadableNode('Patient', {
  description:
    'A virtual patient case: who they are, their history and symptoms, the voice they speak with and the answer key.',
  id: { resolve: (p: PatientSource) => p.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) => ctx.loaders.patients.byId.load(Number(id)).catch((e: Error) => e)),
    ) as Promise<(PatientSource | Error)[]>,
  fields: (t) => {
    const field = <K extends keyof RestPatient>(key: K) => ({
      resolve: (p: PatientSource, _args: object, ctx: GraphQLContext) => patientField(p, key, ctx),
    });
    // A student reads their patient's name and voice, not the case: its history and symptoms name what
    // they may not draw out, its mandatory questions what is marked (docs/marking.md#the-answer-key).
    const caseField = <K extends keyof RestPatient>(key: K, forStudent: RestPatient[K]) => ({
      resolve: async (p: PatientSource, _args: object, ctx: GraphQLContext) =>
        (await ctx.claims())?.isAdmin ? patientField(p, key, ctx) : forStudent,
    });
    return {
      databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
      name: t.string({ description: 'The patient’s name.', ...field('name') }),
      diagnosis: t.string({
        description:
          'The expected diagnosis (part of the answer key): empty when a student reads a patient assigned to them.',
        ...field('answer'),
      }),
      voiceModel: t.string({
        description: 'The canonical name of the voice the patient speaks with, e.g. aura-asteria-en.',
        ...field('voiceModel'),
      }),
      medicalHistory: t.string({
        description: 'The medical history (empty when a student reads it).',
        ...caseField('medicalHistory', ''),
      }),
      predefinedTreatments: t.string({
        description:
          'The expected treatments (part of the answer key): empty when a student reads a patient assigned to them.',
        ...field('predefinedTreatments'),
      }),
      mandatoryQuestions: t.string({
        description: `The case’s mandatory questions, one per line, among which the ${rubric.mandatoryQuestions} marks for mandatory questions are divided; empty: the standard history questions (and when a student reads it).`,
        ...caseField('mandatoryQuestions', ''),
      }),
      symptoms: t.field({
        type: [Symptom],
        description:
          'The patient’s symptoms (embedded in the patient: no extra reads); none when a student reads them.',
        ...caseField('symptoms', []),
      }),
      symptomCount: t.int({
        description: 'How many symptoms the patient has (0 when a student reads it).',
        resolve: async (p, _args, ctx) =>
          (await ctx.claims())?.isAdmin ? (await patientField(p, 'symptoms', ctx)).length : 0,
      }),
      createdAt: t.field({
        type: 'DateTime',
        description: 'When the case was created.',
        ...field('createdAt'),
      }),
      updatedAt: t.field({
        type: 'DateTime',
        description: 'When the case last changed.',
        ...field('updatedAt'),
      }),
    };
  },
});

builder.queryFields((t) => ({
  patients: t.connection(
    {
      type: Patient,
      description: 'The patient cases (newest first), with their symptoms, searched and paged on the server.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({
          required: false,
          description: 'Matches the name, the diagnosis or the name of any of the patient’s symptoms.',
        }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, (limit, offset) =>
          ctx.loaders.patients.list({ search: args.search ?? undefined, limit, offset }),
        ),
    },
    { name: 'PatientConnection' },
  ),
  patient: t.field({
    type: Patient,
    description:
      'One patient case. Admins read any; a student reads only a patient assigned to them, without the answer key (diagnosis and treatments empty), and gets FORBIDDEN for any other.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({
        required: true,
        description: 'The patient: its record id (as in /voice-chat/31) or its global ID.',
      }),
    },
    resolve: (_root, { id }) => recordIdOf(String(id), 'Patient', 'Patient not found.'),
  }),
}));

/** At least one symptom selected (checked before the IDs are decoded). */
const symptomIds = (message: string) => z.array(z.unknown(), { message }).min(1, { message });

/** The selected symptoms as REST ids, in order, duplicates removed. */
const restSymptomIds = (ids: { id: string }[]) => [...new Set(ids.map((s) => Number(s.id)))];

const patientMessages = {
  name: 'Name is required.',
  diagnosis: 'Diagnosis is required.',
  medicalHistory: 'Medical history is required.',
  predefinedTreatments: 'Predefined treatments are required.',
  symptoms: 'Please select at least one symptom.',
};

const CreatePatientInput = builder.inputType('CreatePatientInput', {
  description: 'A new patient case.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'The patient’s name.',
      validate: requiredText(patientMessages.name),
    }),
    diagnosis: t.string({
      required: true,
      description: 'The expected diagnosis.',
      validate: requiredText(patientMessages.diagnosis, 2000),
    }),
    medicalHistory: t.string({
      required: true,
      description: 'The medical history the patient tells.',
      validate: requiredText(patientMessages.medicalHistory, 20_000),
    }),
    predefinedTreatments: t.string({
      required: true,
      description: 'The expected treatments.',
      validate: requiredText(patientMessages.predefinedTreatments, 10_000),
    }),
    symptoms: t.globalIDList({
      required: true,
      for: Symptom,
      description: 'The patient’s symptoms (at least one; duplicates are removed).',
      validate: symptomIds(patientMessages.symptoms),
    }),
    voiceModel: t.string({
      required: false,
      description: 'A voice’s canonical name (see `voices`); empty or absent means aura-asteria-en.',
    }),
    mandatoryQuestions: t.string({
      required: false,
      description:
        'The case’s mandatory questions, one per line; empty or absent: the standard history questions.',
    }),
  }),
});

const fillAll = 'Please fill in all fields and select at least one symptom.';

const UpdatePatientInput = builder.inputType('UpdatePatientInput', {
  description: 'An edit of a patient case (the Edit Patient dialog): every text and at least one symptom.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: Patient, description: 'The patient to edit.' }),
    name: t.string({ required: true, description: 'The patient’s name.', validate: requiredText(fillAll) }),
    diagnosis: t.string({
      required: true,
      description: 'The expected diagnosis.',
      validate: requiredText(fillAll, 2000),
    }),
    medicalHistory: t.string({
      required: true,
      description: 'The medical history.',
      validate: requiredText(fillAll, 20_000),
    }),
    predefinedTreatments: t.string({
      required: true,
      description: 'The expected treatments.',
      validate: requiredText(fillAll, 10_000),
    }),
    symptoms: t.globalIDList({
      required: true,
      for: Symptom,
      description: 'The patient’s symptoms, replacing the current list (duplicates are removed).',
      validate: symptomIds(fillAll),
    }),
    voiceModel: t.string({ required: false, description: 'A new voice; absent keeps the current one.' }),
    mandatoryQuestions: t.string({
      required: false,
      description:
        'New mandatory questions, one per line (empty: the standard history questions); absent keeps the current ones.',
    }),
  }),
});

const PatientPayload = builder.objectRef<{ patient: RestPatient }>('PatientPayload').implement({
  description: 'The patient case after the change.',
  fields: (t) => ({
    patient: t.field({ type: Patient, description: 'The patient case.', resolve: (p) => p.patient }),
  }),
});

const optional = <K extends string>(key: K, value: string | null | undefined) =>
  (value != null ? { [key]: value } : {}) as Partial<Record<K, string>>;

builder.mutationFields((t) => ({
  createPatient: t.field({
    type: PatientPayload,
    description: 'Creates a patient case. Unknown symptoms are a ValidationError.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: CreatePatientInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const body: PatientInput = {
        name: input.name,
        answer: input.diagnosis,
        medicalHistory: input.medicalHistory,
        predefinedTreatments: input.predefinedTreatments,
        symptoms: restSymptomIds(input.symptoms),
        ...optional('voiceModel', input.voiceModel),
        ...optional('mandatoryQuestions', input.mandatoryQuestions),
      };
      return { patient: await ctx.loaders.patients.create(body) };
    },
  }),
  updatePatient: t.field({
    type: PatientPayload,
    description: 'Edits a patient case.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: UpdatePatientInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => ({
      patient: await ctx.loaders.patients.update(Number(input.id.id), {
        name: input.name,
        answer: input.diagnosis,
        medicalHistory: input.medicalHistory,
        predefinedTreatments: input.predefinedTreatments,
        symptoms: restSymptomIds(input.symptoms),
        ...optional('voiceModel', input.voiceModel),
        ...optional('mandatoryQuestions', input.mandatoryQuestions),
      }),
    }),
  }),
  deletePatient: t.field({
    type: DeletedPayload,
    description: 'Deletes a patient case with its assignments.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: Patient, description: 'The patient to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.patients.remove(Number(id.id));
      return { deletedId: encodeGlobalID('Patient', id.id) };
    },
  }),
}));
