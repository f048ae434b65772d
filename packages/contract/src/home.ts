import { z } from 'zod';

/** The admin dashboard's four counts, within what the caller may see. */
export const homeStatsSchema = z.object({
  users: z.number().int(),
  patients: z.number().int(),
  interactions: z.number().int(),
  assessments: z.number().int(),
});

/** A recently marked assignment; `createdAt` is when it was marked, `totalScore` out of 100. */
export const recentScoreSchema = z.object({
  assignmentId: z.number().int(),
  studentName: z.string(),
  patientName: z.string(),
  createdAt: z.string(),
  totalScore: z.number().int(),
});
