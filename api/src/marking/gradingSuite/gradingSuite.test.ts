import { describe, expect, it } from 'vitest';
import { withheldEvidence } from '../evidenceView.js';
import { writeFeedback } from '../feedback.js';
import { suiteCases } from './cases.js';
import { gradingSuite, missedBands, runGradingSuite, suiteAgreement } from './index.js';

// docs/marking.md#measuring-the-grader: the built-in grader lands in the teacher's band for every mark of
// the hand-marked suite, but for the few below, each with why.

/** Bands the grader misses today, and why: a fix that makes one pass removes it from here. */
const knownMisses: Record<string, string> = {};

describe('the grading suite: hand-marked interviews of twelve cases', () => {
  const results = runGradingSuite();

  it('holds at least 30 submissions over 12 cases, a thorough and a poor interview of each', () => {
    expect(gradingSuite.length).toBeGreaterThanOrEqual(30);
    const ids = gradingSuite.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const caseId of Object.keys(suiteCases)) {
      expect(ids).toContain(`${caseId}-thorough`);
      expect(ids).toContain(`${caseId}-poor`);
    }
    expect(gradingSuite.some((s) => s.findings === null && s.transcript.length === 0)).toBe(true);
  });

  it('lands in every band the teacher set, but the documented few', () => {
    const missed = missedBands(results);
    const unexplained = missed.filter((m) => !knownMisses[`${m.id}/${m.item}`]).map((m) => m.line);
    expect(unexplained).toEqual([]);
    // A known miss that now lands is no longer a miss: take it off the list.
    const fixed = Object.keys(knownMisses).filter((k) => !missed.some((m) => `${m.id}/${m.item}` === k));
    expect(fixed).toEqual([]);
    expect(Object.keys(knownMisses).length).toBeLessThanOrEqual(3);
  });

  it('agrees with the hand marks per rubric item (quadratic-weighted kappa)', () => {
    for (const a of suiteAgreement(results)) expect(a.kappa ?? 0).toBeGreaterThan(0.8);
  });

  it('explains each diagnosis verdict with the student’s own words', () => {
    const by = (id: string) => results.find((r) => r.submission.id === id)?.evidence.diagnosis;
    expect(by('mi-thorough')).toMatchObject({ verdict: 'lay', said: 'Heart attack (STEMI)' });
    expect(by('pyelonephritis-thorough')).toMatchObject({
      verdict: 'lay',
      said: 'Kidney infection (right-sided)',
    });
    expect(by('pyelonephritis-poor')).toMatchObject({ verdict: 'broader', said: 'UTI' });
    expect(by('diabetes-thorough')).toMatchObject({ verdict: 'abbreviation', said: 'T2DM' });
    expect(by('gout-thorough')).toMatchObject({ verdict: 'formal', said: 'Podagra of the right big toe' });
    expect(by('depression-thorough')).toMatchObject({ verdict: 'narrower' });
    expect(by('appendicitis-poor')).toMatchObject({
      verdict: 'exact',
      said: 'appendicitis',
      differential: true,
    });
    expect(by('pe-poor')).toMatchObject({ verdict: 'negated', negated: true });
    expect(by('hypothyroidism-poor')).toMatchObject({ verdict: 'contradicted', said: 'Hyperthyroidism' });
    expect(by('empty')).toMatchObject({ verdict: 'empty', said: null });
  });

  it('credits treatments item by item with the student’s words, and shows a student none of the key’s', () => {
    const pyelo = results.find((r) => r.submission.id === 'pyelonephritis-poor');
    expect(pyelo?.evidence.treatment).toMatchObject({ credited: [], matched: [] });
    const depression = results.find((r) => r.submission.id === 'depression-thorough');
    expect(depression?.evidence.treatment.credited).toContainEqual({
      said: 'fluoxetine 20mg',
      item: 'sertraline 50 mg',
      credit: 0.5,
      why: 'near',
    });
    for (const r of results) {
      const view = JSON.stringify({
        e: withheldEvidence(r.evidence),
        f: writeFeedback(r.evidence, 0, 'withheld'),
      }).toLowerCase();
      const c = suiteCases[r.submission.caseId];
      const saidByStudent = (r.submission.findings ?? '').toLowerCase();
      // No key item the student did not write themself, nor the expected diagnosis, before release.
      for (const item of r.evidence.treatment.missed) expect(view).not.toContain(item.toLowerCase());
      if (!saidByStudent.includes(c.diagnosis.toLowerCase()))
        expect(view).not.toContain(c.diagnosis.toLowerCase());
    }
  });
});
