import type { StatisticsJson } from '@anamnesis/contract';
import type { Scope } from '../assignments/assignments.repository.js';
import { assignmentStatuses } from '../assignments/assignments.table.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { forbidden } from '../lib/errors.js';
import { qualityReport } from '../markingQuality/markingQuality.service.js';
import { scopeAllows } from '../partnerTokens/partnerTokens.service.js';
import { type StatisticsFilter, statistics, statisticsParts } from './statistics.repository.js';

/** The sections of GET /statistics, in the order the answer lists them. */
export const statisticsSections = [
  'assignmentsByStatus',
  'overTime',
  'parts',
  'patients',
  'rooms',
  'students',
  'engagement',
  'graderAgreement',
] as const;
export type StatisticsSection = (typeof statisticsSections)[number];

/** Most-missed items listed per case. */
export const missedShown = 5;

/**
 * Whose assignments the statistics are over: a super admin's and every partner token's, the school's;
 * an admin's, those they created (as the Assigned Patients table). Students have none.
 */
export function statisticsScope(actor: Actor): Scope {
  if (actor.partner || actor.isSuperAdmin) return {};
  if (actor.isAdmin) return { creatorId: actor.id };
  throw forbidden('Access denied. Only admin allowed.');
}

const round = (x: number | null | undefined, digits = 2) =>
  x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;

type Missed = Awaited<ReturnType<typeof statistics.missed>>;
type MissedItem = { text: string; missed: number; of: number };

/**
 * The most-missed items of each case, most missed first then by text. `of`: the case's marked
 * assignments whose evidence lists such items.
 */
function topMissed(rows: Missed, of: Map<number, number>): Map<number, MissedItem[]> {
  const byPatient = new Map<number, MissedItem[]>();
  for (const r of rows) {
    const list = byPatient.get(r.patientId) ?? [];
    list.push({ text: r.text, missed: r.missed, of: of.get(r.patientId) ?? r.missed });
    byPatient.set(r.patientId, list);
  }
  for (const [id, list] of byPatient) {
    list.sort((a, b) => b.missed - a.missed || a.text.localeCompare(b.text));
    byPatient.set(id, list.slice(0, missedShown));
  }
  return byPatient;
}

export interface StatisticsRequest {
  filter: StatisticsFilter;
  /** Absent: every section the caller may read. */
  sections?: readonly StatisticsSection[];
  studentsLimit: number;
  studentsOffset: number;
  /** The fewest students a figure may describe for a caller who reads aggregates only. */
  minimumGroup: number;
}

const perStudentMessage = 'Per-student statistics need a partner token with the marks scope.';
const tooFewStudentsMessage = (k: number) =>
  `These statistics would describe fewer than ${k} students: a statistics partner token reads groups of ${k} students or more.`;

/**
 * Whether the caller reads aggregates only: a partner token whose scope does not cover the marks
 * (docs/partners.md). It never sees a student's name, email or id, nor a figure about fewer than the
 * minimum group of students.
 */
const aggregatesOnly = (actor: Actor) => !!actor.partner && !scopeAllows(actor.partner.scope, 'marks');

/** GET statistics: each section asked for, by SQL aggregation over the caller's assignments. */
export async function statisticsReport(
  db: Db,
  actor: Actor,
  req: StatisticsRequest,
): Promise<Partial<StatisticsJson>> {
  const scope = statisticsScope(actor);
  const f = req.filter;
  const k = aggregatesOnly(actor) ? req.minimumGroup : undefined;
  if (k !== undefined && (f.studentIds?.length || req.sections?.includes('students')))
    throw forbidden(perStudentMessage);
  // A group of 1 to k − 1 students is too small to show; none at all shows nothing about anyone.
  const tooFew = (students: number) => k !== undefined && students > 0 && students < k;
  const want = new Set(req.sections ?? statisticsSections.filter((x) => k === undefined || x !== 'students'));
  const out: Partial<StatisticsJson> = {};
  const overview =
    want.has('assignmentsByStatus') || want.has('parts') || want.has('engagement') || k !== undefined
      ? statistics.overview(db, scope, f)
      : null;
  // Independent queries: on PostgreSQL they run side by side on the pool.
  const [row, weeks, patientRows, questions, symptoms, rooms, students, agreement] = await Promise.all([
    overview,
    want.has('overTime') ? statistics.overTime(db, scope, f) : null,
    want.has('patients') ? statistics.patients(db, scope, f) : null,
    want.has('patients') ? statistics.missed(db, scope, f, 'questions') : null,
    want.has('patients') ? statistics.missed(db, scope, f, 'symptoms') : null,
    want.has('rooms') ? statistics.rooms(db, scope, f) : null,
    want.has('students') ? statistics.students(db, scope, f, req.studentsLimit, req.studentsOffset) : null,
    // The Marking quality computation itself, its period being when the teacher reviewed the mark.
    want.has('graderAgreement')
      ? qualityReport(
          db,
          actor,
          { from: f.from, to: f.to, roomIds: f.roomIds, patientIds: f.patientIds, studentIds: f.studentIds },
          scope,
          { minimumGroup: k },
        )
      : null,
  ]);
  const num = (key: string) => Number(row?.[key] ?? 0);
  if (tooFew(num('students'))) throw forbidden(tooFewStudentsMessage(k as number));
  // Marks of fewer than k students are withheld where they would show (means, medians, distributions).
  const marksWithheld = tooFew(num('markedStudents'));
  if (want.has('assignmentsByStatus'))
    out.assignmentsByStatus = assignmentStatuses.map((status) => ({
      status,
      count: num(`status_${status}`),
    }));
  if (weeks)
    out.overTime = weeks
      .filter((w) => !tooFew(w.students))
      .map((w) => ({
        weekStart: w.week,
        submitted: w.submitted,
        marked: w.marked,
        meanTotal: tooFew(w.markedStudents) ? null : round(w.meanTotal),
      }));
  if (want.has('parts'))
    out.parts = statisticsParts.map((p) => ({
      part: p.part,
      label: p.label,
      maximum: p.maximum,
      count: num(`${p.part}_n`),
      mean: marksWithheld ? null : round(row?.[`${p.part}_mean`]),
      median: marksWithheld ? null : round(row?.[`${p.part}_median`]),
      distribution: marksWithheld
        ? []
        : Array.from({ length: 10 }, (_, b) => ({
            from: round((b * p.maximum) / 10) as number,
            to: round(((b + 1) * p.maximum) / 10) as number,
            count: num(`${p.part}_b${b}`),
          })),
    }));
  if (patientRows && questions && symptoms) {
    const questionsOf = new Map(patientRows.map((r) => [r.patientId as number, r.questionsOf as number]));
    const symptomsOf = new Map(patientRows.map((r) => [r.patientId as number, r.symptomsOf as number]));
    const missedQuestions = topMissed(questions, questionsOf);
    const missedSymptoms = topMissed(symptoms, symptomsOf);
    out.patients = patientRows
      .filter((r) => !tooFew(r.students as number))
      .map((r) => {
        const id = r.patientId as number;
        const hide = tooFew(r.markedStudents as number);
        const mark = (x: number | null, digits?: number) => (hide ? null : round(x, digits));
        return {
          patientId: id,
          name: r.name as string,
          attempts: r.attempts as number,
          marked: r.marked as number,
          meanTotal: mark(r.meanTotal as number | null),
          medianTotal: mark(r.medianTotal as number | null),
          partMeans: statisticsParts.map((p) => ({
            part: p.part,
            label: p.label,
            maximum: p.maximum,
            mean: mark(r[`${p.part}_mean`] as number | null),
          })),
          diagnosisRate: mark(r.diagnosisRate as number | null, 4),
          mostMissedQuestions: hide ? [] : (missedQuestions.get(id) ?? []),
          leastDrawnSymptoms: hide ? [] : (missedSymptoms.get(id) ?? []),
        };
      });
  }
  if (rooms)
    out.rooms = rooms
      .filter((r) => !tooFew(r.students))
      .map(({ markedStudents, ...r }) => ({
        ...r,
        meanTotal: tooFew(markedStudents) ? null : round(r.meanTotal),
        medianTotal: tooFew(markedStudents) ? null : round(r.medianTotal),
      }));
  if (students)
    out.students = {
      total: students.total,
      items: students.items.map((x) => ({
        ...x,
        meanTotal: round(x.meanTotal),
        lastSubmittedAt: x.lastSubmittedAt ? new Date(x.lastSubmittedAt).toISOString() : null,
      })),
    };
  if (want.has('engagement')) {
    const conversations = num('conversations');
    const questionsAsked = num('questions');
    const spoken = num('spoken');
    out.engagement = {
      conversations,
      questionsAsked,
      meanQuestionsPerConversation: conversations ? round(questionsAsked / conversations) : null,
      medianConversationSeconds: round(row?.medianSeconds, 1),
      spokenQuestions: spoken,
      typedQuestions: questionsAsked - spoken,
    };
  }
  if (agreement) out.graderAgreement = agreement;
  return out;
}
