import { encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../upstream/errors.js';
import type { RestSymptom, Severity } from '../upstream/symptoms.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { offsetConnection } from './pagination.js';
import { DeletedPayload, requiredText } from './users.js';

export const SeverityEnum = builder.enumType('Severity', {
  description: 'How serious a symptom is.',
  values: {
    MILD: { description: 'Mild (the default on the Add New Symptom form).' },
    MODERATE: { description: 'Moderate.' },
    SEVERE: { description: 'Severe.' },
  } as const,
});

const toRest = (s: 'MILD' | 'MODERATE' | 'SEVERE') => s.toLowerCase() as Severity;

export const Symptom = builder.loadableNode('Symptom', {
  description: 'An entry of the symptom catalogue that patient cases are built from.',
  id: { resolve: (s: RestSymptom) => s.id },
  load: (ids: string[], ctx) =>
    Promise.all(
      ids.map((id) => ctx.loaders.symptoms.byId.load(Number(id)).catch((e: Error) => e)),
    ) as Promise<(RestSymptom | Error)[]>,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name', { description: 'The symptom’s name (unique, case-insensitively).' }),
    description: t.exposeString('description', { description: 'What the symptom is.' }),
    severity: t.field({
      type: SeverityEnum,
      description: 'How serious it is.',
      resolve: (s) => s.severity.toUpperCase() as 'MILD' | 'MODERATE' | 'SEVERE',
    }),
  }),
});

builder.queryFields((t) => ({
  symptoms: t.connection(
    {
      type: Symptom,
      description: 'The symptom catalogue (alphabetical), searched and paged on the server.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({
          required: false,
          description: 'Matches the name, the description or the severity (mild, moderate, severe).',
        }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, (limit, offset) =>
          ctx.loaders.symptoms.page({ search: args.search ?? undefined, limit, offset }),
        ),
    },
    { name: 'SymptomConnection' },
  ),
}));

const fillAll = 'Please fill in all fields.';

const CreateSymptomInput = builder.inputType('CreateSymptomInput', {
  description: 'A new catalogue entry. Every field is required.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The name.', validate: requiredText(fillAll) }),
    description: t.string({
      required: true,
      description: 'What the symptom is.',
      validate: requiredText(fillAll, 2000),
    }),
    severity: t.field({
      type: SeverityEnum,
      required: false,
      description: 'How serious it is. Required: null is refused with “Please fill in all fields.”.',
    }),
  }),
});

const UpdateSymptomInput = builder.inputType('UpdateSymptomInput', {
  description: 'An edit of a catalogue entry; fields left out stay as they are.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: Symptom, description: 'The symptom to edit.' }),
    name: t.string({ required: false, description: 'A new name.' }),
    description: t.string({ required: false, description: 'A new description.' }),
    severity: t.field({ type: SeverityEnum, required: false, description: 'A new severity.' }),
  }),
});

const SymptomPayload = builder.objectRef<{ symptom: RestSymptom }>('SymptomPayload').implement({
  description: 'The symptom after the change.',
  fields: (t) => ({
    symptom: t.field({ type: Symptom, description: 'The symptom.', resolve: (p) => p.symptom }),
  }),
});

builder.mutationFields((t) => ({
  createSymptom: t.field({
    type: SymptomPayload,
    description: 'Adds a symptom to the catalogue. Names are unique (a duplicate is a ConflictError).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: CreateSymptomInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      // Field validators skip nulls, so the required severity is checked here.
      if (!input.severity) throw new ValidationError(fillAll, 'severity');
      return {
        symptom: await ctx.loaders.symptoms.create({
          name: input.name,
          description: input.description,
          severity: toRest(input.severity),
        }),
      };
    },
  }),
  updateSymptom: t.field({
    type: SymptomPayload,
    description: 'Edits a symptom; patients that have it show the change.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: UpdateSymptomInput, required: true, description: 'The mutation’s fields.' }),
    },
    resolve: async (_root, { input }, ctx) => ({
      symptom: await ctx.loaders.symptoms.update(Number(input.id.id), {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.description != null ? { description: input.description } : {}),
        ...(input.severity != null ? { severity: toRest(input.severity) } : {}),
      }),
    }),
  }),
  deleteSymptom: t.field({
    type: DeletedPayload,
    description: 'Deletes a symptom; patients that had it lose it.',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { id: t.arg.globalID({ required: true, for: Symptom, description: 'The symptom to delete.' }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.loaders.symptoms.remove(Number(id.id));
      return { deletedId: encodeGlobalID('Symptom', id.id) };
    },
  }),
}));
