import { z } from 'zod';
import type { Upstream } from './upstream.js';

/** The REST contract of the admin dashboard (api/src/home/home.routes.ts). */
export const restStats = z.object({
  users: z.number().int(),
  patients: z.number().int(),
  interactions: z.number().int(),
  assessments: z.number().int(),
});
export type RestStats = z.output<typeof restStats>;

export const restRecentScore = z.object({
  assignmentId: z.number().int(),
  studentName: z.string(),
  patientName: z.string(),
  /** When the assignment was marked. */
  createdAt: z.string(),
  totalScore: z.number().int(),
});
export type RestRecentScore = z.output<typeof restRecentScore>;

export function homeLoaders(up: Upstream) {
  return {
    /** The four dashboard counts, within what the viewer may see. */
    async stats() {
      return (await up.send({ method: 'GET', path: '/home/stats', schema: restStats })).data;
    },
    /** The 10 most recently marked assignments, newest first. */
    async recentScores() {
      return (
        await up.send({
          method: 'GET',
          path: '/home/getRecentScores',
          schema: z.object({ assessments: z.array(restRecentScore) }),
        })
      ).data.assessments;
    },
  };
}
