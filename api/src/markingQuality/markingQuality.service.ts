import { rubric, rubricTotal } from '@anamnesis/rules';
import { assignments } from '../assignments/assignments.repository.js';
import { requireVisible, scopeFor } from '../assignments/assignments.service.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { conflict } from '../lib/errors.js';
import { minimumForKappa, quadraticKappa } from './kappa.js';
import { markingQuality, type PartColumns, type QualityFilter } from './markingQuality.repository.js';

export const notMarkedYet = 'Only a marked assignment can have its marks confirmed.';

/** "Confirm marks": the teacher agrees with the mark as it stands; nothing else changes. */
export async function confirmMarks(db: Db, actor: Actor, id: number) {
  const a = await requireVisible(db, actor, id);
  if (a.status !== 'marked') throw conflict(notMarkedYet);
  const updated = await assignments.updateIfStatus(db, a.id, ['marked'], {
    marks_confirmed_at: new Date(),
    marks_confirmed_by: actor.id,
  });
  if (!updated) throw conflict(notMarkedYet);
  return updated;
}

/** The rubric parts, in the order of the results page's score cards (docs/marking.md#the-rubric). */
export const qualityParts = [
  {
    part: 'mandatoryQuestions',
    label: 'Mandatory Questions',
    automatic: 'auto_mandatory_question_score',
    final: 'mandatory_question_score',
    max: rubric.mandatoryQuestions,
  },
  {
    part: 'symptoms',
    label: 'Symptoms',
    automatic: 'auto_symptoms_score',
    final: 'symptoms_score',
    max: rubric.symptoms,
  },
  {
    part: 'diagnosis',
    label: 'Diagnosis',
    automatic: 'auto_diagnosis_score',
    final: 'diagnosis_score',
    max: rubric.diagnosis,
  },
  {
    part: 'treatment',
    label: 'Treatment',
    automatic: 'auto_treatment_score',
    final: 'treatment_score',
    max: rubric.treatment,
  },
  { part: 'total', label: 'Total', automatic: 'auto_score', final: 'score', max: rubricTotal },
] as const satisfies readonly (PartColumns & { part: string; label: string })[];

const disagreementsShown = 5;
const casesShown = 10;

const percent = (k: number, n: number) => (n ? Math.round((1000 * k) / n) / 10 : null);
const round = (x: number | null, digits: number) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Whom a report may describe. `minimumGroup`: aggregates only, over at least that many students (a
 * statistics-scoped partner token, docs/partners.md): no assignment or student is named, the agreement
 * figures of fewer reviewed students are withheld (null), and a case with fewer is left out.
 */
interface QualityAudience {
  minimumGroup?: number;
}

/** GET assignments/marking-quality: how the grader's marks compare with the teachers' final marks. */
export async function qualityReport(
  db: Db,
  actor: Actor,
  filter: QualityFilter,
  scope = scopeFor(actor),
  audience: QualityAudience = {},
) {
  const k = audience.minimumGroup;
  const tooFew = (students: number) => k !== undefined && students > 0 && students < k;
  const { students, ...counts } = await markingQuality.counts(db, scope, filter);
  const withheld = tooFew(students);
  // Side by side: on PostgreSQL the pool runs them at once (the statistics ask for this report too).
  const parts = await Promise.all(
    qualityParts.map(async (p) => {
      const [s, worst] = await Promise.all([
        markingQuality.partAggregates(db, scope, filter, p),
        // Naming students and assignments is not an aggregate.
        k === undefined ? markingQuality.largestDisagreements(db, scope, filter, p, disagreementsShown) : [],
      ]);
      return {
        part: p.part,
        label: p.label,
        max: p.max,
        count: s.n,
        exactAgreement: withheld ? null : percent(s.exact, s.n),
        withinTenPercent: withheld ? null : percent(s.within, s.n),
        kappa: withheld ? null : round(quadraticKappa(s), 3),
        meanAutomatic: withheld ? null : round(s.meanAutomatic, 1),
        meanFinal: withheld ? null : round(s.meanFinal, 1),
        largestDisagreements: worst.map((w) => ({ ...w, difference: w.final - w.automatic })),
      };
    }),
  );
  const cases = (await markingQuality.cases(db, scope, filter, casesShown))
    .filter((c) => !tooFew(c.students))
    .map((c) => ({
      patientId: c.patientId,
      patientName: c.patientName,
      count: c.n,
      exactAgreement: percent(c.exact, c.n),
      meanAbsoluteDifference: round(c.meanAbsoluteDifference, 1) ?? 0,
    }));
  return { ...counts, minimumForKappa, parts, cases };
}
