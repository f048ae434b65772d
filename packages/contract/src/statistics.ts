import { z } from 'zod';
import { assignmentStatuses } from './assignments.js';
import { markingQualityParts, markingQualitySchema } from './markingQuality.js';

const mean = z.number().nullable();
const part = z.enum(markingQualityParts);

/** A question or symptom of a case, with how many marked assignments missed it. */
export const missedItemSchema = z.object({
  text: z.string(),
  missed: z.number().int(),
  of: z.number().int().describe('The case’s marked assignments whose evidence lists such items'),
});
const missed = z.array(missedItemSchema);

/** A rubric part's mean mark over one case's marked assignments. */
export const partMeanSchema = z.object({ part, label: z.string(), maximum: z.number().int(), mean });

/** A student's line of the statistics (one page of them). */
export const statisticsStudentSchema = z.object({
  studentId: z.number().int(),
  name: z.string(),
  email: z.string(),
  assignments: z.number().int(),
  marked: z.number().int(),
  meanTotal: mean,
  lastSubmittedAt: z.string().nullable(),
});

/** GET statistics, every section; the API answers only the sections asked for. */
export const statisticsSchema = z.object({
  assignmentsByStatus: z.array(z.object({ status: z.enum(assignmentStatuses), count: z.number().int() })),
  overTime: z
    .array(
      z.object({
        weekStart: z.string().describe('The Monday (UTC) starting the week, YYYY-MM-DD'),
        submitted: z.number().int(),
        marked: z.number().int(),
        meanTotal: mean,
      }),
    )
    .describe('Weeks with a submission or a mark, oldest first'),
  parts: z.array(
    z.object({
      part,
      label: z.string(),
      maximum: z.number().int(),
      count: z.number().int(),
      mean,
      median: mean,
      distribution: z
        .array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }))
        .describe('Ten buckets of a tenth of the maximum; the last includes the maximum'),
    }),
  ),
  patients: z.array(
    z.object({
      patientId: z.number().int(),
      name: z.string(),
      attempts: z.number().int().describe('Started assignments plus the earlier attempts resets kept'),
      marked: z.number().int(),
      meanTotal: mean,
      medianTotal: mean,
      partMeans: z.array(partMeanSchema),
      diagnosisRate: mean.describe('Share (0..1) of marked assignments with the full diagnosis mark'),
      mostMissedQuestions: missed,
      leastDrawnSymptoms: missed,
    }),
  ),
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      name: z.string(),
      students: z.number().int(),
      assignments: z.number().int(),
      marked: z.number().int(),
      meanTotal: mean,
      medianTotal: mean,
    }),
  ),
  students: z
    .object({ total: z.number().int(), items: z.array(statisticsStudentSchema) })
    .describe('One page of the students (`studentsLimit` / `studentsOffset`); `total` before paging'),
  engagement: z.object({
    conversations: z.number().int(),
    questionsAsked: z.number().int(),
    meanQuestionsPerConversation: mean,
    medianConversationSeconds: mean,
    spokenQuestions: z.number().int(),
    typedQuestions: z.number().int(),
  }),
  graderAgreement: markingQualitySchema,
});
export type StatisticsJson = z.input<typeof statisticsSchema>;
