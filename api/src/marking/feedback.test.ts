import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../assignments/assignments.table.js';
import { gradeBuiltin } from './builtinGrader.js';
import { withheldEvidence } from './evidenceView.js';
import { feedbackFor, writeFeedback } from './feedback.js';
import type { PatientCase } from './grader.js';

// docs/marking.md#feedback and #the-answer-key: the feedback is written from the evidence and the current
// marks each time it is read; a student's view before release holds their own words, counts and marks.

const tb: PatientCase = {
  name: 'Ahmed Rahimi',
  diagnosis: 'TB',
  mandatoryQuestions: '',
  predefinedTreatments: 'Sputum smear, chest X-ray, rifampicin, isoniazid',
  medicalHistory: '45-year-old, recently arrived, allergic to penicillin.',
  symptoms: [{ name: 'Night sweats' }, { name: 'Haemoptysis' }, { name: 'Weight loss' }],
};

const student = (text: string): ConversationMessage => ({ text, isAI: false });
const patient = (text: string): ConversationMessage => ({ text, isAI: true, verified: true });

const interview = [
  student('What brings you in today?'),
  patient('I have been sweating through the sheets at night.'),
];

describe('the feedback, written from the evidence', () => {
  it('names nothing of a two-letter key, nor what was missed, in a student’s view', () => {
    const r = gradeBuiltin({
      transcript: interview,
      findings: 'Diagnosis: pneumonia\nSuggested Treaments: co-amoxiclav, chest X-ray',
      patient: tb,
    });
    const whole = writeFeedback(r.evidence, r.scores.totalScore, 'whole');
    expect(whole).toContain('does not match the expected diagnosis (TB)');
    expect(whole).toMatch(/missed: Haemoptysis and Weight loss/);
    const withheld = writeFeedback(r.evidence, r.scores.totalScore, 'withheld');
    expect(withheld).toContain('Your diagnosis (pneumonia) does not match the expected diagnosis.');
    expect(withheld).toContain('You drew out 1 of 3 symptoms.');
    expect(withheld).toMatch(/Your treatment covers 1 of 4 key items\./);
    const shown = JSON.stringify({ f: withheld, e: withheldEvidence(r.evidence) });
    for (const secret of [/\bTB\b/, /haemoptysis/i, /weight loss/i, /sputum/i, /rifampicin/i, /isoniazid/i])
      expect(shown).not.toMatch(secret);
    // What the student earned stays, in their words.
    expect(withheldEvidence(r.evidence)).toMatchObject({
      symptoms: [{ symptom: 'Night sweats', quote: 'I have been sweating through the sheets at night.' }],
      diagnosis: { given: 'pneumonia', expected: '' },
      treatment: { given: 'co-amoxiclav, chest X-ray', matched: [], missed: [] },
      counts: { symptomsElicited: 1, symptoms: 3, treatmentItemsCovered: 1, treatmentItems: 4 },
      withheld: true,
    });
  });

  it('shows an empty submission no symptom name and no question it missed', () => {
    const r = gradeBuiltin({ transcript: [], findings: null, patient: tb });
    const withheld = writeFeedback(r.evidence, r.scores.totalScore, 'withheld');
    expect(withheld).toBe(
      'You asked 0 of 9 mandatory history questions. You drew out 0 of 3 symptoms. No diagnosis was given. No treatment was suggested. Total 0/100.',
    );
    expect(withheldEvidence(r.evidence)).toMatchObject({ mandatoryQuestions: [], symptoms: [] });
  });

  it('does not tell a student that the diagnosis they set aside was the expected one', () => {
    const r = gradeBuiltin({
      transcript: interview,
      findings: 'Diagnosis: not TB, likely a chest infection',
      patient: tb,
    });
    expect(r.evidence.diagnosis.negated).toBe(true);
    expect(writeFeedback(r.evidence, 0, 'withheld')).toContain(
      'Your diagnosis (not TB, likely a chest infection) does not match the expected diagnosis.',
    );
    expect(withheldEvidence(r.evidence).diagnosis).toMatchObject({ matched: false, partial: false });
  });

  it('quotes drug names as the student wrote them, in single brackets', () => {
    const r = gradeBuiltin({
      transcript: interview,
      findings: 'Diagnosis: TB\nSuggested Treaments: Co-Amoxiclav 625 mg',
      patient: tb,
    });
    const whole = writeFeedback(r.evidence, r.scores.totalScore, 'whole');
    expect(whole).toContain(
      "The patient's recorded allergies rule out Co-Amoxiclav (allergic to penicillin), so the treatment earns at most 2 of 5.",
    );
    expect(writeFeedback(r.evidence, r.scores.totalScore, 'withheld')).toContain(
      "The patient's recorded allergies rule out Co-Amoxiclav, so",
    );
    for (const view of ['whole', 'withheld'] as const)
      expect(writeFeedback(r.evidence, r.scores.totalScore, view)).not.toMatch(/\(\(|\)\)|co amoxiclav/i);
  });

  it('follows the current total; a feedback the teacher wrote is read as written', () => {
    const r = gradeBuiltin({ transcript: interview, findings: 'Diagnosis: TB', patient: tb });
    const mark = { feedback: r.feedback, score: 60, evidence: r.evidence, editedParts: ['diagnosis'] };
    expect(feedbackFor(mark, 'whole')).toMatch(/ Total 60\/100\.$/);
    expect(feedbackFor(mark, 'withheld')).toMatch(/ Total 60\/100\.$/);
    const written = { ...mark, feedback: 'See me about TB.', editedParts: ['feedback'] };
    expect(feedbackFor(written, 'withheld')).toBe('See me about TB.');
  });
});
