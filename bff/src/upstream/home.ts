import { homeStatsSchema, recentScoreSchema } from '@anamnesis/contract';
import { z } from 'zod';
import type { Upstream } from './upstream.js';

/** The admin dashboard's counts and recent scores, as the contract defines them. */
export const restStats = homeStatsSchema;
export type RestStats = z.output<typeof restStats>;

export const restRecentScore = recentScoreSchema;
export type RestRecentScore = z.output<typeof restRecentScore>;

const recentScores = z.object({ assessments: z.array(restRecentScore) });

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
          schema: recentScores,
        })
      ).data.assessments;
    },
  };
}
