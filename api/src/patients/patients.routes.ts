import { answerKeySchema } from '@anamnesis/contract';
import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { id, idParams, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';
import { patientSchema } from './patients.json.js';
import { patients } from './patients.repository.js';
import {
  answerKey,
  createPatient,
  deletePatient,
  editPatient,
  readPatient,
  toJson,
} from './patients.service.js';

const tag = 'Patients';

/** A required text with a word-for-word message and a length limit of its own. */
const required = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: tooLong });

const nameField = requiredText('Name is required.', 200);
const answerField = requiredText('Diagnosis is required.', 2000);
const historyField = requiredText('Medical history is required.', 20_000);
const treatmentsField = required(
  'Predefined treatments are required.',
  10_000,
  'Predefined treatments are too long.',
);
/**
 * The original client always sends it empty (docs/cases.md#patients); a list of questions is accepted too,
 * one per line.
 */
const questionsField = z
  .union([z.string(), z.array(z.string())], { message: 'Mandatory questions must be text.' })
  .transform((v) =>
    Array.isArray(v)
      ? v
          .map((q) => q.trim())
          .filter(Boolean)
          .join('\n')
      : v.trim(),
  )
  .pipe(z.string().max(10_000, { message: 'Mandatory questions are too long.' }));
/** A canonical voice name such as aura-asteria-en; empty or absent means the default voice. */
const voiceField = z
  .union([z.literal(''), z.null(), z.string().trim()], { message: 'Voice model must be text.' })
  .transform((v) => v || undefined)
  .pipe(
    z
      .string()
      .max(100, { message: 'Voice model is too long.' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, {
        message: 'Voice model must be a voice name such as aura-asteria-en.',
      })
      .optional(),
  );
const symptomsMessage = 'Please select at least one symptom.';
/** Symptom ids, duplicates removed. */
const symptomsField = z
  .array(id('Symptom id'), { message: symptomsMessage })
  .min(1, { message: symptomsMessage })
  .max(200, { message: 'Too many symptoms selected.' })
  .transform((ids) => [...new Set(ids)]);

const createBody = z.object({
  name: nameField,
  answer: answerField,
  medicalHistory: historyField,
  predefinedTreatments: treatmentsField,
  symptoms: symptomsField,
  voiceModel: voiceField.optional(),
  mandatoryQuestions: questionsField.optional(),
});

/**
 * An edit may send the texts both at the top level and inside `prompt`; the top-level values win
 * (docs/cases.md#patients).
 */
const looseText = z.string({ message: 'Prompt fields must be text.' }).optional();
const editBody = z
  .object({
    name: nameField.optional(),
    answer: answerField.optional(),
    medicalHistory: historyField.optional(),
    predefinedTreatments: treatmentsField.optional(),
    symptoms: symptomsField.optional(),
    voiceModel: voiceField.optional(),
    mandatoryQuestions: questionsField.optional(),
    prompt: z
      .object(
        {
          medicalHistory: looseText,
          predefinedTreatments: looseText,
          mandatoryQuestions: z.union([z.string(), z.array(z.string())]).optional(),
        },
        { message: 'Prompt must be an object.' },
      )
      .nullish(),
  })
  .transform((b, ctx) => {
    const { prompt, ...top } = b;
    // Only a prompt value that is actually used is validated, with the same rule as the top-level one.
    const fromPrompt = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined => {
      if (value === undefined) return undefined;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid prompt.' });
      return z.NEVER;
    };
    return {
      ...top,
      medicalHistory: top.medicalHistory ?? fromPrompt(historyField, prompt?.medicalHistory),
      predefinedTreatments:
        top.predefinedTreatments ?? fromPrompt(treatmentsField, prompt?.predefinedTreatments),
      mandatoryQuestions: top.mandatoryQuestions ?? fromPrompt(questionsField, prompt?.mandatoryQuestions),
    };
  });

const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), patient: patientSchema }),
});
const fail = (description: string) => ({ description, schema: messageSchema });

export const patientRoutes = [
  defineRoute({
    method: 'get',
    path: '/patients',
    tag,
    summary: 'List patient cases (newest first)',
    access: 'admin',
    rule: '`search` matches the name, the diagnosis or the name of any of its symptoms.',
    query: listQuery,
    responses: {
      200: {
        description: 'The matching patients; `X-Total-Count` carries the count before paging.',
        schema: z.array(patientSchema),
      },
    },
    async handler({ services, query }) {
      const { rows, total } = await patients.list(services.db, query);
      return { body: await toJson(services.db, rows), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/patients/patientId/{id}',
    tag,
    summary: 'Read one patient case',
    access: 'user',
    rule: 'Admins read any patient. A student reads only a patient assigned to them, with `answer` and `predefinedTreatments` empty (they are the answer key).',
    params: idParams,
    responses: {
      200: { description: 'The patient', schema: patientSchema },
      403: fail('A student reading a patient not assigned to them'),
      404: fail('No such patient'),
    },
    async handler({ services, actor, params }) {
      return { body: await readPatient(services.db, actor, params.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/patients/{id}/answer-key',
    tag,
    summary: "Read a patient's answer key, for the BFF's virtual patient",
    access: 'service',
    rule: 'The diagnosis and treatments: the BFF guards its virtual patient with them (docs/patient.md). No user’s token reads them here; teachers read them on the patient (docs/trust.md).',
    params: idParams,
    responses: {
      200: { description: 'The answer key', schema: answerKeySchema },
      401: fail('No service credential, or one that is not valid'),
      403: fail('A user’s token without the service credential'),
      404: fail('No such patient'),
    },
    async handler({ services, params }) {
      return { body: await answerKey(services.db, params.id) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/patients',
    tag,
    summary: 'Create a patient case',
    access: 'admin',
    rule: 'Symptom ids must exist; duplicates are removed. `voiceModel` defaults to aura-asteria-en.',
    body: createBody,
    responses: { 201: one('Created'), 400: fail('Invalid input or unknown symptom') },
    async handler({ services, actor, body }) {
      const patient = await createPatient(services.db, actor, body);
      return { status: 201, body: { message: 'Patient created successfully!', patient } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/patients/{id}',
    tag,
    summary: 'Edit a patient case (fields left out stay as they are)',
    access: 'admin',
    rule: 'Texts may come at the top level or inside `prompt`; the top-level value wins. `symptoms`, when sent, replaces the list. Changing the diagnosis (`answer`), the predefined treatments or the mandatory questions of a case that other admins’ marked assignments (or earlier attempts) were marked against needs a super admin (403 with the reason); the same values sent back unchanged are fine.',
    params: idParams,
    body: editBody,
    responses: {
      200: one('Updated'),
      400: fail('Invalid input or unknown symptom'),
      403: fail('The key of a case other admins’ marks stand on'),
      404: fail('No such patient'),
    },
    async handler({ services, actor, params, body }) {
      const patient = await editPatient(services.db, actor, params.id, body);
      return { body: { message: 'Patient updated successfully!', patient } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/patients/{id}',
    tag,
    summary: 'Delete a patient case with its assignments',
    access: 'admin',
    rule: 'A plain admin only when every assignment of the case is theirs (403 with the reason otherwise: the deletion would take other admins’ assignments, marks and conversations with it); a super admin always.',
    params: idParams,
    responses: {
      200: fail('Deleted'),
      403: fail('Other admins’ assignments use the case'),
      404: fail('No such patient'),
    },
    async handler({ services, actor, params }) {
      await deletePatient(services.db, actor, params.id);
      return { body: { message: 'Patient deleted successfully!' } };
    },
  }),
];
