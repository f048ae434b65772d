import { patientSchema } from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { restSymptom } from './symptoms.js';
import type { Page, Upstream } from './upstream.js';

/**
 * A patient case, symptoms embedded, as the contract defines it; the BFF reads the one spelling of the
 * symptoms and the prompt's fields (`answer` and `predefinedTreatments` are empty for a student).
 */
export const restPatient = patientSchema
  .omit({ prompt: true, Symptoms: true, Prompt: true })
  .extend({ symptoms: z.array(restSymptom) });
export type RestPatient = z.output<typeof restPatient>;

const withPatient = z.object({ message: z.string().optional(), patient: restPatient });
const message = z.object({ message: z.string() });

export interface PatientInput {
  name: string;
  answer: string;
  medicalHistory: string;
  predefinedTreatments: string;
  symptoms: number[];
  voiceModel?: string;
  mandatoryQuestions?: string;
}

const restPatientList = z.array(restPatient);

export function patientsLoaders(up: Upstream) {
  const byId = new DataLoader<number, RestPatient>(
    // No batch read in the REST API; DataLoader still removes duplicates within a request.
    (ids) =>
      Promise.all(
        ids.map((id) =>
          up
            .send({ method: 'GET', path: `/patients/patientId/${id}`, schema: restPatient })
            .then((r) => r.data)
            .catch((e: Error) => e),
        ),
      ),
  );
  return {
    byId,
    /** A page of patient cases with their symptoms (one REST call, whatever the page size). */
    async list(args: { search?: string; limit?: number; offset?: number }): Promise<Page<RestPatient>> {
      const r = await up.send({
        method: 'GET',
        path: '/patients',
        query: { ...args },
        schema: restPatientList,
      });
      for (const p of r.data) byId.prime(p.id, p);
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    async create(body: PatientInput) {
      const patient = (await up.send({ method: 'POST', path: '/patients', body, schema: withPatient })).data
        .patient;
      byId.prime(patient.id, patient);
      return patient;
    },
    async update(id: number, body: Partial<PatientInput>) {
      const patient = (await up.send({ method: 'PUT', path: `/patients/${id}`, body, schema: withPatient }))
        .data.patient;
      byId.clear(id).prime(id, patient);
      return patient;
    },
    async remove(id: number) {
      await up.send({ method: 'DELETE', path: `/patients/${id}`, schema: message });
      byId.clear(id);
    },
  };
}
