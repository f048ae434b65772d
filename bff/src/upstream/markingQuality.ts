import { z } from 'zod';
import { restAssignment } from './assignments.js';
import type { Upstream } from './upstream.js';

/** The REST contract of grader agreement (api/src/markingQuality/markingQuality.routes.ts). */

export const rubricParts = ['mandatoryQuestions', 'symptoms', 'diagnosis', 'treatment', 'total'] as const;

const pct = z.number().nullable();
export const restMarkingQuality = z.object({
  reviewed: z.number().int(),
  edited: z.number().int(),
  confirmed: z.number().int(),
  minimumForKappa: z.number().int(),
  parts: z.array(
    z.object({
      part: z.enum(rubricParts),
      label: z.string(),
      max: z.number().int(),
      count: z.number().int(),
      exactAgreement: pct,
      withinTenPercent: pct,
      kappa: pct,
      meanAutomatic: pct,
      meanFinal: pct,
      largestDisagreements: z.array(
        z.object({
          assignmentId: z.number().int(),
          studentId: z.number().int(),
          studentName: z.string(),
          patientId: z.number().int(),
          patientName: z.string(),
          automatic: z.number().int(),
          final: z.number().int(),
          difference: z.number().int(),
        }),
      ),
    }),
  ),
  cases: z.array(
    z.object({
      patientId: z.number().int(),
      patientName: z.string(),
      count: z.number().int(),
      exactAgreement: pct,
      meanAbsoluteDifference: z.number(),
    }),
  ),
});
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
