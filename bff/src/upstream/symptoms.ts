import { type Severity, symptomSchema } from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { NotFoundError } from './errors.js';
import type { Page, Upstream } from './upstream.js';

export type { Severity } from '@anamnesis/contract';

/** A symptom, as the contract defines it; patients embed theirs without `createdAt`, so it may be absent. */
export const restSymptom = symptomSchema.partial({ createdAt: true });
export type RestSymptom = z.output<typeof restSymptom>;

const withSymptom = z.object({ message: z.string().optional(), symptom: restSymptom });
const message = z.object({ message: z.string() });

export interface SymptomInput {
  name: string;
  description: string;
  severity: Severity;
}

const restSymptomList = z.array(restSymptom);

export function symptomsLoaders(up: Upstream) {
  let all: Promise<RestSymptom[]> | undefined;
  /** The whole catalogue, read at most once per request (the REST API has no read by id). */
  const list = () => {
    all ??= up.send({ method: 'GET', path: '/symptoms', schema: restSymptomList }).then((r) => r.data);
    return all;
  };
  const byId = new DataLoader<number, RestSymptom>(async (ids) => {
    const found = new Map((await list()).map((s) => [s.id, s]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('Symptom not found.'));
  });
  const forget = (id?: number) => {
    all = undefined;
    if (id === undefined) byId.clearAll();
    else byId.clear(id);
  };
  return {
    byId,
    all: list,
    async page(args: { search?: string; limit: number; offset: number }): Promise<Page<RestSymptom>> {
      const r = await up.send({
        method: 'GET',
        path: '/symptoms',
        query: { ...args },
        schema: restSymptomList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    async create(body: SymptomInput) {
      const symptom = (await up.send({ method: 'POST', path: '/symptoms', body, schema: withSymptom })).data
        .symptom;
      forget();
      return symptom;
    },
    async update(id: number, body: Partial<SymptomInput>) {
      const symptom = (await up.send({ method: 'PUT', path: `/symptoms/${id}`, body, schema: withSymptom }))
        .data.symptom;
      forget(id);
      byId.prime(id, symptom);
      return symptom;
    },
    async remove(id: number) {
      await up.send({ method: 'DELETE', path: `/symptoms/${id}`, schema: message });
      forget(id);
    },
  };
}
