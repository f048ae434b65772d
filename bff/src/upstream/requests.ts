import { z } from 'zod';
import type { Upstream } from './upstream.js';

export function requestsLoaders(up: Upstream) {
  return {
    /** Pending reset requests the viewer may handle (the notifications bell). */
    async pendingCount(viewerId: number): Promise<number> {
      const r = await up.send({
        method: 'GET',
        path: `/requests/${viewerId}`,
        query: { status: 'pending', limit: 1 },
        schema: z.object({ requests: z.array(z.unknown()) }),
      });
      return r.totalCount ?? r.data.requests.length;
    },
  };
}
