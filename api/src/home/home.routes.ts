import { homeStatsSchema, recentScoreSchema } from '@anamnesis/contract';
import { z } from 'zod';
import { scopeFor } from '../assignments/assignments.service.js';
import { defineRoute, type RouteDef } from '../lib/route.js';
import { home } from './home.repository.js';

const tag = 'Home';

export const homeRoutes: RouteDef[] = [
  defineRoute({
    method: 'get',
    path: '/home/stats',
    tag,
    summary: 'Dashboard counts',
    access: 'admin',
    rule: 'users: every student; patients: every patient; interactions: assignments with at least one message and assessments: marked assignments, both within what the caller may see (a super admin all, an admin those they created).',
    responses: {
      200: {
        description: 'The four counts',
        schema: homeStatsSchema,
      },
    },
    async handler({ services, actor }) {
      return { body: await home.stats(services.db, scopeFor(actor)) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/home/getRecentScores',
    tag,
    summary: 'The 10 most recently marked assignments',
    access: 'admin',
    rule: 'Within what the caller may see. createdAt is when the assignment was marked; totalScore is out of 100.',
    responses: {
      200: {
        description: 'Recent assessments, newest first',
        schema: z.object({ assessments: z.array(recentScoreSchema) }),
      },
    },
    async handler({ services, actor }) {
      const rows = await home.recentScores(services.db, scopeFor(actor), 10);
      return {
        body: {
          assessments: rows.map((r) => ({
            assignmentId: r.id,
            studentName: r.student_name,
            patientName: r.patient_name,
            createdAt: (r.marked_at as Date).toISOString(),
            totalScore: r.score ?? 0,
          })),
        },
      };
    },
  }),
];
