import { z } from 'zod';
import { restMarkingQuality, rubricParts } from './markingQuality.js';
import type { Page, Upstream } from './upstream.js';

/** The REST contract of the statistics (api/src/statistics/statistics.routes.ts). */

const statuses = ['assigned', 'inprogress', 'completed', 'marked'] as const;
const mean = z.number().nullable();

const missedItem = z.object({ text: z.string(), missed: z.number().int(), of: z.number().int() });
export type RestMissedItem = z.output<typeof missedItem>;

const partMean = z.object({
  part: z.enum(rubricParts),
  label: z.string(),
  maximum: z.number().int(),
  mean,
});
export type RestPartMean = z.output<typeof partMean>;

export const restStatisticsStudent = z.object({
  studentId: z.number().int(),
  name: z.string(),
  email: z.string(),
  assignments: z.number().int(),
  marked: z.number().int(),
  meanTotal: mean,
  lastSubmittedAt: z.string().nullable(),
});
export type RestStatisticsStudent = z.output<typeof restStatisticsStudent>;

export const restStatistics = z.object({
  assignmentsByStatus: z.array(z.object({ status: z.enum(statuses), count: z.number().int() })),
  overTime: z.array(
    z.object({
      weekStart: z.string(),
      submitted: z.number().int(),
      marked: z.number().int(),
      meanTotal: mean,
    }),
  ),
  parts: z.array(
    z.object({
      part: z.enum(rubricParts),
      label: z.string(),
      maximum: z.number().int(),
      count: z.number().int(),
      mean,
      median: mean,
      distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
    }),
  ),
  patients: z.array(
    z.object({
      patientId: z.number().int(),
      name: z.string(),
      attempts: z.number().int(),
      marked: z.number().int(),
      meanTotal: mean,
      medianTotal: mean,
      partMeans: z.array(partMean),
      diagnosisRate: mean,
      mostMissedQuestions: z.array(missedItem),
      leastDrawnSymptoms: z.array(missedItem),
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
  engagement: z.object({
    conversations: z.number().int(),
    questionsAsked: z.number().int(),
    meanQuestionsPerConversation: mean,
    medianConversationSeconds: mean,
    spokenQuestions: z.number().int(),
    typedQuestions: z.number().int(),
  }),
  graderAgreement: restMarkingQuality,
});
export type RestStatistics = z.output<typeof restStatistics>;

const restStudentsPage = z.object({
  students: z.object({ total: z.number().int(), items: z.array(restStatisticsStudent) }),
});

export interface StatisticsFilter {
  from?: string;
  to?: string;
  roomIds?: number[];
  patientIds?: number[];
  studentIds?: number[];
}

const queryOf = (f: StatisticsFilter) => ({
  from: f.from,
  to: f.to,
  roomIds: f.roomIds?.length ? f.roomIds.join(',') : undefined,
  patientIds: f.patientIds?.length ? f.patientIds.join(',') : undefined,
  studentIds: f.studentIds?.length ? f.studentIds.join(',') : undefined,
});

export function statisticsLoaders(up: Upstream) {
  const reports = new Map<string, Promise<RestStatistics>>();
  return {
    /** GET statistics, every section but the students (read once per filter and operation). */
    report(filter: StatisticsFilter): Promise<RestStatistics> {
      const key = JSON.stringify(queryOf(filter));
      let pending = reports.get(key);
      if (!pending) {
        pending = up
          .send({
            method: 'GET',
            path: '/statistics',
            query: {
              ...queryOf(filter),
              sections: 'assignmentsByStatus,overTime,parts,patients,rooms,engagement,graderAgreement',
            },
            schema: restStatistics,
          })
          .then((r) => r.data);
        reports.set(key, pending);
      }
      return pending;
    },
    /** GET statistics, the per-student section only: one page. */
    async students(
      filter: StatisticsFilter,
      limit: number,
      offset: number,
    ): Promise<Page<RestStatisticsStudent>> {
      const { students } = (
        await up.send({
          method: 'GET',
          path: '/statistics',
          query: { ...queryOf(filter), sections: 'students', studentsLimit: limit, studentsOffset: offset },
          schema: restStudentsPage,
        })
      ).data;
      return { items: students.items, total: students.total };
    },
  };
}
