import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ScoreDistributionTestQuery } from '../../__generated__/ScoreDistributionTestQuery.graphql';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { ScoreDistribution } from './ScoreDistribution';

const { renderWithRelay } = setupTestWrapper<ScoreDistributionTestQuery>({
  Component: ({ data }) => <ScoreDistribution statisticsRef={data.statistics} />,
  query: graphql`
    query ScoreDistributionTestQuery @relay_test_operation {
      statistics {
        ...ScoreDistribution_statistics
      }
    }
  `,
});

const bands = (maximum: number, counts: number[]) =>
  counts.map((count, i) => ({ from: (i * maximum) / 10, to: ((i + 1) * maximum) / 10, count }));

const parts = [
  {
    part: 'mandatoryQuestions',
    label: 'Mandatory Questions',
    maximum: 45,
    count: 0,
    mean: null,
    median: null,
    distribution: bands(45, Array(10).fill(0)),
  },
  {
    part: 'diagnosis',
    label: 'Diagnosis',
    maximum: 10,
    count: 3,
    mean: 8,
    median: 10,
    distribution: bands(10, [0, 0, 0, 0, 1, 0, 0, 0, 0, 2]),
  },
  {
    part: 'total',
    label: 'Total',
    maximum: 100,
    count: 3,
    mean: 71.3,
    median: 74,
    distribution: bands(100, [0, 0, 0, 0, 0, 0, 1, 2, 0, 0]),
  },
];

const setup = () => renderWithRelay({ Statistics: () => ({ parts }) });

describe('ScoreDistribution', () => {
  it('opens on the totals: a chart named by its summary, the mean and median, and a table of the bands', () => {
    setup();
    const chart = screen.getByRole('img', {
      name: 'Total out of 100, 3 marked assignments: most between 70–80 (2); mean 71.3, median 74.',
    });
    expect(chart.querySelectorAll('[data-testid="histogram-bar"]')).toHaveLength(10);
    expect(screen.getByTestId('distribution-figures').textContent).toBe(
      '3 marked · mean 71.3 · median 74 (out of 100)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', {
      name: /Total: how many marked assignments scored in each band/,
    });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByRole('rowheader', { name: '70–80' }).parentElement?.textContent).toBe('70–802');
  });

  it('shows one rubric part on request, and says so when a part has no marks', () => {
    setup();
    const part = screen.getByRole('combobox', { name: 'Rubric part' });
    fireEvent.change(part, { target: { value: 'diagnosis' } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Diagnosis out of 10, 3 marked assignments: most between 9–10 (2); mean 8, median 10.',
    );
    fireEvent.change(part, { target: { value: 'mandatoryQuestions' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No marked assignments in this period.')).toBeTruthy();
  });
});
