import { rubric, rubricTotal } from '@anamnesis/rules';
import type { MarkingEvidence } from '../../assignments/assignments.table.js';
import { kappaOfPairs } from '../../markingQuality/kappa.js';
import { gradeBuiltin } from '../builtinGrader.js';
import { abdomenGlands } from './abdomenGlands.js';
import { suiteCases } from './cases.js';
import { heartLungs } from './heartLungs.js';
import { mindNervesJoints } from './mindNervesJoints.js';
import { type HandMarked, type Marks, type RubricItem, rubricItems } from './types.js';

// The grading suite (docs/marking.md#measuring-the-grader): hand-marked submissions over twelve cases,
// marked again by the built-in grader; the share of the teacher's bands it lands in, and the agreement
// (quadratic-weighted kappa, as the Marking quality page computes it) per rubric item.

export const gradingSuite: readonly HandMarked[] = [...heartLungs, ...abdomenGlands, ...mindNervesJoints];

export interface SuiteResult {
  submission: HandMarked;
  got: Marks;
  met: Record<RubricItem, boolean>;
  evidence: MarkingEvidence;
}

/** Marks every submission of the suite with the built-in grader. */
export function runGradingSuite(suite: readonly HandMarked[] = gradingSuite): SuiteResult[] {
  return suite.map((s) => {
    const r = gradeBuiltin({ transcript: s.transcript, findings: s.findings, patient: suiteCases[s.caseId] });
    const got: Marks = {
      questions: r.scores.mandatoryQuestionScore,
      symptoms: r.scores.symptomsScore,
      diagnosis: r.scores.diagnosisScore,
      treatment: r.scores.treatmentScore,
    };
    const met = Object.fromEntries(
      rubricItems.map((i) => [i, got[i] >= s.bands[i][0] && got[i] <= s.bands[i][1]]),
    ) as Record<RubricItem, boolean>;
    return { submission: s, got, met, evidence: r.evidence };
  });
}

export interface ItemAgreement {
  item: RubricItem | 'total';
  max: number;
  /** Bands met of bands set (the total has none of its own). */
  met: number;
  of: number;
  /** Quadratic-weighted kappa between the grader and the hand marks. */
  kappa: number | null;
}

const total = (m: Marks) => rubricItems.reduce((sum, i) => sum + m[i], 0);

/** Bands met and kappa per rubric item, and the kappa of the totals. */
export function suiteAgreement(results: readonly SuiteResult[]): ItemAgreement[] {
  const maxOf = {
    questions: rubric.mandatoryQuestions,
    symptoms: rubric.symptoms,
    diagnosis: rubric.diagnosis,
    treatment: rubric.treatment,
  } as const;
  return [
    ...rubricItems.map((item) => ({
      item,
      max: maxOf[item],
      met: results.filter((r) => r.met[item]).length,
      of: results.length,
      kappa: kappaOfPairs(results.map((r) => [r.got[item], r.submission.marks[item]] as const)),
    })),
    {
      item: 'total' as const,
      max: rubricTotal,
      met: results.filter((r) => rubricItems.every((i) => r.met[i])).length,
      of: results.length,
      kappa: kappaOfPairs(results.map((r) => [total(r.got), total(r.submission.marks)] as const)),
    },
  ];
}

/** The bands missed, as "submission: item got X, band [lo, hi]". */
export function missedBands(
  results: readonly SuiteResult[],
): { id: string; item: RubricItem; line: string }[] {
  return results.flatMap((r) =>
    rubricItems
      .filter((i) => !r.met[i])
      .map((item) => ({
        id: r.submission.id,
        item,
        line: `${r.submission.id}: ${item} ${r.got[item]}, band [${r.submission.bands[item].join(', ')}] (hand ${r.submission.marks[item]})`,
      })),
  );
}
