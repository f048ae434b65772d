import {
  type missedItemSchema,
  type partMeanSchema,
  statisticsSchema,
  statisticsStudentSchema,
} from '@anamnesis/contract';
import type { z } from 'zod';
import type { Page, Upstream } from './upstream.js';

/** The REST contract of the statistics (packages/contract), as the BFF reads it. */

export type RestMissedItem = z.output<typeof missedItemSchema>;
export type RestPartMean = z.output<typeof partMeanSchema>;

export const restStatisticsStudent = statisticsStudentSchema;
export type RestStatisticsStudent = z.output<typeof restStatisticsStudent>;

/** Every section but the students, which are read a page at a time. */
export const restStatistics = statisticsSchema.omit({ students: true });
export type RestStatistics = z.output<typeof restStatistics>;

const restStudentsPage = statisticsSchema.pick({ students: true });

export interface StatisticsFilter {
  from?: string;
  to?: string;
  roomIds?: number[];
  patientIds?: number[];
  studentIds?: number[];
  /** Which attempts of each assignment count; absent: the latest. */
  attempts?: 'latest' | 'first' | 'all';
}

const queryOf = (f: StatisticsFilter) => ({
  attempts: f.attempts,
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
