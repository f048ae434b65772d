import { describe, expect, it } from 'vitest';
import { distributionChart, missedChart, noMarks, partsByCaseChart, progressChart } from './statisticsCharts';

const buckets = (counts: number[], maximum = 100) =>
  counts.map((count, i) => ({ from: (i * maximum) / 10, to: ((i + 1) * maximum) / 10, count }));

describe('distributionChart', () => {
  it('summarises the busiest band, the mean and the median, and tables every band', () => {
    const chart = distributionChart({
      label: 'Total',
      maximum: 100,
      count: 6,
      mean: 63.25,
      median: 65,
      distribution: buckets([0, 0, 0, 0, 0, 1, 3, 2, 0, 0]),
    });
    expect(chart.summary).toBe(
      'Total out of 100, 6 marked assignments: most between 60–70 (3); mean 63.3, median 65.',
    );
    expect(chart.empty).toBeNull();
    expect(chart.table.columns).toEqual(['Score', 'Assignments']);
    expect(chart.table.rows).toHaveLength(10);
    expect(chart.table.rows[6]?.cells).toEqual(['60–70', '3']);
  });

  it('says there is nothing to show when no assignment was marked', () => {
    const chart = distributionChart({
      label: 'Diagnosis',
      maximum: 10,
      count: 0,
      mean: null,
      median: null,
      distribution: buckets(Array(10).fill(0), 10),
    });
    expect(chart.empty).toBe(noMarks);
    expect(chart.summary).toBe('Diagnosis: no marked assignments.');
  });
});

const part = (p: string, label: string, maximum: number, mean: number | null) => ({
  part: p,
  label,
  maximum,
  mean,
});

describe('partsByCaseChart', () => {
  const cases = [
    {
      patientId: 'p1',
      name: 'John Miller',
      marked: 4,
      partMeans: [
        part('mandatoryQuestions', 'Mandatory Questions', 45, 36),
        part('symptoms', 'Symptoms', 40, 10),
        part('diagnosis', 'Diagnosis', 10, 9),
        part('treatment', 'Treatment', 5, 5),
        part('total', 'Total', 100, 60),
      ],
    },
    { patientId: 'p2', name: 'Emily Clark', marked: 0, partMeans: [] },
  ];

  it('draws a row per marked case with a bar per part at its share of the maximum, the total left out', () => {
    const chart = partsByCaseChart(cases);
    expect(chart.rows).toHaveLength(1);
    expect(chart.rows[0]?.bars.map((b) => [b.name, b.share, b.text])).toEqual([
      ['Mandatory Questions', 0.8, '80%'],
      ['Symptoms', 0.25, '25%'],
      ['Diagnosis', 0.9, '90%'],
      ['Treatment', 1, '100%'],
    ]);
    expect(chart.legend.map((l) => l.label)).toEqual([
      'Mandatory Questions',
      'Symptoms',
      'Diagnosis',
      'Treatment',
    ]);
    expect(chart.summary).toContain('John Miller: weakest Symptoms (25%)');
    expect(chart.table.columns).toEqual([
      'Patient',
      'Marked',
      'Mandatory Questions (of 45)',
      'Symptoms (of 40)',
      'Diagnosis (of 10)',
      'Treatment (of 5)',
    ]);
    expect(chart.table.rows[0]?.cells).toEqual([
      'John Miller',
      '4',
      '36 (80%)',
      '10 (25%)',
      '9 (90%)',
      '5 (100%)',
    ]);
  });

  it('is empty when no case has marked work', () => {
    expect(partsByCaseChart([cases[1] as (typeof cases)[number]]).empty).toBe(noMarks);
  });
});

describe('progressChart', () => {
  it('sums the weeks and follows the mean total from the first week with marks to the last', () => {
    const chart = progressChart(
      [
        { weekStart: '2026-09-07', submitted: 3, marked: 2, meanTotal: 55 },
        { weekStart: '2026-09-14', submitted: 0, marked: 0, meanTotal: null },
        { weekStart: '2026-09-21', submitted: 4, marked: 4, meanTotal: 71.5 },
      ],
      100,
    );
    expect(chart.summary).toBe(
      'Over 3 weeks: 7 submitted, 6 marked; the weekly mean total went from 55 (week of 7 Sept) to 71.5 (week of 21 Sept).',
    );
    expect(chart.table.rows.map((r) => r.cells)).toEqual([
      ['2026-09-07', '3', '2', '55'],
      ['2026-09-14', '0', '0', '—'],
      ['2026-09-21', '4', '4', '71.5'],
    ]);
    expect(progressChart([], 100).empty).toBeTruthy();
  });
});

describe('missedChart', () => {
  it('puts each item on the 0–100 % track by how often it was missed', () => {
    const chart = missedChart(
      [
        { text: 'Ask about chest pain', missed: 3, of: 4 },
        { text: 'Ask about smoking', missed: 1, of: 4 },
      ],
      'questions',
      'John Miller',
    );
    expect(chart.rows.map((r) => [r.label, r.bars[0]?.share, r.bars[0]?.text])).toEqual([
      ['Ask about chest pain', 0.75, '3 of 4 (75%)'],
      ['Ask about smoking', 0.25, '1 of 4 (25%)'],
    ]);
    expect(chart.summary).toBe(
      'John Miller: mandatory questions most often not asked. Ask about chest pain: 3 of 4; Ask about smoking: 1 of 4',
    );
    expect(chart.table.columns).toEqual(['Question', 'Missed', 'Of', 'Share']);
    expect(missedChart([], 'symptoms', 'Emily Clark').summary).toBe(
      'Emily Clark: every symptom was drawn out.',
    );
  });
});
