import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { CaseGapsTestQuery } from '../../__generated__/CaseGapsTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { CaseGaps } from './CaseGaps';

const { renderWithRelay } = setupTestWrapper<CaseGapsTestQuery>({
  Component: ({ data }) => <CaseGaps statisticsRef={data.statistics} />,
  query: graphql`
    query CaseGapsTestQuery @relay_test_operation {
      statistics {
        ...CaseGaps_statistics
      }
    }
  `,
});

const john = {
  patientId: 'p1',
  name: 'John Miller',
  attempts: 5,
  marked: 4,
  meanTotal: 62.5,
  medianTotal: 60,
  diagnosisRate: 0.75,
  mostMissedQuestions: [
    { text: 'Ask about smoking', missed: 3, of: 4 },
    { text: 'Ask about allergies', missed: 1, of: 4 },
  ],
  leastDrawnSymptoms: [{ text: 'Sweating', missed: 2, of: 4 }],
};
const emily = {
  ...john,
  patientId: 'p2',
  name: 'Emily Clark',
  attempts: 1,
  marked: 0,
  meanTotal: null,
  medianTotal: null,
  diagnosisRate: null,
  mostMissedQuestions: [],
  leastDrawnSymptoms: [],
};

const setup = (patients: unknown[]) => renderWithRelay({ Statistics: () => ({ patients }) });

describe('CaseGaps', () => {
  it('opens on a case with marks: its figures and its most-missed questions and symptoms', () => {
    setup([emily, john]);
    expect((screen.getByRole('combobox', { name: 'Patient case' }) as HTMLSelectElement).value).toBe('p1');
    expect(screen.getByRole('group', { name: 'Diagnosis right' }).textContent).toContain('75%');
    expect(screen.getByRole('group', { name: 'Mean total' }).textContent).toContain('62.5');
    const questions = screen.getByRole('img', {
      name: /John Miller: mandatory questions most often not asked/,
    });
    expect(
      [...questions.querySelectorAll('[data-testid="bar"]')].map((b) => b.getAttribute('width')),
    ).toEqual(['75%', '25%']);
    expect(
      screen.getByRole('img', { name: /John Miller: symptoms most often not drawn out\. Sweating: 2 of 4/ }),
    ).toBeTruthy();
  });

  it('shows the empty state for a case with no marked work', () => {
    setup([john, emily]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Patient case' }), { target: { value: 'p2' } });
    expect(screen.getAllByText('No marked assignments in this period.')).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says there is nothing when no case is in the filter', () => {
    setup([]);
    expect(screen.getByText('No marked assignments in this period.')).toBeTruthy();
  });
});
