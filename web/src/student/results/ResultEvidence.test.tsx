import { screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ResultEvidenceTestQuery } from '../../__generated__/ResultEvidenceTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { ResultEvidence } from './ResultEvidence';

// docs/marking.md#the-rubric: each verdict explained with the student's own words; before release, nothing
// of the key (#the-answer-key).

const { renderWithRelay } = setupTestWrapper<ResultEvidenceTestQuery, { reader: 'student' | 'teacher' }>({
  Component: ({ data, reader }) =>
    data.assignment ? <ResultEvidence assignmentRef={data.assignment} reader={reader} /> : null,
  query: graphql`
    query ResultEvidenceTestQuery @relay_test_operation {
      assignment(id: "a1") {
        ...ResultEvidence_assignment
      }
    }
  `,
});

const counts = {
  questionsAsked: 1,
  questions: 9,
  symptomsElicited: 1,
  symptoms: 4,
  treatmentItemsCovered: 2,
  treatmentItems: 5,
};

const evidence = (withheld: boolean) => ({
  grader: 'Anamnesis built-in grader',
  withheld,
  counts,
  mandatoryQuestions: [],
  symptoms: [],
  diagnosis: {
    expected: withheld ? '' : 'Major depressive disorder',
    given: 'Depression',
    matched: true,
    partial: false,
    keyWords: [],
    overlap: [],
    verdict: 'SYNONYM',
    said: withheld ? null : 'Depression',
  },
  treatment: {
    expected: withheld ? '' : 'Sertraline 50 mg, CBT referral',
    given: 'fluoxetine, talking therapy',
    matched: withheld ? [] : ['Sertraline 50 mg', 'CBT referral'],
    missed: [],
    credited: [
      { said: 'fluoxetine', item: withheld ? '' : 'Sertraline 50 mg', credit: 0.5, why: 'NEAR' },
      { said: 'talking therapy', item: withheld ? '' : 'CBT referral', credit: 1, why: 'SAME' },
    ],
  },
});

const render = (withheld: boolean, reader: 'student' | 'teacher') =>
  renderWithRelay({ Assignment: () => ({ evidence: evidence(withheld) }) }, { reader });

describe('ResultEvidence: how the diagnosis and treatments were read', () => {
  it('shows a student before release what their words earned, in their words only', () => {
    render(true, 'student');
    expect(screen.getByTestId('diagnosis-verdict').textContent).toBe(
      'Read as: another name for the expected diagnosis (full marks).',
    );
    expect(screen.getByText('Credited, in your words')).toBeTruthy();
    expect(screen.getByText('fluoxetine (half: another drug of the right class)')).toBeTruthy();
    expect(screen.getByText('talking therapy')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/sertraline|CBT|Major depressive/i);
  });

  it('shows the teacher which words decided and the key item each earned against', () => {
    render(false, 'teacher');
    expect(screen.getByTestId('diagnosis-verdict').textContent).toBe(
      '“Depression”: another name for the expected diagnosis (full marks).',
    );
    expect(
      screen.getByText('fluoxetine → Sertraline 50 mg (half: another drug of the right class)'),
    ).toBeTruthy();
    expect(screen.getByText('Credited, in the student’s words')).toBeTruthy();
  });
});
