import { encodeGlobalID } from '@pothos/plugin-relay';
import type { RestRecentScore, RestStats } from '../upstream/home.js';
import { Assignment, type AssignmentModel } from './assignments/index.js';
import { builder } from './builder.js';

const DashboardStats = builder.objectRef<RestStats>('DashboardStats').implement({
  description: 'The four stat cards of the admin dashboard.',
  fields: (t) => ({
    students: t.exposeInt('users', { description: 'Total Students: every student account.' }),
    patients: t.exposeInt('patients', { description: 'Virtual Patients: every patient case.' }),
    interactions: t.exposeInt('interactions', {
      description:
        'Total Interactions: assignments with at least one message, within what the viewer may see.',
    }),
    assessments: t.exposeInt('assessments', {
      description: 'Assessments: marked assignments, within what the viewer may see.',
    }),
  }),
});

const RecentAssessment = builder.objectRef<RestRecentScore>('RecentAssessment').implement({
  description: 'One row of the Recent Assessments table.',
  fields: (t) => ({
    assignmentId: t.id({
      description: 'The global ID of the marked assignment.',
      resolve: (r) => encodeGlobalID('Assignment', r.assignmentId),
    }),
    studentName: t.exposeString('studentName', { description: 'The student.' }),
    patientName: t.exposeString('patientName', { description: 'The virtual patient.' }),
    markedAt: t.field({ type: 'DateTime', description: 'When it was marked.', resolve: (r) => r.createdAt }),
    totalScore: t.exposeInt('totalScore', { description: 'The total mark, a percentage (0 to 100).' }),
    assignment: t.field({
      type: Assignment,
      description: 'The assignment itself (fields the row does not carry read it).',
      resolve: (r): AssignmentModel => ({
        id: r.assignmentId,
        known: { status: 'marked', score: r.totalScore, markedAt: r.createdAt },
      }),
    }),
  }),
});

/** The dashboard's two reads; GraphQL resolves sibling fields concurrently, so they go out together. */
const AdminDashboard = builder.objectRef<Record<string, never>>('AdminDashboard').implement({
  description: 'The admin dashboard: counts and the latest marks, within what the viewer may see.',
  fields: (t) => ({
    stats: t.field({
      type: DashboardStats,
      description: 'The four counts.',
      resolve: (_d, _args, ctx) => ctx.loaders.home.stats(),
    }),
    recentAssessments: t.field({
      type: [RecentAssessment],
      description: 'The 10 most recently marked assignments, newest first.',
      resolve: (_d, _args, ctx) => ctx.loaders.home.recentScores(),
    }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({
    type: AdminDashboard,
    description: 'Everything the admin dashboard shows, in one request (its two REST reads run in parallel).',
    authScopes: { admin: true },
    resolve: () => ({}),
  }),
);
