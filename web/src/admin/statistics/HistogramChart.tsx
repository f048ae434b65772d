import { Box } from '@chakra-ui/react';
import { colour, countAxis, figure, percent, px, share } from './chartScale';

export interface Bucket {
  from: number;
  to: number;
  count: number;
}

interface HistogramChartProps {
  /** What the chart shows, in a sentence (its accessible name). */
  label: string;
  buckets: readonly Bucket[];
}

const PLOT_H = 180;
const AXIS_H = 24;

/**
 * Columns of how many totals fell in each band of the score: the bands' edges along the bottom, the
 * counts up the side and above each column. Horizontal positions are percentages, so the text keeps its
 * size at every width.
 */
export function HistogramChart({ label, buckets }: HistogramChartProps) {
  const axis = countAxis(Math.max(0, ...buckets.map((b) => b.count)));
  const n = Math.max(1, buckets.length);
  const slot = 1 / n;
  const y = (count: number) => px(PLOT_H * (1 - share(count, axis.maximum)));
  return (
    <Box ps="8" pe="3" pt="3">
      <svg
        role="img"
        aria-label={label}
        width="100%"
        height={PLOT_H + AXIS_H}
        overflow="visible"
        style={{ display: 'block' }}
        data-testid="histogram"
      >
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1="0" x2="100%" y1={y(tick)} y2={y(tick)} stroke={colour('gray-200')} />
            <text x="-6" y={y(tick) + 4} textAnchor="end" fontSize="11" fill={colour('gray-600')}>
              {tick}
            </text>
          </g>
        ))}
        {buckets.map((bucket, i) => (
          <g key={bucket.from} data-testid="histogram-bar" data-count={bucket.count}>
            <rect
              x={percent(i * slot + slot * 0.08)}
              y={y(bucket.count)}
              width={percent(slot * 0.84)}
              height={PLOT_H - y(bucket.count)}
              rx={2}
              fill={colour('brand-600')}
            >
              <title>{`${figure(bucket.from)}–${figure(bucket.to)}: ${bucket.count}`}</title>
            </rect>
            {bucket.count > 0 ? (
              <text
                x={percent(i * slot + slot / 2)}
                y={y(bucket.count) - 4}
                textAnchor="middle"
                fontSize="11"
                fontWeight="600"
                fill={colour('gray-800')}
              >
                {bucket.count}
              </text>
            ) : null}
          </g>
        ))}
        <line x1="0" x2="100%" y1={PLOT_H} y2={PLOT_H} stroke={colour('gray-400')} />
        {[...buckets.map((b) => b.from), buckets.at(-1)?.to ?? 0].map((edge, i) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the edges are positional
            key={i}
            x={percent(i * slot)}
            y={PLOT_H + 16}
            textAnchor="middle"
            fontSize="11"
            fill={colour('gray-600')}
          >
            {figure(edge)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
