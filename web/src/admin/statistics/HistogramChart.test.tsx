import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { HistogramChart } from './HistogramChart';

const buckets = [0, 1, 3, 8].map((count, i) => ({ from: i * 25, to: (i + 1) * 25, count }));

describe('HistogramChart', () => {
  it('is an image named by its summary, with a column per band scaled on a round count axis', () => {
    const { container } = renderWithApp(
      <HistogramChart label="Totals: most between 75 and 100" buckets={buckets} />,
    );
    const chart = screen.getByRole('img', { name: 'Totals: most between 75 and 100' });
    const bars = [...chart.querySelectorAll('[data-testid="histogram-bar"] rect')];
    expect(bars).toHaveLength(4);
    // The axis runs to 10 (the round number above 8): 8 of 10 fills 80 % of the 180 px plot.
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toEqual([0, 18, 54, 144]);
    expect(bars.map((bar) => bar.getAttribute('x'))).toEqual(['2%', '27%', '52%', '77%']);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    // The count axis, the counts above the columns (none over an empty one), and the bands' edges.
    expect(texts).toEqual(
      expect.arrayContaining(['0', '2', '4', '6', '8', '10', '1', '3', '25', '50', '75', '100']),
    );
    expect(chart.querySelectorAll('[data-testid="histogram-bar"] text')).toHaveLength(3);
    expect(bars[3]?.querySelector('title')?.textContent).toBe('75–100: 8');
  });
});
