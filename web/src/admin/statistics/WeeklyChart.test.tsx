import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { WeeklyChart, weekLabel } from './WeeklyChart';

describe('WeeklyChart', () => {
  it('pairs the submitted and marked columns of each week and joins the weeks’ mean totals', () => {
    renderWithApp(
      <WeeklyChart
        label="Over 3 weeks"
        totalMaximum={100}
        weeks={[
          { weekStart: '2026-09-07', submitted: 4, marked: 2, meanTotal: 50 },
          { weekStart: '2026-09-14', submitted: 0, marked: 0, meanTotal: null },
          { weekStart: '2026-09-21', submitted: 5, marked: 5, meanTotal: 75 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Over 3 weeks' });
    const weeks = chart.querySelectorAll('[data-testid="week"]');
    expect(weeks).toHaveLength(3);
    // Counts up to 5 (a 5-step axis): 4 fills 4/5 of the 180 px plot.
    const first = [...(weeks[0]?.querySelectorAll('rect') ?? [])].map((r) =>
      Number(r.getAttribute('height')),
    );
    expect(first).toEqual([144, 72]);
    // A week with no marks has no point; the line joins the weeks that have one.
    const means = [...chart.querySelectorAll('[data-testid="week-mean"]')];
    expect(means.map((c) => [c.getAttribute('cx'), c.getAttribute('cy')])).toEqual([
      ['16.6667%', '90'],
      ['83.3333%', '45'],
    ]);
    expect(chart.textContent).toContain(weekLabel('2026-09-07'));
  });

  it('reads a week’s Monday as a day, whatever the time zone', () => {
    expect(weekLabel('2026-09-07')).toMatch(/^7 Sep/);
    expect(weekLabel('nonsense')).toBe('nonsense');
  });
});
