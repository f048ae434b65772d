import { z } from 'zod';

/** The parts of a mark the agreement report compares, and the total. */
export const markingQualityParts = [
  'mandatoryQuestions',
  'symptoms',
  'diagnosis',
  'treatment',
  'total',
] as const;

const pct = z.number().nullable();
/** How the automatic marks compare with the teachers' final marks (docs/marking.md). */
export const markingQualitySchema = z.object({
  reviewed: z
    .number()
    .int()
    .describe('Assignments marked by a grader, then edited or confirmed by a teacher'),
  edited: z.number().int(),
  confirmed: z.number().int().describe('Confirmed without an edit'),
  minimumForKappa: z.number().int(),
  parts: z.array(
    z.object({
      part: z.enum(markingQualityParts),
      label: z.string(),
      max: z.number().int(),
      count: z.number().int(),
      exactAgreement: pct.describe('% of reviewed assignments where automatic = final'),
      withinTenPercent: pct.describe('% within 10 % of the part’s maximum'),
      kappa: pct.describe('Quadratic-weighted Cohen’s kappa; null below minimumForKappa'),
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
          difference: z.number().int().describe('final − automatic'),
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
