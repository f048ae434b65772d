import { assignmentStatuses, rubric, rubricTotal } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type {
  StatisticsFilter as RestFilter,
  RestMissedItem,
  RestPartMean,
  RestStatistics,
  RestStatisticsStudent,
} from '../upstream/statistics.js';
import { AssignmentStatusEnum } from './assignments/index.js';
import { builder } from './builder.js';
import { MarkingQuality, RubricPart } from './markingQuality.js';
import { offsetConnection } from './pagination.js';
import { Patient } from './patients.js';
import { Room } from './rooms.js';
import { User } from './users.js';

/**
 * Statistics for teachers and partners (docs/partners.md): computed by SQL aggregation in the API over
 * the assignments the caller may see (an admin: those they created; a super admin and partner tokens: the
 * school), under one filter. Every section reads one shared REST answer; the students page reads its own.
 */

type Statistics = { filter: RestFilter };
const report = (
  s: Statistics,
  ctx: { loaders: { statistics: { report(f: RestFilter): Promise<RestStatistics> } } },
) => ctx.loaders.statistics.report(s.filter);

type StatusCount = RestStatistics['assignmentsByStatus'][number];
const StatusCount = builder.objectRef<StatusCount>('StatusCount').implement({
  description: 'How many assignments are in one status.',
  fields: (t) => ({
    status: t.field({ type: AssignmentStatusEnum, description: 'The status.', resolve: (s) => s.status }),
    label: t.string({
      description: 'The status as the badges say it (Assigned, In Progress, Completed, Marked).',
      resolve: (s) => assignmentStatuses[s.status.toUpperCase() as keyof typeof assignmentStatuses].label,
    }),
    count: t.exposeInt('count', { description: 'How many assignments.' }),
  }),
});

type Week = RestStatistics['overTime'][number];
const StatisticsWeek = builder.objectRef<Week>('StatisticsWeek').implement({
  description: 'One week (Monday to Sunday, UTC) of submissions and marks.',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday that starts the week (YYYY-MM-DD).' }),
    submitted: t.exposeInt('submitted', { description: 'Assignments submitted that week.' }),
    marked: t.exposeInt('marked', {
      description: 'Assignments marked that week (now in the Marked status).',
    }),
    meanTotal: t.exposeFloat('meanTotal', {
      nullable: true,
      description: 'The mean total (out of 100) of the assignments marked that week; null with none.',
    }),
  }),
});

type Bucket = RestStatistics['parts'][number]['distribution'][number];
const ScoreBucket = builder.objectRef<Bucket>('ScoreBucket').implement({
  description:
    'A tenth of a part’s range: the marks from `from` up to `to` (the last bucket includes the maximum).',
  fields: (t) => ({
    from: t.exposeFloat('from', { description: 'The lowest mark in the bucket.' }),
    to: t.exposeFloat('to', { description: 'The bucket’s upper bound (excluded, but for the last bucket).' }),
    count: t.exposeInt('count', { description: 'Marked assignments whose mark falls in the bucket.' }),
  }),
});

type Part = RestStatistics['parts'][number];
const PartStatistics = builder.objectRef<Part>('PartStatistics').implement({
  description: 'The marks of one rubric part (or the total) over the marked assignments.',
  fields: (t) => ({
    part: t.field({ type: RubricPart, description: 'Which part.', resolve: (p) => p.part }),
    label: t.exposeString('label', { description: 'Its name, as the score cards say it.' }),
    maximum: t.exposeInt('maximum', {
      description: `The part’s maximum (${rubric.mandatoryQuestions}, ${rubric.symptoms}, ${rubric.diagnosis}, ${rubric.treatment}; ${rubricTotal} for the total).`,
    }),
    count: t.exposeInt('count', { description: 'How many marked assignments the figures are over.' }),
    mean: t.exposeFloat('mean', { nullable: true, description: 'The mean mark; null with none.' }),
    median: t.exposeFloat('median', { nullable: true, description: 'The median mark; null with none.' }),
    distribution: t.field({
      type: [ScoreBucket],
      description: 'The score distribution: ten buckets, each a tenth of the maximum.',
      resolve: (p) => p.distribution,
    }),
  }),
});

const PartMean = builder.objectRef<RestPartMean>('PartMean').implement({
  description: 'The mean mark of one rubric part.',
  fields: (t) => ({
    part: t.field({ type: RubricPart, description: 'Which part.', resolve: (p) => p.part }),
    label: t.exposeString('label', { description: 'Its name, as the score cards say it.' }),
    maximum: t.exposeInt('maximum', { description: 'The part’s maximum.' }),
    mean: t.exposeFloat('mean', { nullable: true, description: 'The mean mark; null with no marks.' }),
  }),
});

const MissedItem = builder.objectRef<RestMissedItem>('MissedItem').implement({
  description: 'A mandatory question or a symptom, and how often the marked conversations missed it.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The question or the symptom, as the case states it.' }),
    missed: t.exposeInt('missed', { description: 'How many marked assignments missed it.' }),
    of: t.exposeInt('of', { description: 'Out of how many marked assignments of the case that listed it.' }),
  }),
});

type PatientStats = RestStatistics['patients'][number];
const PatientStatistics = builder.objectRef<PatientStats>('PatientStatistics').implement({
  description: 'How one patient case is going.',
  fields: (t) => ({
    patientId: t.id({
      description: 'The patient’s global ID.',
      resolve: (p) => encodeGlobalID('Patient', p.patientId),
    }),
    patientDatabaseId: t.exposeInt('patientId', { description: 'The patient’s record id.' }),
    name: t.exposeString('name', { description: 'The patient case.' }),
    attempts: t.exposeInt('attempts', {
      description: 'Attempts at the case: every started assignment, plus the earlier attempts a reset kept.',
    }),
    marked: t.exposeInt('marked', { description: 'Marked assignments of the case.' }),
    meanTotal: t.exposeFloat('meanTotal', { nullable: true, description: 'Mean total (out of 100).' }),
    medianTotal: t.exposeFloat('medianTotal', { nullable: true, description: 'Median total (out of 100).' }),
    partMeans: t.field({
      type: [PartMean],
      description: 'The mean of each rubric part, in the score cards’ order, then the total.',
      resolve: (p) => p.partMeans,
    }),
    diagnosisRate: t.exposeFloat('diagnosisRate', {
      nullable: true,
      description:
        'The share (0 to 1) of marked assignments given the full diagnosis mark; null with none marked.',
    }),
    mostMissedQuestions: t.field({
      type: [MissedItem],
      description: 'The mandatory questions most often not asked (at most five, most missed first).',
      resolve: (p) => p.mostMissedQuestions,
    }),
    leastDrawnSymptoms: t.field({
      type: [MissedItem],
      description: 'The symptoms most often not drawn out (at most five, most missed first).',
      resolve: (p) => p.leastDrawnSymptoms,
    }),
  }),
});

type RoomStats = RestStatistics['rooms'][number];
const RoomStatistics = builder.objectRef<RoomStats>('RoomStatistics').implement({
  description: 'How one classroom is going: the assignments given to the room, or to students in it.',
  fields: (t) => ({
    roomId: t.id({ description: 'The room’s global ID.', resolve: (r) => encodeGlobalID('Room', r.roomId) }),
    roomDatabaseId: t.exposeInt('roomId', { description: 'The room’s record id.' }),
    name: t.exposeString('name', { description: 'The class name.' }),
    students: t.exposeInt('students', { description: 'Students with assignments counted here.' }),
    assignments: t.exposeInt('assignments', { description: 'Assignments counted here.' }),
    marked: t.exposeInt('marked', { description: 'Of those, marked.' }),
    meanTotal: t.exposeFloat('meanTotal', { nullable: true, description: 'Mean total (out of 100).' }),
    medianTotal: t.exposeFloat('medianTotal', { nullable: true, description: 'Median total (out of 100).' }),
  }),
});

const StudentStatistics = builder.objectRef<RestStatisticsStudent>('StudentStatistics').implement({
  description: 'How one student is going.',
  fields: (t) => ({
    studentId: t.id({
      description: 'The student’s global ID.',
      resolve: (s) => encodeGlobalID('User', s.studentId),
    }),
    studentDatabaseId: t.exposeInt('studentId', { description: 'The student’s record id.' }),
    name: t.exposeString('name', { description: 'The student’s name.' }),
    email: t.exposeString('email', { description: 'The student’s email.' }),
    assignments: t.exposeInt('assignments', { description: 'Their assignments under the filter.' }),
    marked: t.exposeInt('marked', { description: 'Of those, marked.' }),
    meanTotal: t.exposeFloat('meanTotal', { nullable: true, description: 'Mean total (out of 100).' }),
    lastSubmittedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When they last submitted one; null if never.',
      resolve: (s) => s.lastSubmittedAt,
    }),
  }),
});

type EngagementStats = RestStatistics['engagement'];
const Engagement = builder.objectRef<EngagementStats>('Engagement').implement({
  description: 'How much the students talk with the patients (the current attempt of each assignment).',
  fields: (t) => ({
    conversations: t.exposeInt('conversations', { description: 'Assignments with at least one line said.' }),
    questionsAsked: t.exposeInt('questionsAsked', {
      description: 'Student lines across those conversations.',
    }),
    meanQuestionsPerConversation: t.exposeFloat('meanQuestionsPerConversation', {
      nullable: true,
      description: 'Questions asked per conversation, on average; null with none.',
    }),
    medianConversationSeconds: t.exposeFloat('medianConversationSeconds', {
      nullable: true,
      description:
        'The median time from a conversation’s first line to its last, in seconds (conversations whose lines carry times); null with none.',
    }),
    spokenQuestions: t.exposeInt('spokenQuestions', { description: 'Questions that came through speech.' }),
    typedQuestions: t.exposeInt('typedQuestions', {
      description: 'Questions typed (and every question recorded before speech was told apart).',
    }),
  }),
});

const StatisticsRef = builder.objectRef<Statistics>('Statistics').implement({
  description:
    'Statistics over the assignments the viewer may see (an admin: those they created; a super admin and partner tokens: the school), under one filter.',
  fields: (t) => ({
    assignmentsByStatus: t.field({
      type: [StatusCount],
      description:
        'Assignments by status: Assigned, In Progress, Completed, Marked (each listed, zeros too).',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).assignmentsByStatus,
    }),
    overTime: t.field({
      type: [StatisticsWeek],
      description: 'Submissions and marks week by week, oldest first (weeks with neither are left out).',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).overTime,
    }),
    parts: t.field({
      type: [PartStatistics],
      description:
        'Mean, median and score distribution of each rubric part (Mandatory Questions, Symptoms, Diagnosis, Treatment) then the total, over the marked assignments.',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).parts,
    }),
    patients: t.field({
      type: [PatientStatistics],
      description: 'Per patient case, by name.',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).patients,
    }),
    rooms: t.field({
      type: [RoomStatistics],
      description: 'Per classroom, by name.',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).rooms,
    }),
    students: t.connection(
      {
        type: StudentStatistics,
        description: 'Per student, by name: a page of them (`first` at most 100, default 50).',
        resolve: (s, args, ctx) =>
          offsetConnection(args, (limit, offset) => ctx.loaders.statistics.students(s.filter, limit, offset)),
      },
      { name: 'StudentStatisticsConnection' },
    ),
    engagement: t.field({
      type: Engagement,
      description: 'Conversations, questions asked, conversation length, spoken versus typed.',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).engagement,
    }),
    graderAgreement: t.field({
      type: MarkingQuality,
      description:
        'The Marking quality figures (grader agreement, docs/marking.md) over the same filter, by when the teacher reviewed the mark.',
      resolve: async (s, _a, ctx) => (await report(s, ctx)).graderAgreement,
    }),
  }),
});

const StatisticsAttempts = builder.enumType('StatisticsAttempts', {
  description:
    'Which attempts of each assignment the statistics count when an accepted reset kept earlier ones (docs/partners.md).',
  values: {
    LATEST: { value: 'latest', description: 'The current attempt of each assignment (the default).' },
    FIRST: { value: 'first', description: 'The first attempt of each assignment.' },
    ALL: { value: 'all', description: 'Every attempt, each counted as one.' },
  } as const,
});

const day = /^\d{4}-\d{2}-\d{2}$/;
const StatisticsFilter = builder.inputType('StatisticsFilter', {
  description: 'Which assignments the statistics are over; every part optional, all of them together.',
  fields: (t) => ({
    from: t.string({
      required: false,
      description: 'Submitted (or, never submitted, assigned) on or after this day (YYYY-MM-DD, UTC).',
      validate: z.string().regex(day, { message: 'From must be a date (YYYY-MM-DD).' }),
    }),
    to: t.string({
      required: false,
      description: 'Submitted (or assigned) on or before this day (YYYY-MM-DD, UTC).',
      validate: z.string().regex(day, { message: 'To must be a date (YYYY-MM-DD).' }),
    }),
    roomIds: t.globalIDList({
      required: false,
      for: Room,
      description: 'Assignments of these rooms, or of students in them.',
      validate: z.array(z.unknown()).max(100, { message: 'At most 100 rooms.' }),
    }),
    patientIds: t.globalIDList({
      required: false,
      for: Patient,
      description: 'Assignments of these patient cases.',
      validate: z.array(z.unknown()).max(100, { message: 'At most 100 patients.' }),
    }),
    studentIds: t.globalIDList({
      required: false,
      for: User,
      description: 'Assignments of these students.',
      validate: z.array(z.unknown()).max(500, { message: 'At most 500 students.' }),
    }),
    attempts: t.field({
      type: StatisticsAttempts,
      required: false,
      description: 'Which attempts count: the latest (the default), the first, or all.',
    }),
  }),
});

builder.queryField('statistics', (t) =>
  t.field({
    type: StatisticsRef,
    description:
      'The Statistics page (and partners’ statistics): assignments by status, progress over time, the rubric parts, per case, per room, per student, engagement and grader agreement. Admins and partner tokens; a STATISTICS-scoped token reads aggregates only (docs/partners.md): `students` and `studentIds` are FORBIDDEN, the grader agreement names no one, and groups of fewer students than the minimum are left out or refused.',
    authScopes: { admin: true, partner: true },
    args: {
      filter: t.arg({
        type: StatisticsFilter,
        required: false,
        description: 'Period, rooms, patients, students.',
      }),
    },
    resolve: (_root, { filter }) => ({
      filter: {
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        roomIds: filter?.roomIds?.map((g) => Number(g.id)),
        patientIds: filter?.patientIds?.map((g) => Number(g.id)),
        studentIds: filter?.studentIds?.map((g) => Number(g.id)),
        attempts: filter?.attempts ?? undefined,
      },
    }),
  }),
);
