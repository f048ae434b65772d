import { markingQualityParts, markingQualitySchema } from '@anamnesis/contract';
import { z } from 'zod';
import { restAssignment } from './assignments.js';
import type { Upstream } from './upstream.js';

/** Grader agreement, as the contract defines it. */
export const restMarkingQuality = markingQualitySchema;
export const rubricParts = markingQualityParts;
export type RestMarkingQuality = z.output<typeof restMarkingQuality>;
export type RestMarkingQualityPart = RestMarkingQuality['parts'][number];

export interface MarkingQualityFilter {
  from?: string;
  to?: string;
  roomId?: number;
  patientId?: number;
}

const confirmed = z.object({ message: z.string(), assignment: restAssignment });

export function markingQualityLoaders(up: Upstream) {
  return {
    /** GET assignments/marking-quality: the API scopes it to the caller. */
    async report(filter: MarkingQualityFilter) {
      return (
        await up.send({
          method: 'GET',
          path: '/assignments/marking-quality',
          query: { ...filter },
          schema: restMarkingQuality,
        })
      ).data;
    },
    /** “Confirm marks”: the teacher agrees with the mark as it stands. */
    async confirmMarks(id: number) {
      return (
        await up.send({
          method: 'POST',
          path: `/assignments/assignment/${id}/confirm-marks`,
          schema: confirmed,
        })
      ).data.assignment;
    },
  };
}
