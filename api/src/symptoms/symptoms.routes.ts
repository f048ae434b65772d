import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { idParams, listQuery, requiredText } from '../lib/validation.js';
import { messageSchema, symptomJson, symptomSchema } from './symptoms.json.js';
import { symptoms } from './symptoms.repository.js';
import { addSymptom, deleteSymptom, editSymptom } from './symptoms.service.js';
import { severities } from './symptoms.table.js';

const tag = 'Symptoms';
const severityMessage = 'Severity must be mild, moderate or severe.';
/** The UI's buttons read Mild / Moderate / Severe; either case is accepted and stored lower-case. */
export const severityField = z
  .string({ message: severityMessage })
  .trim()
  .toLowerCase()
  .pipe(z.enum(severities, { message: severityMessage }));
const nameField = requiredText('Name is required.', 200);
const descriptionField = requiredText('Description is required.', 2000);

const one = (description: string) => ({
  description,
  schema: z.object({ message: z.string(), symptom: symptomSchema }),
});
const fail = (description: string) => ({ description, schema: messageSchema });

export const symptomRoutes = [
  defineRoute({
    method: 'get',
    path: '/symptoms',
    tag,
    summary: 'List the symptom catalogue (alphabetical)',
    access: 'admin',
    rule: '`search` matches name, description or severity.',
    query: listQuery,
    responses: {
      200: {
        description: 'The matching symptoms; `X-Total-Count` carries the count before paging.',
        schema: z.array(symptomSchema),
      },
    },
    async handler({ services, query }) {
      const { rows, total } = await symptoms.list(services.db, query);
      return { body: rows.map(symptomJson), headers: { 'X-Total-Count': String(total) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/symptoms',
    tag,
    summary: 'Add a symptom',
    access: 'admin',
    rule: 'Names are unique, compared case-insensitively.',
    body: z.object({
      name: nameField,
      description: descriptionField,
      severity: severityField.default('mild'),
    }),
    responses: { 201: one('Added'), 400: fail('Invalid input'), 409: fail('Name already used') },
    async handler({ services, body }) {
      const symptom = await addSymptom(services.db, body);
      return { status: 201, body: { message: 'Symptom added successfully!', symptom: symptomJson(symptom) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/symptoms/{id}',
    tag,
    summary: 'Edit a symptom (fields left out stay as they are)',
    access: 'admin',
    params: idParams,
    body: z.object({
      name: nameField.optional(),
      description: descriptionField.optional(),
      severity: severityField.optional(),
    }),
    responses: {
      200: one('Updated'),
      400: fail('Invalid input'),
      404: fail('No such symptom'),
      409: fail('Name already used'),
    },
    async handler({ services, params, body }) {
      const symptom = await editSymptom(services.db, params.id, body);
      return { body: { message: 'Symptom updated successfully!', symptom: symptomJson(symptom) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/symptoms/{id}',
    tag,
    summary: 'Delete a symptom; patients that had it lose the link',
    access: 'admin',
    params: idParams,
    responses: { 200: fail('Deleted'), 404: fail('No such symptom') },
    async handler({ services, params }) {
      await deleteSymptom(services.db, params.id);
      return { body: { message: 'Symptom deleted successfully!' } };
    },
  }),
];
