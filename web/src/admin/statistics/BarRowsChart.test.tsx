import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { BarRowsChart } from './BarRowsChart';

const bar = (key: string, share: number, text: string) => ({
  key,
  name: key,
  share,
  text,
  colour: 'brand-600',
});

describe('BarRowsChart', () => {
  it('draws one bar a row across the whole track, its figure on the label line', () => {
    renderWithApp(
      <BarRowsChart
        label="Questions most often not asked"
        scaleName="% of marked assignments"
        rows={[
          { key: 'a', label: 'Ask about chest pain', bars: [bar('missed', 0.75, '3 of 4 (75%)')] },
          { key: 'b', label: 'Ask about smoking', bars: [bar('missed', 0.25, '1 of 4 (25%)')] },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Questions most often not asked' });
    const bars = [...chart.querySelectorAll('[data-testid="bar"]')];
    expect(bars.map((b) => b.getAttribute('width'))).toEqual(['75%', '25%']);
    expect(chart.textContent).toContain('Ask about chest pain');
    expect(chart.textContent).toContain('3 of 4 (75%)');
    expect(chart.textContent).toContain('% of marked assignments');
  });

  it('with several bars a row, shortens the track to leave room for their figures, and clamps shares', () => {
    renderWithApp(
      <BarRowsChart
        label="Parts by case"
        scaleName="% of the part’s maximum"
        rows={[{ key: 'p', label: 'John Miller', bars: [bar('q', 0.5, '50%'), bar('s', 1.4, '140%')] }]}
      />,
    );
    const bars = [...screen.getByRole('img').querySelectorAll('[data-testid="bar"]')];
    expect(bars.map((b) => b.getAttribute('width'))).toEqual(['42%', '84%']);
    const rows = screen.getByRole('img').querySelectorAll('[data-testid="bar-row"] rect[height="10"]');
    expect(rows.length).toBe(4);
  });
});
