import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ChartCard } from './ChartCard';

const table = {
  caption: 'Totals per band',
  columns: ['Score', 'Assignments'],
  rows: [
    { key: '0', cells: ['0–50', '2'] },
    { key: '50', cells: ['50–100', '5'] },
  ],
};

describe('ChartCard', () => {
  it('shows the chart, and the same numbers as a table at the press of "Show as table"', () => {
    renderWithApp(
      <ChartCard title="Score distribution" table={table}>
        <svg role="img" aria-label="Totals: most between 50 and 100" />
      </ChartCard>,
    );
    expect(screen.getByRole('heading', { name: 'Score distribution' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Totals: most between 50 and 100' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const shown = screen.getByRole('table', { name: 'Totals per band' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Assignments' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '50–100' })).toBeTruthy();
    expect(shown.textContent).toContain('5');

    fireEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('shows the empty text and no toggle when there is nothing to draw', () => {
    renderWithApp(
      <ChartCard title="Score distribution" table={table} empty="No marked assignments in this period.">
        <svg role="img" aria-label="never drawn" />
      </ChartCard>,
    );
    expect(screen.getByText('No marked assignments in this period.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });
});
