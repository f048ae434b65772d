import type { BarRow } from './BarRowsChart';
import type { ChartTableData } from './ChartTable';
import { figure, percentText, seriesColours, share } from './chartScale';
import type { Bucket } from './HistogramChart';
import { type Week, weekLabel } from './WeeklyChart';

// What each chart of the Statistics page draws, its one-sentence summary (the SVG's accessible name) and
// its table, from the figures the statistics query returns. Kept apart from the components so the
// numbers a teacher reads are tested on their own.

export const noMarks = 'No marked assignments in this period.';

export interface PartFigures {
  label: string;
  maximum: number;
  count: number;
  mean: number | null | undefined;
  median: number | null | undefined;
  distribution: readonly Bucket[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function distributionChart(part: PartFigures) {
  const top = part.distribution.reduce<Bucket | null>(
    (best, b) => (!best || b.count > best.count ? b : best),
    null,
  );
  const band = (b: Bucket) => `${figure(b.from)}–${figure(b.to)}`;
  const summary =
    part.count === 0 || !top
      ? `${part.label}: no marked assignments.`
      : `${part.label} out of ${part.maximum}, ${plural(part.count, 'marked assignment')}: ` +
        `most between ${band(top)} (${top.count}); mean ${figure(part.mean)}, median ${figure(part.median)}.`;
  const table: ChartTableData = {
    caption: `${part.label}: how many marked assignments scored in each band (out of ${part.maximum})`,
    columns: ['Score', 'Assignments'],
    rows: part.distribution.map((b) => ({ key: String(b.from), cells: [band(b), String(b.count)] })),
  };
  return { summary, table, empty: part.count === 0 ? noMarks : null };
}

export interface CaseParts {
  patientId: string;
  name: string;
  marked: number;
  partMeans: readonly { part: string; label: string; maximum: number; mean: number | null | undefined }[];
}

/** The rubric parts of each case as the mean share of the part's maximum (the total left out: it sums them). */
export function partsByCaseChart(cases: readonly CaseParts[]) {
  const marked = cases.filter((c) => c.marked > 0);
  const parts = (marked[0]?.partMeans ?? []).filter((p) => p.part !== 'total');
  const rows: BarRow[] = marked.map((c) => ({
    key: c.patientId,
    label: c.name,
    bars: c.partMeans
      .filter((p) => p.part !== 'total')
      .map((p, i) => ({
        key: p.part,
        name: p.label,
        share: share(p.mean, p.maximum),
        text: p.mean === null || p.mean === undefined ? '—' : percentText(share(p.mean, p.maximum)),
        colour: seriesColours[i % seriesColours.length] as string,
      })),
  }));
  const weakest = (c: CaseParts) =>
    c.partMeans
      .filter((p) => p.part !== 'total' && p.mean !== null && p.mean !== undefined)
      .reduce<{ label: string; s: number } | null>((low, p) => {
        const s = share(p.mean, p.maximum);
        return !low || s < low.s ? { label: p.label, s } : low;
      }, null);
  const summary = marked.length
    ? `Mean share of each rubric part's maximum for ${plural(marked.length, 'case')}. ` +
      marked
        .map((c) => {
          const low = weakest(c);
          return low ? `${c.name}: weakest ${low.label} (${percentText(low.s)})` : `${c.name}: no means`;
        })
        .join('; ')
    : 'No marked assignments.';
  const table: ChartTableData = {
    caption: 'Mean mark of each rubric part per patient case, as a share of the part’s maximum',
    columns: ['Patient', 'Marked', ...parts.map((p) => `${p.label} (of ${p.maximum})`)],
    rows: marked.map((c) => ({
      key: c.patientId,
      cells: [
        c.name,
        String(c.marked),
        ...c.partMeans
          .filter((p) => p.part !== 'total')
          .map((p) => `${figure(p.mean)} (${percentText(share(p.mean, p.maximum))})`),
      ],
    })),
  };
  return {
    rows,
    legend: parts.map((p, i) => ({
      label: p.label,
      colour: seriesColours[i % seriesColours.length] as string,
    })),
    summary,
    table,
    empty: marked.length ? null : noMarks,
  };
}

export function progressChart(weeks: readonly Week[], totalMaximum: number) {
  const submitted = weeks.reduce((sum, w) => sum + w.submitted, 0);
  const marked = weeks.reduce((sum, w) => sum + w.marked, 0);
  const means = weeks.filter((w) => typeof w.meanTotal === 'number');
  const first = means[0];
  const last = means.at(-1);
  const trend =
    first && last && first !== last
      ? `; the weekly mean total went from ${figure(first.meanTotal)} (week of ${weekLabel(first.weekStart)}) to ${figure(last.meanTotal)} (week of ${weekLabel(last.weekStart)})`
      : last
        ? `; mean total ${figure(last.meanTotal)}`
        : '';
  const summary = weeks.length
    ? `Over ${plural(weeks.length, 'week')}: ${submitted} submitted, ${marked} marked${trend}.`
    : 'Nothing submitted in this period.';
  const table: ChartTableData = {
    caption: `Assignments submitted and marked per week, and the mean total of the week's marks (out of ${totalMaximum})`,
    columns: ['Week of', 'Submitted', 'Marked', 'Mean total'],
    rows: weeks.map((w) => ({
      key: w.weekStart,
      cells: [w.weekStart, String(w.submitted), String(w.marked), figure(w.meanTotal)],
    })),
  };
  return { summary, table, empty: weeks.length ? null : 'Nothing submitted or marked in this period.' };
}

export interface MissedItem {
  text: string;
  missed: number;
  of: number;
}

/** The mandatory questions not asked, or the symptoms not drawn out, most often in a case's marked work. */
export function missedChart(items: readonly MissedItem[], what: 'questions' | 'symptoms', caseName: string) {
  const verb = what === 'questions' ? 'not asked' : 'not drawn out';
  const noun = what === 'questions' ? 'Question' : 'Symptom';
  const rows: BarRow[] = items.map((item, i) => ({
    key: `${i}-${item.text}`,
    label: item.text,
    bars: [
      {
        key: 'missed',
        name: verb,
        share: share(item.missed, item.of),
        text: `${item.missed} of ${item.of} (${percentText(share(item.missed, item.of))})`,
        colour: what === 'questions' ? 'orange-500' : 'pink-600',
      },
    ],
  }));
  const summary = items.length
    ? `${caseName}: ${what === 'questions' ? 'mandatory questions' : 'symptoms'} most often ${verb}. ` +
      items.map((i) => `${i.text}: ${i.missed} of ${i.of}`).join('; ')
    : `${caseName}: ${what === 'questions' ? 'every mandatory question was asked' : 'every symptom was drawn out'}.`;
  const table: ChartTableData = {
    caption: `${caseName}: ${what === 'questions' ? 'mandatory questions' : 'symptoms'} ${verb}, in how many marked assignments`,
    columns: [noun, 'Missed', 'Of', 'Share'],
    rows: items.map((item, i) => ({
      key: `${i}-${item.text}`,
      cells: [item.text, String(item.missed), String(item.of), percentText(share(item.missed, item.of))],
    })),
  };
  return { rows, summary, table };
}
