import { Box } from '@chakra-ui/react';
import { colour, percent } from './chartScale';

export interface RowBar {
  key: string;
  /** What the bar is (a rubric part), for its tooltip. */
  name: string;
  /** How far along the track the bar reaches, 0..1. */
  share: number;
  /** The figure printed beside it ("62%", "3 of 5"). */
  text: string;
  /** A theme colour token ("brand-600"). */
  colour: string;
}

export interface BarRow {
  key: string;
  label: string;
  bars: readonly RowBar[];
}

interface BarRowsChartProps {
  /** What the chart shows, in a sentence (its accessible name). */
  label: string;
  rows: readonly BarRow[];
  /** The scale's name at the bottom ("% of the maximum"). */
  scaleName: string;
}

const LABEL_H = 20;
const BAR_H = 10;
const BAR_GAP = 4;
const ROW_GAP = 14;
const AXIS_H = 22;
/** The scale's name under the tick labels. */
const SCALE_H = 16;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Horizontal bars, a row per item (a case, a question), each with one or several bars on a 0–100 %
 * track. One bar: its figure sits at the end of the label line. Several: each figure at the right of its
 * bar, the track stopping short to leave them room. Vertical positions are pixels and horizontal ones
 * percentages, so long names stay readable at every width.
 */
export function BarRowsChart({ label, rows, scaleName }: BarRowsChartProps) {
  const several = rows.some((row) => row.bars.length > 1);
  const track = several ? 0.84 : 1;
  const heightOf = (row: BarRow) => LABEL_H + row.bars.length * (BAR_H + BAR_GAP) + ROW_GAP;
  const tops: number[] = [];
  let plotH = 0;
  for (const row of rows) {
    tops.push(plotH);
    plotH += heightOf(row);
  }
  return (
    <Box px="3">
      <svg
        role="img"
        aria-label={label}
        width="100%"
        height={plotH + AXIS_H + SCALE_H}
        overflow="visible"
        style={{ display: 'block' }}
        data-testid="bar-rows"
      >
        {TICKS.map((t) => (
          <g key={t}>
            <line
              x1={percent(t * track)}
              x2={percent(t * track)}
              y1={0}
              y2={plotH}
              stroke={colour('gray-200')}
              strokeDasharray={t === 0 ? undefined : '2 3'}
            />
            <text
              x={percent(t * track)}
              y={plotH + 14}
              textAnchor="middle"
              fontSize="11"
              fill={colour('gray-600')}
            >
              {Math.round(t * 100)}%
            </text>
          </g>
        ))}
        <text
          x="100%"
          y={plotH + AXIS_H + SCALE_H - 4}
          textAnchor="end"
          fontSize="11"
          fill={colour('gray-600')}
        >
          {scaleName}
        </text>
        {rows.map((row, r) => {
          const top = tops[r] ?? 0;
          return (
            <g key={row.key} data-testid="bar-row" data-label={row.label}>
              <text x="0" y={top + 14} fontSize="13" fill={colour('gray-800')}>
                {row.label}
              </text>
              {several ? null : (
                <text
                  x="100%"
                  y={top + 14}
                  textAnchor="end"
                  fontSize="13"
                  fontWeight="600"
                  fill={colour('gray-800')}
                >
                  {row.bars[0]?.text}
                </text>
              )}
              {row.bars.map((bar, b) => {
                const y = top + LABEL_H + b * (BAR_H + BAR_GAP);
                return (
                  <g key={bar.key}>
                    <rect
                      x="0"
                      y={y}
                      width={percent(track)}
                      height={BAR_H}
                      rx={3}
                      fill={colour('gray-100')}
                    />
                    <rect
                      x="0"
                      y={y}
                      width={percent(Math.min(1, Math.max(0, bar.share)) * track)}
                      height={BAR_H}
                      rx={3}
                      fill={colour(bar.colour)}
                      data-testid="bar"
                      data-share={bar.share}
                    >
                      <title>{`${row.label}, ${bar.name}: ${bar.text}`}</title>
                    </rect>
                    {several ? (
                      <text
                        x="100%"
                        y={y + BAR_H - 1}
                        textAnchor="end"
                        fontSize="11"
                        fill={colour('gray-700')}
                      >
                        {bar.text}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
