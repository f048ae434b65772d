import type { Scope } from '../assignments/assignments.repository.js';
import { assignmentStatuses } from '../assignments/assignments.table.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { forbidden } from '../lib/errors.js';
import { qualityReport } from '../markingQuality/markingQuality.service.js';
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

/** The most-missed items of each case: most missed first, then the larger share, then by text. */
function topMissed(rows: Missed): Map<number, { text: string; missed: number; of: number }[]> {
  const byPatient = new Map<number, { text: string; missed: number; of: number }[]>();
  for (const r of rows) {
    if (r.missed === 0) continue;
    const list = byPatient.get(r.patientId) ?? [];
    list.push({ text: r.text, missed: r.missed, of: r.of });
    byPatient.set(r.patientId, list);
  }
  for (const [id, list] of byPatient) {
    list.sort(
      (a, b) => b.missed - a.missed || b.missed / b.of - a.missed / a.of || a.text.localeCompare(b.text),
    );
    byPatient.set(id, list.slice(0, missedShown));
  }
  return byPatient;
}

export interface StatisticsRequest {
  filter: StatisticsFilter;
  sections: readonly StatisticsSection[];
  studentsLimit: number;
  studentsOffset: number;
}

/** GET statistics: each section asked for, by SQL aggregation over the caller's assignments. */
export async function statisticsReport(db: Db, actor: Actor, req: StatisticsRequest) {
  const scope = statisticsScope(actor);
  const f = req.filter;
  const want = new Set(req.sections);
  const out: Record<string, unknown> = {};
  if (want.has('assignmentsByStatus')) {
    const counts = new Map((await statistics.byStatus(db, scope, f)).map((r) => [r.status, r.n]));
    out.assignmentsByStatus = assignmentStatuses.map((status) => ({
      status,
      count: counts.get(status) ?? 0,
    }));
  }
  if (want.has('overTime')) {
    out.overTime = (await statistics.overTime(db, scope, f)).map((w) => ({
      weekStart: w.week,
      submitted: w.submitted,
      marked: w.marked,
      meanTotal: round(w.meanTotal),
    }));
  }
  if (want.has('parts')) {
    const row = await statistics.parts(db, scope, f);
    out.parts = statisticsParts.map((p) => ({
      part: p.part,
      label: p.label,
      maximum: p.maximum,
      count: Number(row[`${p.part}_n`] ?? 0),
      mean: round(row[`${p.part}_mean`] as number | null),
      median: round(row[`${p.part}_median`] as number | null),
      distribution: Array.from({ length: 10 }, (_, b) => ({
        from: round((b * p.maximum) / 10) as number,
        to: round(((b + 1) * p.maximum) / 10) as number,
        count: Number(row[`${p.part}_b${b}`] ?? 0),
      })),
    }));
  }
  if (want.has('patients')) {
    const [rows, questions, symptoms] = await Promise.all([
      statistics.patients(db, scope, f),
      statistics.missed(db, scope, f, 'questions'),
      statistics.missed(db, scope, f, 'symptoms'),
    ]);
    const missedQuestions = topMissed(questions);
    const missedSymptoms = topMissed(symptoms);
    out.patients = rows.map((r) => {
      const id = r.patientId as number;
      return {
        patientId: id,
        name: r.name as string,
        attempts: r.attempts as number,
        marked: r.marked as number,
        meanTotal: round(r.meanTotal as number | null),
        medianTotal: round(r.medianTotal as number | null),
        partMeans: statisticsParts.map((p) => ({
          part: p.part,
          label: p.label,
          maximum: p.maximum,
          mean: round(r[`${p.part}_mean`] as number | null),
        })),
        diagnosisRate: round(r.diagnosisRate as number | null, 4),
        mostMissedQuestions: missedQuestions.get(id) ?? [],
        leastDrawnSymptoms: missedSymptoms.get(id) ?? [],
      };
    });
  }
  if (want.has('rooms')) {
    out.rooms = (await statistics.rooms(db, scope, f)).map((r) => ({
      ...r,
      meanTotal: round(r.meanTotal),
      medianTotal: round(r.medianTotal),
    }));
  }
  if (want.has('students')) {
    const page = await statistics.students(db, scope, f, req.studentsLimit, req.studentsOffset);
    out.students = {
      total: page.total,
      items: page.items.map((s) => ({
        ...s,
        meanTotal: round(s.meanTotal),
        lastSubmittedAt: s.lastSubmittedAt ? new Date(s.lastSubmittedAt).toISOString() : null,
      })),
    };
  }
  if (want.has('engagement')) {
    const e = await statistics.engagement(db, scope, f);
    out.engagement = {
      conversations: e.conversations,
      questionsAsked: e.questions,
      meanQuestionsPerConversation: e.conversations ? round(e.questions / e.conversations) : null,
      medianConversationSeconds: round(e.medianSeconds, 1),
      spokenQuestions: e.spoken,
      typedQuestions: e.questions - e.spoken,
    };
  }
  if (want.has('graderAgreement')) {
    // The Marking quality computation itself, its period being when the teacher reviewed the mark.
    out.graderAgreement = await qualityReport(
      db,
      actor,
      { from: f.from, to: f.to, roomIds: f.roomIds, patientIds: f.patientIds, studentIds: f.studentIds },
      scope,
    );
  }
  return out;
}
