import { requestSchema } from '@anamnesis/contract';
import { z } from 'zod';
import type { RestRequestStatus } from './assignments.js';
import type { Page, Upstream } from './upstream.js';

/** A reset request, as the contract defines it. */
export const restRequest = requestSchema;
export type RestRequest = z.output<typeof restRequest>;

const list = z.object({ requests: z.array(restRequest) });
const one = z.object({ message: z.string(), request: restRequest });

export interface RequestListArgs {
  status?: RestRequestStatus | 'all';
  limit?: number;
  offset?: number;
}

export function requestsLoaders(up: Upstream) {
  const page = async (viewerId: number, args: RequestListArgs): Promise<Page<RestRequest>> => {
    const r = await up.send({
      method: 'GET',
      path: `/requests/${viewerId}`,
      query: { ...args },
      schema: list,
    });
    return { items: r.data.requests, total: r.totalCount ?? r.data.requests.length };
  };
  let all: Promise<RestRequest[]> | undefined;
  return {
    /** The requests the viewer may see (a student their own; an admin those on their assignments). */
    list: page,
    /** Every request the viewer may see, read once per operation (for `node` lookups). */
    all(viewerId: number) {
      all ??= page(viewerId, { status: 'all' }).then((p) => p.items);
      return all;
    },
    /** Pending reset requests the viewer may handle (the notifications bell). */
    async pendingCount(viewerId: number): Promise<number> {
      return (await page(viewerId, { status: 'pending', limit: 1 })).total;
    },
    async create(studentId: number, patientId: number) {
      all = undefined;
      return (
        await up.send({
          method: 'POST',
          path: '/requests/create',
          body: { studentId, patientId },
          schema: one,
        })
      ).data.request;
    },
    async handle(assignmentId: number, action: 'accept' | 'decline') {
      all = undefined;
      return (
        await up.send({
          method: 'POST',
          path: '/requests/handle',
          body: { assignmentId, action },
          schema: one,
        })
      ).data.request;
    },
  };
}
